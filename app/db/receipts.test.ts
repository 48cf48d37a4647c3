import { beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { RECEIPT_RELEASE_POINT, type Receipt } from '../../core/receipts';
import { db } from './index';
import { deleteReceipt, listReceipts, saveReceipt } from './receipts';

function receipt(id: string, createdAt: string): Receipt {
  return {
    id,
    kind: 'answer',
    question: `Question ${id}`,
    createdAt,
    lead: 'A debt collector may not call you at work if it knows your employer forbids it.',
    laws: [
      {
        title: 'Fair Debt Collection Practices Act — when collectors may contact you',
        citation: '15 U.S.C. § 1692c',
        officialUrl: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
      },
    ],
    releasePoint: RECEIPT_RELEASE_POINT,
    engine: 'Answered by the built-in engine',
    disclaimer: DISCLAIMER,
  };
}
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

beforeEach(() => db.receipts.clear());

describe('saved answers on the device', () => {
  it('keeps each user’s receipts apart, newest first, and deletes one', async () => {
    await saveReceipt(receipt(A, '2026-11-01T10:00:00.000Z'), 'u1');
    await saveReceipt(receipt(B, '2026-11-20T10:00:00.000Z'), 'u1');
    await saveReceipt(receipt('33333333-3333-4333-8333-333333333333', '2026-11-21T10:00:00.000Z'), 'u2');
    expect((await listReceipts('u1')).map((r) => r.id)).toEqual([B, A]);
    await deleteReceipt(B);
    expect((await listReceipts('u1')).map((r) => r.id)).toEqual([A]);
    expect((await listReceipts('u2')).length).toBe(1);
  });

  it('refuses a receipt whose link is not official, writing nothing', async () => {
    const bad = { ...receipt(A, '2026-11-01T10:00:00.000Z'), laws: [{ title: 't', citation: 'c', officialUrl: 'https://example.com/' }] };
    await expect(saveReceipt(bad, 'u1')).rejects.toThrow();
    expect(await db.receipts.count()).toBe(0);
  });
});
