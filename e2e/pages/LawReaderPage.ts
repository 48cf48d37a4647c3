import { expect, type Locator, type Page } from '@playwright/test';

/** A save of a whole title streams thousands of sections into IndexedDB on a busy 2-core machine. */
export const TITLE_SAVED_TIMEOUT_MS = 180_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The official text of a section, wherever it is shown (the law detail view or the section page). */
export class OfficialTextView {
  constructor(readonly root: Locator) {}

  /** A level's block, by its element id ("a-1" on the page, "detail-a-1" in the detail view). */
  level(id: string) {
    return this.root.locator(`[id="${id}"]`);
  }

  copyCitationButton(citation: string) {
    return this.root.getByRole('button', { name: `Copy citation ${citation}`, exact: true });
  }

  link(name: string | RegExp) {
    return this.root.getByRole('link', { name });
  }

  get releasePoint() {
    return this.root.getByText(/^Official text: U\.S\. Code release point \d+-\d+ \(current through Pub\. L\. \d+-\d+\)\.$/);
  }
}

/** The law detail view (a dialog) opened by "Read the law" or a law in the database. */
export class LawDetailDialog {
  constructor(private readonly page: Page) {}

  get root() {
    return this.page.getByRole('dialog');
  }

  get text() {
    return new OfficialTextView(this.root);
  }

  get closeButton() {
    return this.root.getByRole('button', { name: 'Close law details' });
  }
}

/** /federal-laws/:title/:section and /federal-laws/:title: the U.S. Code reader. */
export class LawReaderPage {
  constructor(private readonly page: Page) {}

  async openSection(title: number, section: string, anchor?: string) {
    await this.page.goto(`/federal-laws/${title}/${section}${anchor ? `#${anchor}` : ''}`);
  }

  async openTitle(title: number) {
    await this.page.goto(`/federal-laws/${title}`);
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(`^Title ${title} — `) })).toBeVisible({ timeout: 30_000 });
  }

  sectionHeading(citation: string) {
    return this.page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(citation)} — `) });
  }

  get text() {
    return new OfficialTextView(this.page.getByRole('main'));
  }

  get fromDeviceStatus() {
    return this.page.getByRole('status').filter({ hasText: "Saved on this device — you're offline" });
  }

  get textAvailableOnline() {
    return this.page.getByText(/The text of this section is available online\./);
  }

  // The title page.
  get saveTitleButton() {
    return this.page.getByRole('button', { name: 'Save this title for offline' });
  }

  get sizeStatement() {
    return this.page.getByText(/Its official text is about [\d.]+ (MB|KB) \([\d,]+ sections\)\./);
  }

  saveProgress(title: number) {
    return this.page.getByRole('progressbar', { name: `Saving Title ${title}` });
  }

  savedStatus(title: number) {
    return this.page.getByRole('status').filter({ hasText: `Title ${title} is saved on this device` });
  }

  get removeSavedTitleButton() {
    return this.page.getByRole('button', { name: 'Remove saved title' });
  }

  get sectionFilter() {
    return this.page.getByRole('textbox', { name: 'Filter sections by number or heading' });
  }

  sectionLink(section: string) {
    return this.page.getByRole('link', { name: new RegExp(`^§ ${escapeRegExp(section)}$`) });
  }

  get textSearchBox() {
    return this.page.getByRole('searchbox', { name: 'Search the text of this title' });
  }

  get textSearchButton() {
    return this.page.getByRole('button', { name: 'Search the text', exact: true });
  }

  get textSearchResults() {
    return this.page.getByRole('list', { name: 'Text search results' }).getByRole('listitem');
  }
}
