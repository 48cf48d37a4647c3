import { describe, expect, it } from 'vitest';
import { CONTRACT_TEMPLATES, findContractTemplate } from './templates';
import { contractMessages, draftingRequestProblem, fieldValueProblems, missingRequiredFields } from './validate';

describe('required template fields (spec part 1 §5)', () => {
  it('lists the labels of every blank required field, in form order', () => {
    const rental = findContractTemplate('rental')!;
    const missing = missingRequiredFields(rental.fields, {
      landlordName: 'John',
      propertyAddress: '  ',
      monthlyRent: '1250',
      leaseTerm: '12 months',
    });
    expect(missing).toEqual(['Tenant Name', 'Property Address', 'Lease Start Date', 'Security Deposit ($)']);
    expect(contractMessages.missingFields(missing)).toBe(
      'Please fill in: Tenant Name, Property Address, Lease Start Date, Security Deposit ($)',
    );
    expect(contractMessages.missingFieldsTitle).toBe('Missing Required Fields');
  });

  it('never asks for the loan interest rate, the one optional field', () => {
    for (const template of CONTRACT_TEMPLATES) {
      const all = missingRequiredFields(template.fields, {});
      expect(all).toEqual(template.fields.filter((f) => f.name !== 'interestRate').map((f) => f.label));
    }
  });

  it('finds values that are not numbers, dates or options', () => {
    const loan = findContractTemplate('loan')!;
    expect(
      fieldValueProblems(loan.fields, {
        loanAmount: 'lots',
        interestRate: '-1',
        loanDate: '5 Jan',
        repaymentSchedule: 'Never',
        lenderName: 'Ana',
      }),
    ).toEqual([
      { field: 'loanAmount', message: 'Loan Amount ($) must be a number of 0 or more' },
      { field: 'interestRate', message: 'Interest Rate (% per year) must be a number of 0 or more' },
      { field: 'loanDate', message: 'Loan Date must be a date (YYYY-MM-DD)' },
      { field: 'repaymentSchedule', message: 'Repayment Schedule must be one of: Lump sum, Monthly, Quarterly, Annual' },
    ]);
    expect(
      fieldValueProblems(loan.fields, { loanAmount: '5000', interestRate: '', loanDate: '2027-01-05', repaymentSchedule: 'Monthly' }),
    ).toEqual([]);
  });
});

describe('contract drafting request (spec part 2 §5)', () => {
  it('needs a type, and a description for a custom contract', () => {
    expect(draftingRequestProblem('', undefined)).toBe('Please select a contract type');
    expect(draftingRequestProblem(undefined, 'anything')).toBe('Please select a contract type');
    expect(draftingRequestProblem('custom', '   ')).toBe('Please provide a description for your custom contract');
    expect(draftingRequestProblem('custom', 'Dog walking')).toBeNull();
    expect(draftingRequestProblem('nda', undefined)).toBeNull();
  });
});
