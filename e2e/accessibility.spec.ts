import { expect, test, type Page } from '@playwright/test';
import { toSignupPayload } from '../core/schemas/auth';
import { appRoutes, NOT_FOUND_TITLE, type AppRoute } from '../core/routes';
import { newAccount } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';

// Every screen axe-clean (serious and critical), on a desktop and on a 390×844 phone.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 150_000 });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a screen and waits until it has drawn itself: its title, a level-1 heading, no request pending. */
async function openScreen(page: Page, route: Pick<AppRoute, 'path' | 'title'>) {
  await page.goto(route.path);
  await expect(page).toHaveTitle(new RegExp(`^${escape(route.title)} · `));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Signs a new account in through the API (the browser context shares its cookies). */
async function signIn(page: Page) {
  const account = newAccount('axe');
  const payload = toSignupPayload({ ...account, confirmPassword: account.password, disclaimerAccepted: true });
  const res = await page.request.post('/api/auth/signup', { data: payload });
  expect(res.status()).toBe(201);
}

const publicScreens = [...appRoutes.filter((r) => r.access !== 'private'), { path: '/no-such-page', title: NOT_FOUND_TITLE }];
const signedInScreens = appRoutes.filter((r) => r.access !== 'guest');

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of publicScreens) {
      test(`${route.path}, signed out, is axe-clean`, async ({ page }) => {
        await openScreen(page, route);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      });
    }

    for (const route of signedInScreens.filter((r) => r.access === 'private')) {
      test(`${route.path}, signed in, is axe-clean`, async ({ page }) => {
        await signIn(page);
        await openScreen(page, route);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      });
    }
  });
}
