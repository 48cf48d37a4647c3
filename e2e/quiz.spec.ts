import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { BattlePage, QuizPage, seriousAccessibilityViolations, TutorChatPage } from './pages/QuizPages';
import { signUpByApi } from './pages/SignupPage';
import { Network } from './offline';

// Building the law search index for the first custom test, and many clicks: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function signUp(page: Page, prefix: string) {
  await signUpByApi(page, prefix);
}

/** Offline, the quiz's result is refused at the network layer too (the service worker could replay it). */
const SUBMIT = '**/api/legal/test-knowledge/submit';

test.describe('online', () => {
  // The replies are watched with page.waitForResponse: keep the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('a 5-question custom quiz, graded by the server, to the results and back to a new attempt', async ({ page }) => {
    await signUp(page, 'quiz');
    const quiz = new QuizPage(page);
    await quiz.open();
    await expect(quiz.tab('Setup Test')).toHaveAttribute('aria-selected', 'true');
    await expect(quiz.tab('View Results')).toBeDisabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await quiz.chooseKind('Custom Topic');
    // A blank topic cannot be sent.
    await expect(quiz.createCustomTestButton).toBeDisabled();
    await quiz.topicBox.fill('tax law');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/legal/test-knowledge/create') && r.request().method() === 'POST');
    await quiz.createCustomTestButton.click();
    expect((await created).status()).toBe(200);
    await expect(quiz.tab('Take Test')).toHaveAttribute('aria-selected', 'true');

    const submitted = page.waitForResponse((r) => r.url().endsWith('/api/legal/test-knowledge/submit'));
    await quiz.answerAll(5, async () => expect(await seriousAccessibilityViolations(page)).toEqual([]));
    const reply = await submitted;
    expect(reply.status()).toBe(201);
    const body = (await reply.json()) as { score: number; correctAnswers: number; totalQuestions: number };
    expect(body.totalQuestions).toBe(5);

    // The results: score, correct count and time (m:ss), as the server graded them.
    await expect(quiz.tab('View Results')).toHaveAttribute('aria-selected', 'true');
    await expect(quiz.results.getByText(`Score: ${body.score}%`)).toBeVisible();
    await expect(quiz.results.getByText(`${body.correctAnswers} of 5 correct`)).toBeVisible();
    await expect(quiz.results.getByText(/^Time: \d+:\d{2}$/)).toBeVisible();
    await expect(quiz.results.getByText('Saved to your account.')).toBeVisible();
    await expect(quiz.results.getByRole('listitem')).toHaveCount(5);
    await expect(quiz.tab('Take Test')).toBeDisabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await quiz.takeAnotherTestButton.click();
    await expect(quiz.progress(1, 5)).toBeVisible();
    await expect(quiz.option('A')).toBeEnabled();
  });

  test('a 5-question battle to the result screen, on a fast clock', async ({ page }) => {
    await signUp(page, 'battle');
    // Fake timers from the next page load on; time still flows, and runFor jumps it forward.
    await page.clock.install();
    const battle = new BattlePage(page);
    await battle.open();
    await expect(battle.soundToggle).toHaveAttribute('aria-pressed', 'true');
    await battle.soundToggle.click();
    await expect(battle.soundToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(battle.soundToggle).toHaveText('Sound off');

    await battle.chooseQuestionCount(5);
    await battle.chooseDifficulty('Hard');
    await battle.startBattleButton.click();
    await expect(battle.countdown).toBeVisible();
    await page.clock.runFor(3000);

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/legal/test-knowledge/battle-result'));
    for (let n = 1; n <= 5; n += 1) {
      await expect(battle.progress(n, 5)).toBeVisible();
      await battle.option('A').click();
      await expect(battle.option('B')).toBeDisabled();
      // The AI is forced to answer within 2 s of the user, and the result shows 0.5 s later.
      await page.clock.runFor(2600);
      await expect(battle.explanation).toBeVisible();
      await expect(battle.aiThinking).toBeHidden();
      if (n === 1) expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (n < 5) await battle.nextQuestionButton.click();
      else await battle.viewResultsButton.click();
    }

    await expect(battle.resultTitle).toBeVisible();
    const title = await battle.resultTitle.textContent();
    const message = {
      'Victory!': 'You outsmarted our AI! Impressive legal knowledge!',
      'Defeated!': 'The AI won this round. Keep practicing!',
      'Draw!': 'A perfect tie! You matched our AI perfectly!',
    }[title!];
    await expect(page.getByText(message!)).toBeVisible();
    const reply = await posted;
    expect(reply.status()).toBe(201);
    const sent = reply.request().postDataJSON() as { totalQuestions: number; difficulty: string; winner: string; questionsData: unknown[] };
    expect(sent).toMatchObject({ totalQuestions: 5, difficulty: 'hard' });
    expect(sent.questionsData).toHaveLength(5);
    expect({ user: 'Victory!', ai: 'Defeated!', draw: 'Draw!' }[sent.winner]).toBe(title);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await battle.newBattleButton.click();
    await expect(battle.startBattleButton).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('the chat tutor: greeting, a suggested question, Enter to send, an answer with official links, and the error text', async ({
    page,
  }) => {
    await signUp(page, 'tutor');
    // Reduced motion: the answer is shown at once instead of typed out.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const chat = new TutorChatPage(page);
    await chat.open();
    await expect(chat.tutorMessages.first()).toContainText("Hello! I'm your legal knowledge tutor.");
    await expect(chat.sendButton).toBeDisabled();

    const question = 'How long do I have to file an EEOC discrimination charge?';
    await chat.suggestion(question).click();
    await expect(chat.questionBox).toHaveValue(question);
    await expect(chat.questionBox).toBeFocused();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/legal/test-knowledge/chat', async (route) => {
      await held;
      await route.continue();
    });
    await chat.questionBox.press('Enter');
    await expect(chat.conversation.getByRole('article', { name: 'Your question' })).toContainText(question);
    await expect(chat.typing).toBeVisible();
    await expect(chat.questionBox).toBeDisabled();
    await expect(chat.sendButton).toBeDisabled();
    release();

    const answer = chat.tutorMessages.nth(1);
    await expect(answer.getByRole('link', { name: /Verify on Government Website/ }).first()).toBeVisible({ timeout: 60_000 });
    await expect(answer).toContainText('42 U.S.C. § 2000e-5');
    await expect(chat.typing).toBeHidden();
    await expect(chat.questionBox).toBeEnabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A failed reply: the placeholder becomes the error text.
    await page.unroute('**/api/legal/test-knowledge/chat');
    await page.route('**/api/legal/test-knowledge/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await chat.questionBox.fill('What is the FMLA?');
    await chat.sendButton.click();
    await expect(chat.tutorMessages.nth(2)).toHaveText(
      /Sorry, I had trouble answering that question\. Please try again or rephrase your question\./,
    );
  });
});

