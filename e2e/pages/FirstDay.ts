import { expect, type Page } from '@playwright/test';

/** What a newcomer meets around every screen (docs/first-day.md): links, banners, toasts. */
export class FirstDay {
  constructor(private readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get footer() {
    return this.page.getByRole('contentinfo');
  }

  /** The phone menu's panel, opened. */
  async openPhoneMenu() {
    await this.header.getByRole('button', { name: 'Open menu' }).click();
    const nav = this.page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav).toBeVisible();
    return nav;
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  async scrollToBottom() {
    await this.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => this.scrollY()).toBeGreaterThan(300);
  }

  toast(title: string) {
    return this.page
      .getByRole('alert')
      .filter({ hasText: title })
      .or(this.page.getByRole('status').filter({ hasText: title }));
  }

  /** Every toast on screen. */
  get toasts() {
    return this.page.locator('.laws-toasts .mantine-Notification-root');
  }

  /** The ids of the toasts on screen now. */
  toastIds(): Promise<string[]> {
    return this.toasts.evaluateAll((shown) => shown.map((toast) => toast.id));
  }

  get disclaimer() {
    return this.page.getByRole('note', { name: 'Disclaimer' }).first();
  }
}
