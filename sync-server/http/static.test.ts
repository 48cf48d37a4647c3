import { mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, TEST_INDEX_HTML, type TestServer } from '../../test-support/server/harness';

const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "the same words again and again ${i % 7}";`).join('\n');

describe('the built app (STATIC_DIR)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await mkdir(path.join(server.staticDir, 'assets'));
    await writeFile(path.join(server.staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    await writeFile(path.join(server.staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(server.staticDir, 'manifest.webmanifest'), '{"name":"Laws AI"}');
    await writeFile(path.join(server.staticDir, '.env'), 'SECRET=1');
    // What the build writes beside each file (vite-plugin-compression2 and vite.config.ts).
    await writeFile(path.join(server.staticDir, 'assets', 'big-1a2b3c.js'), BIG_JS);
    await writeFile(path.join(server.staticDir, 'assets', 'big-1a2b3c.js.br'), brotliCompressSync(BIG_JS));
    await writeFile(path.join(server.staticDir, 'assets', 'big-1a2b3c.js.gz'), gzipSync(BIG_JS));
  });

  /** The reply's raw bytes and headers, with no decoding (fetch would undo the encoding). */
  function rawGet(
    pathname: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      get(server.url + pathname, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('sends the precompressed copy the browser accepts, which decodes to the same bytes as the file (issue 18)', async () => {
    const br = await rawGet('/assets/big-1a2b3c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.length).toBeLessThan(BIG_JS.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);

    const gz = await rawGet('/assets/big-1a2b3c.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);

    const plain = await rawGet('/assets/big-1a2b3c.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    // Each representation has its own strong ETag.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    for (const r of [br, gz, plain]) expect(String(r.headers.etag)).toMatch(/^"[^"]+"$/);
  });

  it('a cacheable API GET carries an ETag and answers 304 when it matches', async () => {
    const jar = new CookieJar(server.url);
    expect((await jar.postJson('/api/auth/signup', signupPayload({ username: 'etags', email: 'etags@example.com' }))).status).toBe(201);
    const first = await jar.fetch('/api/legal/laws/usc-15-1692c');
    expect(first.status).toBe(200);
    expect(((await first.json()) as { citation: string }).citation).toBe('15 U.S.C. § 1692c');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    // Sent raw: fetch() adds "Cache-Control: no-cache" to a request carrying If-None-Match.
    const again = await rawGet('/api/legal/laws/usc-15-1692c', { Cookie: jar.header(), 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 304 with no body when the ETag matches, for sw.js, index.html and the manifest', async () => {
    for (const [pathname, accept] of [
      ['/sw.js', '*/*'],
      ['/', 'text/html'],
      ['/manifest.webmanifest', '*/*'],
    ] as const) {
      const first = await rawGet(pathname, { Accept: accept, 'Accept-Encoding': 'identity' });
      expect(first.status, pathname).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, pathname).toMatch(/^"[^"]+"$/);
      const again = await rawGet(pathname, { Accept: accept, 'Accept-Encoding': 'identity', 'If-None-Match': etag });
      expect(again.status, pathname).toBe(304);
      expect(again.body.length, pathname).toBe(0);
      const changed = await rawGet(pathname, { Accept: accept, 'Accept-Encoding': 'identity', 'If-None-Match': '"something-else"' });
      expect(changed.status, pathname).toBe(200);
    }
  });
  afterAll(async () => {
    expect(server.serverErrors).toEqual([]);
    await server.stop();
  });

  it('serves index.html at / without long caching', async () => {
    const res = await server.fetch('/', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(TEST_INDEX_HTML);
  });

  it('SPA fallback: an app route asked for as HTML gets index.html (200)', async () => {
    for (const route of ['/some/route', '/federal-laws', '/help?x=1', '/login']) {
      const res = await server.fetch(route, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(TEST_INDEX_HTML);
    }
  });

  it('preloads the screen of the address being opened, as the build listed it, and nothing for another (issue 18)', async () => {
    const preloads = path.join(server.staticDir, 'screen-preloads.json');
    await writeFile(
      preloads,
      JSON.stringify({
        '/login': ['/assets/login-a1b2.js', '/assets/screens-c3d4.js'],
        '/terms': ['https://elsewhere.example/x.js', '/assets/terms-"onload.js'],
      }),
    );
    try {
      const html = (route: string) => server.fetch(route, { headers: { Accept: 'text/html' } }).then((r) => r.text());
      const login = await html('/login');
      expect(login).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/login-a1b2.js"><link rel="modulepreload" crossorigin href="/assets/screens-c3d4.js"></head>',
      );
      expect(login.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(TEST_INDEX_HTML);
      // Another address, or a listed file that is not one of the build's own assets: the page as built.
      for (const route of ['/federal-laws', '/login/extra', '/terms']) expect(await html(route), route).toBe(TEST_INDEX_HTML);
    } finally {
      await rm(preloads);
    }
  });

  it('sends the page the build drew for a prerendered route, compressed; an unknown address gets the drawn 404 with status 404', async () => {
    const dir = path.join(server.staticDir, 'prerendered');
    const page = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body><div id="root">${title} ${'words '.repeat(300)}</div></body></html>`;
    await mkdir(dir);
    await writeFile(path.join(dir, 'login.html'), page('Log In'));
    await writeFile(path.join(dir, '404.html'), page('404 Page Not Found'));
    try {
      const login = await rawGet('/login', { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
      expect(login.status).toBe(200);
      expect(login.headers['content-encoding']).toBe('br');
      expect(login.headers['cache-control']).toBe('no-cache');
      expect(login.body.length).toBeLessThan(page('Log In').length / 5);
      expect(brotliDecompressSync(login.body).toString()).toBe(page('Log In'));
      const plain = await server.fetch('/login/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'identity' } });
      expect(await plain.text()).toBe(page('Log In'));

      const unknown = await server.fetch('/no-such-page', { headers: { Accept: 'text/html' } });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toBe(page('404 Page Not Found'));
      // A route the build drew nothing for (signed in, or not among the prerendered): the app shell.
      for (const route of ['/federal-laws', '/signup', '/api-docs']) {
        const res = await server.fetch(route, { headers: { Accept: 'text/html' } });
        expect(res.status, route).toBe(200);
        expect(await res.text(), route).toBe(TEST_INDEX_HTML);
      }
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('a missing file that is not asked for as HTML is a 404, not the app shell', async () => {
    const res = await server.fetch('/assets/missing-123.js', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Laws AI test shell');
  });

  it('hashed /assets/ files are immutable for a year; sw.js and the manifest are revalidated', async () => {
    const asset = await server.fetch('/assets/index-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');

    const sw = await server.fetch('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    expect(sw.headers.get('Content-Type')).toMatch(/javascript/);

    const manifest = await server.fetch('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('never serves dotfiles or paths outside STATIC_DIR', async () => {
    const dot = await server.fetch('/.env');
    expect(dot.status).toBe(404);
    expect(await dot.text()).not.toContain('SECRET');
    const escape = await server.fetch('/..%2f..%2fetc%2fpasswd');
    expect([400, 403, 404]).toContain(escape.status);
    expect(await escape.text()).not.toContain('root:');
  });

  it('HEAD of an app route answers 200 without a body', async () => {
    const res = await server.fetch('/federal-laws', { method: 'HEAD', headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('before the app is built', () => {
  it('answers 503 with how to build it, while /api keeps working', async () => {
    const server = await startTestServer({ indexHtml: null });
    try {
      const res = await server.fetch('/federal-laws', { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(await res.text()).toBe('The app has not been built yet: run npm run build');
      const root = await server.fetch('/', { headers: { Accept: 'text/html' } });
      expect(root.status).toBe(503);
      expect(await (await server.fetch('/api/auth/me')).json()).toEqual({ user: null });
    } finally {
      await server.stop();
    }
  });
});
