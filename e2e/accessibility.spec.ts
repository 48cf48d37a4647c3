import { expect, test, type Page } from '@playwright/test';
import { appRoutes, NOT_FOUND_TITLE, type AppRoute } from '../core/routes';
import { signUpByApi } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';

// Every screen axe-clean (serious and critical), on a desktop and on a 390×844 phone.
// One page visits every screen of a group in turn (signed out, or signed in once): a new browser
// context and a new account per screen cost most of this spec's time in CI (docs/performance.md,
// "CI time"). Each screen is its own step; its axe check is a soft assertion that names the screen,
// so one screen's violations do not hide the next screens' ones.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 300_000 });

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

/** Each screen in turn, in this page: drawn, then axe-clean (a soft check, so every screen is checked). */
async function checkScreens(page: Page, screens: readonly Pick<AppRoute, 'path' | 'title'>[], state: string) {
  for (const route of screens) {
    await test.step(`${route.path}, ${state}, is axe-clean`, async () => {
      await openScreen(page, route);
      expect.soft(await seriousAccessibilityViolations(page), `${route.path}, ${state}`).toEqual([]);
    });
  }
}

const publicScreens = [...appRoutes.filter((r) => r.access !== 'private'), { path: '/no-such-page', title: NOT_FOUND_TITLE }];
const privateScreens = appRoutes.filter((r) => r.access === 'private');

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every public screen, signed out, is axe-clean', async ({ page }) => {
      await checkScreens(page, publicScreens, 'signed out');
    });

    test('every private screen, signed in, is axe-clean', async ({ page }) => {
      await signUpByApi(page, 'axe');
      await checkScreens(page, privateScreens, 'signed in');
    });
  });
}
