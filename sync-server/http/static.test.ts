import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_INDEX_HTML, type TestServer } from '../test/harness';

describe('the built app (STATIC_DIR)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await mkdir(path.join(server.staticDir, 'assets'));
    await writeFile(path.join(server.staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    await writeFile(path.join(server.staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(server.staticDir, 'manifest.webmanifest'), '{"name":"Laws AI"}');
    await writeFile(path.join(server.staticDir, '.env'), 'SECRET=1');
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
      expect((await server.fetch('/api/auth/me')).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
