/**
 * GET /api/legal/text-search on the real app: the full-text index is built once into
 * .tmp/law-index (about half a minute; reused by later runs), then searched in its worker.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  highlightParts,
  TEXT_SEARCH_HEADINGS_NOTICE,
  textSearchResponseSchema,
  type TextSearchResponse,
} from '../../core/schemas/textSearch';
import { getTextSearch } from '../textSearch';
import { CookieJar, serverWithMember, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

async function search(query: string, status = 200): Promise<any> {
  const res = await ctx.jar.fetch(`/api/legal/text-search?${query}`);
  expect(res.status, query).toBe(status);
  const body = await res.json();
  return status === 200 ? textSearchResponseSchema.parse(body) : body;
}
const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`;

const ctx = serverWithMember({}, 300_000);
beforeAll(async () => {
  // The first search starts the index; wait until it answers from the full text.
  const until = Date.now() + 240_000;
  while ((await search(q('tenant'))).engine !== 'full-text') {
    if (Date.now() > until) throw new Error('the full-text index was not ready in 4 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}, 300_000);

const marked = (r: TextSearchResponse['results'][number]) => r.highlights.map(([a, b]) => r.snippet.slice(a, b).toLowerCase());

describe('GET /api/legal/text-search', () => {
  it('finds a section by words that are in its text but not its heading, with the words highlighted', async () => {
    const reply = await search(q('individually identifiable health information disclose'));
    expect(reply.engine).toBe('full-text');
    expect(reply.releasePoint).toBe('119-100');
    const hipaa = reply.results.find((r: any) => r.id === 'usc-42-1320d-6');
    expect(hipaa).toMatchObject({
      citation: '42 U.S.C. § 1320d-6',
      title: 'Wrongful disclosure of individually identifiable health information',
    });
    // The snippet is plain text from the official words, with ranges marking what was found.
    expect(hipaa.snippet).not.toMatch(/[<>\u0002\u0003]/);
    expect(marked(hipaa).join(' ')).toMatch(/health information/);
    expect(
      highlightParts(hipaa.snippet, hipaa.highlights)
        .map((p: any) => p.text)
        .join(''),
    ).toBe(hipaa.snippet);
    // The id opens the law detail.
    const detail = await ctx.jar.fetch(`/api/legal/laws/${hipaa.id}`);
    expect(detail.status).toBe(200);
  });

  it('searches an exact phrase word for word', async () => {
    const reply = await search(q('"security deposit"'));
    expect(reply.total).toBeGreaterThan(3);
    for (const r of reply.results)
      expect(
        marked(r).some((m: string) => m.includes('security deposit')),
        r.citation,
      ).toBe(true);
    // Word endings are loose outside quotes, exact inside: "secure deposits" is not "security deposit".
    const loose = await search(q('security deposit'));
    expect(loose.total).toBeGreaterThan(reply.total);
  });

  it('keeps one title with ?title= and pages through the results', async () => {
    const all = await search(q('oppressive child labor'));
    const labor = await search(q('oppressive child labor', '&title=29&limit=2'));
    expect(labor.results.map((r: any) => r.id)).toContain('usc-29-212');
    expect(labor.total).toBeLessThan(all.total);
    expect(labor.results.every((r: any) => r.citation.startsWith('29 U.S.C.'))).toBe(true);
    const page2 = await search(q('oppressive child labor', '&title=29&limit=2&page=2'));
    expect(page2).toMatchObject({ page: 2, limit: 2, total: labor.total });
    expect(page2.results.some((r: any) => labor.results.some((l: any) => l.id === r.id))).toBe(false);
    const past = await search(q('oppressive child labor', '&title=29&page=400'));
    expect(past).toMatchObject({ results: [], total: labor.total, page: 400 });
  });

  it('highlights words found in the heading', async () => {
    const reply = await search(q('"wrongful disclosure"', '&title=42'));
    const hipaa = reply.results.find((r: any) => r.id === 'usc-42-1320d-6');
    expect(hipaa.titleHighlights.map(([a, b]: number[]) => hipaa.title.slice(a, b))).toEqual(['Wrongful disclosure']);
  });

  it('never lets what is typed break the query: operators, quotes and symbols are words', async () => {
    for (const text of [
      'NEAR(tenant landlord)',
      'tenant OR',
      '"unclosed phrase',
      'title:landlord',
      'AND',
      '* landlord',
      "tenant's rights",
      'rent^2 {x} [y]',
      '🏠 housing',
    ]) {
      const reply = await search(q(text));
      expect(reply.engine, text).toBe('full-text');
    }
    expect((await search(q('"unclosed phrase'))).total).toBeGreaterThanOrEqual(0);
  });

  it('answers bad parameters with 400 and a clear message', async () => {
    expect((await search('', 400)).error).toBe('Please enter words to search for');
    expect((await search(q('   '), 400)).error).toBe('Please enter words to search for');
    expect((await search(q('*** ()'), 400)).error).toBe('Please enter words to search for (letters or numbers)');
    expect((await search(q('x'.repeat(201)), 400)).error).toBe('Please keep your search under 200 characters');
    expect((await search(q('rent', '&title=abc'), 400)).error).toBe('title must be a number');
    expect((await search(q('rent', '&title=99'), 400)).error).toBe('title must be a whole number from 1 to 54');
    expect((await search(q('rent', '&title=53'), 400)).error).toBe('Title 53 of the U.S. Code has no sections to search');
    expect((await search(q('rent', '&page=0'), 400)).error).toBe('page must be 1 or more');
    expect((await search(q('rent', '&limit=51'), 400)).error).toBe('limit must be between 1 and 50');
    expect((await search(q('rent', '&q=again'), 400)).error).toBe('q must be given once');
  });

  it('is for signed-in users', async () => {
    const res = await ctx.server.fetch(`/api/legal/text-search?${q('rent')}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/legal/text-search while the index is being built', () => {
  let fresh: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-index-'));
    fresh = await startTestServer({ env: { LAW_INDEX_DIR: dir } });
  });
  afterAll(async () => {
    await getTextSearch(dir).stop();
    await fresh.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers from the section headings and says so', async () => {
    const own = new CookieJar(fresh.url);
    expect((await own.postJson('/api/auth/signup', signupPayload())).status).toBe(201);
    const res = await own.fetch(`/api/legal/text-search?${q('child labor', '&title=29')}`);
    expect(res.status).toBe(200);
    const reply = textSearchResponseSchema.parse(await res.json());
    expect(reply).toMatchObject({ engine: 'headings', notice: TEXT_SEARCH_HEADINGS_NOTICE, page: 1 });
    expect(reply.results.map((r) => r.id)).toContain('usc-29-212');
    expect(reply.results.every((r) => r.citation.startsWith('29 U.S.C.'))).toBe(true);
  }, 60_000);
});
