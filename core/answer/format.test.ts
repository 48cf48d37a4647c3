import { describe, expect, it } from 'vitest';
import { formatAnswer, isOfficialUrl, parseAnswer, type AnswerBlock } from './format';

const sample = `Here is what federal law says about **debt collectors** calling you.

Fair Debt Collection Practices Act — when collectors may contact you [15 U.S.C. § 1692c]
  Verify: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim
  Penalties: Civil liability under 15 U.S.C. § 1692k
  Collectors may not call before 8 a.m. or after 9 p.m. your time.
Another law [42 U.S.C. § 3604]
  It applies to housing.

Disclaimer: This is not legal advice.`;

describe('the answer text format', () => {
  it('reads paragraphs, law blocks with badge, Verify and Penalties lines, details and disclaimers', () => {
    expect(parseAnswer(sample)).toEqual([
      { kind: 'paragraph', text: 'Here is what federal law says about debt collectors calling you.' },
      {
        kind: 'law',
        title: 'Fair Debt Collection Practices Act — when collectors may contact you',
        badge: '15 U.S.C. § 1692c',
        verifyUrl: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
        penalties: 'Civil liability under 15 U.S.C. § 1692k',
        details: ['Collectors may not call before 8 a.m. or after 9 p.m. your time.'],
      },
      { kind: 'law', title: 'Another law', badge: '42 U.S.C. § 3604', details: ['It applies to housing.'] },
      { kind: 'disclaimer', text: 'Disclaimer: This is not legal advice.' },
    ]);
  });

  it('strips asterisks everywhere', () => {
    expect(JSON.stringify(parseAnswer('**Bold** law [*15 U.S.C. § 1*]\n  *detail*'))).not.toContain('*');
  });

  it('treats indented lines with no law above them as paragraph text', () => {
    expect(parseAnswer('  just indented text')).toEqual([{ kind: 'paragraph', text: 'just indented text' }]);
  });

  it('writes what it reads (round trip)', () => {
    const blocks: AnswerBlock[] = parseAnswer(sample);
    expect(parseAnswer(formatAnswer(blocks))).toEqual(blocks);
  });

  it('only trusts https .gov links for "Verify on Government Website"', () => {
    expect(isOfficialUrl('https://uscode.house.gov/view.xhtml')).toBe(true);
    expect(isOfficialUrl('https://www.govinfo.gov/link/uscode/15/1692c')).toBe(true);
    expect(isOfficialUrl('http://uscode.house.gov/')).toBe(false);
    expect(isOfficialUrl('https://evil.example.com/?.gov')).toBe(false);
    expect(isOfficialUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('paragraphs', () => {
  it('joins consecutive lines and splits on blank lines', () => {
    expect(parseAnswer('one\ntwo\n\nthree')).toEqual([
      { kind: 'paragraph', text: 'one two' },
      { kind: 'paragraph', text: 'three' },
    ]);
  });
});
