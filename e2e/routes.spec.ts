import { expect, test } from '@playwright/test';
import { privatePaths, appRoutes } from '../core/routes';
import { AppShell } from './pages/AppShell';
import { signUpByApi, newAccount } from './pages/SignupPage';

test('every guarded route sends a signed-out visitor to /login', async ({ page }) => {
  for (const path of privatePaths) {
    await page.goto(path);
    await expect(page, `${path} should redirect`).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  }
});

test('public pages open signed out, each with its title and the disclaimer', async ({ page }) => {
  for (const route of appRoutes.filter((r) => r.access === 'public')) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    await expect(page.getByText(/not legal advice/i).first()).toBeVisible();
  }
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the mobile menu opens, points How Smart Am I? at /test-knowledge, and closes on a choice', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const account = newAccount('mobile');
  await signUpByApi(page, account);
  await new AppShell(page).openMainPage();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'How Smart Am I?' })).toHaveAttribute('href', '/test-knowledge');
  await drawer.getByRole('link', { name: 'How Smart Am I?' }).click();
  await expect(page).toHaveURL(/\/test-knowledge$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'How Smart Am I? - Quiz Mode' })).toBeVisible();
  await context.close();
});
