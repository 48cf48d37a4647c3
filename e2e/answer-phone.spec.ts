import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { AssistantPage } from './pages/AssistantPage';
import { LIBRARY_SAVED_TIMEOUT_MS, LibraryPage } from './pages/LibraryPage';
import { stillOffline } from './offline';
import { LoginPage } from './pages/LoginPage';
import { signUpByApi, newAccount } from './pages/SignupPage';
import { StateLawsPage } from './pages/StateLawsPage';
import { seriousAccessibilityViolations } from './support/accessibility';

// An answer on a phone: the answer first, honest about state law, the law quoted, short.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** Long, messy posts, the way people write them. */
export const DEPOSIT_POST =
  'ok so I moved out of my apartment in Houston like 5 weeks ago, cleaned everything, took pictures, turned in the keys and gave them my forwarding address in writing. ' +
  'the landlord still hasnt given back my $1,400 security deposit and now hes not answering texts. my roommate says he can keep it for "normal wear and tear" like the carpet being a little worn?? ' +
  'is that even allowed and how long does he have to give it back';

export const DEBT_COLLECTOR_POST =
  'A debt collector keeps calling me at work about an old credit card I thought was paid off. I told the lady on the phone twice that my boss does not allow personal calls at work and I could get in trouble, ' +
  'but they keep calling the front desk and yesterday they left a message with my coworker. Can they keep calling me at my job like this? what can I do to make them stop';

async function signUp(page: Page, prefix: string) {
  const account = newAccount(prefix);
  await signUpByApi(page, account);
  await new AppShell(page).openMainPage();
  const assistant = new AssistantPage(page);
  await expect(assistant.heading).toBeVisible();
  return { assistant, account };
}

test('a deposit question with "Your state" = Texas: the lead says state law decides it and links Texas’s official code', async ({
  page,
}) => {
  const { assistant, account } = await signUp(page, 'deposit');
  // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const shell = new AppShell(page);
  await shell.setYourState(account.username, 'Texas');

  await assistant.ask(DEPOSIT_POST);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await expect(answer.lead).toHaveText(/^It depends on Texas law: security deposits are decided mainly by state law/);
  await expect(answer.lead).toBeInViewport({ ratio: 1 });
  const code = answer.stateLaw.getByRole('link', { name: /Read Texas’s official code/ });
  await expect(code).toHaveAttribute('href', 'https://statutes.capitol.texas.gov/');
  await expect(answer.stateLaw.getByRole('link', { name: /Ask the state-law chat about Texas/ })).toBeVisible();
  // No federal statute is presented as the answer: none decides a deposit.
  await expect(answer.lawCards).toHaveCount(0);
  // No raw "Verify:" line anywhere in the answer.
  await expect(answer.root.getByText(/^\s*Verify:/)).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page, { include: '[aria-label="Answer"]' })).toEqual([]);
});

