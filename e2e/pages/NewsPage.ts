import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/accessibility';

/** The Congressional News tab of the main page. */
export class NewsPage {
  constructor(private readonly page: Page) {}

  /** Opens the tab from the main page. */
  async open() {
    await this.page.getByRole('tab', { name: /Congressional News|Congress/ }).click();
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 2, name: 'Congressional & Regulatory News' });
  }

  get latestTab() {
    return this.page.getByRole('tab', { name: 'Latest News', exact: true });
  }

  get todayTab() {
    return this.page.getByRole('tab', { name: "Today's Updates", exact: true });
  }

  get refreshButton() {
    return this.page.getByRole('button', { name: 'Refresh', exact: true });
  }

  get refreshingButton() {
    return this.page.getByRole('button', { name: 'Refreshing...', exact: true });
  }

  /** The list shown under the selected sub-tab (the main page's own tab panel holds it). */
  get list() {
    return this.page.getByRole('tabpanel', { name: /^(Latest News|Today's Updates)$/ });
  }

  get items() {
    return this.list.getByRole('article');
  }

  item(title: string): NewsItemView {
    return new NewsItemView(this.list.getByRole('article', { name: title, exact: true }), title);
  }

  emptyText(text: string) {
    return this.list.getByText(text, { exact: true });
  }

  get savedOnDeviceNote() {
    return this.page.getByRole('status').filter({ hasText: 'showing the news saved on this device' });
  }

  get refreshNotes() {
    return this.page.getByRole('status', { name: 'About the last refresh' });
  }

  /** axe-core violations of serious or critical impact inside the News tab. */
  seriousAccessibilityViolations(): Promise<string[]> {
    return seriousAccessibilityViolations(this.page, { include: '[role="tabpanel"][id$="-panel-news"]' });
  }

  toast(title: string) {
    return this.page
      .getByRole('alert')
      .filter({ hasText: title })
      .or(this.page.getByRole('status').filter({ hasText: title }));
  }
}

export class NewsItemView {
  constructor(
    readonly root: Locator,
    private readonly title: string,
  ) {}

  get playButton() {
    return this.root.getByRole('button', { name: `Play narration: ${this.title}`, exact: true });
  }

  get pauseButton() {
    return this.root.getByRole('button', { name: `Pause narration: ${this.title}`, exact: true });
  }

  get loadingButton() {
    return this.root.getByRole('button', { name: `Loading narration: ${this.title}`, exact: true });
  }

  get sourceLink() {
    return this.root.getByRole('link', { name: /^Read on / });
  }
}
