import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { newAccount, SignupPage } from './pages/SignupPage';

test('F8 moves focus to the visible toast and a 50 px swipe to the right dismisses it', async ({ page }) => {
  await new SignupPage(page).signUp(newAccount('toast'));
  await new AppShell(page).expectMainPage();
  const toast = page.getByRole('status').filter({ hasText: 'Account created successfully!' });
  await expect(toast).toBeVisible();

  await page.keyboard.press('F8');
  await expect(toast).toBeFocused();

  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, y, { steps: 3 });
  await page.mouse.move(box.x + 90, y, { steps: 3 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});
