import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('ends sentences at a stop and a capital, never inside citations or abbreviations', () => {
    expect(
      splitSentences(
        'A debt collector may not call you at work. See 15 U.S.C. § 1692c(a)(3). Pub. L. 118-210 changed it in 2025! Is that all? No.',
      ),
    ).toEqual([
      'A debt collector may not call you at work.',
      'See 15 U.S.C. § 1692c(a)(3).',
      'Pub. L. 118-210 changed it in 2025!',
      'Is that all?',
      'No.',
    ]);
    expect(splitSentences('Compare Smith v. Jones, e.g. in 2019. Then stop.')).toEqual([
      'Compare Smith v. Jones, e.g. in 2019.',
      'Then stop.',
    ]);
  });

  it('ends one at every line break and drops empty lines', () => {
    expect(splitSentences('Answer first\n\n  Verify on the official site  \nDisclaimer.')).toEqual([
      'Answer first',
      'Verify on the official site',
      'Disclaimer.',
    ]);
  });

  it('keeps quoted sentences whole with their closing quote', () => {
    expect(splitSentences('The law says “you may dispute it.” Then the collector must stop.')).toEqual([
      'The law says “you may dispute it.”',
      'Then the collector must stop.',
    ]);
  });

  it('cuts a piece too long to send at semicolons, then commas, then spaces', () => {
    const long = 'first clause here; second clause here; third clause here';
    expect(splitSentences(long, 20)).toEqual(['first clause here;', 'second clause here;', 'third clause here']);
    expect(splitSentences('one two three four five six', 10).every((p) => p.length <= 10)).toBe(true);
    expect(splitSentences('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});
