import { describe, expect, it } from 'vitest';
import { changedWithin, changeText, enactment, formatLawDate, lastAmendment, neverAmended, windowStart } from './history';

// Rows exactly as ../shared/data/uscode-history publishes them (38 U.S.C. § 4323, 15 U.S.C. § 1692c).
const usc38_4323 = {
  dates: ['1994-10-13', '1996-10-09', '1998-11-11', '2008-10-10', '2025-01-02'],
  acts: [
    { law: '103-353', date: '1994-10-13' },
    { law: '104-275', date: '1996-10-09' },
    { law: '105-368', date: '1998-11-11' },
    { law: '110-389', date: '2008-10-10' },
    { law: '118-210', date: '2025-01-02' },
  ],
};
const usc15_1692c = {
  dates: ['1977-09-20'],
  acts: [
    { law: '90-321', date: '1977-09-20' },
    { law: '95-109', date: '1977-09-20' },
  ],
};

describe('a section’s enactment and last amendment', () => {
  it('38 U.S.C. § 4323 was last amended Jan. 2, 2025 by Pub. L. 118-210', () => {
    expect(lastAmendment(usc38_4323)).toEqual({ date: '2025-01-02', publicLaw: '118-210' });
    expect(enactment(usc38_4323)).toEqual({ date: '1994-10-13', publicLaw: '103-353' });
    expect(changeText(lastAmendment(usc38_4323)!)).toBe('Jan. 2, 2025 by Pub. L. 118-210');
    expect(neverAmended(enactment(usc38_4323), lastAmendment(usc38_4323))).toBe(false);
  });

  it('15 U.S.C. § 1692c dates from 1977, added to Pub. L. 90-321 by Pub. L. 95-109', () => {
    expect(lastAmendment(usc15_1692c)).toEqual({ date: '1977-09-20', publicLaw: '95-109' });
    expect(neverAmended(enactment(usc15_1692c), lastAmendment(usc15_1692c))).toBe(true);
    expect(changeText(enactment(usc15_1692c)!)).toBe('Sept. 20, 1977 by Pub. L. 95-109');
  });

  it('a law cited by chapter has a date but no Public Law; a credit without dates has neither', () => {
    expect(lastAmendment({ dates: ['1947-07-30'], acts: [] })).toEqual({ date: '1947-07-30', publicLaw: null });
    expect(changeText({ date: '1947-07-30', publicLaw: null })).toBe('July 30, 1947');
    expect(lastAmendment({ dates: [], acts: [] })).toBeNull();
    expect(enactment({ dates: [], acts: [] })).toBeNull();
  });

  it('formats dates as the source credits do', () => {
    expect(['2025-01-02', '1977-09-20', '2008-06-05', '2019-05-31'].map(formatLawDate)).toEqual([
      'Jan. 2, 2025',
      'Sept. 20, 1977',
      'June 5, 2008',
      'May 31, 2019',
    ]);
  });

  it('tells whether a change falls in the last 5 or 10 years', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(windowStart(5, now)).toBe('2021-11-24');
    expect(changedWithin(lastAmendment(usc38_4323), 5, now)).toBe(true);
    expect(changedWithin(lastAmendment(usc15_1692c), 10, now)).toBe(false);
    expect(changedWithin({ date: '2016-11-24', publicLaw: null }, 10, now)).toBe(true);
    expect(changedWithin({ date: '2016-11-23', publicLaw: null }, 10, now)).toBe(false);
    expect(changedWithin(null, 5, now)).toBe(false);
  });
});
