import { expect, type Page } from '@playwright/test';

/** How long saving the whole library (download, storing 50,000+ laws, index) may take on a busy 2-core machine (~10 s when idle). */
export const LIBRARY_SAVED_TIMEOUT_MS = 150_000;

/**
 * "Save the library for offline use": the Offline Library card on the Legal Assistant's sidebar
 * and on /federal-laws.
 */
export class LibraryPage {
  constructor(private readonly page: Page) {}

  get card() {
    return this.page.getByRole('region', { name: 'Offline Library' });
  }

  get saveButton() {
    return this.card.getByRole('button', { name: 'Save the library for offline use' });
  }

  /** "About 2.0 MB download (41 MB on this device)", shown before saving. */
  get sizeStatement() {
    return this.card.getByText(/^About [\d.]+ [KM]B download \([\d.]+ [KM]B on this device\)$/);
  }

  /** Either bar: the download, then the saving on the device. */
  get progressBar() {
    return this.card.getByRole('progressbar', { name: /^Library (download|saving) progress$/ });
  }

  get cancelButton() {
    return this.card.getByRole('button', { name: 'Cancel' });
  }

  /** "Saved on this device: 51,386 laws" */
  get savedStatus() {
    return this.card.getByText(/^Saved on this device: [\d,]+ laws$/);
  }

  get removeButton() {
    return this.card.getByRole('button', { name: 'Remove saved library' });
  }

  async savedCount(): Promise<number> {
    const text = (await this.savedStatus.textContent()) ?? '';
    return Number(/([\d,]+) laws/.exec(text)?.[1]?.replace(/,/g, ''));
  }

  /**
   * Records every value the progress bars show from now on (aria-valuenow, by bar), so a test
   * can check the bar really moved however fast the download is.
   */
  async recordProgress(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: { label: string; value: number }[] = [];
      (window as unknown as { __libraryProgress: typeof seen }).__libraryProgress = seen;
      const read = () => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const label = bar.getAttribute('aria-label') ?? '';
          const value = Number(bar.getAttribute('aria-valuenow'));
          const last = seen[seen.length - 1];
          if (label.startsWith('Library') && (!last || last.label !== label || last.value !== value)) seen.push({ label, value });
        }
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
  }

  async recordedProgress(): Promise<{ label: string; value: number }[]> {
    return this.page.evaluate(() => (window as unknown as { __libraryProgress: { label: string; value: number }[] }).__libraryProgress);
  }

  /** Save the library and wait until it is saved. */
  async save() {
    await this.saveButton.click();
    await expect(this.savedStatus).toBeVisible({ timeout: LIBRARY_SAVED_TIMEOUT_MS });
  }
}
