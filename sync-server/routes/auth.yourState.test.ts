import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let jar: CookieJar;

beforeEach(async () => {
  server = await startTestServer();
  jar = new CookieJar(server.url);
});
afterEach(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

const putState = (client: CookieJar, body: unknown) =>
  client.fetch('/api/auth/me/state', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('PUT /api/auth/me/state ("Your state", issue 16)', () => {
  it('keeps the state with the account: me, a new sign-in and a restart all see it; null clears it', async () => {
    await jar.postJson('/api/auth/signup', signupPayload());
    const set = await putState(jar, { stateCode: 'tx' });
    expect(set.status).toBe(200);
    expect((await set.json()).user).toMatchObject({ username: 'maria_r', stateCode: 'TX' });

    server = await server.restart();
    const other = new CookieJar(server.url);
    const login = await other.postJson('/api/auth/login', { email: 'maria@example.com', password: signupPayload().password });
    expect((await login.json()).user.stateCode).toBe('TX');
    expect((await server.readDataFile()).users[0]).toMatchObject({ stateCode: 'TX' });

    const cleared = await putState(other, { stateCode: null });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).user).not.toHaveProperty('stateCode');
    expect((await (await other.fetch('/api/auth/me')).json()).user).not.toHaveProperty('stateCode');
  });

  it('refuses what is not one of the 50 states with a clear 400 and changes nothing', async () => {
    await jar.postJson('/api/auth/signup', signupPayload());
    await putState(jar, { stateCode: 'CA' });
    for (const body of [{ stateCode: 'ZZ' }, { stateCode: 'Texas' }, { stateCode: 42 }, {}, { stateCode: '' }, 'TX']) {
      const res = await putState(jar, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(/^(Choose one of the 50 states \(its two-letter code\), or null for none|Invalid request body)$/);
    }
    expect((await (await jar.fetch('/api/auth/me')).json()).user.stateCode).toBe('CA');
  });

  it('needs a signed-in user (401), and one user never changes another’s', async () => {
    const res = await putState(new CookieJar(server.url), { stateCode: 'TX' });
    expect(res.status).toBe(401);
    await jar.postJson('/api/auth/signup', signupPayload());
    const second = new CookieJar(server.url);
    await second.postJson('/api/auth/signup', signupPayload({ username: 'second', email: 'second@example.com' }));
    await putState(second, { stateCode: 'NY' });
    expect((await (await jar.fetch('/api/auth/me')).json()).user).not.toHaveProperty('stateCode');
    expect((await (await second.fetch('/api/auth/me')).json()).user.stateCode).toBe('NY');
  });
});
