import { describe, expect, it } from 'vitest';
import { apiRoutes, officialDataSources } from '../../../core/apiDocs';
import { headingsOf, outlineProblems } from '../../components/info/headingOutline';
import { elementTexts, renderPage, textOf } from '../../testing/renderPage';
import ApiDocsPage from './index';

const html = renderPage(ApiDocsPage, '/api-docs');
const text = textOf(html);

describe('/api-docs', () => {
  it('shows the three official sources with base URL, key requirement, update frequency and data provided', () => {
    expect(elementTexts(html, 'h1')).toEqual(['API Documentation']);
    expect(elementTexts(html, 'h3').slice(0, 3)).toEqual(['Congress.gov API', 'GovInfo API', 'Federal Register API']);
    const cards = [...html.matchAll(/<article[^>]*aria-labelledby="source-[^"]+"[\s\S]*?<\/article>/g)].map((m) => textOf(m[0]));
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
    const endpointHeadings = elementTexts(html, 'h4');
    // Grouped by area, so in another order than the router's.
    expect([...endpointHeadings].sort()).toEqual(apiRoutes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of apiRoutes) {
      const card = textOf(html.match(new RegExp(`<article[^>]*aria-label="${route.method} ${route.path}"[\\s\\S]*?</article>`))?.[0] ?? '');
      expect(card, `${route.method} ${route.path}`).toContain(route.access === 'public' ? 'Public' : 'Signed in');
      expect(card).not.toContain('No description yet.');
    }
    expect(elementTexts(html, 'h3')).toEqual(expect.arrayContaining(['Accounts', 'Federal Laws']));
  });

  it('shows request and reply fields from the schemas', () => {
    const search = textOf(html.match(/<article[^>]*aria-label="POST \/api\/legal\/search"[\s\S]*?<\/article>/)?.[0] ?? '');
    expect(search).toContain('Request body (JSON)');
    expect(search).toMatch(/query string Yes 1 to 5,000 characters/);
    expect(search).toContain('Reply (200)');
    expect(search).toContain('sources[].citation');
  });

  it('has the data-integrity commitment and a sensible heading outline', () => {
    expect(elementTexts(html, 'h2')).toEqual(['Official Government Data Sources', 'Laws AI API Endpoints', 'Data Integrity Commitment']);
    expect(text).toContain('Official text is copied exactly, never rewritten');
    expect(outlineProblems(headingsOf(html))).toEqual([]);
  });

  it('opens the official documentation in a new tab', () => {
    const external = [...html.matchAll(/<a\b[^>]*href="https:[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(external).toHaveLength(3);
    for (const a of external)
      expect(a).toMatch(/target="_blank"[^>]*rel="noopener noreferrer"|rel="noopener noreferrer"[^>]*target="_blank"/);
  });
});
