import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

const TOO_MANY = 'Too many login attempts. Please wait a few minutes and try again.';
const MAX = 3; // LOGIN_MAX_ATTEMPTS; the per-IP limit is 5 times that

let server: TestServer;
let jar: CookieJar;

const login = (email: string, password: string) => jar.postJson('/api/auth/login', { email, password });

beforeEach(async () => {
  server = await startTestServer({ env: { LOGIN_MAX_ATTEMPTS: String(MAX), LOGIN_WINDOW_SECONDS: '600' } });
  jar = new CookieJar(server.url);
  expect((await new CookieJar(server.url).postJson('/api/auth/signup', signupPayload())).status).toBe(201);
});
afterEach(async () => {
  await server.stop();
});

describe('login rate limit', () => {
  it(`answers 429 with Retry-After once an email has ${MAX} failures, even for the right password`, async () => {
    for (let i = 0; i < MAX; i++) expect((await login('maria@example.com', 'wrong')).status).toBe(401);
    const blocked = await login('maria@example.com', 'wrong');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: TOO_MANY });
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const right = await login('MARIA@example.com', 'correct horse');
    expect(right.status).toBe(429);
    expect(await (await jar.fetch('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('counts only failures: a success resets that email', async () => {
    for (let i = 0; i < MAX - 1; i++) expect((await login('maria@example.com', 'wrong')).status).toBe(401);
    expect((await login('maria@example.com', 'correct horse')).status).toBe(200);
    for (let i = 0; i < MAX - 1; i++) expect((await login('maria@example.com', 'wrong')).status).toBe(401);
    expect((await login('maria@example.com', 'correct horse')).status).toBe(200);
  });

  it('a blocked email does not block other emails from the same IP, until the IP limit', async () => {
    for (let i = 0; i < MAX; i++) await login('maria@example.com', 'wrong');
    expect((await login('maria@example.com', 'wrong')).status).toBe(429);

    // Another account from the same address still gets an honest answer...
    const other = await login('someone@example.com', 'guess');
    expect(other.status).toBe(401);
    expect(await other.json()).toEqual({ error: 'Invalid email or password' });

    // ...until this IP has failed 5 × MAX times in the window, across any emails.
    const ipLimit = 5 * MAX;
    let failures = MAX + 1;
    for (let i = 0; failures < ipLimit; i++, failures++) {
      expect((await login(`walker${i}@example.com`, 'guess')).status).toBe(401);
    }
    const blocked = await login('fresh@example.com', 'guess');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: TOO_MANY });
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it(`a burst of 20 concurrent wrong passwords gets at most ${MAX} checked, the rest 429`, async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => login('maria@example.com', 'wrong')));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX);
  });

  it('bad request bodies are not counted as attempts', async () => {
    for (let i = 0; i < MAX * 2; i++) expect((await login('maria@example.com', '')).status).toBe(400);
    expect((await login('maria@example.com', 'correct horse')).status).toBe(200);
  });
});
