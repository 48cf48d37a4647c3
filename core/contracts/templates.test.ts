import { describe, expect, it } from 'vitest';
import { draftContract, DraftRequestError } from './generate';
import { NOTICE_HEADING } from './document';
import { draftProblems } from './quality';
import { CONTRACT_TEMPLATES, findContractTemplate } from './templates';

/** A full set of values per template and how each must read in the draft. */
const FULL: Record<string, { values: Record<string, string>; reads: string[]; title: string; clauses: string[] }> = {
  rental: {
    values: {
      landlordName: 'John Smith',
      tenantName: 'Jane Doe',
      propertyAddress: '12 Oak Street, Apt 4, Austin, TX 78701',
      monthlyRent: '1250',
      leaseStartDate: '2027-01-05',
      leaseTerm: '12 months',
      securityDeposit: '1875.5',
    },
    reads: [
      'John Smith ("Landlord")',
      'Jane Doe ("Tenant")',
      '12 Oak Street, Apt 4, Austin, TX 78701',
      '$1,250.00 per month',
      'January 5, 2027',
      'twelve (12) months',
      'ending on January 4, 2028',
      '$1,875.50',
    ],
    title: 'RESIDENTIAL LEASE AGREEMENT',
    clauses: ['RENT', 'SECURITY DEPOSIT', 'TERM', 'MAINTENANCE AND REPAIRS', "LANDLORD'S ENTRY", 'ENDING THE TENANCY'],
  },
  employment: {
    values: {
      employerName: 'Acme Bakery LLC',
      employeeName: 'Sam Lee',
      jobTitle: 'Store Manager',
      startDate: '2027-02-01',
      salary: '52000',
      employmentType: 'Part-time',
      responsibilities: 'Open and close the store\nSupervise two bakers',
    },
    reads: [
      'Acme Bakery LLC ("Employer")',
      'Sam Lee ("Employee")',
      'as Store Manager',
      'February 1, 2027',
      'annual salary of $52,000.00',
      'This is a part-time position.',
      '    Open and close the store\n    Supervise two bakers',
    ],
    title: 'EMPLOYMENT AGREEMENT',
    clauses: ['POSITION AND DUTIES', 'COMPENSATION', 'BENEFITS', 'AT-WILL EMPLOYMENT', 'CONFIDENTIALITY'],
  },
  service: {
    values: {
      providerName: 'Bright Web Studio',
      clientName: 'Corner Cafe Inc.',
      serviceDescription: 'Design and build a five-page website',
      paymentAmount: '2500.01',
      paymentSchedule: '50% upfront 50% on completion',
      startDate: '2027-03-01',
      endDate: '2027-04-15',
    },
    reads: [
      'Bright Web Studio ("Provider")',
      'Corner Cafe Inc. ("Client")',
      '    Design and build a five-page website',
      'a total of $2,500.01',
      '$1,250.00 (50%) when this Agreement is signed',
      'remaining $1,250.01 (50%)',
      'March 1, 2027',
      'April 15, 2027',
    ],
    title: 'SERVICE AGREEMENT',
    clauses: ['SERVICES', 'PAYMENT', 'INDEPENDENT CONTRACTOR', 'OWNERSHIP OF WORK', 'TERMINATION'],
  },
  nda: {
    values: {
      party1Name: 'Acme Inc.',
      party2Name: 'Beta LLC',
      purpose: 'To discuss a possible joint venture',
      effectiveDate: '2027-03-15',
      duration: '3 years',
    },
    reads: [
      'Acme Inc. ("First Party")',
      'Beta LLC ("Second Party")',
      '    To discuss a possible joint venture',
      'as of March 15, 2027',
      'three (3) years',
    ],
    title: 'MUTUAL NON-DISCLOSURE AGREEMENT',
    clauses: ['CONFIDENTIAL INFORMATION', 'OBLIGATIONS OF THE RECEIVING PARTY', 'EXCLUSIONS', 'TERM', 'RETURN OF MATERIALS'],
  },
  sale: {
    values: {
      sellerName: 'Pat Kim',
      buyerName: 'Lee Wong',
      itemDescription: '2015 Honda Civic, VIN 1HGCR2F3XFA000000',
      salePrice: '4800',
      saleDate: '2027-05-20',
      paymentMethod: 'Check',
    },
    reads: [
      'Pat Kim ("Seller")',
      'Lee Wong ("Buyer")',
      '    2015 Honda Civic, VIN 1HGCR2F3XFA000000',
      '$4,800.00',
      'May 20, 2027',
      'by check',
    ],
    title: 'SALE AGREEMENT',
    clauses: ['ITEM SOLD', 'PURCHASE PRICE AND PAYMENT', 'OWNERSHIP AND RISK', "SELLER'S PROMISES", 'CONDITION OF THE ITEM'],
  },
  loan: {
    values: {
      lenderName: 'Ana Ruiz',
      borrowerName: 'Ben Cole',
      loanAmount: '5000',
      interestRate: '5.25',
      loanDate: '2027-01-05',
      repaymentDate: '2028-01-05',
      repaymentSchedule: 'Quarterly',
    },
    reads: [
      'Ana Ruiz ("Lender")',
      'Ben Cole ("Borrower")',
      '$5,000.00',
      '5.25% per year',
      'January 5, 2027',
      'January 5, 2028',
      'four (4) equal quarterly installments',
    ],
    title: 'LOAN AGREEMENT',
    clauses: ['THE LOAN', 'INTEREST', 'REPAYMENT', 'PREPAYMENT', 'DEFAULT'],
  },
};

