import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from './contractTypes';
import { NOTICE_HEADING } from './document';
import { draftContract, DraftRequestError } from './generate';
import { CUSTOM_FRAMEWORK_NOTE } from './kinds/custom';
import { draftProblems } from './quality';

const COMMON = {
  party1_name: 'Northwind Traders Inc.',
  party1_address: '100 Market Street\nSan Francisco, CA 94105',
  party2_name: 'Maria Rodriguez',
  party2_address: '45 Pine Ave, Oakland, CA 94607',
  effective_date: '2027-03-01',
  governing_state: 'California',
};

const COMMON_READS = [
  'Northwind Traders Inc., of 100 Market Street, San Francisco, CA 94105',
  'Maria Rodriguez, of 45 Pine Ave, Oakland, CA 94607',
  'as of March 1, 2027 (the "Effective Date")',
  'This Agreement is governed by the laws of California',
  'reviewed by a licensed attorney in California',
];

/** Each type's own variables, full, and how they read. */
const EXTRA: Record<string, { values: Record<string, string>; reads: string[]; title: string; clauses: string[] }> = {
  nda: {
    values: { confidential_info: 'Recipes and supplier prices', duration: '2' },
    reads: ['    Recipes and supplier prices', 'two (2) years from the Effective Date'],
    title: 'MUTUAL NON-DISCLOSURE AGREEMENT',
    clauses: ['CONFIDENTIAL INFORMATION', 'OBLIGATIONS OF THE RECEIVING PARTY', 'EXCLUSIONS', 'TERM', 'RETURN OF MATERIALS'],
  },
  employment: {
    values: { position: 'Line Cook', salary: '41600', start_date: '2027-03-15', benefits: 'Health insurance\n10 days paid vacation' },
    reads: ['as Line Cook', '$41,600.00', 'March 15, 2027', '    Health insurance\n    10 days paid vacation'],
    title: 'EMPLOYMENT AGREEMENT',
    clauses: ['POSITION AND DUTIES', 'COMPENSATION', 'BENEFITS', 'AT-WILL EMPLOYMENT'],
  },
  contractor: {
    values: {},
    reads: [],
    title: 'INDEPENDENT CONTRACTOR AGREEMENT',
    clauses: ['SERVICES', 'PAYMENT', 'INDEPENDENT CONTRACTOR', 'OWNERSHIP OF WORK'],
  },
  service: {
    values: {
      services_description: 'Weekly office cleaning',
      payment_amount: '1200',
      payment_terms: 'Net 30',
      deliverables: 'A cleaning checklist signed each visit',
    },
    reads: ['    Weekly office cleaning', '$1,200.00', 'on these payment terms: Net 30.', '    A cleaning checklist signed each visit'],
    title: 'SERVICE AGREEMENT',
    clauses: ['SERVICES', 'DELIVERABLES', 'PAYMENT', 'TERMINATION'],
  },
  purchase: {
    values: {},
    reads: [],
    title: 'PURCHASE AGREEMENT',
    clauses: ['GOODS SOLD', 'PURCHASE PRICE AND PAYMENT', 'OWNERSHIP AND RISK', 'CONDITION OF THE GOODS'],
  },
  lease: {
    values: {
      property_address: '9 Harbor Way, Unit 2, Oakland, CA 94607',
      monthly_rent: '2400',
      lease_term: '18',
      security_deposit: '2400',
    },
    reads: [
      '9 Harbor Way, Unit 2, Oakland, CA 94607',
      '$2,400.00 per month',
      'eighteen (18) months, beginning on March 1, 2027 and ending on August 31, 2028',
      'security deposit of $2,400.00',
    ],
    title: 'LEASE AGREEMENT',
    clauses: ['RENT', 'SECURITY DEPOSIT', 'TERM', 'MAINTENANCE AND REPAIRS', "LANDLORD'S ENTRY", 'ENDING THE TENANCY'],
  },
  partnership: {
    values: {},
    reads: [],
    title: 'PARTNERSHIP AGREEMENT',
    clauses: ['FORMATION', 'CAPITAL CONTRIBUTIONS', 'PROFITS AND LOSSES', 'MANAGEMENT', 'DISSOLUTION'],
  },
  licensing: {
    values: {},
    reads: [],
    title: 'LICENSING AGREEMENT',
    clauses: ['GRANT OF LICENSE', 'FEES AND ROYALTIES', 'OWNERSHIP', 'TERM AND TERMINATION'],
  },
  settlement: {
    values: {},
    reads: [],
    title: 'SETTLEMENT AGREEMENT AND MUTUAL RELEASE',
    clauses: ['SETTLEMENT PAYMENT', 'MUTUAL RELEASE', 'NO ADMISSION OF LIABILITY', 'VOLUNTARY AGREEMENT'],
  },
  custom: {
    values: {},
    reads: [CUSTOM_FRAMEWORK_NOTE, '    Weekly dog walking, Monday to Friday'],
    title: 'GENERAL AGREEMENT',
    clauses: ['SCOPE OF AGREEMENT', 'PAYMENT', 'TERM', 'TERMINATION', 'RESOLVING DISPUTES'],
  },
};

