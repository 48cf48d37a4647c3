import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_SCREEN_TIMEOUT_MS } from './AppShell';

/** /federal-laws: the Federal Laws Database and the law detail view it opens. */
export class FederalLawsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/federal-laws');
    await expect(this.heading).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT_MS });
  }

  /**
   * Open a select and click one of its options. An open dropdown follows its select; if the page
   * moved the select out of view meanwhile (late content above it), the dropdown is hidden, so
   * open it again until the option shows.
   */
  private async pick(combobox: Locator, option: RegExp) {
    // The figures and the category grid arrive after the heading and push the tabs down: wait
    // for them, so the select is not moved out of view under its own dropdown.
    await expect(this.statCard('Total Laws')).toContainText(/\d{2},\d{3}/, { timeout: 30_000 });
    const item = this.page.getByRole('option', { name: option });
    await expect(async () => {
      if (!(await item.isVisible())) {
        if ((await combobox.getAttribute('aria-expanded')) === 'true') await combobox.press('Escape');
        await combobox.click();
      }
      await expect(item).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await item.click();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Federal Laws Database' });
  }

  statCard(label: 'Total Laws' | 'Database Size' | 'Accuracy' | 'Categories') {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  banner(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  categoryTile(label: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} [\\d,]+ laws?$`) });
  }

  tab(name: 'Browse Laws' | 'Advanced Search') {
    return this.page.getByRole('tab', { name });
  }

  get categorySelect() {
    return this.page.getByRole('combobox', { name: 'Category', exact: true });
  }

  async chooseCategory(label: string) {
    await this.pick(this.categorySelect, new RegExp(`^${escapeRegExp(label)} \\(`));
  }

  get quickSearch() {
    return this.page.getByRole('searchbox', { name: 'Quick search' });
  }

  /** The Browse tab's list, or the Advanced Search results. */
  list(name: 'Laws' | 'Search results' = 'Laws') {
    return this.page.getByRole('list', { name, exact: true });
  }

  lawTitles(name: 'Laws' | 'Search results' = 'Laws'): Locator {
    return this.list(name).getByRole('heading', { level: 3 });
  }

  /** "Showing 1–20 of 51,102 laws (page 1 of 2,556)" and the empty message. */
  get listStatus() {
    return this.page
      .getByRole('tabpanel')
      .getByRole('status')
      .filter({ hasText: /^(Showing|No laws)/ });
  }

  pagerButton(name: 'Previous' | 'Next', list: 'Laws' | 'Search results' = 'Laws') {
    return this.page.getByRole('navigation', { name: `${list} pages` }).getByRole('button', { name });
  }

  async openLaw(title: string) {
    await this.list().getByRole('button', { name: title, exact: true }).first().click();
  }

  get lawDialog() {
    return this.page.getByRole('dialog');
  }

  get exportButton() {
    return this.page.getByRole('button', { name: 'Export Database' });
  }

  get advancedSearchBox() {
    return this.page.getByRole('searchbox', { name: 'Search the whole database' });
  }

  async advancedSearch(text: string, area?: string) {
    await this.tab('Advanced Search').click();
    await this.advancedSearchBox.fill(text);
    if (area) {
      await this.pick(
        this.page.getByRole('combobox', { name: 'Legal area, topic or U.S. Code title' }),
        new RegExp(`^${escapeRegExp(area)}( \\(|$)`),
      );
    }
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** A select of the Advanced Search form ("Jurisdiction", "Date range", …). */
  async choose(select: 'Jurisdiction' | 'Date range' | 'Legal area, topic or U.S. Code title', option: string) {
    await this.pick(this.page.getByRole('combobox', { name: select }), new RegExp(`^${escapeRegExp(option)}( \\(|$)`));
  }

  /** Advanced Search with the date range and jurisdiction. */
  async searchWith({ text, jurisdiction, range, area }: { text: string; jurisdiction?: string; range?: string; area?: string }) {
    await this.tab('Advanced Search').click();
    await this.advancedSearchBox.fill(text);
    if (jurisdiction) await this.choose('Jurisdiction', jurisdiction);
    if (range) await this.choose('Date range', range);
    if (area) await this.choose('Legal area, topic or U.S. Code title', area);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  get amendedResults() {
    return this.page.getByRole('list', { name: 'Recently amended sections' }).getByRole('article');
  }

  get courtOpinions() {
    return this.page.getByRole('list', { name: 'Court opinions' }).getByRole('article');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
