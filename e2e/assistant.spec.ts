import { expect, test, type Page } from '@playwright/test';
import { SEARCH_STREAM_PATH } from '../core/schemas/legal';
import { AppShell } from './pages/AppShell';
import { ANSWER_ARRIVES_TIMEOUT_MS, AssistantPage } from './pages/AssistantPage';
import { signUpByApi } from './pages/SignupPage';
import { seriousAccessibilityViolations } from './support/accessibility';

// The searches here go through page.route (to hold a reply while the pending state is checked);
// a service worker would take the requests out of the page's sight.
test.use({ serviceWorkers: 'block' });

const TENANT_QUESTION = 'Can a landlord refuse to rent to me or evict me because I have children?';

async function signUp(page: Page): Promise<AssistantPage> {
  await signUpByApi(page, 'assistant');
  await new AppShell(page).openMainPage();
  const assistant = new AssistantPage(page);
  await expect(assistant.heading).toBeVisible();
  return assistant;
}

/** Counts the searches the page sends. */
function countSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SEARCH_STREAM_PATH) count += 1;
  });
  return () => count;
}

// An answer takes a while to type out, and the first search waits for the law index.
test.describe.configure({ timeout: 120_000 });

test('ask an example: pending state, typed answer, structured view, sources, copy, recent searches', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const assistant = await signUp(page);
  const searches = countSearches(page);
  await expect(assistant.recentSearches.getByText('No recent searches yet')).toBeVisible();

  // A blank question cannot be sent, by button or by Enter.
  await assistant.questionBox.fill('   ');
  await expect(assistant.searchButton).toBeDisabled();
  await assistant.questionBox.press('Enter');
  expect(searches()).toBe(0);

  // Hold the real server's reply until the pending state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SEARCH_STREAM_PATH}`, async (route) => {
    await held;
    await route.continue();
  });

  await assistant.example('Tenant Rights & Eviction').click();
  await expect(assistant.questionBox).toHaveValue(TENANT_QUESTION);
  await expect(assistant.searchingButton).toBeVisible();
  await expect(assistant.searchingButton).toBeDisabled();
  await expect(assistant.searchingStatus).toBeVisible();
  await expect(assistant.questionBox).toBeDisabled();
  release();

  // The question, then the answer typing out, then the structured view.
  await expect(assistant.question(TENANT_QUESTION)).toBeVisible({ timeout: ANSWER_ARRIVES_TIMEOUT_MS });
  const answer = assistant.latestAnswer;
  await answer.expectTyping();
  await expect(assistant.searchingStatus).toBeHidden();
  await expect(assistant.questionBox).toHaveValue('');
  await answer.expectStructured();
  expect(searches()).toBe(1);

  await expect(answer.lawHeadings.first()).toBeVisible();
  const verify = answer.verifyLinks.first();
  await expect(verify).toBeVisible();
  await expect(verify).toHaveAttribute('href', /^https:\/\/uscode\.house\.gov\//);
  await expect(verify).toHaveAttribute('target', '_blank');
  await expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(answer.root.getByRole('note', { name: 'Disclaimer' })).toContainText('not legal advice');
  await expect(answer.root.getByText('Answered by the built-in engine').first()).toBeVisible();

  // Focus comes back to the question box for a follow-up.
  await expect(assistant.questionBox).toBeFocused();

  // Sources: only laws that fit (weak matches are dropped), at most 5 before "Show more"
  // (the paging itself is covered with 7 sources in render.test.ts).
  const shown = await answer.sources.count();
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(shown).toBeLessThanOrEqual(5);

  // Copy: the toast, "Copied" for 2 seconds, and the answer on the clipboard.
  await answer.copyButton.click();
  await expect(page.getByText('Response copied to clipboard')).toBeVisible();
  await expect(answer.copiedButton).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Verify: https://uscode.house.gov/');
  // Back to Copy after its 2 s, within the default 10 s (was 5 s: a loaded browser's timers run late).
  await expect(answer.copyButton).toBeVisible();

  // The question is now a recent search; choosing it fills the box.
  const recent = assistant.recentSearch(TENANT_QUESTION);
  await expect(recent).toBeVisible();
  await expect(recent).toContainText('Just now');
  await recent.click();
  await expect(assistant.questionBox).toHaveValue(TENANT_QUESTION);
  await expect(assistant.questionBox).toBeFocused();
});

