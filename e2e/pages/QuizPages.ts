import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_SCREEN_TIMEOUT_MS } from './AppShell';
import { seriousAccessibilityViolations as anyPageViolations, WCAG_21_AA } from '../support/accessibility';

/** axe-core violations of serious or critical impact (WCAG 2.1 AA rules), as readable lines. */
export function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  return anyPageViolations(page, { tags: WCAG_21_AA });
}

/** An option button is named "A. <text>" (the letter, then the option). */
const optionName = (letter: string) => new RegExp(`^${letter}\\. `);

/** /test-knowledge: "How Smart Am I? - Quiz Mode". */
export class QuizPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/test-knowledge');
    await expect(this.heading).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'How Smart Am I? - Quiz Mode' });
  }

  tab(name: 'Setup Test' | 'Take Test' | 'View Results') {
    return this.page.getByRole('tab', { name });
  }

  /** Preset Categories / Custom Topic. */
  async chooseKind(kind: 'Preset Categories' | 'Custom Topic') {
    // A segmented control: its radio inputs are hidden behind their labels, which take the click.
    await this.page.getByRole('form', { name: 'Set up your test' }).locator('label').filter({ hasText: kind }).click();
    await expect(this.page.getByRole('radio', { name: kind })).toBeChecked();
  }

  async chooseCategory(label: string) {
    await this.page.getByRole('radio', { name: label, exact: true }).check();
  }

  get topicBox() {
    return this.page.getByRole('textbox', { name: 'Topic' });
  }

  get startTestButton() {
    return this.page.getByRole('button', { name: 'Start Test' });
  }

  get createCustomTestButton() {
    return this.page.getByRole('button', { name: 'Create Custom Test' });
  }

  progress(n: number, total: number): Locator {
    return this.page.getByText(`Question ${n} of ${total}`, { exact: true });
  }

  option(letter: 'A' | 'B' | 'C' | 'D') {
    return this.page.getByRole('group', { name: 'Answer options' }).getByRole('button', { name: optionName(letter) });
  }

  get feedback() {
    return this.page.getByRole('status').filter({ hasText: /Correct!|Incorrect/ });
  }

  get nextQuestionButton() {
    return this.page.getByRole('button', { name: 'Next Question' });
  }

  get viewResultsButton() {
    return this.page.getByRole('button', { name: 'View Results' });
  }

  get offlineQuestionsNotice() {
    return this.page.getByText('Offline: these questions come from the question bank saved on this device.');
  }

  /**
   * Answer every question with option A, checking the feedback and lock on each, up to the
   * results; `whileAnswered` runs once on the first question's feedback (e.g. an axe check).
   */
  async answerAll(total: number, whileAnswered?: () => Promise<void>) {
    for (let n = 1; n <= total; n += 1) {
      await expect(this.progress(n, total)).toBeVisible();
      await this.option('A').click();
      await expect(this.feedback).toBeVisible();
      await expect(this.feedback.getByText(/^Law Reference:/)).toBeVisible();
      await expect(this.option('B')).toBeDisabled();
      if (n === 1) await whileAnswered?.();
      if (n < total) await this.nextQuestionButton.click();
      else await this.viewResultsButton.click();
    }
  }

  get results() {
    return this.page.getByRole('tabpanel', { name: 'View Results' });
  }

  get takeAnotherTestButton() {
    return this.page.getByRole('button', { name: 'Take Another Test' });
  }
}

/** /test-knowledge-battle: "Legal Knowledge Battle Arena". */
export class BattlePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/test-knowledge-battle');
    await expect(this.heading).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Legal Knowledge Battle Arena' });
  }

  get soundToggle() {
    return this.page.getByRole('button', { name: /^Sound (on|off)$/ });
  }

  async chooseQuestionCount(count: 5 | 10 | 15 | 20 | 30) {
    await this.page.getByRole('radio', { name: new RegExp(`^${count} questions,`) }).click();
  }

  async chooseDifficulty(label: 'Easy' | 'Medium' | 'Hard') {
    await this.page.getByRole('radio', { name: new RegExp(`^${label}, `) }).click();
  }

  get startBattleButton() {
    return this.page.getByRole('button', { name: 'Start Battle' });
  }

  get countdown() {
    return this.page.getByRole('status').filter({ hasText: 'Get ready!' });
  }

  progress(n: number, total: number) {
    return this.page.getByText(`Question ${n} / ${total}`, { exact: true });
  }

  option(letter: 'A' | 'B' | 'C' | 'D') {
    return this.page.getByRole('group', { name: 'Answer options' }).getByRole('button', { name: optionName(letter) });
  }

  get aiThinking() {
    return this.page.getByText('AI is thinking...');
  }

  get explanation() {
    return this.page.getByText('Explanation', { exact: true });
  }

  get nextQuestionButton() {
    return this.page.getByRole('button', { name: 'Next Question' });
  }

  get viewResultsButton() {
    return this.page.getByRole('button', { name: 'View Results' });
  }

  get resultTitle() {
    return this.page.getByRole('heading', { level: 2, name: /^(Victory!|Defeated!|Draw!)$/ });
  }

  get newBattleButton() {
    return this.page.getByRole('button', { name: 'New Battle' });
  }
}

/** /test-knowledge-chat: "Test My Legal Knowledge - Chat Mode". */
export class TutorChatPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/test-knowledge-chat');
    await expect(this.heading).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Test My Legal Knowledge - Chat Mode' });
  }

  get conversation() {
    return this.page.getByRole('log', { name: 'Conversation' });
  }

  get questionBox() {
    return this.page.getByRole('textbox', { name: 'Your question' });
  }

  get sendButton() {
    return this.page.getByRole('button', { name: 'Send' });
  }

  suggestion(text: string) {
    return this.page.getByRole('button', { name: text });
  }

  get typing() {
    return this.conversation.getByText('Tutor is typing...');
  }

  /** The tutor's messages (the greeting first). */
  get tutorMessages() {
    return this.conversation.getByRole('article', { name: 'Tutor' });
  }
}
