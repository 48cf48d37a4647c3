import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_RENTAL_REQUEST as RENTAL } from '../../core/contracts/sampleRequests';
import { draftContract, draftProblems, NOTICE_HEADING } from '../../core/contracts';
import { errorReplySchema } from '../../core/schemas/errors';
import { generateContractResponseSchema, PROFESSIONAL_LEVEL } from '../../core/schemas/contracts';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

async function signedIn(): Promise<CookieJar> {
  const jar = new CookieJar(server.url);
  expect((await jar.postJson('/api/auth/signup', signupPayload())).status).toBe(201);
  return jar;
}

const NDA = {
  type: 'nda',
  variables: {
    party1_name: 'Acme Inc.',
    party1_address: '1 Main St, Springfield, IL',
    party2_name: 'Beta LLC',
    party2_address: '9 Elm Rd, Austin, TX',
    effective_date: '2027-03-01',
    governing_state: 'Illinois',
    confidential_info: '',
    duration: '2',
  },
  professionalLevel: PROFESSIONAL_LEVEL,
};

const generate = (jar: CookieJar, body: unknown) => jar.postJson('/api/legal/generate-contract', body);

async function badRequest(jar: CookieJar, body: unknown): Promise<string> {
  const res = await generate(jar, body);
  expect(res.status).toBe(400);
  return errorReplySchema.parse(await res.json()).error;
}

describe('POST /api/legal/generate-contract', () => {
  it('is for signed-in users only', async () => {
    const res = await new CookieJar(server.url).postJson('/api/legal/generate-contract', RENTAL);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
  });

  it("drafts from the Draft tab's template payload, the same text as the core generator", async () => {
    const jar = await signedIn();
    const res = await generate(jar, RENTAL);
    expect(res.status).toBe(200);
    const body = generateContractResponseSchema.parse(await res.json());
    expect(body.engine).toBe('built-in');
    expect(body.contract.startsWith(NOTICE_HEADING)).toBe(true);
    expect(body.contract).toContain('John Smith ("Landlord")');
    expect(body.contract).toContain('$1,250.00 per month');
    expect(body.contract).toContain('January 5, 2027');
    expect(body.contract).toBe(draftContract({ templateId: 'rental', formData: RENTAL.formData }).text);
    expect(draftProblems(body.contract)).toEqual([]);
  });

  it("drafts from /contract-drafting's type payload, with the state the user typed", async () => {
    const jar = await signedIn();
    const res = await generate(jar, NDA);
    expect(res.status).toBe(200);
    const body = generateContractResponseSchema.parse(await res.json());
    expect(body.contract).toContain('MUTUAL NON-DISCLOSURE AGREEMENT');
    expect(body.contract).toContain('governed by the laws of Illinois');
    expect(body.contract).toContain('two (2) years');
    expect(body.contract).toBe(draftContract({ type: 'nda', variables: NDA.variables }).text);
  });

  it('takes numbers sent as numbers, and a custom contract with its description', async () => {
    const jar = await signedIn();
    const withNumbers = await generate(jar, { ...RENTAL, formData: { ...RENTAL.formData, monthlyRent: 1250, securityDeposit: 0 } });
    expect(withNumbers.status).toBe(200);
    expect((await withNumbers.json()).contract).toContain('No security deposit is required');

    const custom = await generate(jar, {
      type: 'custom',
      customDescription: 'Weekly lawn mowing for the summer',
      variables: {},
      professionalLevel: PROFESSIONAL_LEVEL,
    });
    expect(custom.status).toBe(200);
    const { contract } = await custom.json();
    expect(contract).toContain('    Weekly lawn mowing for the summer');
    expect(contract).toContain('general framework');
  });

  it('answers a bad payload with 400 and a message saying what is wrong', async () => {
    const jar = await signedIn();
    expect(await badRequest(jar, {})).toBe('Please select a contract type');
    expect(await badRequest(jar, { type: '  ', variables: {} })).toBe('Please select a contract type');
    expect(await badRequest(jar, { type: 'will', variables: {} })).toBe('Unknown contract type: will');
    expect(await badRequest(jar, { type: 'custom', customDescription: '   ', variables: {} })).toBe(
      'Please provide a description for your custom contract',
    );
    expect(await badRequest(jar, { templateName: 'Rental' })).toBe('Please choose a contract template');
    expect(await badRequest(jar, { templateId: 'will', formData: {} })).toBe('Unknown contract template: will');
    expect(await badRequest(jar, { templateId: 'rental', formData: { landlordName: 'John Smith', monthlyRent: '1250' } })).toBe(
      'Please fill in: Tenant Name, Property Address, Lease Start Date, Lease Term, Security Deposit ($)',
    );
    expect(await badRequest(jar, { ...RENTAL, formData: { ...RENTAL.formData, monthlyRent: 'a lot' } })).toBe(
      'Monthly Rent ($) must be a number of 0 or more',
    );
    expect(await badRequest(jar, { ...RENTAL, formData: { ...RENTAL.formData, leaseTerm: 'forever' } })).toBe(
      'Lease Term must be one of: 6 months, 12 months, 24 months, Month-to-month',
    );
    expect(await badRequest(jar, { ...NDA, variables: { ...NDA.variables, effective_date: 'next week' } })).toBe(
      'Effective Date must be a date (YYYY-MM-DD)',
    );
    expect(await badRequest(jar, { ...RENTAL, formData: ['John'] })).toBe('Send the values as an object of field names to values');
    expect(await badRequest(jar, { ...NDA, variables: { party1_name: { first: 'A' } } })).toBe('Each value must be text or a number');
    expect(await badRequest(jar, { ...NDA, variables: { party1_name: 'A'.repeat(5_001) } })).toBe(
      'Please keep each value under 5000 characters',
    );
    expect(await badRequest(jar, { type: 'custom', customDescription: 'x'.repeat(10_001), variables: {} })).toBe(
      'Please keep the description under 10000 characters',
    );
    expect(await badRequest(jar, null)).toBe('Invalid request body');
    expect(await badRequest(jar, [RENTAL])).toBe('Invalid request body');
  });

  it('answers another method with 405', async () => {
    const jar = await signedIn();
    const res = await jar.fetch('/api/legal/generate-contract');
    expect(res.status).toBe(405);
  });
});
