import { beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { RECEIPT_RELEASE_POINT } from '../../core/receipts';
import type { User } from '../../core/schemas/auth';
import { ApiError } from '../api/client';
import { db, saveLastKnownUser } from '../db';
import { addOutboxEntry } from '../db/outbox';
import { takeDeletedAccountNotice } from './accountDeleted';
import { resolveSession } from './session';

const ada: User = { id: 'u-ada', username: 'ada', fullLegalName: 'Ada Lovelace', email: 'ada@example.com' };
const receiptOf = (id: string, userId: string) => ({
  id,
  userId,
  kind: 'answer' as const,
  question: 'q',
  createdAt: '2026-11-25T12:00:00.000Z',
  lead: 'l',
  laws: [],
  releasePoint: RECEIPT_RELEASE_POINT,
  engine: 'Answered by the built-in engine',
  disclaimer: DISCLAIMER,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('an account deleted on another device while this one was offline', () => {
  it('clears that user from the device, ends their unsent writes and says so; another user’s data stays', async () => {
    await saveLastKnownUser(ada);
    const help = { kind: 'help-message' as const, method: 'POST' as const, url: '/api/help/message', body: { subject: 'x' } };
    await addOutboxEntry({ ...help, userId: ada.id });
    await addOutboxEntry({ ...help, userId: 'u-grace' });
    await db.recentSearches.put({ id: 's1', query: 'deposit', createdAt: '2026-11-25T12:00:00.000Z', userId: ada.id });
    await db.receipts.bulkPut([
      receiptOf('11111111-1111-4111-8111-111111111111', ada.id),
      receiptOf('22222222-2222-4222-8222-222222222222', 'u-grace'),
    ]);

    const gone = () => Promise.reject(new ApiError(410, 'This account has been deleted. Nothing more can be sent to it.'));
    expect(await resolveSession(gone)).toEqual({ user: null, offline: false });

    expect(await db.session.count()).toBe(0);
    expect(await db.recentSearches.count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual(['u-grace']);
    expect((await db.receipts.toArray()).map((r) => r.userId)).toEqual(['u-grace']);
    expect(takeDeletedAccountNotice()).toEqual({
      title: 'Account deleted',
      message:
        'This account has been deleted. Nothing more can be sent to it. 1 unsent message was not sent and has been removed from this device.',
      variant: 'destructive',
    });
    // Told once.
    expect(takeDeletedAccountNotice()).toBeUndefined();
  });

  it('a plain 401 (signed out) keeps saved answers and says nothing', async () => {
    await saveLastKnownUser(ada);
    await db.receipts.put(receiptOf('11111111-1111-4111-8111-111111111111', ada.id));
    expect(await resolveSession(() => Promise.reject(new ApiError(401, 'Not signed in')))).toEqual({ user: null, offline: false });
    expect(await db.receipts.count()).toBe(1);
    expect(takeDeletedAccountNotice()).toBeUndefined();
  });
});
