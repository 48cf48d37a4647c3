import { describe, expect, it } from 'vitest';
import { draftContract } from './generate';
import { draftProblems } from './quality';

const clean = draftContract({
  templateId: 'sale',
  formData: {
    sellerName: 'Pat Kim',
    buyerName: 'Lee Wong',
    itemDescription: 'A blue bicycle',
    salePrice: '300',
    saleDate: '2027-05-20',
    paymentMethod: 'Cash',
  },
}).text;

describe('draftProblems', () => {
  it('passes a generated draft', () => {
    expect(draftProblems(clean)).toEqual([]);
  });

  it.each([
    ['undefined', clean.replace('Pat Kim', 'undefined')],
    ['NaN', clean.replace('$300.00', '$NaN')],
    ['[object Object]', clean.replace('Lee Wong', '[object Object]')],
    ['a {placeholder}', clean.replace('Lee Wong', '{buyerName}')],
    ['template braces', clean.replace('Lee Wong', '{{buyer}}')],
    ['a [PLACEHOLDER]', clean.replace('Lee Wong', '[BUYER NAME]')],
    ['money not written', clean.replace('$300.00', '$300')],
  ])('finds %s', (what, text) => {
    expect(draftProblems(text).join('\n')).toContain(what);
  });

  it('finds an empty clause, a missing notice, and blank-line runs', () => {
    const emptyClause = clean.replace(/(\n\d+\. ITEM SOLD\n)[\s\S]*?(\n\n\d+\. )/, '$1$2');
    expect(draftProblems(emptyClause)).toContain('clause "1. ITEM SOLD" is empty');
    expect(draftProblems(clean.slice(clean.indexOf('SALE AGREEMENT')))).toContain(
      'the draft does not begin with the not-legal-advice notice',
    );
    expect(draftProblems(clean.replace('\n\n', '\n\n\n'))).toContain('contains runs of blank lines');
  });

  it("leaves the user's own indented words alone", () => {
    expect(draftProblems(clean.replace('    A blue bicycle', '    A blue bicycle worth $300'))).toEqual([]);
  });
});
