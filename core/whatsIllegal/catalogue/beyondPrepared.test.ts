import { describe, expect, it } from 'vitest';
import { namesBeyondPrepared } from './beyondPrepared';
import { catalogueFinder } from './matches';

describe('the catalogue lead beyond a prepared activity', () => {
  const finder = catalogueFinder();

  it('is preferred when it names enough of the activity beyond the prepared words', () => {
    // 18 U.S.C. § 1122 names "hiv" and "positive", which the prepared plasma-sale activity does not.
    const activity = 'keep selling plasma every week even tho i tested hiv positive';
    expect(namesBeyondPrepared(finder, activity, '18 U.S.C. § 1122', ['plasma', 'sell'])).toBe(true);
  });

  it('is not when its words are the prepared activity’s own, or it is not the finder’s lead', () => {
    const activity = 'keep selling plasma every week even tho i tested hiv positive';
    expect(namesBeyondPrepared(finder, activity, '18 U.S.C. § 1122', ['plasma', 'sell', 'hiv', 'posit'])).toBe(false);
    expect(namesBeyondPrepared(finder, activity, '42 U.S.C. § 274e', ['plasma', 'sell'])).toBe(false);
  });
});
