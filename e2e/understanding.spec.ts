import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { AssistantPage } from './pages/AssistantPage';
import { LIBRARY_SAVED_TIMEOUT_MS, LibraryPage } from './pages/LibraryPage';
import { TutorChatPage } from './pages/QuizPages';
import { signUpByApi, newAccount } from './pages/SignupPage';
import { stillOffline } from './offline';

// Reading the question first (docs/understanding.md), on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

const TEXAS_TICKET =
  'got a speeding ticket in texas last weekend driving back from my cousins wedding, the trooper said 84 in a 70 but i had cruise control on at 75. ' +
  'i have a clean record and really cant drive back down there for court. can i just pay it online, and will it put points on my license??';
const DANGER_POST =
  'I dont really see the point anymore. Ive been planning to end my life after the holidays so my family doesnt have to deal with it. ' +
  'I dont have a will. Who gets my car and my savings if I dont write anything down?';
const LIFELINE = '988 Suicide & Crisis Lifeline: call or text 988, any time, free and confidential.';

/** The safety opening and the 988 line (a tap to call) come before the answer's lead. */
async function expectCrisisLineFirst(answer: AssistantPage['latestAnswer']) {
  const safety = answer.root.locator('.answer-safety');
  await expect(safety.first()).toHaveText(/^Your safety comes first/);
  await expect(safety.first()).toBeInViewport();
  await expect(answer.root.getByRole('link', { name: LIFELINE })).toHaveAttribute('href', 'tel:988');
  const lineBox = await answer.root.getByRole('link', { name: LIFELINE }).boundingBox();
  const leadBox = await answer.lead.boundingBox();
  expect(lineBox!.y).toBeLessThan(leadBox!.y);
}

async function signUp(page: Page, prefix: string) {
  const account = newAccount(prefix);
  await signUpByApi(page, account);
  await new AppShell(page).openMainPage();
  const assistant = new AssistantPage(page);
  await expect(assistant.heading).toBeVisible();
  return { assistant, account };
}

test('with Ohio saved, a Texas ticket is answered for Texas and says so', async ({ page }) => {
  const { assistant, account } = await signUp(page, 'namedstate');
  // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await new AppShell(page).setYourState(account.username, 'Ohio');
  await assistant.ask(TEXAS_TICKET);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await expect(answer.lead).toHaveText(/^It depends on Texas law: traffic tickets/);
  await expect(answer.root.getByText('Answering for Texas, named in your question; your saved state is Ohio.')).toBeVisible();
  await expect(answer.stateLaw).toHaveAccessibleName('Decided by Texas law');
});

test('a danger post opens with the crisis line, before any law', async ({ page }) => {
  const { assistant } = await signUp(page, 'danger');
  // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await assistant.ask(DANGER_POST);
  const answer = assistant.latestAnswer;
  await answer.expectStructured();
  await expectCrisisLineFirst(answer);
});

test('the tutor explains the Miranda warning with its source', async ({ page }) => {
  await signUp(page, 'miranda');
  const tutor = new TutorChatPage(page);
  await tutor.open();
  await tutor.questionBox.fill('What is the Miranda warning?');
  await tutor.sendButton.click();
  const reply = tutor.tutorMessages.last();
  await expect(reply).toContainText('The Miranda warning is what police must tell a person in custody', { timeout: 60_000 });
  await page.mouse.click(5, 5);
  await expect(reply).toContainText('Miranda v. Arizona, 384 U.S. 436 (1966)');
  await expect(reply).not.toContainText('No federal law');
});

test.describe('offline, from the saved library', () => {
  test.use({ serviceWorkers: 'allow' });
  // Saving 50,000+ laws is heavy on a 2-core machine.
  test.describe.configure({ timeout: 420_000 });

  test('a danger post opens with the crisis line offline too', async ({ page, context }) => {
    const { assistant } = await signUp(page, 'dangeroff');
    // Reduced motion: the answer is shown at once, not typed out (typing: assistant.spec.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shell = new AppShell(page);
    const library = new LibraryPage(page);
    await shell.waitForServiceWorker();
    await expect(library.saveButton).toBeEnabled({ timeout: 60_000 });
    await library.saveButton.click();
    await expect(library.savedStatus).toBeVisible({ timeout: LIBRARY_SAVED_TIMEOUT_MS });

    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.reload();
    await stillOffline(context);
    await shell.expectMainPage();

    await assistant.ask(DANGER_POST);
    const answer = assistant.latestAnswer;
    await expect(answer.root.getByText('Offline: answered from your saved library', { exact: true })).toBeVisible({ timeout: 120_000 });
    await answer.expectStructured();
    await expectCrisisLineFirst(answer);
  });
});
