import { expect, test } from '@playwright/test';
import { LOADING_TEXT } from '../core/brand';

// A page that is not prerendered (docs/lighthouse.md lists those that are: /login is one) draws
// its loading screen from the HTML alone, before any script arrives, and the app takes over from it.
// /api-docs is public and not prerendered.
test('before its scripts arrive the page shows "Loading Laws AI..."; then the screen replaces it', async ({ page }) => {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/api-docs', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText(LOADING_TEXT);
  release();
  await expect(page.getByRole('heading', { name: /API Endpoints/ })).toBeVisible();
  await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
});

// Its stylesheets no longer block that paint: fetched at once as preloads, applied by
// the app before it draws a screen, each once; the screen of the address comes preloaded too.
test('the loading screen paints before the stylesheets arrive; the screen is drawn styled, each stylesheet applied once', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.(css|js)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/api-docs', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText(LOADING_TEXT);
  // Painted (not only in the DOM) while no stylesheet has arrived.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(preloaded.some((href) => /\/assets\/api-docs-[\w-]+\.js$/.test(href))).toBe(true);
  release();
  await expect(page.getByRole('heading', { name: /API Endpoints/ })).toBeVisible();
  // The header's Sign In, Mantine's filled button in the brand navy (#1c3d6e): the styles were in before it was drawn.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCSS('background-color', 'rgb(28, 61, 110)');
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname));
  expect(sheets.length).toBeGreaterThan(0);
  expect(new Set(sheets).size).toBe(sheets.length);
});
