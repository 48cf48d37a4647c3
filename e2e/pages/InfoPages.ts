import { expect, type Page } from '@playwright/test';
import { appRoutes, routeFor, type AppPath } from '../../core/routes';
import { outlineProblems, type Heading } from '../../app/components/info/headingOutline';

/** The five public information pages. */
export const infoPaths = ['/terms', '/privacy', '/api-docs', '/legal-resources', '/how-it-works'] as const satisfies readonly AppPath[];
export type InfoPath = (typeof infoPaths)[number];

export interface PageLink {
  href: string;
  target: string | null;
  rel: string | null;
}

/** One information page: open it, read its outline and links, check it with axe-core. */
export class InfoPage {
  constructor(
    private readonly page: Page,
    readonly path: InfoPath,
  ) {}

  get title(): string {
    return routeFor(this.path)!.title;
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: this.title, exact: true });
  }

  async open() {
    await this.page.goto(this.path);
    // The screen is a lazy chunk: allow for a slow first load on a busy machine.
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  /** Every heading of the page (content, header and footer) in document order. */
  headings(): Promise<Heading[]> {
    return this.page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((els) => els.map((el) => ({ level: Number(el.tagName.slice(1)), text: (el.textContent ?? '').trim() })));
  }

  async outlineProblems(): Promise<string[]> {
    return outlineProblems(await this.headings());
  }

  links(): Promise<PageLink[]> {
    return this.page
      .locator('a[href]')
      .evaluateAll((els) =>
        els.map((el) => ({ href: el.getAttribute('href') ?? '', target: el.getAttribute('target'), rel: el.getAttribute('rel') })),
      );
  }

  /** Links that stay on this site ("/...", "/terms#accessibility"), each once. */
  async internalLinks(): Promise<string[]> {
    const links = await this.links();
    return [...new Set(links.filter((l) => l.href.startsWith('/') && !l.href.startsWith('//')).map((l) => l.href))];
  }

  /** The paths of those links, without query or fragment. */
  async internalPaths(): Promise<string[]> {
    return [...new Set((await this.internalLinks()).map((href) => href.replace(/[?#].*$/, '')))];
  }

  async externalLinks(): Promise<PageLink[]> {
    return (await this.links()).filter((l) => /^https?:/.test(l.href));
  }
}

export const knownRoutePaths: readonly string[] = appRoutes.map((r) => r.path);
