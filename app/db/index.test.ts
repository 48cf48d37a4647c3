import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../core/schemas/auth';
import {
  DB_NAME,
  clearLastKnownUser,
  clearUserData,
  db,
  getDataVersion,
  getLastKnownUser,
  saveLastKnownUser,
  setDataVersion,
  type OutboxEntry,
} from './index';

const ada: User = { id: 'u-ada', username: 'ada', fullLegalName: 'Ada Lovelace', email: 'ada@example.com' };

function outboxEntry(id: string, userId: string): OutboxEntry {
  return {
    id,
    userId,
    kind: 'help-message',
    method: 'POST',
    url: '/api/help/message',
    body: { subject: 'Hello' },
    createdAt: Date.now(),
    state: 'pending',
    attempts: 0,
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the laws-ai database', () => {
  it('has every table of DESIGN.md, the saved library tables of version 2, and those added since', async () => {
    await db.open();
    expect(db.name).toBe(DB_NAME);
    expect(db.verno).toBe(6);
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [
        'activities',
        'amendments',
        'contractTemplates',
        'contractTypes',
        'followedTopics',
        'laws',
        'legalCategories',
        'libraryChunks',
        'libraryIndexes',
        'meta',
        'news',
        'newsMatches',
        'outbox',
        'quizQuestions',
        'receipts',
        'recentSearches',
        'savedTitles',
        'session',
        'states',
        'titleSections',
      ].sort(),
    );
  });

  it('indexes the outbox by user, creation time and state', async () => {
    await db.outbox.bulkAdd([outboxEntry('a', 'u1'), { ...outboxEntry('b', 'u2'), state: 'failed' }]);
    expect(await db.outbox.where('state').equals('failed').primaryKeys()).toEqual(['b']);
    expect(await db.outbox.where('userId').equals('u1').primaryKeys()).toEqual(['a']);
    expect(await db.outbox.orderBy('createdAt').count()).toBe(2);
  });
});

describe('the last known user', () => {
  it('is null on a fresh device', async () => {
    expect(await getLastKnownUser()).toBeNull();
  });

  it('is what was saved, and survives reopening the database', async () => {
    await saveLastKnownUser(ada);
    db.close();
    await db.open();
    expect(await getLastKnownUser()).toEqual(ada);
  });

  it('keeps only the user fields the app shows', async () => {
    await saveLastKnownUser({ ...ada, password: 'secret' } as User);
    const stored = await db.session.get('current');
    expect(stored?.user).toEqual(ada);
  });

  it('is forgotten by clearLastKnownUser', async () => {
    await saveLastKnownUser(ada);
    await clearLastKnownUser();
    expect(await getLastKnownUser()).toBeNull();
  });

  it('is null when the stored record is not a valid user', async () => {
    await db.session.put({ key: 'current', user: { id: 42 } as unknown as User, savedAt: 0 });
    expect(await getLastKnownUser()).toBeNull();
  });
});

describe('clearUserData', () => {
  it("clears the session, recent searches and that user's outbox, and nothing else", async () => {
    await saveLastKnownUser(ada);
    await db.recentSearches.add({ id: 's1', query: 'tenant rights', createdAt: '2025-01-01T00:00:00Z', userId: ada.id });
    await db.outbox.bulkAdd([outboxEntry('mine', ada.id), outboxEntry('theirs', 'u-other')]);
    await db.amendments.add({ number: 1, category: 'fundamental-freedoms' });
    await setDataVersion('amendments', '2025-01');

    await clearUserData(ada.id);

    expect(await getLastKnownUser()).toBeNull();
    expect(await db.recentSearches.count()).toBe(0);
    expect(await db.outbox.toCollection().primaryKeys()).toEqual(['theirs']);
    expect(await db.amendments.count()).toBe(1);
    expect(await getDataVersion('amendments')).toBe('2025-01');
  });
});

describe('data versions', () => {
  it('are null until set', async () => {
    expect(await getDataVersion('quiz')).toBeNull();
    await setDataVersion('quiz', 'v2');
    expect(await getDataVersion('quiz')).toBe('v2');
  });
});
