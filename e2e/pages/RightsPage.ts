import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/accessibility';
import { AppShell } from './AppShell';

export type Track = 'constitutional text' | 'plain-language version';

/** The Know Your Rights browser: the Rights tab of / and the public /know-your-rights page. */
export class RightsPage {
  constructor(private readonly page: Page) {}

  async openPublicPage() {
    await this.page.goto('/know-your-rights');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Know Your Rights' })).toBeVisible({ timeout: 30_000 });
    await expect(this.count).toHaveText('Showing all 17 amendments');
    // The page is prerendered: what a test does next (a hover, a click) needs the app running it.
    await new AppShell(this.page).waitForApp();
  }

  /** A reload shows the prerendered page first: a tap needs the app running it again. */
  async reloadPublicPage() {
    await this.page.reload();
    await expect(this.count).toHaveText('Showing all 17 amendments', { timeout: 30_000 });
    await new AppShell(this.page).waitForApp();
  }

  async openTab() {
    await this.page.getByRole('tab', { name: 'Know Your Rights' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Know Your Rights' })).toBeVisible({ timeout: 30_000 });
  }

  get filterBar() {
    return this.page.getByRole('group', { name: 'Filter amendments by category' });
  }

  filter(category: string) {
    return this.filterBar.getByRole('button', { name: category, exact: true });
  }

  get count() {
    return this.page.getByRole('status').filter({ hasText: /^Showing / });
  }

  get cards() {
    return this.page.getByRole('article');
  }

  /** "1st", "19th"... */
  async openAmendment(ordinal: string) {
    await this.page.getByRole('button', { name: `Read the ${ordinal} Amendment`, exact: true }).click();
    await expect(this.modal).toBeVisible();
  }

  get modal() {
    return this.page.getByRole('dialog');
  }

  trackButton(track: Track, state: 'Play' | 'Stop' | 'Loading') {
    return this.modal.getByRole('button', { name: `${state} ${track}`, exact: true });
  }

  /** The one narration player. */
  get audio(): Locator {
    return this.page.locator('audio');
  }

  audioTime(): Promise<number> {
    return this.audio.evaluate((el: HTMLAudioElement) => el.currentTime);
  }

  /** Waits until the narration has played at least `seconds` (the audio element's clock). */
  async expectPlaying(seconds = 0.5) {
    await expect.poll(() => this.audioTime(), { timeout: 20_000 }).toBeGreaterThan(seconds);
    expect(await this.audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
  }

  get verification() {
    return this.modal.getByRole('region', { name: 'Source verification' });
  }

  async closeWithButton() {
    await this.modal.getByRole('button', { name: 'Close' }).click();
    await expect(this.modal).toBeHidden();
  }

  async closeWithBackdrop() {
    // The top-left corner of the page is backdrop, outside the dialog.
    await this.page.mouse.click(5, 5);
    await expect(this.modal).toBeHidden();
  }

  /** axe-core violations of serious or critical impact (inside `include` when given). */
  seriousAccessibilityViolations(include?: string): Promise<string[]> {
    return seriousAccessibilityViolations(this.page, { include });
  }
}

/** /verify-sources. */
export class VerifySourcesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/verify-sources');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Amendment Source Verification' })).toBeVisible({ timeout: 30_000 });
  }

  get verifyAllButton() {
    return this.page.getByRole('button', { name: 'Verify All Amendment Sources' });
  }

  stat(label: string) {
    return this.page.getByRole('group', { name: 'Summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  }

  row(amendment: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: amendment, exact: true }) });
  }

  get failedAlert() {
    return this.page.getByRole('alert').filter({ hasText: 'Failed sources' });
  }
}
