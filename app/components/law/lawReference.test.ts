import { describe, expect, it } from 'vitest';
import { lawReferenceTarget } from './lawReference';

describe('a quiz or guide reference as a way into the text', () => {
  it('opens the section at the level it names', () => {
    const text = 'Fair Debt Collection Practices Act, 15 U.S.C. § 1692c(a)(1)';
    const found = lawReferenceTarget(text)!;
    expect(found).toMatchObject({ lawId: 'usc-15-1692c', target: 'a-1' });
    expect(text.slice(found.start, found.end)).toBe('15 U.S.C. § 1692c(a)(1)');
  });

  it('opens a whole section, folding the en dash of its number', () => {
    expect(lawReferenceTarget('42 U.S.C. § 1320d–6')).toMatchObject({ lawId: 'usc-42-1320d-6', target: undefined });
    expect(lawReferenceTarget('29 U.S.C. §§ 201-219 (Fair Labor Standards Act)')).toMatchObject({ lawId: 'usc-29-201' });
    expect(lawReferenceTarget('15 U.S.C. §§ 1692-1692p')).toMatchObject({ lawId: 'usc-15-1692' });
    expect(lawReferenceTarget('42 U.S.C. §§ 2000e-2000e-17')).toMatchObject({ lawId: 'usc-42-2000e' });
    expect(lawReferenceTarget('42 U.S.C. §§ 2000e-2 and 2000e-3')).toMatchObject({ lawId: 'usc-42-2000e-2' });
  });

  it('leaves a reference without a U.S. Code citation alone', () => {
    expect(lawReferenceTarget('U.S. Const. amend. IV')).toBeUndefined();
    expect(lawReferenceTarget('99 U.S.C. § 1')).toBeUndefined();
  });
});
