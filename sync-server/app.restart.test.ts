import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from './test/harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('restart with the same DATA_DIR', () => {
  it('keeps the account and the signed-in session (generated session keys are persisted)', async () => {
    server = await startTestServer();
    const jar = new CookieJar(server.url);
    const signup = await jar.postJson('/api/auth/signup', signupPayload());
    const { user } = await signup.json();
    const keysBefore = await readFile(path.join(server.dataDir, 'session-keys.json'), 'utf8');

    server = await server.restart();
    const sameClient = jar.copy(server.url);
    const me = await sameClient.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user });
    expect(await readFile(path.join(server.dataDir, 'session-keys.json'), 'utf8')).toBe(keysBefore);

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
    expect((await jar.copy(server.url).fetch('/api/auth/me')).status).toBe(200);
    await expect(readFile(path.join(server.dataDir, 'session-keys.json'))).rejects.toThrow();
  });
});
