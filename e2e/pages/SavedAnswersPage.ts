import { expect, type Page } from '@playwright/test';

/** "My saved answers": the receipts kept on the device. */
export class SavedAnswersPage {
  constructor(private readonly page: Page) {}

  /** Opens it from the header's user menu, as a reader would. */
  async openFromMenu(username: string) {
    await this.page.getByRole('banner').getByRole('button', { name: username }).click();
    await this.page.getByRole('menuitem', { name: 'My saved answers' }).click();
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'My saved answers' });
  }

  /** One saved answer's accordion button, by the start of its question. */
  entry(question: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${question.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  get receipt() {
    return this.page.getByRole('region').filter({ has: this.page.getByRole('heading', { name: 'Laws AI — saved answer' }) });
  }

  get downloadPdfButton() {
    return this.page.getByRole('button', { name: 'Download PDF' });
  }

  get printButton() {
    return this.page.getByRole('button', { name: 'Print' });
  }
}
