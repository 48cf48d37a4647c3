import { expect, test, type Page } from '@playwright/test';
import { federalLawStatsSchema, recentSearchSchema } from '../core/schemas/legal';
import { AppShell } from './pages/AppShell';
import { AssistantPage } from './pages/AssistantPage';
import { FederalLawsPage } from './pages/FederalLawsPage';
import { LawReaderPage, TITLE_SAVED_TIMEOUT_MS } from './pages/LawReaderPage';
import { LIBRARY_SAVED_TIMEOUT_MS, LibraryPage } from './pages/LibraryPage';
import { signUpByApi } from './pages/SignupPage';
import { Network } from './offline';

// The service worker must run: it serves the app shell and the search worker's script offline.
test.use({ serviceWorkers: 'allow' });
// Reduced motion: each answer is shown at once instead of typed out, which took ~9 s an answer
// (docs/performance.md "CI time"); the typing is tested in assistant.spec.ts, ai-answer.spec.ts and
// answer-phone.spec.ts's debt-collector test.
test.use({ reducedMotion: 'reduce' });
// One after another: each saves 50,000+ laws, which is heavy for this 2-core machine.
test.describe.configure({ mode: 'default', timeout: 360_000 });

/**
 * A person's own words about 15 U.S.C. § 1692f(8) ("using any language or symbol, other than the
 * debt collector's address, on any envelope"): no heading or guide says "envelope", the saved
 * Title 15's text does.
 */
const ENVELOPE_QUESTION =
  'A collection agency mailed me a letter and the envelope had DEBT COLLECTION NOTICE printed in big red letters on the outside where my roommates could see it, I was so embarrassed. Are they allowed to put that on the envelope??';

/** What the app logs about the library (its timings), kept for the report. */
function collectTimings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/^(Law library|Offline answer|Saved library ready)/.test(message.text())) lines.push(message.text());
  });
  return lines;
}

