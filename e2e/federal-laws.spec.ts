import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { federalLawsResponseSchema, federalLawStatsSchema, type FederalLawStats } from '../core/schemas/legal';
import { FederalLawsPage } from './pages/FederalLawsPage';
import { signUpByApi } from './pages/SignupPage';

const CSV_HEADER = 'id,title,citation,category,subcategory,summary,penalties,confidence,kind,official_text_url,govinfo_url';

async function signUpAndOpen(page: Page): Promise<FederalLawsPage> {
  await signUpByApi(page, 'laws');
  const laws = new FederalLawsPage(page);
  await laws.open();
  return laws;
}

/** The server's own figures, read with the signed-in user's cookies. */
async function serverStats(page: Page): Promise<FederalLawStats> {
  const reply = await page.request.get('/api/legal/federal-laws/stats');
  expect(reply.ok()).toBe(true);
  return federalLawStatsSchema.parse(await reply.json());
}

async function serverLaws(page: Page, query: string) {
  const reply = await page.request.get(`/api/legal/federal-laws?${query}`);
  expect(reply.ok()).toBe(true);
  return federalLawsResponseSchema.parse(await reply.json());
}

/** A guide topic of the real library with a handful of laws (debt collection, where the corpus has it). */
function debtCollectionCategory(stats: FederalLawStats) {
  const found = stats.categories.find((c) => c.category === 'Debt Collection');
  expect(found, 'the library has a Debt Collection category').toBeDefined();
  return found!;
}

test('the stat cards and the banner show the real figures', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  const stats = await serverStats(page);

  await expect(laws.statCard('Total Laws')).toContainText(stats.totalLaws.toLocaleString('en-US'));
  await expect(laws.statCard('Database Size')).toContainText(`${stats.estimatedSizeMB} MB`);
  await expect(laws.statCard('Database Size').getByRole('progressbar', { name: 'Database size against the 1 GB target' })).toBeVisible();
  await expect(laws.statCard('Accuracy')).toContainText('97%+');
  await expect(laws.statCard('Categories')).toContainText(String(stats.categories.length));
  expect(stats.totalLaws).toBeGreaterThan(50_000);
  const thousands = Math.floor((stats.totalLaws - 1) / 1000) * 1000;
  await expect(laws.banner(`Over ${thousands.toLocaleString('en-US')} federal laws`)).toBeVisible();
  await expect(page.getByText(`Last updated: ${stats.lastUpdated}`)).toBeVisible();
});

test('Next shows page 2 with other laws and Previous goes back to page 1', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  await expect(laws.listStatus).toContainText('(page 1 of');
  await expect(laws.pagerButton('Previous')).toBeDisabled();
  const firstPage = await laws.lawTitles().allTextContents();
  expect(firstPage).toHaveLength(20);

  await laws.pagerButton('Next').click();
  await expect(laws.listStatus).toContainText('Showing 21–40 of');
  await expect(laws.pagerButton('Previous')).toBeEnabled();
  const secondPage = await laws.lawTitles().allTextContents();
  expect(secondPage).toHaveLength(20);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  expect(secondPage).toEqual((await serverLaws(page, 'page=2&limit=20')).laws.map((law) => law.title));

  await laws.pagerButton('Previous').click();
  await expect(laws.listStatus).toContainText('Showing 1–20 of');
  await expect(laws.pagerButton('Previous')).toBeDisabled();
  expect(await laws.lawTitles().allTextContents()).toEqual(firstPage);
});

test('filtering by a category shows only its laws, from the select or the category grid', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  const { category, count } = debtCollectionCategory(await serverStats(page));

  await laws.chooseCategory(category);
  await expect(laws.listStatus).toContainText(`of ${count.toLocaleString('en-US')} laws`);
  const shown = laws.list().getByRole('article');
  await expect(shown).toHaveCount(Math.min(count, 20));
  for (const item of await shown.all()) await expect(item).toContainText(category);

  // The grid tile is pressed for the chosen category; pressing it again clears the filter.
  const tile = laws.categoryTile(category);
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
  await expect(laws.listStatus).not.toContainText(`of ${count.toLocaleString('en-US')} laws`);
});

