import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { AccountMenu } from './pages/AccountMenu';
import { AssistantPage } from './pages/AssistantPage';
import { DraftTab } from './pages/ContractPages';
import { FirstDay } from './pages/FirstDay';
import { BattlePage } from './pages/QuizPages';
import { RightsPage } from './pages/RightsPage';
import { newAccount, SignupPage, signUpByApi } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';

// A new user's first day (docs/first-day.md), on a 390×844 phone unless said otherwise.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

async function signUp(page: Page) {
  const account = newAccount('firstday');
  await new SignupPage(page).signUp(account);
  await new AppShell(page).expectMainPage();
  return account;
}

/** A new account made through the API, on the main page (two tests below sign up through the form). */
async function signUpOnMainPage(page: Page) {
  const account = await signUpByApi(page, 'firstday');
  await new AppShell(page).openMainPage();
  return account;
}

const DEBT_COLLECTOR_POST =
  'A debt collector keeps calling me at work about an old credit card I thought was paid off. I told them twice my boss does not allow personal calls at work, but they keep calling the front desk. Can they keep calling me at my job like this?';
const DEPOSIT_POST =
  'I moved out 5 weeks ago, cleaned everything and gave my landlord my forwarding address in writing, but he still has not given back my $1,400 security deposit. how long does he have to give it back';

