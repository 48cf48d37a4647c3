import { describe, expect, it } from 'vitest';
import { draftContract } from './generate';
import { installmentAmount } from './kinds/loan';
import { draftProblems } from './quality';

const base = {
  lenderName: 'Ana Ruiz',
  borrowerName: 'Ben Cole',
  loanAmount: '5000',
  interestRate: '5',
  loanDate: '2027-01-05',
  repaymentDate: '2028-01-05',
};
const loan = (values: Record<string, string>) => {
  const { text } = draftContract({ templateId: 'loan', formData: { ...base, ...values } });
  expect(draftProblems(text)).toEqual([]);
  return text;
};

describe('loan repayment', () => {
  it('level installments repay principal and interest', () => {
    expect(installmentAmount(5000, 0.05 / 12, 12)).toBe(428.04);
    expect(installmentAmount(1000, 0, 3)).toBe(333.33);
  });

  it('monthly: twelve installments with their amount and dates', () => {
    const text = loan({ repaymentSchedule: 'Monthly' });
    expect(text).toContain('twelve (12) equal monthly installments of $428.04 each, including interest');
    expect(text).toContain('The first installment is due on February 5, 2027');
    expect(text).toContain('The last installment, due on January 5, 2028');
    expect(text).toContain('one-twelfth of the annual rate');
  });

  it('annual over three years; 0% divides the principal', () => {
    const text = loan({ repaymentSchedule: 'Annual', interestRate: '0', repaymentDate: '2030-01-05', loanAmount: '3000' });
    expect(text).toContain('three (3) equal annual installments of $1,000.00 each, all Principal');
    expect(text).toContain('(0% interest)');
  });

  it('lump sum with interest states the interest due at maturity', () => {
    const text = loan({ repaymentSchedule: 'Lump sum' });
    expect(text).toContain('in one payment on or before January 5, 2028 (the "Maturity Date")');
    // 5% of $5,000 for 365 days.
    expect(text).toContain('the interest will be $250.00, for a total payment of $5,250.00');
  });

  it('installments too short for the schedule become a single payment, said plainly', () => {
    const text = loan({ repaymentSchedule: 'Quarterly', repaymentDate: '2027-06-01' });
    expect(text).toContain('the Loan is repaid in this single payment rather than in quarterly installments');
    expect(text).not.toMatch(/equal quarterly installments of/);
  });
});
