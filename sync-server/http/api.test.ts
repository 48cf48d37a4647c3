import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

const post = (path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) =>
  server.fetch(path, { method: 'POST', body, headers });

describe('request bodies', () => {
  it('400 "Request body is not valid JSON" for malformed JSON, nothing written', async () => {
    const res = await post('/api/auth/signup', '{"username": "maria",', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body is not valid JSON' });
    expect((await server.readDataFile()).users).toEqual([]);
  });

  it('400 for bytes that are not UTF-8', async () => {
    const res = await post('/api/auth/login', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('413 "Request body is too large" over BODY_LIMIT_BYTES (declared length)', async () => {
    const big = JSON.stringify(signupPayload({ fullLegalName: 'x'.repeat(3000) }));
    const res = await post('/api/auth/signup', big, { 'Content-Type': 'application/json' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large' });
    expect((await server.readDataFile()).users).toEqual([]);
  });

  it('413 for a chunked body that grows past the limit', async () => {
    const chunk = new TextEncoder().encode(`{"email":"${'a'.repeat(1000)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await server.fetch('/api/auth/login', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('a body just under the limit is read', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(900) }), {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(401);
  });

  it('415 "Content-Type must be application/json" for a body of another type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('/api/auth/login', 'email=a@b.co&password=secret', { 'Content-Type': type });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
    const noType = await server.fetch('/api/auth/login', { method: 'POST', body: new Uint8Array([123, 125]) });
    expect(noType.status).toBe(415);
  });

  it('accepts application/json with a charset parameter', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ email: 'a@b.co', password: 'x' }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(401);
  });

  it('415 for a compressed body', async () => {
    const res = await post('/api/auth/login', '{}', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Compressed request bodies are not supported' });
  });

  it('a POST with no body at all is allowed (logout), with or without a JSON content type', async () => {
    expect((await post('/api/auth/logout', undefined)).status).toBe(200);
    expect((await post('/api/auth/logout', undefined, { 'Content-Type': 'application/json' })).status).toBe(200);
    expect((await post('/api/auth/logout', '', { 'Content-Type': 'text/plain' })).status).toBe(200);
  });

  it('a route that needs a body answers 400 "Invalid request body" when there is none', async () => {
    const res = await post('/api/auth/login', undefined);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Invalid request body');
  });
});

describe('same-origin check on writes', () => {
  const creds = JSON.stringify({ email: 'a@b.co', password: 'secret' });

  it('403 "Cross-origin request refused" for another Origin', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1', 'null', 'not a url']) {
      const res = await post('/api/auth/login', creds, { 'Content-Type': 'application/json', Origin: origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Cross-origin request refused' });
    }
  });

  it('403 for Sec-Fetch-Site: cross-site without Origin', async () => {
    const res = await post('/api/auth/logout', undefined, { 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-origin request refused' });
  });

  it('refuses a cross-origin signup without creating the account', async () => {
    const res = await post('/api/auth/signup', JSON.stringify(signupPayload()), {
      'Content-Type': 'application/json',
      Origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((await server.readDataFile()).users).toEqual([]);
  });

  it('lets same-origin requests (and requests without Origin, like curl) through', async () => {
    const jar = new CookieJar(server.url);
    const signup = await jar.postJson('/api/auth/signup', signupPayload({ email: 'same@example.com', username: 'same_origin' }), {
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(signup.status).toBe(201);
    const logout = await jar.postJson('/api/auth/logout');
    expect(logout.status).toBe(200);
  });

  it('does not check reads: a cross-origin GET is answered normally', async () => {
    const res = await server.fetch('/api/auth/me', { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });
});

describe('unknown /api paths and methods', () => {
  it('404 JSON {error: "Not found"} for an unknown path, for any method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/'],
      ['GET', '/api/auth/me/extra'],
    ] as const) {
      const res = await server.fetch(path, { method, headers: { Accept: 'text/html' } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('405 JSON for a known path with the wrong method', async () => {
    const res = await server.fetch('/api/auth/login', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toContain('POST');
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
    const put = await server.fetch('/api/auth/me', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(await put.json()).toEqual({ error: 'Method not allowed' });
  });
});

describe('caching', () => {
  it('API replies are never stored by caches', async () => {
    for (const res of [await server.fetch('/api/auth/me'), await server.fetch('/api/nope')]) {
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});

describe('security headers', () => {
  it('are on API replies, errors, the app shell and static files', async () => {
    for (const res of [
      await server.fetch('/api/auth/me'),
      await server.fetch('/api/nope'),
      await post('/api/auth/login', '{', { 'Content-Type': 'application/json' }),
      await server.fetch('/', { headers: { Accept: 'text/html' } }),
      await server.fetch('/deep/link', { headers: { Accept: 'text/html' } }),
    ]) {
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });
});