test('with no state chosen, the answer asks once; the choice is kept on the account and is the state-law chat’s default', async ({
  page,
  browser,
}) => {
  const { assistant, account } = await signUp(page, 'askstate');
  // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A post that names no state (one that names a city or a state is answered for it).
  await assistant.ask(DEPOSIT_POST.replace(' in Houston', ''));
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await expect(answer.lead).toHaveText(/^It depends on your state’s law: security deposits are decided mainly by state law/);
  const choose = answer.stateLaw.getByRole('combobox', { name: 'Your state' });
  await choose.selectOption({ label: 'Texas' });
  await expect(answer.stateLaw.getByRole('link', { name: /Read Texas’s official code/ })).toHaveAttribute(
    'href',
    'https://statutes.capitol.texas.gov/',
  );
  await expect(choose).toHaveCount(0);

  // The setting in the account menu says so, and its dialog is accessible.
  await page.getByRole('banner').getByRole('button', { name: account.username }).click();
  await page.getByRole('menuitem', { name: 'Your state: Texas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your state' });
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
  expect(await seriousAccessibilityViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The state-law chat starts with it.
  const stateLaws = new StateLawsPage(page);
  await stateLaws.open();
  await expect(stateLaws.stateField).toHaveValue('Texas');

  // Another device, signed in to the same account, starts from it too.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const phone = await other.newPage();
  const login = new LoginPage(phone);
  await login.open();
  await login.logIn(account.email, account.password);
  await new AppShell(phone).expectMainPage();
  await phone.getByRole('banner').getByRole('button', { name: account.username }).click();
  await expect(phone.getByRole('menuitem', { name: 'Your state: Texas' })).toBeVisible();
  await other.close();
});

test('a debt-collector question: the lead answers it and the 15 U.S.C. § 1692c passage is visible without scrolling', async ({ page }) => {
  const { assistant } = await signUp(page, 'collector');
  await assistant.ask(DEBT_COLLECTOR_POST);
  const answer = assistant.latestAnswer;
  // While it types: formatted blocks, never a raw "Verify: https://…" line.
  await expect(answer.root).toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  await expect(answer.root.getByText(/Verify:/)).toHaveCount(0);
  await answer.expectStructured();
  await expect(answer.lead).not.toContainText('You asked');
  await expect(answer.lead).toContainText('15 U.S.C. § 1692c');
  await expect(answer.lead).toBeInViewport({ ratio: 1 });
  const quote = answer.quotes.first();
  await expect(quote).toContainText('15 U.S.C. § 1692c');
  await expect(quote).toBeInViewport({ ratio: 1 });
  const card = answer.lawCards.first();
  await expect(card.getByRole('button', { name: /^Read the law/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Verify on Government Website/ })).toHaveAttribute(
    'href',
    /^https:\/\/uscode\.house\.gov\//,
  );
  expect(await seriousAccessibilityViolations(page, { include: '[aria-label="Answer"]' })).toEqual([]);
  // Compact: the lead, one quotation and the sources fit in two screens; the rest is behind "More".
  const more = answer.root.getByRole('button', { name: 'More of this answer' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(answer.quotes.first()).toBeVisible();
  await expect(answer.quotes.nth(1)).toBeHidden();
  // Both boxes are measured at the same scroll position: their difference is the answer's length.
  const lead = (await answer.lead.boundingBox())!;
  const sources = (await answer.root.getByRole('heading', { name: 'Sources' }).locator('xpath=..').boundingBox())!;
  const button = (await more.boundingBox())!;
  const beforeMore = button.y + button.height - lead.y;
  const toSourcesEnd = sources.y + sources.height - lead.y;
  console.info(
    `debt-collector answer, "More" closed: lead to "More" ${Math.round(beforeMore)} px, lead to the end of its sources ${Math.round(toSourcesEnd)} px (2 screens: 1688 px)`,
  );
  expect(beforeMore).toBeLessThanOrEqual(2 * 844);
  expect(toSourcesEnd).toBeLessThanOrEqual(2 * 844);
  // Compact sources: each keeps its official link and Details, reached by the keyboard; a summary
  // clamped to two lines on screen is whole in the text a screen reader reads.
  const sourceList = answer.root.getByRole('list', { name: 'Sources' });
  const firstSource = sourceList.getByRole('listitem').first();
  await expect(firstSource.getByRole('link', { name: /^View official text of 15 U\.S\.C\. § 1692c/ })).toHaveAttribute(
    'href',
    /^https:\/\/uscode\.house\.gov\//,
  );
  const details = firstSource.getByRole('button', { name: /^Details/ });
  await details.focus();
  await expect(details).toBeFocused();
  expect((await firstSource.textContent())!).toContain(
    'generally may not discuss your debt with other people such as friends, neighbors or your boss.',
  );
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(answer.root.getByRole('button', { name: 'Less of this answer' })).toHaveAttribute('aria-expanded', 'true');
  await expect(answer.quotes.nth(1)).toBeVisible();
  // "Read the law" opens the official text inside the app.
  await card.getByRole('button', { name: /^Read the law/ }).click();
  const law = page.getByRole('dialog');
  await expect(law).toContainText('1692c');
  await page.keyboard.press('Escape');
  await expect(law).toBeHidden();
});

test.describe('offline, from the saved library', () => {
  // The service worker must run: it serves the app shell and the search worker offline.
  test.use({ serviceWorkers: 'allow' });
  // Saving 50,000+ laws is heavy on a 2-core machine.
  test.describe.configure({ timeout: 420_000 });

  test('the same answers offline: Texas’s code for the deposit, the § 1692c passage for the debt collector', async ({ page, context }) => {
    const { assistant, account } = await signUp(page, 'offlinephone');
    // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shell = new AppShell(page);
    const library = new LibraryPage(page);
    await shell.waitForServiceWorker();
    await shell.setYourState(account.username, 'Texas');

    await expect(library.saveButton).toBeEnabled({ timeout: 60_000 });
    await library.saveButton.click();
    await expect(library.savedStatus).toBeVisible({ timeout: LIBRARY_SAVED_TIMEOUT_MS });

    // Offline for real: the page's requests and the service worker's own.
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.reload();
    await stillOffline(context);
    await shell.expectMainPage();
    await expect(shell.offlineBanner).toBeVisible();

    await assistant.ask(DEPOSIT_POST);
    const deposit = assistant.latestAnswer;
    await expect(deposit.root.getByText('Offline: answered from your saved library', { exact: true })).toBeVisible({ timeout: 120_000 });
    await deposit.expectStructured();
    await expect(deposit.lead).toHaveText(/^It depends on Texas law: security deposits are decided mainly by state law/);
    await expect(deposit.lead).toBeInViewport({ ratio: 1 });
    await expect(deposit.stateLaw.getByRole('link', { name: /Read Texas’s official code/ })).toHaveAttribute(
      'href',
      'https://statutes.capitol.texas.gov/',
    );

    await assistant.ask(DEBT_COLLECTOR_POST);
    await expect(assistant.answers).toHaveCount(2, { timeout: 120_000 });
    const collector = assistant.latestAnswer;
    await expect(collector.root.getByText('Offline: answered from your saved library', { exact: true })).toBeVisible({ timeout: 120_000 });
    await collector.expectStructured();
    await expect(collector.lead).toContainText('15 U.S.C. § 1692c');
    await expect(collector.lead).toBeInViewport({ ratio: 1 });
    await expect(collector.quotes.first()).toContainText('15 U.S.C. § 1692c');
    await expect(collector.quotes.first()).toBeInViewport({ ratio: 1 });
  });
});
