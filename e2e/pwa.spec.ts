import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startServer } from './support/serverProcess';

test('the app is installable: manifest with name, standalone display and 192/512/maskable icons', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Laws AI', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const reply = await request.get(icon.src);
    expect(reply.status(), icon.src).toBe(200);
    expect(reply.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker precaches the shell and /api paths are never answered with the app page', async ({ page, request }) => {
  await page.goto('/login');
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);

  const api = await request.get('/api/does-not-exist', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: 'Not found' });
});

test('a new version is offered with "New version available" and only reloads when the user chooses Reload', async ({ page }) => {
  // Starting a second server takes a while on a busy machine.
  test.setTimeout(120_000);
  // Its own server over a copy of the build, so "deploying" a new worker touches no other test.
  const staticDir = await mkdtemp(join(tmpdir(), 'laws-ai-dist-'));
  await cp(process.env.E2E_STATIC_DIR!, staticDir, { recursive: true });
  const server = await startServer(Number(process.env.E2E_PORT) + 1, { staticDir, startTimeoutMs: 90_000 });
  try {
    await page.goto(`${server.url}/login`);
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
    );

    // A deploy replaces sw.js and its precompressed copies together.
    await appendFile(join(staticDir, 'sw.js'), '\n// next version\n');
    const next = await readFile(join(staticDir, 'sw.js'));
    await writeFile(join(staticDir, 'sw.js.br'), brotliCompressSync(next));
    await writeFile(join(staticDir, 'sw.js.gz'), gzipSync(next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.getByRole('alert').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible();
    // Nothing reloads by itself: a marker set on the page survives until the user acts.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(false);
  } finally {
    await server.stop();
    await rm(staticDir, { recursive: true, force: true });
  }
});
