import { expect, type Locator, type Page } from '@playwright/test';

/** Typing out a long answer at 12 ms a step takes several seconds. */
export const ANSWER_TYPED_TIMEOUT_MS = 30_000;
/** The first search after the server starts also waits for the law index to load. */
export const ANSWER_ARRIVES_TIMEOUT_MS = 30_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The Legal Assistant tab of the main page. */
export class AssistantPage {
  constructor(private readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 2, name: 'Ask About Federal Regulations' });
  }

  get questionBox() {
    return this.page.getByRole('textbox', { name: 'Your question about federal law' });
  }

  get searchButton() {
    return this.page.getByRole('button', { name: 'Search', exact: true });
  }

  get searchingButton() {
    return this.page.getByRole('button', { name: 'Searching...', exact: true });
  }

  get searchingStatus() {
    return this.page.getByRole('status').filter({ hasText: 'Searching federal databases...' });
  }

  example(title: string) {
    return this.page.getByRole('region', { name: 'Try an Example' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });
  }

  category(label: string) {
    return this.page.getByRole('region', { name: 'Legal Categories' }).getByRole('button', { name: label, exact: true });
  }

  get recentSearches() {
    return this.page.getByRole('region', { name: 'Recent Searches' });
  }

  recentSearch(query: string) {
    return this.recentSearches.getByRole('button', { name: query });
  }

  get conversation() {
    return this.page.getByRole('log', { name: 'Conversation' });
  }

  /** The user's question as it stands in the conversation. */
  question(text: string) {
    return this.conversation.getByRole('article', { name: 'Your question' }).filter({ hasText: text });
  }

  get answers() {
    return this.conversation.getByRole('article', { name: 'Answer' });
  }

  /** A long conversation keeps its last exchanges in the log; earlier ones come back on demand. */
  get showEarlierButton() {
    return this.page.getByRole('button', { name: 'Show earlier messages', exact: true });
  }

  get hideEarlierButton() {
    return this.page.getByRole('button', { name: 'Hide earlier messages', exact: true });
  }

  /** The earlier messages opened above the log (not part of it: opening them is not announced). */
  get earlierMessages() {
    return this.page.getByRole('region', { name: 'Earlier messages' });
  }

  get latestAnswer() {
    return new AnswerView(this.answers.last());
  }

  async ask(question: string) {
    await this.questionBox.fill(question);
    await this.searchButton.click();
  }

  mainTab(name: string) {
    return this.page.getByRole('tab', { name });
  }
}

/** One AI answer in the conversation. */
export class AnswerView {
  constructor(readonly root: Locator) {}

  /** Shown only while the answer is being typed out. */
  get showFullAnswerButton() {
    return this.root.getByRole('button', { name: 'Show full answer' });
  }

  async expectTyping() {
    await expect(this.root).toHaveAttribute('aria-busy', 'true', { timeout: ANSWER_ARRIVES_TIMEOUT_MS });
    await expect(this.showFullAnswerButton).toBeVisible();
  }

  async expectStructured() {
    await expect(this.root).toHaveAttribute('aria-busy', 'false', { timeout: ANSWER_ARRIVES_TIMEOUT_MS + ANSWER_TYPED_TIMEOUT_MS });
    await expect(this.showFullAnswerButton).toHaveCount(0);
  }

  /** The answer's first paragraph: the answer itself. */
  get lead() {
    return this.root.locator('.answer-lead');
  }

  /** A state-law answer's card: the state's official code, its legislature and the state-law chat. */
  get stateLaw() {
    return this.root.getByRole('region', { name: /^Decided by .+ law$/ });
  }

  /** Each law as a compact card (a region named by its title). */
  get lawCards() {
    return this.root.getByRole('region').filter({ has: this.root.page().getByRole('blockquote') });
  }

  /** The quoted passages of the official text, one per law card. */
  get quotes() {
    return this.root.getByRole('blockquote');
  }

  /** Law cards: a region named by the law's title (a level-3 heading) that shows its citation. */
  get lawHeadings() {
    return this.root
      .getByRole('region')
      .filter({ has: this.root.page().getByRole('heading', { level: 3 }) })
      .filter({ hasText: /U\.S\.C\. §/ });
  }

  get verifyLinks() {
    return this.root.getByRole('link', { name: 'Verify on Government Website' });
  }

  get sources() {
    return this.root.getByRole('list', { name: 'Sources' }).getByRole('listitem');
  }

  get showMoreButton() {
    return this.root.getByRole('button', { name: /^Show \d+ More Laws$/ });
  }

  get showLessButton() {
    return this.root.getByRole('button', { name: 'Show Less', exact: true });
  }

  get copyButton() {
    return this.root.getByRole('button', { name: 'Copy', exact: true });
  }

  get copiedButton() {
    return this.root.getByRole('button', { name: 'Copied', exact: true });
  }

  /** N in "Show N More Laws". */
  async hiddenSourceCount(): Promise<number> {
    const label = (await this.showMoreButton.textContent()) ?? '';
    const count = Number(/Show (\d+) More Laws/.exec(label)?.[1]);
    if (!Number.isInteger(count)) throw new Error(`unexpected toggle label "${label}"`);
    return count;
  }
}
