import { expect, test } from '@playwright/test';
import { LOADING_TEXT } from '../core/brand';

// The page draws its loading screen from the HTML alone (issue 18), before any script arrives,
// and the app takes over from it.
test('before its scripts arrive the page shows "Loading Laws AI..."; then the screen replaces it', async ({ page }) => {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText(LOADING_TEXT);
  release();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
});
