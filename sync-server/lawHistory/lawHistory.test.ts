import { describe, expect, it } from 'vitest';
import { getCorpusData } from '../../core/laws/corpus';
import { getLawHistory } from './index';

// The committed corpus (corpus/uscode-history), as a clean clone has it.
const history = getLawHistory();
const now = new Date('2026-11-24T00:00:00Z');

describe('the history of every U.S. Code section', () => {
  it('holds every section of the library, release point 119-100', () => {
    expect(history.releasePoint).toBe('119-100');
    expect(history.sectionCount).toBe(50_936);
    const missing = getCorpusData().sections.filter(([title, section, , , dup]) => !history.dates(title, section, dup || undefined));
    expect(missing).toEqual([]);
  });

  it('38 U.S.C. § 4323: last amended Jan. 2, 2025 by Pub. L. 118-210, with its credit and notes', async () => {
    const h = (await history.history(38, '4323'))!;
    expect(h.lastAmended).toEqual({ date: '2025-01-02', publicLaw: '118-210' });
    expect(h.enacted).toEqual({ date: '1994-10-13', publicLaw: '103-353' });
    expect(h.credit).toMatch(
      /^\(Added Pub\. L\. 103–353, § 2\(a\), Oct\. 13, 1994, 108 Stat\. 3165;.*Pub\. L\. 118–210, title II, § 221\(c\), \(d\), \(e\)\(3\), Jan\. 2, 2025/,
    );
    expect(h.amendments[0]).toMatch(
      /^2025—Subsec\. \(d\)\(1\)\(C\), \(D\)\. Pub\. L\. 118–210, § 221\(d\), added subpars\. \(C\) and \(D\)/,
    );
    expect(h.amendments.some((n) => n.startsWith('2008—'))).toBe(true);
  });

  it('15 U.S.C. § 1692c: 1977, never amended', async () => {
    expect(history.dates(15, '1692c')).toMatchObject({
      enacted: { date: '1977-09-20', publicLaw: '95-109' },
      lastAmended: { date: '1977-09-20', publicLaw: '95-109' },
    });
    expect((await history.history(15, '1692c'))!.amendments).toEqual([]);
  });

  it('keeps the second section of a duplicated number apart, and answers undefined for unknown sections', async () => {
    expect(history.dates(5, '3598', 2)).toMatchObject({
      section: '3598',
      duplicateNumber: 2,
      lastAmended: { date: '2004-12-17', publicLaw: '108-458' },
    });
    expect(history.dates(5, '3598')?.duplicateNumber).toBeUndefined();
    expect(history.dates(15, '99999z')).toBeUndefined();
    expect(await history.history(99, '1')).toBeUndefined();
  });

  it('lists what changed in the last 5 and 10 years, newest first (5,434 and 12,124 sections before 2026-11-24)', () => {
    const five = history.changedWithin(5, undefined, now);
    expect(five).toHaveLength(5_434);
    expect(history.changedWithin(10, undefined, now)).toHaveLength(12_124);
    const dates = five.map((s) => s.lastAmended!.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const title38 = history.changedWithin(5, 38, now);
    expect(title38.every((s) => s.title === 38)).toBe(true);
    expect(title38.find((s) => s.section === '4323')?.lastAmended).toEqual({ date: '2025-01-02', publicLaw: '118-210' });
    expect(history.changedWithin(5, 15, now).some((s) => s.section === '1692c')).toBe(false);
  });
});
