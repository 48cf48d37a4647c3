import { expect, test, type Page } from '@playwright/test';
import { stillOffline } from './offline';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { signUpByApi } from './pages/SignupPage';

/**
 * Holds the app's script until the returned function is called, as a slow phone's connection
 * would: meanwhile the page is the prerendered HTML.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the prerendered /login is readable without JavaScript, and its form logs in once hydrated, with nothing in the console', async ({
  browser,
  page,
  baseURL,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  await bare.goto('/login');
  await expect(bare).toHaveTitle('Log In · Laws AI');
  await expect(bare.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(bare.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  await expect(bare.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(bare.getByText('Loading Laws AI...')).toHaveCount(0);
  await noScript.close();

  const account = await signUpByApi(page, 'prerender');
  await page.context().clearCookies();
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  const login = new LoginPage(page);
  await login.open();
  // Hydrated: the button is enabled (it is disabled while the page is only the build's HTML).
  await expect(login.logInButton).toBeEnabled();
  // React kept the build's elements: the field's id (its label's target) is the one drawn at build time.
  const drawnId = /<input[^>]*type="email"[^>]*>/
    .exec(await (await page.request.get('/login', { headers: { accept: 'text/html' } })).text())?.[0]
    .match(/id="([^"]+)"/)?.[1];
  expect(drawnId).toBeTruthy();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', drawnId!);
  await page.waitForLoadState('networkidle');
  expect(said).toEqual([]);
  await login.logIn(account.email, account.password);
  await new AppShell(page).expectMainPage();
});

test('a signed-in user who opens the prerendered /login is taken to the app', async ({ page }) => {
  await signUpByApi(page, 'prerender');
  await page.goto('/login');
  await new AppShell(page).expectMainPage();
});

test('offline, the prerendered pages come from the service worker', async ({ page, context }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await new AppShell(page).waitForServiceWorker();

  await context.setOffline(true);
  // Not even the HTML from the network: whatever is sent comes from the service worker.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  for (const [path, heading] of [
    ['/know-your-rights', 'Know Your Rights'],
    ['/login', 'Log In'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    const response = await page.goto(path);
    await stillOffline(context);
    expect(response?.fromServiceWorker(), path).toBe(true);
    // The build's HTML itself: its title and the page's heading, before any script is asked.
    expect(await response?.text(), path).toContain(`data-prerendered="${path}"`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('a signed-in user’s tap on a prerendered link that the app redraws between press and release still opens the page', async ({
  page,
}) => {
  await signUpByApi(page);
  await page.goto('/');
  await new AppShell(page).expectMainPage();
  // The app's script is held until the press has begun, so the app draws the page anew (a
  // signed-in user's page is not hydrated) while the finger is down: as on a slow phone.
  const release = await holdAppScript(page);
  await page.goto('/how-it-works');
  const link = page.getByRole('link', { name: 'Federal Laws Database' }).last();
  const drawn = await link.elementHandle();
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect.poll(() => drawn!.evaluate((element) => element.isConnected), { timeout: 30_000 }).toBe(false);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: 'Federal Laws Database' })).toBeVisible();
  await expect(page).toHaveURL(/\/federal-laws$/);
});

test('a visitor who scrolls the prerendered page before the app takes it over stays where they scrolled', async ({ page }) => {
  // The app's script is held while the visitor scrolls: as on a slow phone.
  const release = await holdAppScript(page);
  await page.goto('/terms');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  release();
  const shell = new AppShell(page);
  await shell.waitForApp();
  // The notifications region is drawn once the page is hydrated (ToastRegion), after the router's start.
  await expect(page.locator('.laws-toasts').first()).toBeAttached({ timeout: 30_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A link still opens its page at the top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a tap on a button of the prerendered page before the app takes it over is not lost', async ({ page }) => {
  // The app's script is held while the visitor taps: as on a slow phone.
  const release = await holdAppScript(page);
  await page.goto('/know-your-rights');
  await page.getByRole('button', { name: 'Read the 4th Amendment', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('dialog')
      .getByRole('heading', { name: /4th Amendment/ })
      .first(),
  ).toBeVisible();
});
