import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

/** Sessions: 12 h idle, 30 days absolute (configurable); __Host- cookie and HSTS over HTTPS. */
let server: TestServer | undefined;
afterEach(async () => {
  if (server) expect(server.serverErrors).toEqual([]);
  await server?.stop();
  server = undefined;
});

const HOUR = 3600_000;

async function member(env: Record<string, string> = {}) {
  server = await startTestServer({ env });
  const jar = new CookieJar(server.url);
  expect((await jar.postJson('/api/auth/signup', signupPayload())).status).toBe(201);
  const id = jar.get('lawsai.sid')!;
  const s = server;
  const row = () => s.store.sql.selectFrom('sessions').select(['expires_at', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const setRow = (values: { expires_at?: number; created_at?: number }) =>
    s.store.sql.updateTable('sessions').set(values).where('id', '=', id).execute();
  // Signed out is a 200 with no user (GET /api/auth/me never answers 401).
  const me = async () => {
    const res = await jar.fetch('/api/auth/me');
    return res.status === 200 && ((await res.json()) as { user: unknown }).user ? 'signed in' : 'signed out';
  };
  return { s, jar, row, setRow, me };
}

describe('session lifetime', () => {
  it('ends after 12 hours unused; each use moves the deadline to 12 hours from then', async () => {
    const { row, setRow, me } = await member();
    const started = Date.now();
    expect(Number((await row()).expires_at)).toBeGreaterThan(started + 12 * HOUR - 60_000);
    expect(Number((await row()).expires_at)).toBeLessThanOrEqual(Date.now() + 12 * HOUR);

    // Last used 11 hours ago: still signed in, and the request moves the deadline.
    await setRow({ expires_at: Date.now() + 1 * HOUR });
    expect(await me()).toBe('signed in');
    expect(Number((await row()).expires_at)).toBeGreaterThan(Date.now() + 12 * HOUR - 60_000);

    // Unused for 12 hours: over.
    await setRow({ expires_at: Date.now() - 1000 });
    expect(await me()).toBe('signed out');
  });

  it('ends 30 days after sign-in however much it is used', async () => {
    const { setRow, me } = await member();
    await setRow({ created_at: Date.now() - 30 * 24 * HOUR + 60_000 });
    expect(await me()).toBe('signed in');
    await setRow({ created_at: Date.now() - 30 * 24 * HOUR - 1000 });
    expect(await me()).toBe('signed out');
  });

  it('SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS set both limits', async () => {
    const { row, setRow, me } = await member({ SESSION_IDLE_SECONDS: '1800', SESSION_ABSOLUTE_SECONDS: '7200' });
    expect(Number((await row()).expires_at)).toBeLessThanOrEqual(Date.now() + 1800_000);
    await setRow({ created_at: Date.now() - 7200_000 - 1000 });
    expect(await me()).toBe('signed out');
  });
});

describe('over HTTPS (TRUST_PROXY=1, X-Forwarded-Proto: https)', () => {
  const https = { 'X-Forwarded-For': '198.51.100.9', 'X-Forwarded-Proto': 'https' };

  it('names the session cookie __Host-lawsai.sid: Secure, Path=/, no Domain; it signs in and out', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    const jar = new CookieJar(server.url);
    const res = await jar.postJson('/api/auth/signup', signupPayload(), https);
    expect(res.status).toBe(201);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('__Host-lawsai.sid='))!;
    expect(sid).toBeDefined();
    expect(sid.toLowerCase()).toContain('; secure');
    expect(sid.toLowerCase()).toContain('; path=/');
    expect(sid.toLowerCase()).not.toContain('domain=');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('lawsai.sid='))).toBe(false);
    expect((await jar.fetch('/api/auth/me', { headers: https })).status).toBe(200);

    const out = await jar.postJson('/api/auth/logout', undefined, https);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('__Host-lawsai.sid=;'))).toBe(true);
    expect(await (await jar.fetch('/api/auth/me', { headers: https })).json()).toEqual({ user: null });
  });

  it('HSTS includes subdomains only when HSTS_INCLUDE_SUBDOMAINS=1', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1', HSTS_INCLUDE_SUBDOMAINS: '1' } });
    const res = await server.fetch('/api/health', { headers: https });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
