import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { signUpByApi } from './pages/SignupPage';
import { StateLawsPage } from './pages/StateLawsPage';

const DRONE_IN_TEXAS = 'Is it illegal to fly a drone in the state of Texas?';
const WELCOME = "Welcome to 101 What's Illegal!";
const APOLOGY =
  "I apologize, but I'm having trouble accessing legal information right now. Please try again in a moment or select a different activity.";

// The first typed question waits for the server's law index; the machine may be busy.
test.describe.configure({ timeout: 120_000 });

async function signUpAndOpen(page: Page, prefix: string): Promise<StateLawsPage> {
  await signUpByApi(page, prefix);
  const screen = new StateLawsPage(page);
  await screen.open();
  return screen;
}

test.describe('online', () => {
  // page.route holds and fails replies here; a service worker would take the requests out of its sight.
  test.use({ serviceWorkers: 'block' });

  test('choosing the selected state (or activity) again keeps it', async ({ page }) => {
    const screen = await signUpAndOpen(page, 'statekeep');
    await screen.chooseState('Texas');
    await screen.stateField.click();
    await page.getByRole('option', { name: 'Texas', exact: true }).click();
    await expect(screen.stateField).toHaveValue('Texas');
    await screen.chooseActivity('Flying a drone');
    await screen.activityTemplate.click();
    await page.getByRole('option', { name: 'Flying a drone', exact: true }).click();
    await expect(screen.activityTemplate).toHaveValue('Flying a drone');
    await expect(screen.askButton).toBeEnabled();
  });

  test('pick "fly a drone" in Texas and ask: pending texts, the boxes, the links; then validation and failure', async ({ page }) => {
    const screen = await signUpAndOpen(page, 'statelaws');
    await expect(screen.disclaimer).toContainText('not legal advice');
    await expect(screen.transcript).toContainText(WELCOME);
    await expect(screen.templatesTab).toHaveAttribute('aria-selected', 'true');
    await expect(screen.stateField).toHaveValue('California');
    await expect(screen.askButton).toBeDisabled();

    await screen.chooseActivity('Flying a drone');
    await expect(screen.askButton).toBeEnabled();
    await screen.chooseState('Texas');
    await expect(page.getByText(`Your question: ${DRONE_IN_TEXAS}`)).toBeVisible();

    // Hold the real server's reply until the pending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: unknown;
    await page.route('**/api/whats-illegal/chat', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await screen.askButton.click();
    await expect(screen.question(DRONE_IN_TEXAS)).toBeVisible();
    await expect(screen.pendingStatus).toBeVisible();
    await expect(screen.pendingStatus).toContainText('Laws AI is researching official government sources...');
    await expect(screen.askButton).toBeDisabled();
    release();

    const answer = screen.latestAnswer;
    await expect(answer.root).toContainText('Flying a drone for fun is legal in every state');
    await expect(screen.pendingStatus).toBeHidden();
    expect(sent).toEqual({ question: DRONE_IN_TEXAS, state: 'TX', stateName: 'Texas' });

    await expect(answer.legalReference).toContainText('49 U.S.C. § 44809 (rules for recreational drone flyers)');
    await expect(answer.legalReference).toContainText('Texas law: Texas Codes');
    await expect(answer.potentialPenalty).toContainText('up to 1 year in prison');
    const federal = answer.sourceLink(/^49 U\.S\.C\. § 44809 — Exception for limited recreational operations of unmanned aircraft/);
    await expect(federal).toHaveAttribute(
      'href',
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title49-section44809&num=0&edition=prelim',
    );
    await expect(federal).toHaveAttribute('target', '_blank');
    await expect(federal).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(answer.source(/^49 U\.S\.C\. § 44809/)).toContainText('.gov');
    await expect(answer.sourceLink(/^Texas Codes/)).toHaveAttribute('href', 'https://statutes.capitol.texas.gov/');
    await expect(answer.sourceLink(/^Texas Legislature/)).toHaveAttribute('href', 'https://capitol.texas.gov/');
    await expect(answer.root).toContainText('Answered by the built-in engine');

    // After success the activity is cleared (the state stays); the transcript shows its end.
    await expect(screen.activityTemplate).toHaveValue('');
    await expect(screen.stateField).toHaveValue('Texas');
    await expect(screen.askButton).toBeDisabled();
    await screen.expectScrolledToBottom();
    expect(await screen.seriousAccessibilityViolations()).toEqual([]);

    // Type Your Own: nothing typed, Enter says what is missing.
    await screen.typeYourOwnTab.click();
    await expect(screen.askButton).toBeDisabled();
    await screen.typedActivity.fill('   ');
    await screen.typedActivity.press('Enter');
    await expect(screen.toast('Please enter an activity and select a state.')).toBeVisible();
    await expect(screen.toast('Missing Information')).toBeVisible();

    // A failed request: the apology in the transcript and the toast; the typed activity is kept.
    await page.unroute('**/api/whats-illegal/chat');
    await page.route('**/api/whats-illegal/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
    );
    await screen.typedActivity.fill('juggle on a bridge');
    await screen.askButton.click();
    await expect(screen.question('Is it illegal to juggle on a bridge in the state of Texas?')).toBeVisible();
    await expect(screen.latestMessage).toContainText(APOLOGY);
    await expect(screen.toast('Failed to get legal information. Please try again.')).toBeVisible();
    await expect(screen.typedActivity).toHaveValue('juggle on a bridge');
    await screen.expectScrolledToBottom();
  });

  test('a typed question is read by its meaning: a handgun at 19 in Texas gets 18 U.S.C. § 922 with its text', async ({ page }) => {
    const screen = await signUpAndOpen(page, 'statelawstyped');
    await screen.typeActivity('buy a handgun at 19');
    await screen.chooseState('Texas');
    await expect(page.getByText('Your question: Is it illegal to buy a handgun at 19 in the state of Texas?')).toBeVisible();
    await screen.askButton.click();
    const answer = screen.latestAnswer;
    await expect(answer.legalReference).toContainText('18 U.S.C. § 922(b)(1) (dealers may not sell handguns to people under 21)', {
      timeout: 30_000,
    });
    await expect(answer.root).toContainText('Laws AI read your question as: Buying a handgun under 21.');
    // The official words of § 922(b)(1), and the penalty with the 18 U.S.C. § 3571 ceiling.
    await expect(answer.root).toContainText('is less than twenty-one years of age');
    await expect(answer.potentialPenalty).toContainText('18 U.S.C. § 3571(b)(3)');
    await expect(answer.sourceLink('18 U.S.C. § 922 — Unlawful acts')).toHaveAttribute(
      'href',
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section922&num=0&edition=prelim',
    );
    await expect(answer.root).toContainText('What Texas law says:');
    await expect(answer.root).not.toContainText('No federal law');
    await expect(screen.typedActivity).toHaveValue('');
  });
});

test('offline: the same question is answered from the device, a new one is worked out on the device, the panel still opens', async ({
  page,
  context,
}) => {
  const screen = await signUpAndOpen(page, 'statelawsoffline');
  const shell = new AppShell(page);
  await shell.waitForServiceWorker();

  await screen.chooseActivity('Flying a drone');
  await screen.chooseState('Texas');
  await screen.askButton.click();
  await expect(screen.latestAnswer.legalReference).toContainText('49 U.S.C. § 44809');
  await expect(screen.latestAnswer.root).toContainText('Answered by the built-in engine');

  await context.setOffline(true);
  await expect(shell.offlineBanner).toBeVisible();

  // The same question: the answer saved on the device.
  await screen.chooseActivity('Flying a drone');
  await screen.askButton.click();
  await expect(screen.answers).toHaveCount(2);
  const saved = screen.latestAnswer;
  await expect(saved.root).toContainText('Saved answer (offline)');
  await expect(saved.root).toContainText('this is the answer saved on this device');
  await expect(saved.legalReference).toContainText('49 U.S.C. § 44809');

  // A new question: the local engine, in the browser.
  await screen.chooseActivity('Jaywalking');
  await screen.askButton.click();
  await expect(screen.answers).toHaveCount(3);
  const worked = screen.latestAnswer;
  await expect(worked.root).toContainText('Offline: answered on this device');
  await expect(worked.legalReference).toContainText('No single statute governs this at the federal level.');
  await expect(worked.potentialPenalty).toContainText('varies by state and city');
  await expect(worked.sourceLink(/^Texas Legislature/)).toHaveAttribute('href', 'https://capitol.texas.gov/');
  await screen.expectScrolledToBottom();

  // A typed activity with no saved law library: honest about the federal side.
  await screen.typeActivity('keep chickens in my backyard');
  await screen.askButton.click();
  await expect(screen.answers).toHaveCount(4);
  await expect(screen.latestAnswer.root).toContainText('The federal law search is not available on this device right now');
  await expect(screen.latestAnswer.root).toContainText('What Texas law says:');

  // Reopened offline, the panel's activities and states come from the device.
  await page.reload();
  await expect(screen.heading).toBeVisible();
  await expect(screen.stateField).toHaveValue('California');
  await screen.chooseActivity('Hunting on Sunday');
  await screen.chooseState('Montana');
  await screen.askButton.click();
  await expect(screen.latestAnswer.legalReference).toContainText('16 U.S.C. § 703');
  await expect(screen.latestAnswer.root).toContainText('What Montana law says:');

  await context.setOffline(false);
});
