import { expect, type Download, type Page } from '@playwright/test';

/** The account menu behind the header's initial: Download my data, Delete my account. */
export class AccountMenu {
  constructor(private readonly page: Page) {}

  get button() {
    return this.page.getByRole('banner').getByRole('button', { name: /^Account menu: / });
  }

  async open() {
    await this.button.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async downloadMyData(): Promise<Download> {
    await this.open();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('menuitem', { name: 'Download my data' }).click();
    return download;
  }

  get deleteDialog() {
    return this.page.getByRole('dialog', { name: 'Delete my account' });
  }

  async startDeleting() {
    await this.open();
    await this.page.getByRole('menuitem', { name: 'Delete my account' }).click();
    await expect(this.deleteDialog).toBeVisible();
  }

  async confirmDelete(password: string) {
    await this.deleteDialog.getByLabel(/^Your password/).fill(password);
    await this.deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  }
}
