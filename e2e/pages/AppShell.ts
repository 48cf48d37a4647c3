import { expect, type Page } from '@playwright/test';

/**
 * How long the first screen a new browser context opens may take to draw: the app is downloaded and
 * compiled then. A test that signs up through the API opens its first screen cold; on a loaded
 * 2-core machine that took more than the default 10 s.
 */
export const FIRST_SCREEN_TIMEOUT_MS = 30_000;

/** The header, menus and banners around every screen. */
export class AppShell {
  constructor(private readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get signInLink() {
    return this.header.getByRole('link', { name: 'Sign In' });
  }

  userMenuButton(username: string) {
    return this.header.getByRole('button', { name: username });
  }

  async logOut(username: string) {
    await this.userMenuButton(username).click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }

  /** End every session of the account, on every device (the account menu's last item). */
  async signOutEverywhere(username: string) {
    await this.userMenuButton(username).click();
    await this.page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  }

  /** "Your state", from the account menu. */
  async setYourState(username: string, stateName: string) {
    await this.userMenuButton(username).click();
    await this.page.getByRole('menuitem', { name: /^Your state:/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Your state' });
    await dialog.getByRole('combobox', { name: 'State' }).selectOption({ label: stateName });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await this.userMenuButton(username).click();
    await expect(this.page.getByRole('menuitem', { name: `Your state: ${stateName}` })).toBeVisible();
    await this.page.keyboard.press('Escape');
  }

  get offlineBanner() {
    return this.page.getByRole('status').filter({ hasText: "You're offline" });
  }

  /** Opens the main page (signed in: the Legal Assistant). */
  async openMainPage() {
    await this.page.goto('/');
    await this.expectMainPage({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  async expectMainPage({ timeout }: { timeout?: number } = {}) {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole('tab', { name: /Legal Assistant|Legal/ })).toBeVisible({ timeout });
  }

  /**
   * Resolves once the app's script runs the page (React listens at #root). A prerendered page is
   * readable before that, but a pointer moved over it or a link clicked then reaches none of the
   * app's handlers (a hover that should preload a part, a link the router should take).
   */
  async waitForApp() {
    await expect
      .poll(
        () =>
          this.page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))),
        {
          timeout: FIRST_SCREEN_TIMEOUT_MS,
        },
      )
      .toBe(true);
  }

  /** Resolves once the service worker controls the page (the app then opens offline). */
  async waitForServiceWorker() {
    await this.page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
    });
  }
}
