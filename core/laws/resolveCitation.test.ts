import { describe, expect, it } from 'vitest';
import { findLawsBySection } from './corpus';
import { resolveCitation, resolveSection } from './resolveCitation';

describe('resolveCitation', () => {
  it('finds the section a citation names, in the forms models write', () => {
    const fdcpa = findLawsBySection(15, '1692c')[0]!;
    for (const text of [
      '15 U.S.C. § 1692c',
      '15 USC 1692c',
      '15 U.S.C. § 1692c(a)(1)',
      '15 U.S.C. §1692c',
      'title 15 section 1692c',
      '15 U.S.C. § 1692c et seq.',
    ]) {
      expect(resolveCitation(text)?.id, text).toBe(fdcpa.id);
    }
    expect(resolveCitation('42 U.S.C. § 2000e\u20132')?.usc).toEqual({ title: 42, section: '2000e-2' });
  });

  it('takes a range whose two ends are in the library as its first section', () => {
    expect(resolveCitation('15 U.S.C. §§ 1692-1692p')?.usc).toEqual({ title: 15, section: '1692' });
    expect(resolveCitation('42 U.S.C. §§ 2000e-2000e-17')?.usc).toEqual({ title: 42, section: '2000e' });
    expect(resolveSection(15, '1692-1692zz')).toBeUndefined();
  });

  it('knows nothing of sections the library does not hold, or of text without a titled citation', () => {
    expect(resolveCitation('15 U.S.C. § 1692zz')).toBeUndefined();
    expect(resolveCitation('99 U.S.C. § 1')).toBeUndefined();
    expect(resolveCitation('§ 1692c')).toBeUndefined();
    expect(resolveCitation('the Fair Debt Collection Practices Act')).toBeUndefined();
  });

  it('prefers the record the model was given when a section has several', () => {
    const records = findLawsBySection(15, '1692c');
    const last = records.at(-1)!;
    expect(resolveSection(15, '1692c', [last])?.id).toBe(last.id);
  });
});
