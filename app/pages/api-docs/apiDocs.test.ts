// @vitest-environment happy-dom
import { computeAccessibleName } from 'dom-accessibility-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, officialDataSources } from '../../../core/apiDocs';
import { outlineProblems } from '../../components/info/headingOutline';
import { headings, headingTexts, readText, renderScreen, screen, within } from '../../testing/render';
import ApiDocsPage from './index';

/** The page's articles by name (looked up once: getByRole weighs every element of this long page). */
let articles = new Map<string, HTMLElement>();
beforeAll(() => {
  renderScreen(ApiDocsPage, { path: '/api-docs' });
  articles = new Map(screen.getAllByRole('article').map((article) => [computeAccessibleName(article), article]));
});

const endpoint = (name: string) => {
  const article = articles.get(name);
  expect(article, name).toBeDefined();
  return article!;
};

describe('/api-docs', () => {
  it('shows the three official sources with base URL, key requirement, update frequency and data provided', () => {
    expect(headingTexts(1)).toEqual(['API Documentation']);
    expect(headingTexts(3).slice(0, 3)).toEqual(['Congress.gov API', 'GovInfo API', 'Federal Register API']);
    const sources = screen.getByRole('region', { name: 'Official Government Data Sources' });
    const cards = within(sources)
      .getAllByRole('article')
      .map((card) => readText(card));
    expect(cards).toHaveLength(3);
    const expected = [
      ['https://api.congress.gov/v3', 'API key: Required', 'Update frequency: Real-time'],
      ['https://api.govinfo.gov', 'API key: Required', 'Update frequency: Daily'],
      ['https://www.federalregister.gov/api/v1', 'API key: Not required', 'Update frequency: Daily'],
    ];
    cards.forEach((card, i) => {
      for (const part of expected[i]!) expect(card).toContain(part);
      expect(card).toContain('Data provided:');
      for (const item of officialDataSources[i]!.dataProvided) expect(card).toContain(item);
    });
  });

  it("lists every route of the server's route table, with its access, under an area heading", () => {
    const endpointHeadings = headingTexts(4);
    // Grouped by area, so in another order than the router's.
    expect([...endpointHeadings].sort()).toEqual(apiRoutes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of apiRoutes) {
      const card = endpoint(`${route.method} ${route.path}`);
      expect(card, `${route.method} ${route.path}`).toHaveTextContent(route.access === 'public' ? 'Public' : 'Signed in');
      expect(card).not.toHaveTextContent('No description yet.');
    }
    expect(headingTexts(3)).toEqual(expect.arrayContaining(['Accounts', 'Federal Laws']));
  });

  it('shows request and reply fields from the schemas', () => {
    const search = readText(endpoint('POST /api/legal/search'));
    expect(search).toContain('Request body (JSON)');
    expect(search).toMatch(/query string Yes 1 to 5,000 characters/);
    expect(search).toContain('Reply (200)');
    expect(search).toContain('sources[].citation');
  });

  it('has the data-integrity commitment and a sensible heading outline', () => {
    expect(headingTexts(2)).toEqual(['Official Government Data Sources', 'Laws AI API Endpoints', 'Data Integrity Commitment']);
    expect(screen.getByText(/^Official text is copied exactly, never rewritten/)).toBeInTheDocument();
    expect(outlineProblems(headings())).toEqual([]);
  });

  it('opens the official documentation in a new tab', () => {
    const external = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('https:'));
    expect(external).toHaveLength(3);
    for (const a of external) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
