import { describe, expect, it } from 'vitest';
import { namesBeyondPrepared } from './beyondPrepared';
import { catalogueFinder, catalogueMatches } from './matches';

describe('the catalogue lead beyond a prepared activity', () => {
  const finder = catalogueFinder();
  const activity = 'keep selling plasma every week even tho i tested hiv positive';

  it('is preferred when it names enough of the activity beyond the prepared words', () => {
    // 18 U.S.C. § 1122 names "hiv" and "positive", which the prepared plasma-sale activity does not.
    const lead = finder.find(activity)[0]!;
    expect(lead.entry.key).toBe('18/1122');
    expect(namesBeyondPrepared(finder, lead, ['plasma', 'sell'])).toBe(true);
    expect(catalogueMatches(activity, { strong: true, beyond: ['plasma', 'sell'] }).map((m) => m.citation)).toEqual(['18 U.S.C. § 1122']);
  });

  it('is not when its words are the prepared activity’s own', () => {
    const lead = finder.find(activity)[0]!;
    expect(namesBeyondPrepared(finder, lead, ['plasma', 'sell', 'hiv', 'posit'])).toBe(false);
    expect(catalogueMatches(activity, { strong: true, beyond: ['plasma', 'sell', 'hiv', 'posit'] })).toEqual([]);
    // Asked for the strong lead alone, the usual lead is not given.
    expect(catalogueMatches(activity, { strong: true })).toEqual([]);
  });
});
