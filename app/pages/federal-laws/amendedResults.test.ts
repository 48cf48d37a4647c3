// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { readText, renderElement, screen } from '../../testing/render';
import { AmendedResults, amendedLine } from './AmendedResults';
import { amendedSearchUrl } from './amendedSearch';

// A reply as GET /api/legal/text-search?q=liquidated%20damages&title=38&amendedWithin=5 gives it (legal.textSearch.amended.test.ts).
const S = '…an amount equal to the amount referred to in subparagraph (B) as liquidated damages…';
const reply = {
  results: [
    {
      id: 'usc-38-4323',
      citation: '38 U.S.C. § 4323',
      title: 'Enforcement of rights with respect to a State or private employer',
      titleHighlights: [],
      snippet: S,
      highlights: [[S.indexOf('liquidated'), S.indexOf('liquidated') + 'liquidated damages'.length]] as [number, number][],
      lastAmended: { date: '2025-01-02', publicLaw: '118-210' },
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
  engine: 'full-text' as const,
  releasePoint: '119-100',
};
const query = { q: 'liquidated damages', title: 38, within: 5 as const };

describe('Advanced Search within a date range', () => {
  it('asks the text search for the window, the title and the words', () => {
    expect(amendedSearchUrl(query, 2)).toBe('/api/legal/text-search?q=liquidated+damages&title=38&amendedWithin=5&page=2&limit=20');
    expect(amendedSearchUrl({ within: 10 }, 1)).toBe('/api/legal/text-search?amendedWithin=10&page=1&limit=20');
  });

  it('shows each section with "Amended <date> by Pub. L. …", newest first', () => {
    expect(amendedLine(reply.results[0])).toBe('Amended Jan. 2, 2025 by Pub. L. 118-210');
    renderElement(
      createElement(AmendedResults, {
        query,
        data: reply,
        isPending: false,
        isFetching: false,
        error: null,
        onRetry: () => {},
        page: 1,
        onPageChange: () => {},
      }),
    );
    const text = readText();
    expect(text).toContain('Showing 1–1 of 1 sections with these words amended in the last 5 years in Title 38, newest first');
    expect(text).toContain('38 U.S.C. § 4323 — Enforcement of rights');
    expect(text).toContain('Amended Jan. 2, 2025 by Pub. L. 118-210');
    expect(screen.getByText('liquidated damages').tagName).toBe('MARK');
  });

  it('says what to try when nothing changed in the window', () => {
    renderElement(
      createElement(AmendedResults, {
        query,
        data: { ...reply, results: [], total: 0 },
        isPending: false,
        isFetching: false,
        error: null,
        onRetry: () => {},
        page: 1,
        onPageChange: () => {},
      }),
    );
    expect(readText()).toContain(
      'No U.S. Code sections with these words amended in the last 5 years in Title 38. Try “All time” or other words.',
    );
  });
});
