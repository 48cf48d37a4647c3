/**
 * Contract drafting with an AI model configured: the model may reword the generator's
 * draft; the real server and the real `openai` SDK against the fake OpenAI-compatible server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_RENTAL_REQUEST as RENTAL } from '../../core/contracts/sampleRequests';
import { draftContract } from '../../core/contracts';
import { contractNotices } from '../../core/contracts/refinement';
import { generateContractResponseSchema, PROFESSIONAL_LEVEL, type GenerateContractResponse } from '../../core/schemas/contracts';
import { MAX_REFINE_DRAFT_CHARS } from '../ai/contractRefinement';
import { RULES_MARKER } from '../ai/prompts';
import { expectCleanLogs, signedInUser, startAiServer } from '../../test-support/server/aiServer';
import { startFakeOpenAi, type ChatRequestSeen, type FakeOpenAi, type FakeReply } from '../../test-support/server/fakeOpenAi';
import type { CookieJar, TestServer } from '../../test-support/server/harness';

const DRAFT = draftContract({ templateId: 'rental', formData: RENTAL.formData }).text;
const REWORDED = DRAFT.replace('Tenant wishes to rent the Property from Landlord', 'Tenant would like to rent the Property from Landlord');

let fake: FakeOpenAi;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  fake.answerWith({ kind: 'text', text: REWORDED });
  server = await startAiServer(fake);
});
afterEach(async () => {
  expectCleanLogs(server);
  await server.stop();
});

async function generate(jar: CookieJar, body: unknown = RENTAL): Promise<GenerateContractResponse> {
  const res = await jar.postJson('/api/legal/generate-contract', body);
  expect(res.status).toBe(200);
  return generateContractResponseSchema.strict().parse(await res.json());
}

/** The model rewrites the draft it was sent with `edit`. */
const editing =
  (edit: (draft: string) => string) =>
  (request: ChatRequestSeen): FakeReply => ({ kind: 'text', text: edit(JSON.parse(request.messages[1]!.content).draft as string) });

describe('POST /api/legal/generate-contract with an AI model', () => {
  it('uses the model’s rewording when it keeps every value and passes the checks', async () => {
    const reply = await generate(await signedInUser(server));
    expect(reply).toEqual({ contract: REWORDED, engine: 'ai' });

    // The model was sent the generated draft as data, with the values it must keep as written.
    const [request] = fake.requests;
    expect(request!.messages[0]!.content).toContain(RULES_MARKER);
    expect(request!.messages[0]!.content).toContain('Improve the wording of the draft only');
    const data = JSON.parse(request!.messages[1]!.content) as { draft: string; keepExactly: string[] };
    expect(data.draft).toBe(DRAFT);
    expect(data.keepExactly).toEqual(
      expect.arrayContaining(['John Smith', 'Jane Doe', '12 Oak Street, Austin, TX 78701', '$1,250.00', 'January 5, 2027', 'twelve (12)']),
    );
    // Room for a whole contract, whatever OPENAI_MAX_TOKENS says.
    expect(request!.maxTokens).toBeGreaterThan(DRAFT.length / 4);
  });

  it('takes the model’s text without a Markdown fence or trailing spaces', async () => {
    fake.answerWith({ kind: 'text', text: `\`\`\`text\n${REWORDED.replace('GOVERNING LAW\n', 'GOVERNING LAW   \n')}\`\`\`` });
    expect(await generate(await signedInUser(server))).toEqual({ contract: REWORDED, engine: 'ai' });
  });

  it.each([
    ['drops the tenant’s name', (d: string) => d.replaceAll('Jane Doe', 'the Tenant')],
    ['changes the rent', (d: string) => d.replace('$1,250.00 per month', '$1,350.00 per month')],
    ['changes the lease term', (d: string) => d.replace('twelve (12) months', 'six (6) months')],
    [
      'adds a phone number and a web address',
      (d: string) =>
        d.replace(
          'by hand, by mail or by email',
          'by hand, by mail, by phone at 512-555-0100, at https://lease-help.example.com or by email',
        ),
    ],
    ['cites a made-up law in a placeholder', (d: string) => d.replace('that federal law requires', 'that [FEDERAL LAW] requires')],
    ['drops a clause', (d: string) => d.replace(/\n10\. LEAD-BASED PAINT\n[^\n]+\n/, '\n')],
    ['drops the not-legal-advice notice', (d: string) => d.slice(d.indexOf('RESIDENTIAL LEASE AGREEMENT'))],
  ])('keeps the generator’s draft, with a notice, when the rewording %s', async (_, edit) => {
    fake.answerWith(editing(edit));
    expect(await generate(await signedInUser(server))).toEqual({
      contract: DRAFT,
      engine: 'built-in',
      notice: contractNotices.refinementUnusable,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['malformed output', { kind: 'raw', body: '{"choices": [{"message": ' } as const],
    ['a reply cut off at the token limit', { kind: 'text', text: REWORDED.slice(0, 2000), finishReason: 'length' } as const],
    ['a 500', { kind: 'status', status: 500 } as const],
    ['a 429 from the model', { kind: 'status', status: 429 } as const],
  ])('keeps the generator’s draft, with a notice, on %s', async (_, failure) => {
    fake.answerWith(failure);
    expect(await generate(await signedInUser(server))).toEqual({
      contract: DRAFT,
      engine: 'built-in',
      notice: contractNotices.refinementFailed,
    });
  });

  it('does not send a draft longer than the bound', async () => {
    const description = `Monthly landscaping of the grounds. ${'The provider mows, edges and clears every path. '.repeat(200)}`.slice(
      0,
      10_000,
    );
    const body = { type: 'custom', customDescription: description, variables: {}, professionalLevel: PROFESSIONAL_LEVEL };
    const draft = draftContract({ type: 'custom', variables: {}, customDescription: description }).text;
    expect(draft.length).toBeGreaterThan(MAX_REFINE_DRAFT_CHARS);
    expect(await generate(await signedInUser(server), body)).toEqual({
      contract: draft,
      engine: 'built-in',
      notice: contractNotices.tooLong,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refines the same draft within 24 hours from the cache; over the AI limit the draft comes with the limit’s words', async () => {
    await server.stop();
    server = await startAiServer(fake, { AI_RATE_LIMIT: '1', AI_RATE_WINDOW_SECONDS: '3600' });
    const jar = await signedInUser(server);
    expect(await generate(jar)).toEqual({ contract: REWORDED, engine: 'ai' });
    expect(await generate(jar)).toEqual({ contract: REWORDED, engine: 'ai' });
    expect(fake.requests).toHaveLength(1);
    const other = { ...RENTAL, formData: { ...RENTAL.formData, tenantName: 'Ann Lee' } };
    const res = await jar.postJson('/api/legal/generate-contract', other);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      contract: draftContract({ templateId: other.templateId, formData: other.formData }).text,
      engine: 'built-in',
      notice:
        'You have reached the limit of 1 AI answer per hour. Please try again in 60 minutes. Meanwhile, this is the built-in generator’s draft.',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