const DESCRIPTION = 'Weekly dog walking, Monday to Friday';

function headings(text: string): string[] {
  return [...text.matchAll(/^\d+\. ([A-Z0-9][A-Z0-9 ,'&-]*)$/gm)].map((m) => m[1]!);
}

describe('the ten contract types', () => {
  it("are the spec's, with labels and categories", () => {
    expect(CONTRACT_TYPES.map((t) => [t.id, t.label, t.category])).toEqual([
      ['nda', 'Non-Disclosure Agreement (NDA)', 'Confidentiality'],
      ['employment', 'Employment Agreement', 'Employment'],
      ['contractor', 'Independent Contractor Agreement', 'Employment'],
      ['service', 'Service Agreement', 'Commercial'],
      ['purchase', 'Purchase Agreement', 'Commercial'],
      ['lease', 'Lease Agreement', 'Real Estate'],
      ['partnership', 'Partnership Agreement', 'Business'],
      ['licensing', 'Licensing Agreement', 'Intellectual Property'],
      ['settlement', 'Settlement Agreement', 'Dispute Resolution'],
      ['custom', 'Custom Contract', 'Custom'],
    ]);
  });

  it('have the common variables (all required), then their own', () => {
    for (const type of CONTRACT_TYPES) {
      const common = type.variables.slice(0, 6);
      expect(common.map((v) => [v.name, v.type, v.required])).toEqual([
        ['party1_name', 'text', true],
        ['party1_address', 'textarea', true],
        ['party2_name', 'text', true],
        ['party2_address', 'textarea', true],
        ['effective_date', 'date', true],
        ['governing_state', 'text', true],
      ]);
      expect(common[5]!.placeholder).toBe('California');
      expect(type.variables.slice(6).map((v) => v.name)).toEqual(Object.keys(EXTRA[type.id]!.values));
    }
    const own = (id: string) =>
      CONTRACT_TYPES.find((t) => t.id === id)!
        .variables.slice(6)
        .map((v) => [v.name, v.type, v.required, v.placeholder ?? null]);
    expect(own('nda')).toEqual([
      ['confidential_info', 'textarea', false, expect.any(String)],
      ['duration', 'number', false, '2'],
    ]);
    expect(own('employment').map((v) => v.slice(0, 3))).toEqual([
      ['position', 'text', true],
      ['salary', 'number', true],
      ['start_date', 'date', true],
      ['benefits', 'textarea', false],
    ]);
    expect(own('lease').map((v) => v.slice(0, 3))).toEqual([
      ['property_address', 'text', true],
      ['monthly_rent', 'number', true],
      ['lease_term', 'number', true],
      ['security_deposit', 'number', true],
    ]);
    expect(own('service')).toEqual([
      ['services_description', 'textarea', true, null],
      ['payment_amount', 'number', true, null],
      ['payment_terms', 'text', false, 'Net 30'],
      ['deliverables', 'textarea', false, null],
    ]);
  });
});

describe('a draft from each contract type', () => {
  for (const type of CONTRACT_TYPES) {
    const extra = EXTRA[type.id]!;
    const request = {
      type: type.id,
      variables: { ...COMMON, ...extra.values },
      customDescription: type.id === 'custom' ? DESCRIPTION : undefined,
    };

    it(`${type.id}: full values are all in it, formatted, with its own clauses and nothing forbidden`, () => {
      const { text } = draftContract(request);
      expect(text.startsWith(NOTICE_HEADING)).toBe(true);
      expect(text).toContain(`\n${extra.title}\n`);
      for (const reads of [...COMMON_READS, ...extra.reads]) expect(text).toContain(reads);
      expect(text).not.toContain('2027-03-01');
      const found = headings(text);
      for (const clause of extra.clauses) expect(found).toContain(clause);
      expect(draftProblems(text)).toEqual([]);
      expect(draftContract(structuredClone(request)).text).toBe(text);
    });

    it(`${type.id}: with every variable empty it still reads as a complete agreement`, () => {
      const { text } = draftContract({ type: type.id, variables: {}, customDescription: type.id === 'custom' ? DESCRIPTION : undefined });
      expect(draftProblems(text)).toEqual([]);
      expect(text).toContain('as of the date of the last signature below (the "Effective Date")');
      expect(text).toContain('reviewed by a licensed attorney in your state');
      expect(text).not.toContain('GOVERNING LAW\nThis Agreement is governed by the laws of ,');
    });
  }

  it('types without their own variables leave the specifics to a schedule the parties complete', () => {
    for (const id of ['contractor', 'purchase', 'partnership', 'licensing', 'settlement']) {
      const { text } = draftContract({ type: id, variables: COMMON });
      expect(text).toMatch(/\nSCHEDULE A: TERMS COMPLETED BY THE PARTIES\n/);
      expect(text).toMatch(/Initials: \w[\w ]* ________ {3}\w[\w ]* ________\n$/);
    }
  });

  it('empty optional variables read naturally', () => {
    const nda = draftContract({ type: 'nda', variables: { ...COMMON, confidential_info: '', duration: '' } }).text;
    expect(nda).not.toContain('includes in particular');
    expect(nda).toContain('continue for as long as the information remains confidential');
    expect(draftProblems(nda)).toEqual([]);

    const service = draftContract({
      type: 'service',
      variables: { ...COMMON, ...EXTRA.service!.values, payment_terms: ' ', deliverables: '' },
    }).text;
    expect(service).toContain("$1,200.00 for the Services, within thirty (30) days after receiving Provider's invoice.");
    expect(headings(service)).not.toContain('DELIVERABLES');
    expect(draftProblems(service)).toEqual([]);

    const employment = draftContract({ type: 'employment', variables: { ...COMMON, ...EXTRA.employment!.values, benefits: '' } }).text;
    expect(employment).toContain('may take part in the benefit plans Employer offers');
    expect(draftProblems(employment)).toEqual([]);
  });

  it('the governing law clause uses the state as typed', () => {
    const { text } = draftContract({ type: 'nda', variables: { ...COMMON, governing_state: 'the State of Texas' } });
    expect(text).toContain('This Agreement is governed by the laws of Texas, without regard to its rules on conflicts of laws.');
    expect(text).toContain('The state and federal courts located in Texas may hear any lawsuit about this Agreement.');
  });

  it('a custom contract says plainly that it is a general framework around the description', () => {
    const { text } = draftContract({ type: 'custom', variables: COMMON, customDescription: 'Line one\n\n  Line two  ' });
    expect(text).toContain(`DRAFTING NOTE: ${CUSTOM_FRAMEWORK_NOTE}`);
    expect(text).toContain('(the "Arrangement"):\n    Line one\n    Line two\n');
  });

  it('an unknown type is refused', () => {
    expect(() => draftContract({ type: 'will', variables: {} })).toThrow(new DraftRequestError('Unknown contract type: will'));
  });
});
