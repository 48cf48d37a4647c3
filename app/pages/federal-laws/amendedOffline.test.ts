import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db';
import { storeAmendedDates } from '../../db/amendedDates';
import { AMENDED_OFFLINE_MISSING, AMENDED_OFFLINE_NOTICE, amendedFromDevice } from './amendedOffline';

// Real rows of GET /api/legal/amended-dates (corpus/uscode-history, release point 119-100).
const dates = {
  releasePoint: '119-100',
  since: '2016-11-25',
  sections: [
    [38, '3107', 0, '2026-01-20', '119-72'],
    [38, '4323', 0, '2025-01-02', '118-210'],
    [15, '1681s-2', 0, '2020-03-27', '116-136'],
    [15, '1681c', 0, '2018-05-24', '115-174'],
  ] as [number, string, number, string, string | null][],
};
const now = new Date('2026-11-25T12:00:00Z');

beforeEach(async () => {
  await db.meta.clear();
});

describe('Advanced Search date range offline', () => {
  it('says what to do when the dates are not on the device', async () => {
    await expect(amendedFromDevice({ within: 5 }, 1, 20, now)).rejects.toThrow(AMENDED_OFFLINE_MISSING);
  });

  it('with no words, lists the sections amended in the window, newest first, by title, with their Public Law', async () => {
    await storeAmendedDates(dates);
    const five = await amendedFromDevice({ within: 5, title: 38 }, 1, 20, now);
    expect(five.results.map((r) => [r.citation, r.lastAmended])).toEqual([
      ['38 U.S.C. § 3107', { date: '2026-01-20', publicLaw: '119-72' }],
      ['38 U.S.C. § 4323', { date: '2025-01-02', publicLaw: '118-210' }],
    ]);
    expect(five).toMatchObject({ total: 2, engine: 'history', notice: AMENDED_OFFLINE_NOTICE });
    const ten = await amendedFromDevice({ within: 10 }, 1, 2, now);
    expect(ten.total).toBe(4);
    expect(ten.results).toHaveLength(2);
    expect((await amendedFromDevice({ within: 10 }, 2, 2, now)).results.map((r) => r.id)).toEqual(['usc-15-1681s-2', 'usc-15-1681c']);
  });
});
