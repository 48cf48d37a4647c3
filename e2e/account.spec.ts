import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AccountMenu } from './pages/AccountMenu';
import { AppShell } from './pages/AppShell';
import { HelpPage } from './pages/HelpPage';
import { LoginPage } from './pages/LoginPage';
import { signUpByApi, newAccount } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';

// Own the account: take its data, delete it (docs/first-day.md). On a phone.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

/** What this device keeps in IndexedDB for a user: the remembered session and their queued writes. */
function deviceRecords(page: Page): Promise<{ session: number; outbox: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('laws-ai');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['session', 'outbox']);
          const session = tx.objectStore('session').count();
          const outbox = tx.objectStore('outbox').count();
          tx.oncomplete = () => resolve({ session: session.result, outbox: outbox.result });
        };
      }),
  );
}

test('Download my data, then Delete my account with the password: signed out, nothing left here or on the server', async ({ page }) => {
  const account = newAccount('delete');
  await signUpByApi(page, account);
  await new AppShell(page).openMainPage();
  const menu = new AccountMenu(page);

  const download = await menu.downloadMyData();
  expect(download.suggestedFilename()).toMatch(/^laws-ai-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { username: string; email: string };
    recentSearches: unknown[];
  };
  expect(data.account).toMatchObject({ username: account.username, email: account.email });
  expect(JSON.stringify(data)).not.toContain(account.password);

  await menu.startDeleting();
  expect(await seriousAccessibilityViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await menu.confirmDelete('not-my-password');
  await expect(menu.deleteDialog.getByRole('alert')).toContainText('That password is not correct. Your account was not deleted.');
  await menu.confirmDelete(account.password);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything it held have been deleted, here and on the server.')).toBeVisible();
  expect(await deviceRecords(page)).toEqual({ session: 0, outbox: 0 });
  const login = new LoginPage(page);
  await login.logIn(account.email, account.password);
  await expect(login.errorAlert.first()).toContainText('Invalid email or password');
});

test('a help message queued offline on a phone whose account was deleted meanwhile ends with a clear message', async ({
  page,
  context,
  browser,
}) => {
  const account = newAccount('gone');
  await signUpByApi(page, account);
  const help = new HelpPage(page);
  await help.open();

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await help.send({ category: 'Account Problem', subject: 'Written offline', message: 'I wrote this with no signal at all.' });
  await expect(help.queuedNotice).toBeVisible();
  expect((await deviceRecords(page)).outbox).toBe(1);

  // Meanwhile, on another device, the account is deleted.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await new LoginPage(otherPage).logIn(account.email, account.password);
  await new AppShell(otherPage).expectMainPage();
  const otherMenu = new AccountMenu(otherPage);
  await otherMenu.startDeleting();
  await otherMenu.confirmDelete(account.password);
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await context.unroute('**/api/**');
  await context.setOffline(false);
  await expect(
    page.getByText(
      'This account has been deleted. Nothing more can be sent to it. 1 unsent message was not sent and has been removed from this device.',
    ),
  ).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/login$/);
  expect(await deviceRecords(page)).toEqual({ session: 0, outbox: 0 });
});
