import { describe, expect, it } from 'vitest';
import { draftContract } from './generate';
import { addedContacts, lostValues, refinementProblems, valueForms } from './refinement';
import { SAMPLE_RENTAL_REQUEST } from './sampleRequests';

const { formData } = SAMPLE_RENTAL_REQUEST;

const draft = draftContract({ templateId: 'rental', formData }).text;

describe('valueForms', () => {
  it('knows how the generator writes money, dates and counts', () => {
    expect(valueForms('1250')).toContain('$1,250.00');
    expect(valueForms('2027-01-05')).toContain('January 5, 2027');
    expect(valueForms('12 months')).toContain('twelve (12)');
    expect(valueForms('  12 Oak St\n Austin, TX  ')).toEqual(expect.arrayContaining(['12 Oak St, Austin, TX', '12 Oak St', 'Austin, TX']));
    expect(valueForms('   ')).toEqual([]);
  });
});

describe('refinementProblems', () => {
  it('accepts a rewording that keeps every value as the draft writes it', () => {
    const refined = draft.replace('Tenant wishes to rent the Property', 'Tenant would like to rent the Property');
    expect(refinementProblems(draft, refined, formData)).toEqual([]);
  });

  it('names each value the user typed that the rewording lost or changed', () => {
    const refined = draft
      .replaceAll('Jane Doe', 'the tenant')
      .replaceAll('$1,250.00', '$1,300.00')
      .replace('twelve (12) months', 'six (6) months');
    expect(lostValues(draft, refined, formData)).toEqual([
      'tenantName: "Jane Doe"',
      'monthlyRent: "$1,250.00"',
      'leaseTerm: "twelve (12)"',
      'securityDeposit: "$1,250.00"',
    ]);
  });

  it('refuses a web address, email address or phone number the draft did not have', () => {
    const refined = draft.replace(
      'by hand, by mail or by email',
      'by hand, by mail (call 512-555-0100), at www.fake-leases.example.com or by email to help@leases.example.com',
    );
    expect(addedContacts(draft, refined)).toEqual(['www.fake-leases.example.com', 'help@leases.example.com', '512-555-0100']);
    expect(refinementProblems(draft, refined, formData)).toHaveLength(3);
  });

  it('refuses a dropped clause, a placeholder and a missing notice', () => {
    const withoutClause = draft.replace(/\n10\. LEAD-BASED PAINT\n[^\n]+\n/, '\n');
    expect(refinementProblems(draft, withoutClause, formData)).toContain('has 13 numbered clauses instead of 14');
    expect(refinementProblems(draft, draft.replace('Jane Doe ("Tenant")', 'Jane Doe ("[TENANT]")'), formData).join()).toContain(
      '[PLACEHOLDER]',
    );
    expect(refinementProblems(draft, draft.slice(draft.indexOf('RESIDENTIAL')), formData).join()).toContain('not-legal-advice notice');
  });
});
