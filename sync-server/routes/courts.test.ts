import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courtSearchFailureSchema, courtSearchResponseSchema } from '../../core/schemas/courts';
import { clearCourtSearchCache } from '../gov/courtListener';
import { startFakeCourtListener, type FakeCourtListener } from '../../test-support/server/fakeCourtListener';
import { CookieJar, serverWithMember } from '../../test-support/server/harness';

// GET /api/courts/search: the real app against a fake CourtListener of the real shape.
let fake: FakeCourtListener;

beforeAll(async () => {
  fake = await startFakeCourtListener();
});
afterAll(async () => {
  await fake.close();
});
// 2 s, not less: the fake shares this process's event loop with the server, and every search here
// (not only the one that hangs) must be answered within the limit on a loaded machine.
const ctx = serverWithMember(() => ({
  env: { COURTLISTENER_API_URL: fake.url, COURTLISTENER_API_TOKEN: 'test-token-123', COURTLISTENER_TIMEOUT_MS: '2000' },
}));
beforeEach(() => {
  fake.mode = 'ok';
  clearCourtSearchCache();
});

const search = (query: string) => ctx.jar.fetch(`/api/courts/search?${query}`);

describe('GET /api/courts/search', () => {
  it('"free speech" in the Supreme Court lists cases with court, date, citation and a link to the opinion', async () => {
    const res = await search('q=free%20speech&court=scotus');
    expect(res.status).toBe(200);
    const reply = courtSearchResponseSchema.parse(await res.json());
    expect(reply.total).toBe(2);
    expect(reply.results[0]).toEqual({
      caseName: 'Tinker v. Des Moines Independent Community School District',
      court: 'Supreme Court of the United States',
      dateFiled: '1969-02-24',
      citations: ['393 U.S. 503'],
      docketNumber: '21',
      url: 'https://www.courtlistener.com/opinion/107792/tinker-v-des-moines-independent-community-school-dist/',
      // CourtListener's <mark> highlights arrive as plain text.
      snippet: 'students do not shed their constitutional rights to freedom of speech or expression at the schoolhouse gate',
    });
    expect(reply.moreUrl).toBe('https://www.courtlistener.com/?q=free+speech&type=o&order_by=score+desc&court=scotus');
    const asked = new URL(fake.requests.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'free speech', type: 'o', court: 'scotus' });
    expect(fake.requests.at(-1)!.authorization).toBe('Token test-token-123');
  });

  it('asks the circuit courts, within a window, and answers a repeat from its cache', async () => {
    const before = fake.requests.length;
    expect((await search('q=qualified%20immunity&court=circuits&filedWithin=5')).status).toBe(200);
    expect((await search('q=qualified%20immunity&court=circuits&filedWithin=5')).status).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
    const asked = new URL(fake.requests.at(-1)!.url, 'http://x').searchParams;
    expect(asked.get('court')).toBe('ca1 ca2 ca3 ca4 ca5 ca6 ca7 ca8 ca9 ca10 ca11 cadc cafc');
    expect(asked.get('filed_after')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('explains a rate-limit reply instead of showing no results', async () => {
    fake.mode = 'rate-limited';
    const res = await search('q=free%20speech&court=scotus');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3600');
    const failure = courtSearchFailureSchema.parse(await res.json());
    expect(failure.reason).toBe('rate-limited');
    expect(failure.retryAfterSeconds).toBe(3600);
    expect(failure.error).toContain('CourtListener is limiting how often this server may search court opinions right now');
    expect(failure.error).toContain('this does not mean none match');
    expect(failure.error).toContain('about 60 minutes');
  });

  it('says so when CourtListener fails or does not answer in time; never caches a failure', async () => {
    fake.mode = 'error';
    let res = await search('q=free%20speech&court=scotus');
    expect(res.status).toBe(503);
    expect(courtSearchFailureSchema.parse(await res.json())).toMatchObject({
      reason: 'refused',
      error: expect.stringContaining('error 500'),
    });
    fake.mode = 'hang';
    res = await search('q=free%20speech&court=scotus');
    expect(courtSearchFailureSchema.parse(await res.json())).toMatchObject({
      reason: 'unreachable',
      error: expect.stringContaining('did not answer within'),
    });
    fake.mode = 'ok';
    expect((await search('q=free%20speech&court=scotus')).status).toBe(200);
  });

  it('an empty result is a real answer (200, no results); bad input is a 400', async () => {
    fake.mode = 'empty';
    const res = await search('q=zzzz&court=scotus');
    expect(courtSearchResponseSchema.parse(await res.json())).toMatchObject({ results: [], total: 0 });
    expect((await search('court=scotus')).status).toBe(400);
    expect(((await (await search('q=a&court=state')).json()) as { error: string }).error).toBe('court must be scotus or circuits');
    expect((await new CookieJar(ctx.server.url).fetch('/api/courts/search?q=a&court=scotus')).status).toBe(401);
  });
});