test('the Federal Laws Database is linked from the phone menu, the main page, the footer and How it Works; signup lands at the top', async ({
  page,
}) => {
  await signUp(page);
  const day = new FirstDay(page);
  expect(await day.scrollY()).toBe(0);
  await expect(page.getByRole('link', { name: 'Federal Laws Database' }).first()).toBeVisible();
  await expect(day.footer.getByRole('link', { name: 'Federal Laws Database' })).toHaveAttribute('href', '/federal-laws');

  const menu = await day.openPhoneMenu();
  await menu.getByRole('link', { name: 'Federal Laws' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Federal Laws Database' })).toBeVisible();

  await page.goto('/how-it-works');
  await page.getByRole('link', { name: 'Federal Laws Database' }).last().click();
  await expect(page).toHaveURL(/\/federal-laws$/);
});

test('a footer link opens its page at the top; a battle starts with the scoreboard and timer on screen', async ({ page }) => {
  await signUpByApi(page);
  const day = new FirstDay(page);
  await page.goto('/terms');
  // The app has taken the prerendered page over (its scroll is kept either way: prerender.spec.ts).
  await new AppShell(page).waitForApp();
  await day.scrollToBottom();
  await day.footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  await expect.poll(() => day.scrollY()).toBe(0);

  const battle = new BattlePage(page);
  await battle.open();
  await battle.chooseQuestionCount(5);
  await battle.startBattleButton.scrollIntoViewIfNeeded();
  await battle.startBattleButton.click();
  const scoreboard = page.getByLabel('Scoreboard');
  await expect(scoreboard).toBeInViewport({ ratio: 1, timeout: 20_000 });
  await expect(page.getByLabel(/^\d+ seconds left$/)).toBeInViewport();
});

test('the deadline card starts empty and adds to the calendar only the date entered', async ({ page }) => {
  await signUpOnMainPage(page);
  // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const assistant = new AssistantPage(page);
  await assistant.ask(DEBT_COLLECTOR_POST);
  await assistant.latestAnswer.expectStructured();
  const card = page.getByRole('region', { name: /^Deadline: / }).first();
  const date = card.getByLabel(/^Date /);
  await expect(date).toHaveValue('');
  const add = card.getByRole('button', { name: 'Add to calendar' });
  await expect(add).toBeDisabled();
  await date.fill('2026-03-02');
  await expect(add).toBeEnabled();
  const download = page.waitForEvent('download');
  await add.click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
});

test('news: no developer message, one toast at a time, and a toast stays on its page', async ({ page }) => {
  await signUpOnMainPage(page);
  const day = new FirstDay(page);
  await page.getByRole('tab', { name: /Congress/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Congressional & Regulatory News' })).toBeVisible();
  // The automatic refresh has finished (no upstream answers in this test server), or has not started
  // yet: the click below then stands for it (useRefreshNews), so no second toast follows the click's.
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText(/CONGRESS_API_KEY|was skipped/)).toHaveCount(0);
  await expect(page.getByText(/^Fetched a few minutes ago/)).toHaveCount(0);

  // The automatic refresh's toast (if still shown) is replaced by the click's, not stacked. It
  // fades out for a moment while the new one comes in, so wait for it to leave before counting.
  const before = await day.toastIds();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  for (const id of before) await expect(page.locator(`[id="${id}"]`)).toHaveCount(0, { timeout: 30_000 });
  const failed = day.toast('Failed to refresh news');
  await expect(day.toasts).toHaveCount(1, { timeout: 30_000 });
  await expect(failed).toBeVisible();
  await expect(failed).not.toContainText('CONGRESS_API_KEY');
  const menu = await day.openPhoneMenu();
  await menu.getByRole('link', { name: 'Legal Resources' }).click();
  await expect(page).toHaveURL(/\/legal-resources$/);
  await expect(failed).toBeHidden();
});

test('the template flow shows "Contract Generated" and no stale "Missing Required Fields"', async ({ page }) => {
  await signUpOnMainPage(page);
  const draft = new DraftTab(page);
  await draft.open();
  await draft.useTemplate('Residential Lease Agreement').click();
  await draft.generateButton.click();
  await expect(draft.toast('Missing Required Fields')).toBeVisible();
  await draft.field('Landlord Name').fill('John Smith');
  await draft.field('Tenant Name').fill('Jane Doe');
  await draft.field('Property Address').fill('12 Oak Street, Apt 4, Austin, TX 78701');
  await draft.field('Monthly Rent ($)').fill('1250');
  await draft.field('Lease Start Date').fill('2027-01-05');
  await draft.field('Lease Term').selectOption('12 months');
  await draft.field('Security Deposit ($)').fill('1875.50');
  await draft.generateButton.click();
  await expect(draft.toast('Contract Generated')).toContainText(
    'Your contract has been generated successfully. Please review it carefully.',
  );
  await expect(draft.toast('Missing Required Fields')).toHaveCount(0);
  await expect(new FirstDay(page).toasts).toHaveCount(1);
});

test('the amendment check that cannot reach the official site says so in neutral words', async ({ page }) => {
  await signUpOnMainPage(page);
  const rights = new RightsPage(page);
  await rights.openTab();
  await rights.openAmendment('1st');
  await expect(rights.modal.getByText('Could not check now')).toBeVisible({ timeout: 30_000 });
  await expect(rights.modal.getByText(/^Not verified$|^Not Found$/)).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});

test('a state-law answer links /state-laws and drops "Choose your state" once Ohio is picked', async ({ page }) => {
  await signUpOnMainPage(page);
  // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const assistant = new AssistantPage(page);
  await assistant.ask(DEPOSIT_POST);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await expect(answer.stateLaw.getByRole('link', { name: '/state-laws' })).toHaveAttribute('href', '/state-laws');
  await expect(answer.stateLaw).toContainText('Choose your state');
  await answer.stateLaw.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Ohio' });
  await expect(answer.stateLaw).not.toContainText('Choose your state');
  await expect(answer.stateLaw).toContainText('Ohio’s law on security deposits is linked below.');
});

test('header: an initial with the full name in the menu; offline banner and disclaimer each one line that opens', async ({
  page,
  context,
}) => {
  const account = await signUpOnMainPage(page);
  const day = new FirstDay(page);
  const menu = new AccountMenu(page);
  await expect(menu.button).toHaveText(new RegExp(`^${account.fullLegalName[0]!.toUpperCase()}`));
  await menu.open();
  await expect(page.getByRole('menu')).toContainText(account.fullLegalName);
  await expect(page.getByRole('menu')).toContainText(account.username);
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  const banner = new AppShell(page).offlineBanner;
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())!.height).toBeLessThan(48);
  expect((await day.disclaimer.boundingBox())!.height).toBeLessThan(48);
  await day.disclaimer.getByText('More').click();
  await expect(day.disclaimer).toContainText('Consult a qualified attorney');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await context.setOffline(false);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the header stays one row with Federal Laws and the initial, however long the username', async ({ page }) => {
    await signUpByApi(page, {
      ...newAccount('averyveryverylongusernamefortheheader'),
      fullLegalName: 'Maximiliana Wolfeschlegelsteinhausen',
    });
    await new AppShell(page).openMainPage();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Federal Laws' })).toBeVisible();
    const boxes = await Promise.all((await nav.getByRole('link').all()).map((l) => l.boundingBox()));
    const tops = new Set(boxes.map((b) => Math.round(b!.y)));
    expect(tops.size).toBe(1);
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(80);
    expect(await seriousAccessibilityViolations(page, { include: 'header' })).toEqual([]);
  });
});

test('the 404 page leads with what to do and keeps the spec sentence', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('There is no page at this address. You can:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the Federal Laws Database' })).toHaveAttribute('href', '/federal-laws');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('Export Database shows progress and Cancel stops it', async ({ page }) => {
  await signUpByApi(page, 'firstday');
  await page.goto('/federal-laws');
  await page.getByRole('button', { name: 'Export Database' }).click();
  const progress = page.getByRole('status').filter({ hasText: /^Exporting / });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Export Database' })).toBeVisible();
});
