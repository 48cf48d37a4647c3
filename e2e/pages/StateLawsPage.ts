import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_SCREEN_TIMEOUT_MS } from './AppShell';
import { seriousAccessibilityViolations, WCAG_21_AA } from '../support/accessibility';

/** "101 What's Illegal" (/state-laws). */
export class StateLawsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/state-laws');
    await expect(this.heading).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
    await expect(this.askButton).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: "101 What's Illegal" });
  }

  get disclaimer() {
    return this.page.getByRole('note', { name: 'Disclaimer' }).first();
  }

  get templatesTab() {
    return this.page.getByRole('tab', { name: 'Select from Templates' });
  }

  get typeYourOwnTab() {
    return this.page.getByRole('tab', { name: 'Type Your Own' });
  }

  /** The template select (templates tab). */
  get activityTemplate() {
    return this.page.getByRole('combobox', { name: 'Activity' });
  }

  /** The activity text box (Type Your Own tab). */
  get typedActivity() {
    return this.page.getByRole('textbox', { name: 'Activity' });
  }

  get stateField() {
    return this.page.getByRole('combobox', { name: 'State' });
  }

  get askButton() {
    return this.page.getByRole('button', { name: 'Ask', exact: true });
  }

  async chooseActivity(label: string) {
    await this.templatesTab.click();
    await this.activityTemplate.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.activityTemplate).toHaveValue(label);
  }

  async chooseState(name: string) {
    await this.stateField.click();
    await this.stateField.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.stateField).toHaveValue(name);
  }

  async typeActivity(text: string) {
    await this.typeYourOwnTab.click();
    await this.typedActivity.fill(text);
  }

  get transcript() {
    return this.page.getByRole('log', { name: 'Chat transcript' });
  }

  get pendingStatus() {
    return this.page.getByRole('status').filter({ hasText: 'Researching Official Sources...' });
  }

  question(text: string) {
    return this.transcript.getByRole('article', { name: 'Your question' }).filter({ hasText: text });
  }

  get answers() {
    return this.transcript.getByRole('article', { name: 'Answer' });
  }

  get latestAnswer() {
    return new WhatsIllegalAnswer(this.answers.last());
  }

  /** The last assistant message, answer or not (the welcome message and the apology are messages). */
  get latestMessage() {
    return this.transcript.getByRole('article', { name: /^(Answer|Message)$/ }).last();
  }

  toast(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** axe-core violations of serious or critical impact (WCAG 2.1 AA rules), as readable lines. */
  seriousAccessibilityViolations(): Promise<string[]> {
    return seriousAccessibilityViolations(this.page, { tags: WCAG_21_AA });
  }

  /** The transcript is scrolled to its end (within a pixel). */
  async expectScrolledToBottom() {
    await expect
      .poll(() => this.transcript.evaluate((box) => Math.abs(box.scrollHeight - box.clientHeight - box.scrollTop)))
      .toBeLessThanOrEqual(1);
  }
}

/** One answer of the transcript. */
export class WhatsIllegalAnswer {
  constructor(readonly root: Locator) {}

  get legalReference() {
    return this.root.getByRole('region', { name: 'Legal Reference' });
  }

  get potentialPenalty() {
    return this.root.getByRole('region', { name: 'Potential Penalty' });
  }

  get sources() {
    return this.root.getByRole('list', { name: 'Verified Sources' }).getByRole('listitem');
  }

  source(title: string | RegExp) {
    return this.sources.filter({ hasText: title });
  }

  sourceLink(title: string | RegExp) {
    return this.source(title).getByRole('link');
  }
}
