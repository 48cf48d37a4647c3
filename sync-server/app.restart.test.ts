import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../test-support/server/harness';

let server: TestServer | undefined;
let other: TestServer | undefined;
afterEach(async () => {
  await other?.stop();
  await server?.stop();
  server = undefined;
  other = undefined;
});

describe('restart with the same DATA_DIR', () => {
  it('keeps the account and the signed-in session (generated session keys are kept in the database, not in DATA_DIR)', async () => {
    server = await startTestServer();
    const jar = new CookieJar(server.url);
    const signup = await jar.postJson('/api/auth/signup', signupPayload());
    const { user } = await signup.json();

    server = await server.restart();
    const sameClient = jar.copy(server.url);
    const me = await sameClient.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user });
    expect(await readdir(server.dataDir)).not.toContain('session-keys.json');

    const login = await new CookieJar(server.url).postJson('/api/auth/login', {
      email: 'maria@example.com',
      password: 'correct horse',
    });
    expect(login.status).toBe(200);
  });

  it('with SESSION_KEYS set, sessions survive a restart and the keys are not written to disk', async () => {
    const env = { SESSION_KEYS: 'a-configured-secret-1234' };
    server = await startTestServer({ env });
    const jar = new CookieJar(server.url);
    await jar.postJson('/api/auth/signup', signupPayload());
    server = await server.restart();
    expect((await (await jar.copy(server.url).fetch('/api/auth/me')).json()).user).toMatchObject({ username: 'maria_r' });
    expect(await readdir(server.dataDir)).not.toContain('session-keys.json');
  });
});

describe('two instances on one database, each with its own DATA_DIR (other machines), no SESSION_KEYS', () => {
  it("accept each other's session cookies, and signing out on one signs out on the other", async () => {
    server = await startTestServer();
    other = await startTestServer({ storeDataDir: server.dataDir });
    const onFirst = new CookieJar(server.url);
    const signup = await onFirst.postJson('/api/auth/signup', signupPayload());
    expect(signup.status).toBe(201);
    const { user } = await signup.json();

    const onSecond = onFirst.copy(other.url);
    const me = await onSecond.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user });
    // A login on the second instance is a session the first one accepts too.
    const login = await new CookieJar(other.url).postJson('/api/auth/login', { email: 'maria@example.com', password: 'correct horse' });
    expect(login.status).toBe(200);
    const loggedIn = new CookieJar(other.url);
    loggedIn.update(login);
    expect((await (await loggedIn.copy(server.url).fetch('/api/auth/me')).json()).user).toMatchObject({ email: 'maria@example.com' });

    expect((await onSecond.postJson('/api/auth/logout')).status).toBeLessThan(300);
    expect(await (await onFirst.fetch('/api/auth/me')).json()).toEqual({ user: null });
    expect(await readdir(server.dataDir)).not.toContain('session-keys.json');
    expect(await readdir(other.dataDir)).not.toContain('session-keys.json');
  });
});