function clauseHeadings(text: string): string[] {
  return [...text.matchAll(/^(\d+)\. ([A-Z0-9][A-Z0-9 ,'&-]*)$/gm)].map((m) => `${m[1]}. ${m[2]}`);
}

describe('the six templates', () => {
  it("are the spec's six, with its ids, categories and field names", () => {
    expect(CONTRACT_TEMPLATES.map((t) => [t.id, t.category, t.fields.map((f) => f.name)])).toEqual([
      [
        'rental',
        'Housing',
        ['landlordName', 'tenantName', 'propertyAddress', 'monthlyRent', 'leaseStartDate', 'leaseTerm', 'securityDeposit'],
      ],
      [
        'employment',
        'Employment',
        ['employerName', 'employeeName', 'jobTitle', 'startDate', 'salary', 'employmentType', 'responsibilities'],
      ],
      [
        'service',
        'Business',
        ['providerName', 'clientName', 'serviceDescription', 'paymentAmount', 'paymentSchedule', 'startDate', 'endDate'],
      ],
      ['nda', 'Business', ['party1Name', 'party2Name', 'purpose', 'effectiveDate', 'duration']],
      ['sale', 'Sales', ['sellerName', 'buyerName', 'itemDescription', 'salePrice', 'saleDate', 'paymentMethod']],
      ['loan', 'Financial', ['lenderName', 'borrowerName', 'loanAmount', 'interestRate', 'loanDate', 'repaymentDate', 'repaymentSchedule']],
    ]);
  });

  it('make only interestRate optional, with the hint to enter 0', () => {
    const optional = CONTRACT_TEMPLATES.flatMap((t) => t.fields.filter((f) => !f.required).map((f) => [t.id, f.name, f.hint]));
    expect(optional).toEqual([['loan', 'interestRate', 'Enter 0 for no interest']]);
  });

  it("offer the spec's select options", () => {
    const options = Object.fromEntries(
      CONTRACT_TEMPLATES.flatMap((t) => t.fields.filter((f) => f.type === 'select').map((f) => [`${t.id}.${f.name}`, f.options])),
    );
    expect(options).toEqual({
      'rental.leaseTerm': ['6 months', '12 months', '24 months', 'Month-to-month'],
      'employment.employmentType': ['Full-time', 'Part-time', 'Contract', 'Temporary'],
      'service.paymentSchedule': ['Upon completion', '50% upfront 50% on completion', 'Monthly', 'Weekly'],
      'nda.duration': ['1 year', '2 years', '3 years', '5 years', 'Indefinite'],
      'sale.paymentMethod': ['Cash', 'Check', 'Electronic transfer', 'Credit card'],
      'loan.repaymentSchedule': ['Lump sum', 'Monthly', 'Quarterly', 'Annual'],
    });
  });
});

describe('a draft from each template', () => {
  for (const template of CONTRACT_TEMPLATES) {
    const fixture = FULL[template.id]!;

    it(`${template.id}: full values are all in it, formatted for people, with nothing forbidden`, () => {
      expect(Object.keys(fixture.values).sort()).toEqual(template.fields.map((f) => f.name).sort());
      const { text, title } = draftContract({ templateId: template.id, formData: fixture.values });
      expect(text.startsWith(`${NOTICE_HEADING}\n\nThis document is a general template`)).toBe(true);
      expect(text).toContain('It is not legal advice');
      expect(text).toContain('reviewed by a licensed attorney in your state');
      expect(text).toContain(`\n${fixture.title}\n`);
      expect(title.toUpperCase()).toBe(fixture.title);
      for (const reads of fixture.reads) expect(text).toContain(reads);
      for (const raw of Object.values(fixture.values).filter((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))) expect(text).not.toContain(raw);
      expect(draftProblems(text)).toEqual([]);
      // Numbered 1..n without gaps, with the clauses proper to this kind of contract.
      const headings = clauseHeadings(text);
      headings.forEach((h, i) => expect(h.startsWith(`${i + 1}. `)).toBe(true));
      for (const clause of fixture.clauses) expect(headings.map((h) => h.replace(/^\d+\. /, ''))).toContain(clause);
      expect(text).toMatch(/SIGNATURES\n[\s\S]*Signature: _+\n[\s\S]*Date: _+/);
      // No hand-fill schedule when every field was given.
      expect(text).not.toContain('SCHEDULE A');
    });

    it(`${template.id}: is the same text every time (deterministic)`, () => {
      const request = { templateId: template.id, formData: fixture.values };
      expect(draftContract(request).text).toBe(draftContract(structuredClone(request)).text);
    });

    it(`${template.id}: every field blank still gives a clean draft (blanks go to a schedule)`, () => {
      const { text } = draftContract({ templateId: template.id, formData: {} });
      expect(draftProblems(text)).toEqual([]);
      expect(text).toContain('signing below');
    });
  }

  it('loan: the optional interest rate left empty reads as interest-free, and 0 says 0%', () => {
    const empty = draftContract({ templateId: 'loan', formData: { ...FULL.loan!.values, interestRate: '' } }).text;
    expect(empty).toContain('The Loan is interest-free: Borrower repays only the Principal.');
    expect(empty).not.toMatch(/per year|accrued interest|including interest/);
    expect(empty).toContain('four (4) equal quarterly installments of $1,250.00 each, all Principal');
    expect(draftProblems(empty)).toEqual([]);

    const zero = draftContract({ templateId: 'loan', formData: { ...FULL.loan!.values, interestRate: '0' } }).text;
    expect(zero).toContain('The Loan is interest-free (0% interest)');
    expect(draftProblems(zero)).toEqual([]);
  });

  it('rental: month-to-month and a zero deposit read naturally', () => {
    const { text } = draftContract({
      templateId: 'rental',
      formData: { ...FULL.rental!.values, leaseTerm: 'Month-to-month', securityDeposit: '0' },
    });
    expect(text).toContain('This is a month-to-month tenancy beginning on January 5, 2027.');
    expect(text).toContain('No security deposit is required under this Agreement.');
    expect(text).not.toContain('ending on');
    expect(draftProblems(text)).toEqual([]);
  });

  it('nda: Indefinite duration lasts as long as the information stays confidential', () => {
    const { text } = draftContract({ templateId: 'nda', formData: { ...FULL.nda!.values, duration: 'Indefinite' } });
    expect(text).toContain('continue for as long as the information remains confidential');
  });

  it('service: each payment schedule reads as a payment term', () => {
    const read = (paymentSchedule: string) =>
      draftContract({ templateId: 'service', formData: { ...FULL.service!.values, paymentAmount: '900', paymentSchedule } }).text;
    expect(read('Upon completion')).toContain('$900.00 for the Services, due upon completion of the Services.');
    expect(read('Monthly')).toContain('$900.00 per month');
    expect(read('Weekly')).toContain('$900.00 per week');
  });

  it('employment: each employment type is stated', () => {
    for (const [type, sentence] of [
      ['Full-time', 'This is a full-time position.'],
      ['Contract', 'This is a contract position.'],
      ['Temporary', 'This is a temporary position.'],
    ]) {
      expect(draftContract({ templateId: 'employment', formData: { ...FULL.employment!.values, employmentType: type! } }).text).toContain(
        sentence,
      );
    }
  });

  it('sale: each payment method is stated', () => {
    const read = (paymentMethod: string) => draftContract({ templateId: 'sale', formData: { ...FULL.sale!.values, paymentMethod } }).text;
    expect(read('Cash')).toContain('in full in cash');
    expect(read('Electronic transfer')).toContain('by electronic funds transfer to an account Seller names in writing');
    expect(read('Credit card')).toContain('by credit card');
  });

  it('an unknown template is refused', () => {
    expect(() => draftContract({ templateId: 'will', formData: {} })).toThrow(DraftRequestError);
    expect(() => draftContract({ templateId: 'will', formData: {} })).toThrow('Unknown contract template: will');
    expect(findContractTemplate('rental')?.name).toBe('Residential Lease Agreement');
  });
});
