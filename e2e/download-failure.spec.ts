import { expect, test, type Route } from '@playwright/test';
import { DOWNLOAD_FAILED_TITLE } from '../app/components/loadFailure/messages';
import { AppShell } from './pages/AppShell';
import { InfoPage } from './pages/InfoPages';
import { developerErrorPage, LoadFailure, watchRequests } from './pages/LoadFailure';
import { RightsPage } from './pages/RightsPage';

// A first visit on a bad connection: the page is up, but a part of the app whose file had not
// arrived yet (no service worker has the app's files yet) is asked for once the connection is
// gone. The browser's own offline mode fails every request; context.route stands for the file
// that never arrived while online (the preload when the user first points at the page, the
// service worker's precache).

const AMENDMENT_DETAIL_FILE = /^\/assets\/AmendmentModal-[\w-]+\.js$/;
const HOW_IT_WORKS_FILE = /^\/assets\/how-it-works-[\w-]+\.js$/;
const isFile = (file: RegExp) => (url: URL) => file.test(url.pathname);
const lost = (route: Route) => route.abort('internetdisconnected');

test('offline before the amendment detail arrived: the dialog says so, the page keeps working, and back online Try again opens the amendment', async ({
  page,
  context,
}) => {
  const requested = watchRequests(page, AMENDMENT_DETAIL_FILE);
  const detailFile = isFile(AMENDMENT_DETAIL_FILE);
  await context.route(detailFile, lost);
  const rights = new RightsPage(page);
  await rights.openPublicPage();
  // Nothing asks for the detail before the user reaches for the cards; pointing at them preloads it,
  // and that download is lost.
  expect(requested).toHaveLength(0);
  const preloadLost = page.waitForEvent('requestfailed', (request) => AMENDMENT_DETAIL_FILE.test(new URL(request.url()).pathname));
  await rights.count.hover();
  const lostFile = (await preloadLost).url();
  await context.setOffline(true);
  // A first visit: no service worker serves the app's files.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await rights.openAmendment('19th');
  await expect(rights.modal).toHaveAccessibleName('19th Amendment: Women’s Right to Vote');
  const failure = new LoadFailure(rights.modal);
  await expect(failure.alert).toBeVisible();
  await expect(failure.tryAgain).toBeFocused();
  await expect(developerErrorPage(page)).toHaveCount(0);
  expect(await rights.seriousAccessibilityViolations('[role="dialog"]')).toEqual([]);

  // The rest of the page keeps working.
  await rights.closeWithButton();
  await rights.filter('Voting Rights').click();
  await expect(rights.count).toHaveText('Showing 5 of 17 amendments');
  // Opening it again is another try: still offline, the same message, still no developer page.
  await rights.openAmendment('19th');
  await expect(failure.alert).toBeVisible();
  await expect(developerErrorPage(page)).toHaveCount(0);
  const requestedOffline = requested.length;

  // Back online, Try again downloads the file anew and shows the amendment (under a new address:
  // Chromium keeps the failure of the first one, as recorded below).
  await context.unroute(detailFile, lost);
  await context.setOffline(false);
  // What the browser does with a plain import() of the file that failed, now that it would
  // arrive (recorded, not relied on: the app imports it under a new address).
  const plainImport = await page.evaluate(
    (url) =>
      import(url).then(
        () => 'loaded',
        (error: Error) => `failed: ${error.message}`,
      ),
    lostFile,
  );
  const downloaded = page.waitForResponse((response) => AMENDMENT_DETAIL_FILE.test(new URL(response.url()).pathname) && response.ok());
  await failure.tryAgain.click();
  await downloaded;
  await expect(rights.modal.getByRole('region', { name: 'Official text' })).toContainText('on account of sex');
  await expect(rights.modal).toHaveAccessibleName('19th Amendment: Women’s Right to Vote');
  await expect(failure.alert).toHaveCount(0);
  test.info().annotations.push({
    type: 'requests for the detail file',
    description: `${requestedOffline} before coming back online, ${requested.length} in all`,
  });
  test.info().annotations.push({ type: 'plain import() of the failed file, back online', description: plainImport });
});

test('offline before a screen arrived: the message inside the app, with the disclaimer, and back online Try again shows the screen', async ({
  page,
  context,
}) => {
  let pagesLoaded = 0;
  page.on('load', () => pagesLoaded++);
  const screenFile = isFile(HOW_IT_WORKS_FILE);
  await context.route(screenFile, lost);
  const rights = new RightsPage(page);
  await rights.openPublicPage();
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  const shell = new AppShell(page);
  await shell.header.getByRole('link', { name: 'How it Works', exact: true }).click();
  const main = page.getByRole('main');
  const failure = new LoadFailure(main);
  await expect(failure.alert).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: DOWNLOAD_FAILED_TITLE })).toBeVisible();
  await expect(main.getByRole('note', { name: 'Disclaimer' })).toBeVisible();
  // Inside the app: its header and offline banner stay.
  await expect(shell.header).toBeVisible();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(developerErrorPage(page)).toHaveCount(0);
  expect(await rights.seriousAccessibilityViolations()).toEqual([]);

  await context.unroute(screenFile, lost);
  await context.setOffline(false);
  await failure.tryAgain.click();
  const howItWorks = new InfoPage(page, '/how-it-works');
  await expect(howItWorks.heading).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(failure.alert).toHaveCount(0);
  // A new page only when the browser held a failure of a file the screen imports (lazyWithRetry).
  test.info().annotations.push({ type: 'pages loaded', description: String(pagesLoaded) });
});
