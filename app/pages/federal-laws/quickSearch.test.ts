import { describe, expect, it } from 'vitest';
import { isCitationQuery, isPhraseQuery } from './quickSearch';

describe('quick search: a citation or a phrase', () => {
  it('knows a typed citation in any common form', () => {
    for (const q of [
      '47 U.S.C. 623',
      '42 USC 1983',
      '42 usc 1983',
      '§ 1692c',
      '15 usc 1692c(a)(1)',
      '42 U.S.C. § 2000e–2',
      'section 1692c',
    ])
      expect(isCitationQuery(q), q).toBe(true);
  });
  it('sends a phrase to the full-text search, and not a citation or a fragment', () => {
    expect(isPhraseQuery('security deposit')).toBe(true);
    expect(isPhraseQuery('debt collector calling at work')).toBe(true);
    expect(isPhraseQuery('42 USC 1983')).toBe(false);
    expect(isPhraseQuery('se')).toBe(false);
    expect(isCitationQuery('section 8 housing voucher rules')).toBe(false);
  });
});