test('save the library and Title 15, then ask, browse and search offline; the offline question reaches the server once back online', async ({
  page,
  context,
}) => {
  const network = new Network(context);
  const timings = collectTimings(page);
  const shell = new AppShell(page);
  const assistant = new AssistantPage(page);
  const library = new LibraryPage(page);

  // Every request for the library (none on page load, one to save it).
  const libraryRequests: { method: string; status: number; transferred: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/legal/library')) return;
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    libraryRequests.push({
      method: request.method(),
      status: response?.status() ?? 0,
      transferred: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  });

  await signUpByApi(page, 'library');
  await shell.openMainPage();
  await shell.waitForServiceWorker();

  // Before saving: the size of the download is stated, known from the build (no request).
  await expect(library.card).toBeVisible();
  await expect(library.sizeStatement).toBeVisible();
  await expect(library.saveButton).toBeEnabled();
  expect(libraryRequests).toEqual([]);

  // Saving: a progress bar that moves up to 100%, then "saved" with the count.
  await library.recordProgress();
  // The worker keeps the built index for the next start a moment after the save.
  const indexKept = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith('Law library index kept'),
    timeout: LIBRARY_SAVED_TIMEOUT_MS,
  });
  const started = Date.now();
  await library.saveButton.click();
  await expect(library.progressBar).toBeVisible();
  await expect(library.cancelButton).toBeVisible();
  await expect(library.savedStatus).toBeVisible({ timeout: LIBRARY_SAVED_TIMEOUT_MS });
  const saveMs = Date.now() - started;
  const progress = await library.recordedProgress();
  expect(progress.length).toBeGreaterThan(2);
  for (const label of new Set(progress.map((p) => p.label))) {
    const values = progress.filter((p) => p.label === label).map((p) => p.value);
    expect(values, label).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((v) => v >= 0 && v <= 100)).toBe(true);
  }
  expect(progress.some((p) => p.value === 100)).toBe(true);

  const stats = federalLawStatsSchema.parse(await (await page.request.get('/api/legal/federal-laws/stats')).json());
  expect(await library.savedCount()).toBe(stats.totalLaws);
  await expect(library.removeButton).toBeVisible();
  // The saved copy is the version this build knows: no update offered.
  await expect(library.card.getByText('Update available')).toHaveCount(0);
  // One download, compressed: the compact library stays within the 1.5 MB bar on the wire (1.36 MB with 4,134
  // section cards; docs/understanding.md).
  await expect.poll(() => libraryRequests.length).toBe(1);
  expect(libraryRequests[0]).toMatchObject({ method: 'GET', status: 200 });
  expect(libraryRequests[0]!.transferred).toBeLessThanOrEqual(1_500_000);

  await indexKept;
  // What the device keeps (Chromium's estimate; IndexedDB holds the library, its index and the rest of the app's data).
  const indexedDbBytes = await page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
  });

  // Title 15 saved for offline too: its official text joins the offline answers' ranking.
  const reader = new LawReaderPage(page);
  await reader.openTitle(15);
  await reader.saveTitleButton.click();
  await expect(reader.savedStatus(15)).toBeVisible({ timeout: TITLE_SAVED_TIMEOUT_MS });
  await assistant.open();

  // Offline, and the page reloaded: the app shell and the search worker come from the service worker's cache.
  await network.goOffline();
  await page.reload();
  await network.stillOffline();
  await shell.expectMainPage();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(library.savedStatus).toBeVisible();
  // With a library saved, the search worker starts as the app opens, before any question.
  await expect.poll(() => page.workers().some((w) => new URL(w.url()).pathname.includes('lawSearch')), { timeout: 60_000 }).toBe(true);

  const question = `A debt collector keeps calling me at work (${Date.now().toString(36)})`;
  const asked = Date.now();
  await assistant.ask(question);
  const answer = assistant.latestAnswer;
  // The first offline answer waits for the worker to read the saved library and its index
  // (a few seconds when the machine is idle; far longer while other suites load it).
  await expect(answer.root.getByText('Offline: answered from your saved library', { exact: true })).toBeVisible({ timeout: 120_000 });
  const firstAnswerMs = Date.now() - asked;
  await expect(answer.lawHeadings.first()).toBeVisible({ timeout: 30_000 });
  await expect(answer.root.getByText('15 U.S.C. § 1692c').first()).toBeVisible();
  // Asked offline, it is in Recent Searches at once.
  await expect(assistant.recentSearch(question)).toBeVisible();

  // A long, messy question answered by words of Title 15's text that no heading has: the answer
  // names 15 U.S.C. § 1692f with its official link.
  await assistant.ask(ENVELOPE_QUESTION);
  await expect(assistant.answers).toHaveCount(2, { timeout: 60_000 });
  const textAnswer = assistant.latestAnswer;
  await expect(textAnswer.root.getByText('Offline: answered from your saved library', { exact: true })).toBeVisible({ timeout: 60_000 });
  const official = textAnswer.root.getByRole('link', { name: /^View official text of 15 U\.S\.C\. § 1692f\b/ });
  await expect(official).toBeVisible({ timeout: 30_000 });
  await expect(official).toHaveAttribute('href', /^https:\/\/uscode\.house\.gov\/.*section1692f(&|$)/);

  // The law database, offline, from the saved copy: figures, a page of laws, the next page, a quick search.
  const laws = new FederalLawsPage(page);
  await laws.open();
  await network.stillOffline();
  await expect(page.getByText('Offline: browsing your saved library')).toBeVisible();
  await expect(laws.statCard('Total Laws')).toContainText(stats.totalLaws.toLocaleString('en-US'));
  await expect(laws.statCard('Categories')).toContainText(String(stats.categories.length));
  const total = stats.totalLaws.toLocaleString('en-US');
  await expect(laws.listStatus).toHaveText(
    `Showing 1–20 of ${total} laws (page 1 of ${Math.ceil(stats.totalLaws / 20).toLocaleString('en-US')})`,
    {
      timeout: 60_000,
    },
  );
  await expect(laws.lawTitles()).toHaveCount(20);
  await laws.pagerButton('Next').click();
  await expect(laws.listStatus).toContainText(`Showing 21–40 of ${total} laws`);
  // A text search needs the index: this page load started a new worker, which reads it first.
  await laws.quickSearch.fill('overtime');
  await expect(laws.listStatus).toContainText(/^Showing 1–\d+ of [\d,]+ laws/, { timeout: 120_000 });
  await expect(laws.lawTitles().first()).toBeVisible();
  const found = (await laws.lawTitles().first().textContent()) ?? '';

  // A law opens offline from the saved library.
  await laws.openLaw(found);
  await expect(laws.lawDialog.getByText("Saved on this device — you're offline, so this is the copy kept here.")).toBeVisible();
  await page.keyboard.press('Escape');

  // Nothing reached the server while offline (the service worker's Background Sync included).
  const serverList = async () => recentSearchSchema.array().parse(await (await page.request.get('/api/legal/recent-searches')).json());
  expect((await serverList()).filter((s) => s.query === question)).toHaveLength(0);

  // Back online: opening the app sends the queued search, once (and asks nothing about the library).
  await network.goOnline();
  await assistant.open();
  await expect(assistant.recentSearch(question)).toBeVisible();
  await expect.poll(async () => (await serverList()).filter((s) => s.query === question).length, { timeout: 30_000 }).toBe(1);
  // And stays once: a second replay (reload, Background Sync) does not add it again.
  await page.reload();
  await expect(assistant.recentSearch(question)).toBeVisible();
  expect((await serverList()).filter((s) => s.query === question)).toHaveLength(1);
  expect(libraryRequests).toHaveLength(1);

  test
    .info()
    .annotations.push(
      { type: 'save (click to saved)', description: `${saveMs} ms` },
      { type: 'save: bytes transferred', description: String(libraryRequests[0]!.transferred) },
      { type: 'IndexedDB after the save', description: String(indexedDbBytes) },
      { type: 'first offline answer (click to answer shown)', description: `${firstAnswerMs} ms` },
      ...timings.map((t) => ({ type: 'app timing', description: t })),
    );
  console.log(
    `save ${saveMs} ms (${libraryRequests[0]!.transferred} bytes transferred, IndexedDB ${indexedDbBytes} bytes); first offline answer ${firstAnswerMs} ms\n${timings.join('\n')}`,
  );
});