test('an initial query (/?q=) is asked on arrival; a category asks its question; the conversation survives a tab switch', async ({
  page,
}) => {
  await signUp(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const question = 'Can my employer refuse to pay me overtime?';
  const assistant = new AssistantPage(page);
  await page.goto(`/?q=${encodeURIComponent(question)}`);

  await expect(assistant.question(question)).toBeVisible({ timeout: ANSWER_ARRIVES_TIMEOUT_MS });
  // Reduced motion: straight to the structured view, no typing.
  const first = assistant.latestAnswer;
  await first.expectStructured();
  await expect(first.lawHeadings.first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await assistant.category('Employment Law').click();
  await expect(assistant.question('What are the top federal laws about employment law?')).toBeVisible();
  await expect(assistant.answers).toHaveCount(2);
  await assistant.latestAnswer.expectStructured();

  await assistant.mainTab('Know Your Rights').click();
  await expect(assistant.heading).toBeHidden();
  await assistant.mainTab('Legal Assistant').click();
  await expect(assistant.answers).toHaveCount(2);
  await expect(assistant.question(question)).toBeVisible();
  await expect(assistant.recentSearch(question)).toBeVisible();
});

test('a long conversation keeps its last five exchanges in the page; an earlier one comes back on demand, axe-clean, focus kept', async ({
  page,
}) => {
  const assistant = await signUp(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const questions = [
    'my landlord is keeping my whole security deposit after I moved out and says it is for "wear and tear", what can I do',
    'I am 15 and my manager has me working until 11pm on school nights. is that even legal??',
    'a debt collector keeps calling me at work even after I told them to stop, is there a law about that',
    'my employer did not pay me overtime for the 50 hours I worked last week, what law covers overtime',
    'the hospital shared my medical records with my employer without asking me, who can I report them to',
    'can my boss fire me because I am pregnant? I just told them last week and now I am off the schedule',
  ];
  for (const question of questions) {
    await assistant.ask(question);
    await expect(assistant.question(question)).toBeVisible({ timeout: ANSWER_ARRIVES_TIMEOUT_MS });
    await assistant.latestAnswer.expectStructured();
  }
  // The first exchange has left the page; the last five are in the live log.
  await expect(assistant.answers).toHaveCount(5);
  await expect(assistant.question(questions[0]!)).toHaveCount(0);
  await expect(assistant.earlierMessages).toBeHidden();
  await expect(page.getByText('1 earlier question and its answer not shown')).toBeVisible();

  // Back to it from the keyboard: it opens above the log and the button keeps focus.
  await assistant.showEarlierButton.focus();
  await page.keyboard.press('Enter');
  await expect(assistant.earlierMessages.getByRole('article', { name: 'Your question' })).toContainText(questions[0]!);
  await expect(assistant.earlierMessages.getByRole('article', { name: 'Answer' })).toHaveCount(1);
  await expect(assistant.answers).toHaveCount(5);
  await expect(assistant.hideEarlierButton).toBeFocused();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(assistant.earlierMessages).toBeHidden();
  await expect(assistant.showEarlierButton).toBeFocused();
});

test('offline with no saved library, a search says so, offers to save the library next time, and keeps the question', async ({
  page,
  context,
}) => {
  const assistant = await signUp(page);
  await context.setOffline(true);
  await assistant.ask('Is my landlord allowed to keep my whole deposit?');
  const toast = page.getByRole('alert').filter({ hasText: "You're offline" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("the law library isn't saved on this device");
  await expect(toast).toContainText("Next time you're online, choose “Save the library for offline use”");
  await expect(assistant.questionBox).toHaveValue('Is my landlord allowed to keep my whole deposit?');
  await expect(assistant.questionBox).toBeEnabled();
  await expect(assistant.answers).toHaveCount(0);
});
