import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { rawBodies } from '../../test-support/server/oddBodies';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_MAX_ATTEMPTS: '10000' } });
  await new CookieJar(server.url).postJson('/api/auth/signup', signupPayload());
});
afterAll(async () => {
  await server.stop();
});

const routes: [string, string][] = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/me'],
  ['PUT', '/api/auth/login'],
  ['DELETE', '/api/auth/me'],
  ['PATCH', '/api/auth/signup'],
];

describe('odd requests never produce a 5xx', () => {
  it(`${routes.length} routes × ${rawBodies.length} bodies`, async () => {
    const failures: string[] = [];
    for (const [method, path] of routes) {
      for (const { body, type } of rawBodies) {
        const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
        const init: RequestInit = { method, headers };
        if (method !== 'GET') init.body = body;
        const res = await server.fetch(path, init);
        const text = await res.text();
        if (res.status >= 500) failures.push(`${method} ${path} ${String(body).slice(0, 40)} → ${res.status} ${text}`);
        if (res.status >= 400) {
          expect(res.headers.get('Content-Type'), `${method} ${path}`).toMatch(/application\/json/);
          expect(typeof JSON.parse(text).error).toBe('string');
        }
      }
    }
    expect(failures).toEqual([]);
    expect(server.serverErrors).toEqual([]);
  });

  it('odd cookies and headers are harmless', async () => {
    const cookies = [
      'lawsai.sid=',
      'lawsai.sid=%',
      'lawsai.sid=../../etc; lawsai.sid.sig=x',
      'lawsai.sid=__proto__',
      `lawsai.sid=${'a'.repeat(4000)}`,
      'lawsai.sid=constructor; lawsai.sid.sig=',
      '=;;=;',
    ];
    for (const cookie of cookies) {
      const res = await server.fetch('/api/auth/me', { headers: { Cookie: cookie } });
      expect(await res.json(), cookie).toEqual({ user: null });
      const logout = await server.fetch('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } });
      expect(logout.status, cookie).toBe(200);
    }
    for (const path of ['/api/%', '/api/auth/%E0%A4%A', '/%', '/..%00/', '/api/auth/login%00']) {
      const res = await server.fetch(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBeLessThan(500);
    }
    expect(server.serverErrors).toEqual([]);
  });

  it('the data file holds only well-formed users afterwards and the real account still works', async () => {
    const file = await server.readDataFile();
    for (const u of file.users) {
      expect(u.email).toMatch(/^[^\s@]+@[^\s@]+$/);
      expect(u.phoneNumber).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      expect(u.username.trim().length).toBeGreaterThanOrEqual(3);
    }
    const login = await new CookieJar(server.url).postJson('/api/auth/login', {
      email: 'maria@example.com',
      password: 'correct horse',
    });
    expect(login.status).toBe(200);
  });
});
