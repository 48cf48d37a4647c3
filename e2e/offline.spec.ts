import { expect, test } from '@playwright/test';
import { stillOffline } from './offline';
import { AppShell } from './pages/AppShell';
import { signUpByApi, newAccount } from './pages/SignupPage';

test('a signed-in user reloading / with the network off still gets the app and the offline banner', async ({ page, context }) => {
  const account = newAccount('offline');
  const shell = new AppShell(page);
  await signUpByApi(page, account);
  await shell.openMainPage();
  await shell.waitForServiceWorker();

  await context.setOffline(true);
  await page.reload();
  await stillOffline(context);
  await shell.expectMainPage();
  await expect(shell.userMenuButton(account.username)).toBeVisible();
  await expect(shell.offlineBanner).toBeVisible();

  // Another SPA route opens offline too, from the precached shell.
  await page.goto('/terms');
  await stillOffline(context);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

  await context.setOffline(false);
  await expect(shell.offlineBanner).toBeHidden();
});

test('a signed-out visitor offline is sent to /login, not shown a blank page', async ({ page, context }) => {
  await page.goto('/login');
  const shell = new AppShell(page);
  await shell.waitForServiceWorker();
  await context.setOffline(true);
  await page.goto('/');
  await stillOffline(context);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(shell.offlineBanner).toBeVisible();
});