test('with the network off, a quiz runs from the bank saved on the device and its result is saved on reconnect', async ({
  page,
  context,
}) => {
  const network = new Network(context, SUBMIT);
  await signUp(page, 'offlinequiz');
  const shell = new AppShell(page);
  const quiz = new QuizPage(page);
  await quiz.open();
  await shell.waitForServiceWorker();
  // The bank is copied into IndexedDB when a knowledge screen opens.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('laws-ai');
            open.onsuccess = () => {
              const get = open.result.transaction('meta').objectStore('meta').get('data-version:quizQuestions');
              get.onsuccess = () => resolve(get.result?.value ?? null);
              get.onerror = () => resolve(null);
            };
            open.onerror = () => resolve(null);
          }),
      ),
    )
    .not.toBeNull();

  await network.goOffline();
  // A fresh start with no network: the app and the quiz come from the device.
  await page.reload();
  await expect(quiz.heading).toBeVisible();
  await expect(shell.offlineBanner).toBeVisible();

  await quiz.chooseCategory('Environmental');
  await quiz.startTestButton.click();
  await expect(quiz.offlineQuestionsNotice).toBeVisible();
  await quiz.answerAll(10);

  await expect(quiz.results.getByText(/^Score: \d+%$/)).toBeVisible();
  await expect(quiz.results.getByText(/^\d+ of 10 correct$/)).toBeVisible();
  await expect(
    quiz.results.getByText(
      "You're offline: this result was graded on your device and will be saved to your account when you're back online.",
    ),
  ).toBeVisible();

  await network.goOnline();
  await expect(quiz.results.getByText('Saved to your account.')).toBeVisible({ timeout: 30_000 });
});
