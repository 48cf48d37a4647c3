import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAnswer } from '../../core/answer/format';
import { receiptFromAnswer } from '../../core/receipts/receipt';
import { findLaw } from '../../core/laws';
import { RECENT_SEARCHES_LIMIT, recentSearchSchema, SEARCH_QUERY_MAX, searchResponseSchema } from '../../core/schemas/legal';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { lawIndex } from '../legal/legalIndex';

let server: TestServer;

// The index is built once per process; build it before the clock of the first test starts.
beforeAll(async () => {
  await lawIndex();
}, 60_000);
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

async function signedIn(name = 'maria_r'): Promise<{ jar: CookieJar; userId: string }> {
  const jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload({ username: name, email: `${name}@example.com` }));
  expect(res.status).toBe(201);
  return { jar, userId: (await res.json()).user.id };
}

const search = (jar: CookieJar, body: unknown) => jar.postJson('/api/legal/search', body);
const recent = async (jar: CookieJar) => {
  const res = await jar.fetch('/api/legal/recent-searches');
  expect(res.status).toBe(200);
  return recentSearchSchema.array().parse(await res.json());
};

describe('POST /api/legal/search', () => {
  // The takeaway's post (e2e/takeaway.spec.ts): long and messy, about calls at work. Its lead and
  // first card are the at-work rule, § 1692c(a)(3), not the harassment section's § 1692d(3).
  it('a long post about a collector calling at work leads with 15 U.S.C. § 1692c(a)(3), and so does its takeaway', async () => {
    const { jar } = await signedIn();
    const question =
      "hi so a debt collector keeps calling me at my job like 3 times a week about an old credit card, my boss already told me personal calls aren't allowed at work and I told the collector that too. they still call. is that even legal??";
    const body = searchResponseSchema.parse(await (await search(jar, { query: question })).json());
    const receipt = receiptFromAnswer({ id: crypto.randomUUID(), question, text: body.response, engine: 'built-in', at: new Date() });
    expect(receipt.lead).toContain('(15 U.S.C. § 1692c(a)(3)).');
    expect(receipt.lead).not.toContain('1692d');
    expect(receipt.laws[0]).toMatchObject({ citation: '15 U.S.C. § 1692c', quote: { citation: '15 U.S.C. § 1692c(a)(3)' } });
  });

  it('answers a real question with the composed answer, sources, next steps and engine, and stores it for the user', async () => {
    const { jar, userId } = await signedIn();
    const res = await search(jar, { query: '  a debt collector keeps calling me at work  ' });
    expect(res.status).toBe(200);
    const body = searchResponseSchema.parse(await res.json());

    expect(body.engine).toBe('built-in');
    expect(body.response).not.toContain('You asked');
    expect(body.response).toContain('Answered by the built-in engine');
    const blocks = parseAnswer(body.response);
    // The answer first, resting on the quoted subsection of the official text.
    expect(blocks[0]).toMatchObject({ kind: 'paragraph', text: expect.stringContaining('at work if they know your employer forbids it') });
    expect((blocks[0] as { text: string }).text).toContain('(15 U.S.C. § 1692c(a)(3))');
    expect(blocks.find((b) => b.kind === 'law')).toMatchObject({
      badge: '15 U.S.C. § 1692c',
      verifyUrl: expect.stringMatching(/^https:\/\/uscode\.house\.gov\//),
      quote: { citation: '15 U.S.C. § 1692c(a)(3)', text: expect.stringContaining('at the consumer’s place of employment') },
    });
    expect(body.jurisdiction).toEqual({ kind: 'federal' });
    expect(blocks.some((b) => b.kind === 'disclaimer' && b.text.includes('not legal advice'))).toBe(true);

    expect(body.sources.slice(0, 3).map((s) => s.citation)).toContain('15 U.S.C. § 1692c');
    expect(body.sources.length).toBeGreaterThan(5); // the UI shows 5 and "Show N More Laws"
    for (const source of body.sources) expect(findLaw(source.lawId!)?.citation).toBe(source.citation);
    expect(body.nextSteps.length).toBeGreaterThanOrEqual(3);
    expect(body.nextSteps.length).toBeLessThanOrEqual(5);
    expect(body.nextSteps.at(-1)!.description).toContain('/legal-resources');

    // Stored on disk: id, user, trimmed query, ISO time.
    const rows = (await server.readDataFile()).recentSearches;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId,
      query: 'a debt collector keeps calling me at work',
      createdAt: expect.any(String),
    });
    expect(new Date(rows[0]!.createdAt).toISOString()).toBe(rows[0]!.createdAt);
    expect(await recent(jar)).toEqual([
      { id: rows[0]!.id, query: 'a debt collector keeps calling me at work', createdAt: rows[0]!.createdAt },
    ]);
  });

  it('answers honestly when nothing matches, and still records the search', async () => {
    const { jar } = await signedIn();
    const res = await search(jar, { query: 'zzqxv qwpl' });
    expect(res.status).toBe(200);
    const body = searchResponseSchema.parse(await res.json());
    expect(body.sources).toEqual([]);
    expect(body.response).toContain('No federal law in the library clearly answers this question');
    expect(body.response).toContain('/state-laws');
    expect(body.jurisdiction).toEqual({ kind: 'none' });
    expect(body.response).toContain('Disclaimer:');
    expect(body.nextSteps.map((s) => s.title)).toContain('Find free legal help');
    expect((await recent(jar)).map((s) => s.query)).toEqual(['zzqxv qwpl']);
  });

  it('says a state-law question is decided by state law, for "Your state", and offers no federal law that does not apply', async () => {
    const { jar } = await signedIn();
    const question =
      'I moved out of my apartment 6 weeks ago and my landlord still has not given back my security deposit, he wont answer my texts. what can I do';
    const res = await search(jar, { query: question, state: 'tx' });
    expect(res.status).toBe(200);
    const body = searchResponseSchema.parse(await res.json());
    const [lead, route] = parseAnswer(body.response);
    expect(lead).toMatchObject({
      kind: 'paragraph',
      text: expect.stringMatching(/^It depends on Texas law: security deposits are decided mainly by state law/),
    });
    expect(route).toMatchObject({ kind: 'paragraph', text: expect.stringContaining('/state-laws') });
    expect(body.jurisdiction).toMatchObject({ kind: 'state', topicId: 'security-deposits', stateCode: 'TX' });
    expect(parseAnswer(body.response).filter((b) => b.kind === 'law')).toEqual([]);
    expect(body.sources).toEqual([]);
    expect(body.nextSteps[0]!.title).toBe('Ask about Texas law');

    // A servicemember's lease: the federal law that truly applies is listed, and only it.
    const navy = await search(jar, {
      query: 'I got PCS orders and had to break my lease, now the landlord is keeping my security deposit. I am active duty Navy.',
    });
    const navyBody = searchResponseSchema.parse(await navy.json());
    expect(navyBody.response).toContain('Federal law that may also apply:');
    expect(navyBody.sources.map((s) => s.citation)).toEqual(['50 U.S.C. § 3955']);
    // Quoted from the full Code's official text (not one of the key laws held in core).
    const scra = parseAnswer(navyBody.response).find((b) => b.kind === 'law');
    expect(scra).toMatchObject({ badge: '50 U.S.C. § 3955', quote: { citation: expect.stringMatching(/^50 U\.S\.C\. § 3955\(/) } });
  });

  it('answers for the state the question names, says so, and opens a danger post with the crisis line', async () => {
    const { jar } = await signedIn();
    const ticket = `got a speeding ticket in texas last weekend, the trooper said 84 in a 70. ${'I have a clean record and I really cannot afford my insurance going up, what should I do? '.repeat(40)}`;
    expect(ticket.length).toBeGreaterThan(3000);
    const res = await search(jar, { query: ticket, state: 'OH' });
    expect(res.status).toBe(200);
    const body = searchResponseSchema.parse(await res.json());
    const [lead, route, note] = parseAnswer(body.response);
    expect(route).toMatchObject({ kind: 'paragraph', text: expect.stringContaining('Texas’s law is published in the') });
    expect(lead).toMatchObject({ kind: 'paragraph', text: expect.stringMatching(/^It depends on Texas law: traffic tickets/) });
    expect(note).toEqual({ kind: 'paragraph', text: 'Answering for Texas, named in your question; your saved state is Ohio.' });
    expect(body.jurisdiction).toMatchObject({ kind: 'state', topicId: 'traffic', stateCode: 'TX' });
    expect(body.response).not.toContain('Ohio law');
    expect(body.nextSteps.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Texas courts’ self-help center', 'Find free legal help', 'Call 211']),
    );

    const danger = await search(jar, {
      query: 'I have been planning to end my life after the holidays. Who gets my things if I dont have a will?',
    });
    const blocks = parseAnswer(searchResponseSchema.parse(await danger.json()).response);
    expect(blocks[0]).toMatchObject({ kind: 'paragraph', text: expect.stringMatching(/^Your safety comes first/) });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      text: '988 Suicide & Crisis Lifeline: call or text 988, any time, free and confidential.',
    });
  });

  it('refuses a state that is not one of the 50, and changes nothing', async () => {
    const { jar } = await signedIn();
    for (const state of ['ZZ', 'Texas', '12']) {
      const res = await search(jar, { query: 'my landlord kept my deposit', state });
      expect(res.status, state).toBe(400);
      expect((await res.json()).error).toMatch(/state/i);
    }
    expect(await recent(jar)).toEqual([]);
  });

  it('keeps to one category when asked (part 2 API docs: optional category)', async () => {
    const { jar } = await signedIn();
    const res = await search(jar, { query: 'discrimination', category: 'housing' });
    expect(res.status).toBe(200);
    const body = searchResponseSchema.parse(await res.json());
    expect(body.sources.length).toBeGreaterThan(0);
    for (const source of body.sources) expect(findLaw(source.lawId!)?.legalCategory).toBe('housing');
  });

  it('refuses a signed-out search with 401 and stores nothing', async () => {
    const res = await new CookieJar(server.url).postJson('/api/legal/search', { query: 'overtime' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
    expect((await new CookieJar(server.url).fetch('/api/legal/recent-searches')).status).toBe(401);
    expect((await server.readDataFile()).recentSearches).toEqual([]);
  });

  it.each([
    ['a blank query', { query: '   ' }, 'Please enter a question'],
    ['an oversize query', { query: 'a'.repeat(SEARCH_QUERY_MAX + 1) }, 'Please keep your question under 5,000 characters'],
    ['no query', {}, 'Required'],
    ['a query that is not text', { query: 42 }, expect.stringContaining('string')],
    ['an unknown category', { query: 'overtime', category: 'astrology' }, 'Unknown category: astrology'],
  ])('answers %s with 400 and the message, storing nothing', async (_what, body, message) => {
    const { jar } = await signedIn();
    const res = await search(jar, body);
    expect(res.status).toBe(400);
    const reply = await res.json();
    expect(reply.error).toEqual(message);
    expect(reply.issues[0].path).toEqual([Object.keys(body).includes('category') ? 'category' : 'query']);
    expect((await server.readDataFile()).recentSearches).toEqual([]);
  });

  it('accepts a query of exactly the maximum length', async () => {
    const { jar } = await signedIn();
    const res = await search(jar, { query: `overtime ${'x'.repeat(SEARCH_QUERY_MAX - 9)}` });
    expect(res.status).toBe(200);
  });

  it('stores both of two simultaneous searches', async () => {
    const { jar } = await signedIn();
    const replies = await Promise.all([search(jar, { query: 'overtime pay' }), search(jar, { query: 'security deposit' })]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect((await recent(jar)).map((s) => s.query).sort()).toEqual(['overtime pay', 'security deposit']);
  });
});

describe('GET /api/legal/recent-searches', () => {
  it("lists only the user's own searches: another user never sees them", async () => {
    const maria = await signedIn('maria_r');
    const sam = await signedIn('sam_t');
    await search(maria.jar, { query: "landlord won't rent to me because I have kids" });
    await search(sam.jar, { query: "my boss doesn't pay overtime" });
    expect((await recent(maria.jar)).map((s) => s.query)).toEqual(["landlord won't rent to me because I have kids"]);
    expect((await recent(sam.jar)).map((s) => s.query)).toEqual(["my boss doesn't pay overtime"]);
    const third = await signedIn('new_user');
    expect(await recent(third.jar)).toEqual([]);
  });

  it(`lists newest first, at most ${RECENT_SEARCHES_LIMIT}, moving a repeated question to the top instead of repeating it`, async () => {
    const { jar } = await signedIn();
    for (let i = 1; i <= RECENT_SEARCHES_LIMIT + 2; i++) expect((await search(jar, { query: `question number ${i}` })).status).toBe(200);
    await search(jar, { query: 'Question Number 5' });

    const list = await recent(jar);
    expect(list).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(list[0]!.query).toBe('Question Number 5');
    expect(list.filter((s) => s.query.toLowerCase() === 'question number 5')).toHaveLength(1);
    expect(list[1]!.query).toBe(`question number ${RECENT_SEARCHES_LIMIT + 2}`);
    const times = list.map((s) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Older ones are still kept in the file (up to 100 per user), only the list is capped.
    expect((await server.readDataFile()).recentSearches).toHaveLength(RECENT_SEARCHES_LIMIT + 2);
  });
});
