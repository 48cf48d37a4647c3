import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { RECEIPT_RELEASE_POINT } from '../core/receipts';
import { pdfText } from '../test-support/server/pdfText';
import { AppShell } from './pages/AppShell';
import { AssistantPage } from './pages/AssistantPage';
import { LoginPage } from './pages/LoginPage';
import { SavedAnswersPage } from './pages/SavedAnswersPage';
import { signUpByApi, newAccount } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';
import { Network } from './offline';

// Take the answer with you: save, offline, PDF, print, listen.
test.describe.configure({ timeout: 150_000 });
// Reduced motion: each answer is shown at once instead of typed out, which took ~9 s an answer
// (docs/performance.md "CI time"); the typing is tested in assistant.spec.ts, ai-answer.spec.ts and
// answer-phone.spec.ts's debt-collector test.
test.use({ reducedMotion: 'reduce' });

// A real post, long and messy, about a collector calling at work.
const QUESTION =
  "hi so a debt collector keeps calling me at my job like 3 times a week about an old credit card, my boss already told me personal calls aren't allowed at work and I told the collector that too. they still call. is that even legal??";

async function signUp(page: Page) {
  const account = newAccount('takeaway');
  await signUpByApi(page, account);
  await new AppShell(page).openMainPage();
  return account;
}

test('save an answer, go offline, reopen it under "My saved answers", download its PDF and print it without the app around it', async ({
  page,
  context,
}) => {
  const network = new Network(context);
  // The print dialog would block a real browser: record that it was asked for instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  const account = await signUp(page);
  const assistant = new AssistantPage(page);
  await assistant.ask(QUESTION);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  // On a phone-shaped answer the laws after the first are behind "More of this answer".
  const more = answer.root.getByRole('button', { name: 'More of this answer' });
  if (await more.isVisible()) await more.click();
  const card = answer.lawHeadings.filter({ hasText: '15 U.S.C. § 1692c' }).first();
  await expect(card).toBeVisible();
  const quote = (await card.locator('blockquote').innerText()).trim();
  expect(quote).toMatch(/15 U\.S\.C\. § 1692c\(a\)/);

  await answer.root.getByRole('button', { name: /^Save/ }).click();
  await expect(answer.root.getByRole('button', { name: /^Saved/ })).toBeVisible();

  // Offline as a returning user is: the service worker has the app's files, the saved answers
  // screen's too (under load it may still be fetching them when the answer is saved).
  await new AppShell(page).waitForServiceWorker();
  await network.goOffline();
  const saved = new SavedAnswersPage(page);
  await saved.openFromMenu(account.username);
  await saved.entry(QUESTION).click();
  await expect(saved.receipt).toContainText('15 U.S.C. § 1692c');
  await expect(saved.receipt).toContainText(RECEIPT_RELEASE_POINT);
  await expect(page.getByRole('button', { name: 'Listen: Listen to this saved answer' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await saved.downloadPdfButton.click();
  const file = await (await download).path();
  const text = pdfText(new Uint8Array(await readFile(file)));
  expect(text).toContain('15 U.S.C. § 1692c(a)');
  expect(text).toContain('Pub. L. 119-100');
  expect(text).toContain('hi so a debt collector keeps calling me at my job');

  // Print: the receipt alone, no header, navigation or footer.
  await page.emulateMedia({ media: 'print' });
  await saved.printButton.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('.print-receipt').getByRole('heading', { name: 'Laws AI — saved answer' })).toBeVisible();
  await expect(page.locator('.print-receipt')).toContainText('15 U.S.C. § 1692c');
});

test('a saved answer reaches the account: another device signed in to it lists it, and a delete there removes it everywhere', async ({
  page,
  browser,
}) => {
  const account = await signUp(page);
  const assistant = new AssistantPage(page);
  await assistant.ask(QUESTION);
  await assistant.latestAnswer.expectStructured();
  await assistant.latestAnswer.root.getByRole('button', { name: /^Save/ }).click();
  // Sent through the outbox: the account holds it.
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/receipts')).json()) as { receipts: { question: string }[] }).receipts.map((r) => r.question),
    )
    .toEqual([QUESTION]);

  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await new LoginPage(phone).open();
    await new LoginPage(phone).logIn(account.email, account.password);
    await new AppShell(phone).expectMainPage();
    const saved = new SavedAnswersPage(phone);
    await saved.openFromMenu(account.username);
    await saved.entry(QUESTION).click();
    await expect(saved.receipt).toContainText('15 U.S.C. § 1692c');
    await phone.getByRole('button', { name: 'Delete' }).click();
    await expect(saved.entry(QUESTION)).toHaveCount(0);
    await expect
      .poll(async () => ((await (await phone.request.get('/api/receipts')).json()) as { receipts: unknown[] }).receipts)
      .toEqual([]);
  } finally {
    await other.close();
  }
});

test('Listen reads the answer aloud sentence by sentence, highlighting the one being read; Stop ends it', async ({ page }) => {
  await signUp(page);
  const assistant = new AssistantPage(page);
  await assistant.ask(QUESTION);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await answer.root.getByRole('button', { name: 'Listen: Listen to this answer' }).click();
  const reading = answer.root.getByRole('region', { name: 'Reading: Listen to this answer' });
  await expect(reading).toBeVisible();
  const current = reading.locator('mark[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).not.toBeEmpty();
  await expect(answer.root.getByRole('button', { name: /^(Pause|Resume|Listen): Listen to this answer/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page, { include: 'article[aria-label="Answer"]' })).toEqual([]);
  await answer.root.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(reading).toBeHidden();
});