test('without a saved library, an offline question says so and offers to save it next time', async ({ page, context }) => {
  const network = new Network(context);
  const shell = new AppShell(page);
  const assistant = new AssistantPage(page);
  const library = new LibraryPage(page);
  await signUpByApi(page, 'nolibrary');
  await shell.openMainPage();
  await shell.waitForServiceWorker();

  await network.goOffline();
  await expect(library.card.getByText("You're offline. Connect to the internet to save the library.")).toBeVisible();
  await expect(library.saveButton).toBeDisabled();
  await assistant.ask('Is my landlord allowed to keep my whole deposit?');
  // The toast's title (the offline banner also starts "You're offline").
  await expect(page.getByRole('alert').getByText("You're offline", { exact: true })).toBeVisible();
  await expect(page.getByText(/isn't saved on this device.*Save the library for offline use/)).toBeVisible();
  await expect(assistant.answers).toHaveCount(0);
  await expect(assistant.questionBox).toHaveValue('Is my landlord allowed to keep my whole deposit?');
  await network.goOnline();
});

test('a cancelled download changes nothing; a saved library can be removed', async ({ page }) => {
  const shell = new AppShell(page);
  const library = new LibraryPage(page);
  await signUpByApi(page, 'cancel');
  await shell.openMainPage();

  // Cancel as soon as the bar shows.
  await library.saveButton.click();
  await library.cancelButton.click();
  await expect(library.card.getByText('Download cancelled. Nothing was changed on this device.')).toBeVisible();
  await expect(library.saveButton).toBeVisible();
  await expect(library.savedStatus).toHaveCount(0);

  await library.save();
  await library.removeButton.click();
  await library.card.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(library.saveButton).toBeVisible();
  await expect(library.savedStatus).toHaveCount(0);
});
