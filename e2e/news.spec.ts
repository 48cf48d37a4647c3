import { test as base, expect } from '@playwright/test';
import {
  billsActedOn,
  fakeGovEnv,
  recordedBills,
  recordedDocuments,
  startFakeGov,
  todayInEastern,
  type FakeGov,
} from '../test-support/server/fakeGov';
import { AppShell } from './pages/AppShell';
import { NewsPage } from './pages/NewsPage';
import { signUpByApi } from './pages/SignupPage';
import { freePort } from './support/freePort';
import { startServer, type RunningServer } from './support/serverProcess';

// One server for this worker (fresh data dir), whose Congress.gov and Federal Register are fakes
// on 127.0.0.1 answering with the recorded shapes of the real APIs. The tests run in order: the
// store starts empty, and each test signs up its own user.
interface NewsWorld {
  gov: FakeGov;
  server: RunningServer;
}

const test = base.extend<{ gov: FakeGov }, { world: NewsWorld }>({
  world: [
    async ({}, use) => {
      const gov = await startFakeGov();
      const server = await startServer(await freePort(), {
        staticDir: process.env.E2E_STATIC_DIR!,
        // Each test here refreshes on purpose: no cooldown between upstream fetches.
        // 8 s: the Federal Register's fake answers after 3 s in one test (so its loading state can
        // be seen), and a loaded machine must not turn that into a timeout.
        env: { ...fakeGovEnv(gov, { timeoutMs: 8000 }), NEWS_REFRESH_COOLDOWN_SECONDS: '0' },
        startTimeoutMs: 110_000,
      });
      await use({ gov, server });
      await server.stop();
      await gov.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.url),
  gov: async ({ world: { gov } }, use) => {
    // Two bills acted on today (one with a House floor time), the others on their 2022 dates.
    const bills = recordedBills();
    gov.congress.bills = [
      ...billsActedOn(bills.slice(0, 1), todayInEastern(), '00:00:05'),
      ...billsActedOn(bills.slice(1, 2), todayInEastern()),
      ...bills.slice(2),
    ];
    gov.congress.mode = 'ok';
    gov.federalRegister.mode = 'ok';
    gov.congress.delayMs = 0;
    gov.federalRegister.delayMs = 0;
    gov.congress.requests.length = 0;
    gov.federalRegister.requests.length = 0;
    await use(gov);
  },
});
test.describe.configure({ mode: 'serial' });

test.beforeEach(() => {
  // The machine may be busy with other suites: narration and refreshes take a few seconds there.
  test.setTimeout(90_000);
});

const RULE = 'Agency Information Collection Activities: Announcement of Board Approval Under Delegated Authority and Submission to OMB';
const PROPOSED_RULE = 'Notice of Amendment to ASC Rules of Operation Governing Frequency of Regular Meetings of the Appraisal Subcommittee';

async function openNews(page: import('@playwright/test').Page) {
  await signUpByApi(page, 'news');
  await new AppShell(page).openMainPage();
  const news = new NewsPage(page);
  await news.open();
  return news;
}

test('before any news, with both sources down: the empty texts and "Failed to refresh news"; nothing is stored', async ({
  page,
  request,
  gov,
}) => {
  gov.congress.mode = 'error';
  gov.federalRegister.mode = 'error';
  const news = await openNews(page);
  await expect(news.toast('Failed to refresh news')).toBeVisible();
  await expect(news.emptyText('No congressional news available. Click refresh to fetch the latest updates.')).toBeVisible();
  await news.todayTab.click();
  await expect(news.emptyText('No updates from Congress today. Check back later for new developments.')).toBeVisible();
  expect(await (await request.get('/api/congress/news')).json()).toEqual([]);
});

test('the first visit refreshes once by itself: bills and Federal Register documents, today’s updates, official links', async ({
  page,
  gov,
}) => {
  await page.clock.install();
  const news = await openNews(page);
  await expect(news.item('MORE Act').root).toBeVisible();
  await expect(news.item(RULE).root).toBeVisible();
  await expect(news.items).toHaveCount(22);

  const more = news.item('MORE Act');
  await expect(more.root).toContainText('H.R. 3617');
  await expect(more.root).toContainText(/Just now|\d+m ago|\d+h ago/);
  await expect(more.sourceLink).toHaveAttribute('href', 'https://www.congress.gov/bill/117th-congress/house-bill/3617');
  await expect(more.sourceLink).toHaveAttribute('target', '_blank');
  await expect(more.sourceLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(news.item(RULE).root).toContainText('Significant');
  await expect(news.item(RULE).sourceLink).toHaveAttribute(
    'href',
    /^https:\/\/www\.federalregister\.gov\/documents\/2017\/12\/21\/2017-27451\//,
  );
  // A 2022 bill: its label counts days.
  await expect(news.item('H.R. 7321').root).toContainText(/\d+d ago/);

  await news.todayTab.click();
  await expect(news.items).toHaveCount(4);
  for (const title of ['MORE Act', 'H.R. 7343', RULE, PROPOSED_RULE]) await expect(news.item(title).root).toBeVisible();

  await news.latestTab.click();
  await expect(news.items).toHaveCount(22);
  expect(await news.seriousAccessibilityViolations()).toEqual([]);
  // One automatic refresh only, however often the lists are shown.
  expect(gov.congress.requests.filter((u) => u.pathname === '/congress/v3/bill')).toHaveLength(1);
  expect(gov.federalRegister.requests).toHaveLength(1);

  // The latest list is fetched again every 5 minutes (spec part 1 §9).
  const polled = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/congress/news');
  await page.clock.fastForward('05:01');
  await polled;
});

test('Refresh shows its loading state and brings new items; a failing source is named; a failed refresh keeps the items', async ({
  page,
  gov,
}) => {
  const news = await openNews(page);
  await expect(news.items).toHaveCount(22);

  const [doc] = recordedDocuments();
  gov.federalRegister.documents.push({
    ...doc,
    document_number: '2017-99999',
    type: 'Presidential Document',
    title: 'A Newer Presidential Document',
    publication_date: todayInEastern(),
    html_url: 'https://www.federalregister.gov/documents/2017/12/21/2017-99999/a-newer-presidential-document',
  });
  gov.federalRegister.delayMs = 3000;
  await news.refreshButton.click();
  await expect(news.refreshingButton).toBeDisabled();
  await expect(news.refreshButton).toBeEnabled();
  await expect(news.item('A Newer Presidential Document').root).toBeVisible();
  await expect(news.items).toHaveCount(23);
  gov.federalRegister.delayMs = 0;
  await expect(news.refreshNotes).toBeHidden();

  gov.congress.mode = 'error';
  await news.refreshButton.click();
  await expect(news.refreshNotes).toContainText('Congress.gov answered with an error: 500. Its news was not updated this time.');
  expect(await news.seriousAccessibilityViolations()).toEqual([]);

  gov.federalRegister.mode = 'hang';
  gov.congress.mode = 'not-json';
  await news.refreshButton.click();
  const failure = news.toast('Failed to refresh news');
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText('Congress.gov sent a reply that is not JSON.');
  await expect(news.items).toHaveCount(23);
});

test('play and pause one item, the end resets it; offline after a reload the items are still listed and the track plays', async ({
  page,
  context,
  gov,
}) => {
  // How many tracks played to their end ('ended' of the app's Audio elements, which are in no document).
  await page.addInitScript(() => {
    const counted = window as unknown as { tracksEnded: number };
    counted.tracksEnded = 0;
    const watched = new WeakSet<HTMLMediaElement>();
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!watched.has(this)) {
        watched.add(this);
        this.addEventListener('ended', () => void (counted.tracksEnded += 1));
      }
      return play.call(this);
    };
  });
  const tracksEnded = () => page.evaluate(() => (window as unknown as { tracksEnded: number }).tracksEnded);
  const news = await openNews(page);
  const item = news.item('H.R. 7321');
  await expect(item.root).toBeVisible();
  const listed = await news.items.count();
  expect(listed).toBeGreaterThanOrEqual(22);
  const shell = new AppShell(page);
  // Tracks are kept for offline use through the service worker.
  await shell.waitForServiceWorker();

  const mp3 = page.waitForResponse((r) => /\/api\/audio\/[0-9a-f]{32}\.mp3$/.test(r.url()) && r.ok());
  await item.playButton.click();
  await expect(item.loadingButton.or(item.pauseButton)).toBeVisible();
  await mp3;
  await expect(item.pauseButton).toBeVisible({ timeout: 30_000 });

  await item.pauseButton.click();
  await expect(item.playButton).toBeVisible();
  await expect(item.playButton).toHaveAttribute('aria-pressed', 'false');
  // Resume: the narration (about 10 s) plays on to its end, and the button is back to Play. Told
  // by the track's own 'ended', not by the time since resuming (what is left after the pause
  // depends on how long a loaded machine took to click Pause).
  expect(await tracksEnded()).toBe(0);
  await item.playButton.click();
  await expect(item.pauseButton).toBeVisible();
  await expect(item.playButton).toBeVisible({ timeout: 40_000 });
  await expect.poll(tracksEnded).toBe(1);
  await expect(page.getByRole('alert').filter({ hasText: /Unable to (load|play) audio/ })).toHaveCount(0);

  // One track at a time: starting another stops this one.
  const other = news.item('H.R. 7343');
  await item.playButton.click();
  await expect(item.pauseButton).toBeVisible({ timeout: 30_000 });
  await other.playButton.click();
  await expect(item.playButton).toBeVisible();
  await expect(other.pauseButton).toBeVisible({ timeout: 30_000 });
  await other.pauseButton.click();
  await expect(other.playButton).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await shell.expectMainPage();
  await news.open();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(news.item('MORE Act').root).toBeVisible();
  await expect(news.items).toHaveCount(listed);
  await expect(news.savedOnDeviceNote).toBeVisible();

  // The track heard before plays from the device.
  await item.playButton.click();
  await expect(item.pauseButton).toBeVisible({ timeout: 15_000 });
  await item.pauseButton.click();

  await news.refreshButton.click();
  const offline = news.toast("You're offline").filter({ hasText: 'Refreshing the news needs an internet connection.' });
  await expect(offline).toBeVisible();
  // Nothing reached the upstreams in this test: the lists were already there, and offline no refresh is tried.
  expect(gov.congress.requests).toHaveLength(0);
  expect(gov.federalRegister.requests).toHaveLength(0);
});

