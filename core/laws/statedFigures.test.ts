import { describe, expect, it } from 'vitest';
import { citedSections, figureKey, figureKeys, statedFigures } from './statedFigures';

describe('statedFigures', () => {
  it('reads dollar amounts, periods and ages the way people and statutes write them', () => {
    const keys = statedFigures(
      'Apply within 1 year; a bond of at least $1,500; six months; $1 million; age 26; turns 18; an 18-year-old; a 180-day period; twenty-one years; 30 calendar days; five consecutive calendar months; one hundred and eighty days; 48 hours; 2 weeks.',
    ).map(figureKey);
    expect(keys).toEqual([
      '1 year',
      '$1,500',
      '6 month',
      '$1,000,000',
      '26 year',
      '18 year',
      '18 year',
      '180 day',
      '21 year',
      '30 day',
      '5 month',
      '180 day',
      '48 hour',
      '2 week',
    ]);
  });

  it('compares a guide’s wording with the statute’s', () => {
    const statute = figureKeys('the child attains 26 years of age ... not more than $1,000,000 ... within the 6-month period');
    for (const said of ['until age 26', 'up to $1 million', 'within six months'])
      expect(statute.has(figureKey(statedFigures(said)[0]))).toBe(true);
    expect(statute.has(figureKey(statedFigures('within 60 days')[0]))).toBe(false);
  });

  it('ignores numbers that are not figures: citations, percentages, words inside words', () => {
    expect(statedFigures('42 U.S.C. § 300gg-14; 3 percent; someone; Pub. L. 118-210; Title 8')).toEqual([]);
  });
});

describe('citedSections', () => {
  it('finds full and short citations, lists of sections, and reads a bare § in the content’s title', () => {
    expect(
      citedSections(
        '(8 U.S.C. § 1158(d)(6)) and § 1229a(b)(7); 18 U.S.C. §§ 3559 and 3571(b)(4); 42 U.S.C. § 300gg-14(a), 29 U.S.C. § 666(e)',
        8,
      ),
    ).toEqual([
      [8, '1158'],
      [18, '3559'],
      [18, '3571'],
      [42, '300gg-14'],
      [29, '666'],
      [8, '1229a'],
    ]);
  });
});
