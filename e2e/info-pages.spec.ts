import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ApiRoute } from '../core/apiDocs/routes';
import type { SiteFigures } from '../core/data/figures';
import { legalAidServices } from '../core/data/legalResources';
import { NOT_FOUND_TITLE } from '../core/routes';
import { AppShell } from './pages/AppShell';
import { InfoPage, infoPaths, knownRoutePaths } from './pages/InfoPages';

// Read as files: Playwright's loader does not import JSON modules without import attributes.
const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;
const apiRoutes = readJson<ApiRoute[]>('../core/data/generated/apiRoutes.json');
const siteFigures = readJson<SiteFigures>('../core/data/generated/figures.json');

// Their axe check (no serious or critical violation) is accessibility.spec.ts's, which runs the same
// check on every public screen, these five included, on a desktop and on a phone: run here too, it
// was the same check on the same page twice (/api-docs alone 18-39 s; docs/performance.md "CI time").
for (const path of infoPaths) {
  test(`${path}: public, one h1, a sensible heading order, links that go somewhere real`, async ({ page }) => {
    // The first screen of a new context, on a busy machine.
    test.setTimeout(60_000);
    const info = new InfoPage(page, path);
    await info.open();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    expect(await info.outlineProblems()).toEqual([]);

    const internal = await info.internalPaths();
    expect(internal.length).toBeGreaterThan(0);
    expect(
      internal.filter((href) => !knownRoutePaths.includes(href)),
      'internal links to no route of core/routes.ts',
    ).toEqual([]);

    for (const link of await info.externalLinks()) {
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel, link.href).toBe('noopener noreferrer');
    }
  });
}

test('every internal link of the information pages opens a real screen, not the 404 page, and its #anchor exists', async ({ page }) => {
  test.setTimeout(120_000);
  const targets = new Set<string>();
  for (const path of infoPaths) {
    const info = new InfoPage(page, path);
    await info.open();
    for (const href of await info.internalLinks()) targets.add(href);
  }
  for (const href of targets) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE }), href).toHaveCount(0);
    const anchor = href.split('#')[1];
    if (anchor) await expect(page.locator(`[id="${anchor}"]`), href).toHaveCount(1);
  }
});

test('the information pages open offline from the precache, never visited online first', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await new AppShell(page).waitForServiceWorker();
  await context.setOffline(true);
  for (const path of infoPaths) {
    const info = new InfoPage(page, path);
    await info.open();
    await expect(page.getByText(/not legal advice/i).first()).toBeVisible();
  }
  await context.setOffline(false);
});

test('terms: the section links lead to the privacy policy', async ({ page }) => {
  await new InfoPage(page, '/terms').open();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(14);
  await expect(page.getByText('We respond within 48-72 business hours.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Terms of Service links' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(new InfoPage(page, '/privacy').heading).toBeVisible();
});

test('api docs: every route of the server is documented, with its request and reply fields', async ({ page }) => {
  test.setTimeout(60_000);
  await new InfoPage(page, '/api-docs').open();
  for (const route of apiRoutes) {
    const card = page.getByRole('article', { name: `${route.method} ${route.path}`, exact: true });
    await expect(card.getByRole('heading', { level: 4, name: `${route.method} ${route.path}`, exact: true })).toBeVisible();
  }
  const search = page.getByRole('article', { name: 'POST /api/legal/search', exact: true });
  await expect(search.getByRole('table', { name: /Request body/ }).getByRole('cell', { name: 'query', exact: true })).toBeVisible();
  for (const name of ['Congress.gov API', 'GovInfo API', 'Federal Register API']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
});

test('legal resources: two legal aid services can be called, and organisations open in a new tab', async ({ page, context }) => {
  await new InfoPage(page, '/legal-resources').open();
  const aid = page.getByRole('region', { name: 'Free Legal Aid Services' });
  const calls = aid.getByRole('link', { name: /^Call / });
  await expect(calls).toHaveCount(2);
  const withPhones = legalAidServices.filter((s) => s.phone);
  for (const [i, service] of withPhones.entries()) {
    await expect(calls.nth(i)).toHaveAttribute('href', `tel:${service.phone!.tel}`);
  }
  // A click opens the organisation in a new tab (the site itself is not reached from here).
  await context.route(/lawhelp\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LawHelp</title>' }));
  const popup = context.waitForEvent('page');
  await aid.getByRole('link', { name: /LawHelp\.org/ }).click();
  expect((await popup).url()).toMatch(/^https:\/\/www\.lawhelp\.org\/?$/);
  await expect(page).toHaveURL(/\/legal-resources$/);
});

test('how it works: the true law count, and calls to action to Know Your Rights and the main page', async ({ page }) => {
  await new InfoPage(page, '/how-it-works').open();
  await expect(
    page.getByText(`Plain-English answers drawn from ${siteFigures.laws.total.toLocaleString('en-US')} federal laws`),
  ).toBeVisible();
  const getStarted = page.getByRole('region', { name: 'Get Started' });
  await getStarted.getByRole('link', { name: 'Know Your Rights' }).click();
  await expect(page).toHaveURL(/\/know-your-rights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Know Your Rights' })).toBeVisible();

  await new InfoPage(page, '/how-it-works').open();
  await page.getByRole('region', { name: 'Get Started' }).getByRole('link', { name: 'Start Your Research' }).click();
  // The main page is for signed-in users: a visitor is asked to log in first.
  await expect(page).toHaveURL(/\/login$/);
});