test('Follow an item: a new rule from the same agency is marked "New for you" after Refresh, with why, and the tab counts it; nothing is sent about it', async ({
  page,
  gov,
}) => {
  const news = await openNews(page);
  await expect(news.item(PROPOSED_RULE).root).toBeVisible();
  const follow = news.item(PROPOSED_RULE).root.getByRole('button', { name: `Follow: ${PROPOSED_RULE}` });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') sent.push(`${r.method()} ${new URL(r.url()).pathname} ${r.postData() ?? ''}`);
  });
  await follow.click();
  await expect(news.item(PROPOSED_RULE).root.getByRole('button', { name: `Following: ${PROPOSED_RULE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // What was already listed is not "new".
  await expect(page.getByText('New for you', { exact: true })).toHaveCount(0);

  const [, second] = recordedDocuments();
  const title = 'Appraisal Subcommittee Meeting Schedule for the Coming Year';
  gov.federalRegister.documents.push({
    ...second,
    document_number: '2017-88888',
    type: 'Rule',
    title,
    publication_date: todayInEastern(),
    html_url: 'https://www.federalregister.gov/documents/2017/12/21/2017-88888/appraisal-subcommittee-meeting',
  });
  await news.refreshButton.click();
  const fresh = news.item(title);
  await expect(fresh.root).toBeVisible();
  await expect(fresh.root.getByText('New for you', { exact: true })).toBeVisible();
  await expect(fresh.root).toContainText(`Why: it matches “${PROPOSED_RULE}”`);
  await expect(fresh.root).toContainText('Federal Financial Institutions Examination Council');
  await expect(page.getByRole('tab', { name: /Congressional News|Congress/ }).getByLabel(/new for you/)).toHaveText('1');
  expect(await news.seriousAccessibilityViolations()).toEqual([]);
  // Following happened on the device only: the refresh is the one write the page made.
  expect(sent.filter((s) => !s.startsWith('POST /api/congress/refresh'))).toEqual([]);
});
