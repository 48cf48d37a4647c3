import { expect, type Page } from '@playwright/test';
import { FIRST_SCREEN_TIMEOUT_MS } from './AppShell';
import { seriousAccessibilityViolations, WCAG_21_AA } from '../support/accessibility';

export interface HelpMessageInput {
  category: string;
  urgency?: string;
  subject: string;
  message: string;
}

/** /help: Contact admin support. */
export class HelpPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/help');
    // The screen's chunk comes from the service worker's precache, or is the first screen of the
    // context: slow on a busy machine.
    await expect(this.heading).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Contact Admin Support' });
  }

  get category() {
    return this.page.getByRole('combobox', { name: 'Category' });
  }

  get urgency() {
    return this.page.getByRole('combobox', { name: 'Urgency' });
  }

  get subject() {
    return this.page.getByRole('textbox', { name: 'Subject' });
  }

  get message() {
    return this.page.getByRole('textbox', { name: 'Message', exact: true });
  }

  get sendButton() {
    return this.page.getByRole('button', { name: 'Send Message to Admin' });
  }

  get billingNote() {
    return this.page.getByRole('note', { name: 'Free of charge' });
  }

  async fill({ category, urgency, subject, message }: HelpMessageInput) {
    await this.category.selectOption({ label: category });
    if (urgency) await this.urgency.selectOption({ label: urgency });
    await this.subject.fill(subject);
    await this.message.fill(message);
  }

  async send(input: HelpMessageInput) {
    await this.fill(input);
    await this.sendButton.click();
  }

  get sentConfirmation() {
    return this.page.getByRole('region', { name: 'Message Sent' });
  }

  get queuedNotice() {
    return this.page.getByRole('region', { name: 'Message Queued' });
  }

  get yourMessages() {
    return this.page.getByRole('list', { name: 'Your messages' });
  }

  messageItem(subject: string) {
    return this.yourMessages.getByRole('listitem', { name: subject, exact: true });
  }

  /** axe-core violations of the WCAG 2.1 A/AA rules in the screen's main content, as readable lines. */
  accessibilityViolations(): Promise<string[]> {
    return seriousAccessibilityViolations(this.page, { include: 'main', tags: WCAG_21_AA, everyImpact: true });
  }
}