test('quick search finds the Fair Debt Collection Practices Act', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  await laws.quickSearch.fill('Fair Debt Collection');
  await expect(laws.lawTitles().first()).toContainText('Fair Debt Collection');
  const titles = await laws.lawTitles().allTextContents();
  expect(titles.filter((t) => t.includes('Fair Debt Collection')).length).toBeGreaterThanOrEqual(3);
  await expect(laws.pagerButton('Previous')).toBeDisabled();
});

test('Advanced Search finds a section by its citation, within a U.S. Code title too', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  await laws.advancedSearch('42 USC 3604');
  const results = laws.list('Search results').getByRole('article');
  await expect(results.first()).toContainText('42 U.S.C. § 3604');
  await expect(laws.listStatus).toContainText('Showing 1–');
  const wholeDatabase = (await laws.listStatus.textContent()) ?? '';

  await laws.advancedSearch('42 USC 3604', 'Title 42 — The Public Health and Welfare');
  // The title's results, not the whole database's still on screen.
  await expect(laws.listStatus).not.toHaveText(wholeDatabase);
  await expect(laws.listStatus).toContainText('Showing 1–');
  await expect(results.first()).toContainText('42 U.S.C. § 3604');
  for (const item of await results.all()) await expect(item).toContainText('Title 42 — The Public Health and Welfare');
});

test('a law opens in the detail view with its citation and official link, is kept on the device for offline reading, and closing returns focus', async ({
  page,
  context,
}) => {
  const laws = await signUpAndOpen(page);
  await laws.quickSearch.fill('Fair Debt Collection');
  const firstTitle = laws.lawTitles().first();
  await expect(firstTitle).toContainText('Fair Debt Collection');
  const title = (await firstTitle.textContent()) ?? '';
  const [law] = (await serverLaws(page, `page=1&limit=20&q=${encodeURIComponent('Fair Debt Collection')}`)).laws;
  expect(law?.title).toBe(title);

  const opener = laws.list().getByRole('button', { name: title, exact: true }).first();
  await opener.click();
  const dialog = laws.lawDialog;
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toContainText(law!.citation);
  await expect(dialog).toContainText(`${law!.confidence}% verified`);
  const official = dialog.getByRole('link', { name: /Read the current official text/ });
  await expect(official).toHaveAttribute('href', law!.government_source);
  expect(law!.government_source).toMatch(/^https:\/\/uscode\.house\.gov\//);
  await expect(dialog.getByRole('link', { name: /GovInfo/ })).toHaveAttribute('href', /^https:\/\/www\.govinfo\.gov\//);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Every law read is kept on the device: offline, the same law opens from that copy.
  await context.setOffline(true);
  await opener.click();
  await expect(dialog.getByText(/Saved on this device/)).toBeVisible();
  await expect(dialog).toContainText(law!.citation);
  await expect(dialog.getByRole('link', { name: /Read the current official text/ })).toHaveAttribute('href', law!.government_source);

  // "Save for offline" marks it kept for good (IndexedDB works without the network).
  await dialog.getByRole('button', { name: 'Save for offline' }).click();
  await expect(dialog.getByRole('button', { name: 'Saved for offline' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close law details' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.setOffline(false);
});

test('Export Database downloads the filtered list as CSV', async ({ page }) => {
  const laws = await signUpAndOpen(page);
  const { category, count } = debtCollectionCategory(await serverStats(page));
  await laws.chooseCategory(category);
  await expect(laws.listStatus).toContainText(`of ${count.toLocaleString('en-US')} laws`);

  const downloadStarted = page.waitForEvent('download');
  await laws.exportButton.click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^federal-laws-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);

  const all = await serverLaws(page, `page=1&limit=100&category=${encodeURIComponent(category)}`);
  expect(all.total).toBe(count);
  const first = all.laws[0]!;
  expect(lines[1]?.startsWith(`${first.id},`)).toBe(true);
  expect(lines[1]).toContain(first.citation);
  expect(lines[1]).toContain(first.government_source);
  // One row per law of the filter, in list order (no exported field of these records spans lines).
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(all.laws.map((law) => law.id));
});
