import { afterEach, describe, expect, it } from 'vitest';
import { easternDateOf } from '../../core/news/eastern';
import { newsListSchema, refreshNewsResponseSchema, type NewsItem } from '../../core/schemas/news';
import {
  billsActedOn,
  FAKE_CONGRESS_API_KEY,
  fakeGovEnv,
  recordedBillRecord,
  recordedBills,
  startFakeGov,
  todayInEastern,
  type FakeGov,
} from '../../test-support/server/fakeGov';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer | undefined;
let gov: FakeGov | undefined;
afterEach(async () => {
  if (server) expect(server.serverErrors).toEqual([]);
  await server?.stop();
  await gov?.stop();
  server = undefined;
  gov = undefined;
});

async function start(options: { withKey?: boolean; timeoutMs?: number; cooldown?: string } = {}) {
  const { cooldown = '0' } = options;
  gov = await startFakeGov();
  // Refreshed again and again here: no cooldown (the cooldown has its own test, below).
  server = await startTestServer({ env: { ...fakeGovEnv(gov, options), NEWS_REFRESH_COOLDOWN_SECONDS: cooldown } });
  const jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload({ username: 'news_reader', email: 'news@example.com' }));
  expect(res.status).toBe(201);
  return { gov, server, jar };
}

async function refresh(jar: CookieJar) {
  // Spec part 1 §7: "JSON header, no body".
  const res = await jar.fetch('/api/congress/refresh', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
  return { status: res.status, body: refreshNewsResponseSchema.parse(await res.json()) };
}

async function latest(s: TestServer): Promise<NewsItem[]> {
  const res = await s.fetch('/api/congress/news');
  expect(res.status).toBe(200);
  return newsListSchema.parse(await res.json());
}

async function today(s: TestServer): Promise<NewsItem[]> {
  const res = await s.fetch('/api/congress/news/today');
  expect(res.status).toBe(200);
  return newsListSchema.parse(await res.json());
}

describe('POST /api/congress/refresh', () => {
  it('needs a signed-in user and calls no upstream otherwise', async () => {
    const { server: s, gov: g } = await start();
    const res = await s.fetch('/api/congress/refresh', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
    expect(g.congress.requests).toHaveLength(0);
    expect(g.federalRegister.requests).toHaveLength(0);
  });

  it('fetches both sources, stores bills and Federal Register documents, and lists them newest first', async () => {
    const { server: s, gov: g, jar } = await start();
    g.congress.records.set('117/hr/7343', {
      bill: { ...recordedBillRecord().bill, number: '7343', title: 'Coast Guard Title From The Bill Record' },
    });

    const { status, body } = await refresh(jar);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, added: 22, updated: 0, total: 22, failed: [] });
    expect(body.sources).toEqual([
      { source: 'congress', name: 'Congress.gov', status: 'ok', fetched: 20 },
      { source: 'federal-register', name: 'Federal Register', status: 'ok', fetched: 2 },
    ]);

    // The requests the real APIs document: the key as api_key, JSON, a bounded page; rules,
    // proposed rules and presidential documents, newest first.
    const list = g.congress.requests[0]!;
    expect(list.pathname).toBe('/congress/v3/bill');
    expect(list.searchParams.get('api_key')).toBe(FAKE_CONGRESS_API_KEY);
    expect(list.searchParams.get('format')).toBe('json');
    expect(Number(list.searchParams.get('limit'))).toBeLessThanOrEqual(250);
    const fr = g.federalRegister.requests[0]!;
    expect(fr.pathname).toBe('/federal-register/api/v1/documents.json');
    expect(fr.searchParams.getAll('conditions[type][]')).toEqual(['RULE', 'PRORULE', 'PRESDOCU']);
    expect(fr.searchParams.get('order')).toBe('newest');
    expect(fr.searchParams.getAll('fields[]')).toEqual(expect.arrayContaining(['abstract', 'significant', 'agencies', 'html_url', 'type']));
    // Bills the list gave no title were looked up once each (19 of the 20).
    expect(g.congress.requests.filter((u) => /^\/congress\/v3\/bill\/117\//.test(u.pathname))).toHaveLength(19);

    const items = await latest(s);
    expect(items).toHaveLength(22);
    // Today's Federal Register documents come before the 2022 bills; the notice was not asked for.
    expect(items.slice(0, 2).map((i) => [i.id, i.category, i.metadata.documentType, i.metadata.significant])).toEqual([
      ['fr-2017-27451', 'regulation', 'Rule', true],
      ['fr-2017-27513', 'regulation', 'Proposed Rule', false],
    ]);
    const times = items.map((i) => Date.parse(i.publishedDate));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const more = items.find((i) => i.id === 'congress-117-hr-3617')!;
    expect(more).toMatchObject({
      title: 'MORE Act',
      billNumber: 'H.R. 3617',
      chamber: 'house',
      sourceUrl: 'https://www.congress.gov/bill/117th-congress/house-bill/3617',
    });
    expect(items.find((i) => i.id === 'congress-117-hr-7343')!.title).toBe('Coast Guard Title From The Bill Record');
    // No record for this one: its number stands in for the title, nothing is made up.
    expect(items.find((i) => i.id === 'congress-117-hr-7321')!.title).toBe('H.R. 7321');

    const file = await s.readDataFile();
    expect(file.news).toHaveLength(22);
  });

  it('updates a record seen again instead of storing it twice, and asks for known titles only once', async () => {
    const { server: s, gov: g, jar } = await start();
    g.congress.records.set('117/hr/7343', { bill: { ...recordedBillRecord().bill, number: '7343', title: 'Coast Guard Act' } });
    await refresh(jar);
    const before = g.congress.requests.length;

    // The MORE Act moves on; everything else is the same.
    g.congress.bills = recordedBills().map((b) =>
      b.number === '3617' ? { ...b, latestAction: { actionDate: '2022-04-02', text: 'Received in the Senate.' } } : b,
    );
    const { body } = await refresh(jar);
    expect(body).toMatchObject({ added: 0, updated: 22, total: 22 });
    const items = await latest(s);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const more = items.filter((i) => i.id === 'congress-117-hr-3617');
    expect(more).toHaveLength(1);
    expect(more[0]).toMatchObject({
      chamber: 'both',
      metadata: { latestAction: { text: 'Received in the Senate.', actionDate: '2022-04-02' } },
    });
    // The stored title of H.R. 7343 was reused; bills still without a title were asked again.
    const second = g.congress.requests.slice(before).map((u) => u.pathname);
    expect(second).not.toContain('/congress/v3/bill/117/hr/7343');
    expect(second.filter((p) => p.startsWith('/congress/v3/bill/117/'))).toHaveLength(18);
    expect((await s.readDataFile()).news).toHaveLength(22);
  });

  it('stores the Federal Register items and says which source failed when Congress.gov is down', async () => {
    const { server: s, gov: g, jar } = await start();
    g.congress.mode = 'error';
    const { status, body } = await refresh(jar);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.failed).toEqual(['congress']);
    expect(body.sources[0]).toEqual({
      source: 'congress',
      name: 'Congress.gov',
      status: 'failed',
      fetched: 0,
      message: 'Congress.gov answered with an error: 500',
    });
    expect(body.sources[1]).toMatchObject({ status: 'ok', fetched: 2 });
    expect((await latest(s)).map((i) => i.source)).toEqual(['federal-register', 'federal-register']);
  });

  it('keeps every stored item when both sources fail, and answers 502 "Failed to refresh news"', async () => {
    const { server: s, gov: g, jar } = await start();
    await refresh(jar);
    const before = await latest(s);
    const fileBefore = (await s.readDataFile()).news;
    expect(before).toHaveLength(22);

    g.congress.mode = 'error';
    g.federalRegister.mode = 'not-json';
    const { status, body } = await refresh(jar);
    expect(status).toBe(502);
    expect(body).toMatchObject({
      success: false,
      error: 'Failed to refresh news',
      added: 0,
      updated: 0,
      total: 22,
      failed: ['congress', 'federal-register'],
    });
    expect(body.sources[1]!.message).toBe('Federal Register sent a reply that is not JSON');
    expect(await latest(s)).toEqual(before);
    expect((await s.readDataFile()).news).toEqual(fileBefore);
  });

  it('gives up on an upstream that never answers after NEWS_TIMEOUT_MS, still storing the other', async () => {
    // 2 s, not 300 ms: Congress.gov's fake must answer within it on a loaded machine (it shares this
    // process's event loop). The bound stays under the 10 s default, so it still tells the setting was used.
    const { server: s, gov: g, jar } = await start({ timeoutMs: 2000 });
    g.federalRegister.mode = 'hang';
    const started = Date.now();
    const { status, body } = await refresh(jar);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(status).toBe(200);
    expect(body.sources[1]).toMatchObject({ status: 'failed', message: 'Federal Register did not answer within 2 seconds' });
    expect((await latest(s)).every((i) => i.source === 'congress')).toBe(true);
  });

  it('skips Congress.gov with a clear note when no CONGRESS_API_KEY is set; the Federal Register still works', async () => {
    const { server: s, gov: g, jar } = await start({ withKey: false });
    const { status, body } = await refresh(jar);
    expect(status).toBe(200);
    expect(body.failed).toEqual([]);
    expect(body.sources[0]).toEqual({
      source: 'congress',
      name: 'Congress.gov',
      status: 'skipped',
      fetched: 0,
      message: 'Congress.gov was skipped: no CONGRESS_API_KEY is set on the server.',
    });
    expect(g.congress.requests).toHaveLength(0);
    expect(await latest(s)).toHaveLength(2);
  });

  it('answers 502 when Congress.gov is skipped and the Federal Register fails', async () => {
    const { gov: g, jar } = await start({ withKey: false });
    g.federalRegister.mode = 'error';
    const { status, body } = await refresh(jar);
    expect(status).toBe(502);
    expect(body.error).toBe('Failed to refresh news');
  });

  it('reports a refused key without ever echoing it', async () => {
    const { gov: g, jar } = await start();
    g.congress.apiKey = 'a-different-key';
    const res = await jar.fetch('/api/congress/refresh', { method: 'POST' });
    const text = await res.text();
    expect(text).not.toContain(FAKE_CONGRESS_API_KEY);
    const body = refreshNewsResponseSchema.parse(JSON.parse(text));
    expect(body.sources[0]!.message).toBe('Congress.gov answered with an error: 403 (the API key was refused)');
  });

  it('runs concurrent refreshes once', async () => {
    const { gov: g, jar } = await start();
    const replies = await Promise.all([refresh(jar), refresh(jar), refresh(jar)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(g.congress.requests.filter((u) => u.pathname === '/congress/v3/bill')).toHaveLength(1);
    expect(g.federalRegister.requests).toHaveLength(1);
  });

  it('refuses a cross-site request and other methods', async () => {
    const { server: s, jar } = await start();
    const cross = await jar.fetch('/api/congress/refresh', { method: 'POST', headers: { Origin: 'https://evil.example.com' } });
    expect(cross.status).toBe(403);
    const get = await s.fetch('/api/congress/refresh');
    expect(get.status).toBe(405);
  });
});

describe('GET /api/congress/news and /news/today', () => {
  it('are empty arrays before any refresh', async () => {
    const { server: s } = await start();
    expect(await latest(s)).toEqual([]);
    expect(await today(s)).toEqual([]);
  });

  it("today's list holds what was published today in US Eastern time, newest first", async () => {
    const { server: s, gov: g, jar } = await start();
    const day = todayInEastern();
    const bills = recordedBills();
    // Two bills acted on today (one at a recorded House time), the rest on their 2022 dates.
    g.congress.bills = [...billsActedOn(bills.slice(0, 1), day, '00:00:05'), ...billsActedOn(bills.slice(1, 2), day), ...bills.slice(2)];
    await refresh(jar);

    const items = await today(s);
    expect(items.every((i) => easternDateOf(i.publishedDate) === day)).toBe(true);
    expect(items.map((i) => i.id).sort()).toEqual(
      ['congress-117-hr-3617', 'congress-117-hr-7343', 'fr-2017-27451', 'fr-2017-27513'].sort(),
    );
    expect(items[0]!.id).toBe('congress-117-hr-3617');
    expect((await latest(s)).length).toBe(22);
  });

  it('answers at most 50 items', async () => {
    const { server: s, gov: g, jar } = await start();
    const bills = recordedBills();
    // Three refreshes of 20 different bills each.
    for (let round = 0; round < 3; round += 1) {
      g.congress.bills = bills.map((b) => ({
        ...b,
        number: `${Number(b.number) + round * 10000}`,
        title: `Bill ${round}-${String(b.number)}`,
      }));
      await refresh(jar);
    }
    expect((await s.readDataFile()).news).toHaveLength(62);
    expect(await latest(s)).toHaveLength(50);
  });
});

describe('POST /api/congress/refresh cooldown (NEWS_REFRESH_COOLDOWN_SECONDS, default 300)', () => {
  it('fetches upstream at most once in 5 minutes; later calls keep the stored lists and say when the next fetch may run', async () => {
    const { server: s, gov: g, jar } = await start({ cooldown: '300' });
    const first = await refresh(jar);
    expect(first.body).toMatchObject({ success: true, added: 22 });
    const upstream = g.congress.requests.length + g.federalRegister.requests.length;
    const before = Date.now();
    for (let i = 0; i < 5; i++) {
      const again = await refresh(jar);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ success: true, added: 0, updated: 0, total: 22, failed: [] });
      const next = Date.parse(again.body.nextRefreshAt!);
      expect(next).toBeGreaterThan(before + 290_000);
      expect(next).toBeLessThanOrEqual(Date.now() + 300_000);
      expect(again.body.sources.map((x) => x.status)).toEqual(['skipped', 'skipped']);
      expect(again.body.sources[0]!.message).toBe(
        `Fetched a few minutes ago; the next fetch may run at ${new Date(next).toISOString().slice(11, 16)} UTC. The stored news is shown.`,
      );
    }
    expect(g.congress.requests.length + g.federalRegister.requests.length).toBe(upstream);
    expect(await latest(s)).toHaveLength(22);
  });
});
