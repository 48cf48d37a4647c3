import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recentSearchSchema } from '../../core/schemas/legal';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

async function signedIn(name = 'offline_olga'): Promise<{ jar: CookieJar; userId: string }> {
  const jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload({ username: name, email: `${name}@example.com` }));
  expect(res.status).toBe(201);
  return { jar, userId: (await res.json()).user.id };
}

const KEY = '5f0c2a1e-8d3b-4c55-9a7e-2b6f1d0c9e41';
const offlineSearch = { query: 'my landlord kept my deposit', createdAt: '2026-11-20T10:00:00.000Z' };

describe('POST /api/legal/recent-searches (offline searches sent through the outbox)', () => {
  it('stores the search with the time it was asked and lists it', async () => {
    const { jar, userId } = await signedIn();
    const res = await jar.postJson('/api/legal/recent-searches', offlineSearch, { 'Idempotency-Key': KEY });
    expect(res.status).toBe(201);
    const created = recentSearchSchema.parse(await res.json());
    expect(created).toMatchObject(offlineSearch);

    const list = recentSearchSchema.array().parse(await (await jar.fetch('/api/legal/recent-searches')).json());
    expect(list).toEqual([created]);
    expect((await server.readDataFile()).recentSearches).toEqual([{ ...created, userId, idempotencyKey: KEY }]);
  });

  it('answers a repeat with the same key with the same search and stores nothing more, also when repeats race', async () => {
    const { jar } = await signedIn();
    const send = () => jar.postJson('/api/legal/recent-searches', offlineSearch, { 'Idempotency-Key': KEY });
    const replies = await Promise.all([send(), send(), send()]);
    const bodies = await Promise.all(replies.map((r) => r.json()));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    const again = await (await send()).json();
    expect(again.id).toBe(bodies[0].id);
    expect((await server.readDataFile()).recentSearches).toHaveLength(1);
  });

  it("keeps one user's key apart from another's", async () => {
    const first = await signedIn('first_user');
    const second = await signedIn('second_user');
    await first.jar.postJson('/api/legal/recent-searches', offlineSearch, { 'Idempotency-Key': KEY });
    await second.jar.postJson('/api/legal/recent-searches', offlineSearch, { 'Idempotency-Key': KEY });
    const rows = (await server.readDataFile()).recentSearches;
    expect(rows.map((r: { userId: string }) => r.userId).sort()).toEqual([first.userId, second.userId].sort());
  });

  it('takes a time in the future as now', async () => {
    const { jar } = await signedIn();
    const res = await jar.postJson('/api/legal/recent-searches', { ...offlineSearch, createdAt: '2999-01-01T00:00:00Z' });
    const created = await res.json();
    expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [{ query: '   ', createdAt: offlineSearch.createdAt }, 'Please enter a question'],
    [{ query: 'x', createdAt: 'yesterday' }, 'createdAt must be an ISO date and time'],
    [{ query: 'x'.repeat(5001), createdAt: offlineSearch.createdAt }, 'Please keep your question under 5,000 characters'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const { jar } = await signedIn();
    const res = await jar.postJson('/api/legal/recent-searches', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect((await server.readDataFile()).recentSearches).toEqual([]);
  });

  it('refuses a malformed Idempotency-Key and a signed-out caller', async () => {
    const { jar } = await signedIn();
    const bad = await jar.postJson('/api/legal/recent-searches', offlineSearch, { 'Idempotency-Key': 'bad key!' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"');
    const anonymous = await new CookieJar(server.url).postJson('/api/legal/recent-searches', offlineSearch);
    expect(anonymous.status).toBe(401);
    expect((await server.readDataFile()).recentSearches).toEqual([]);
  });
});
