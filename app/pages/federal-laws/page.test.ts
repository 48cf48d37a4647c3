/// <reference types="vite/client" />
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { SECTION_PENALTIES } from '../../../core/laws/records';
import type { FederalLaw, FederalLawStats, FederalLawsResponse } from '../../../core/schemas/legal';
import { createQueryClient } from '../../api/queryClient';
import { elementTexts, textOf } from '../../testing/renderPage';
import { theme } from '../../theme';
import FederalLawsPage from './index';

const stats: FederalLawStats = {
  totalLaws: 51_102,
  estimatedSizeMB: '42.7',
  categories: [
    { category: 'Debt Collection', count: 8 },
    { category: 'The Public Health and Welfare', count: 6_000 },
    { category: 'Labor', count: 1_500 },
  ],
  lastUpdated: 'U.S. Code release point 119-100',
};

const guide: FederalLaw = {
  id: 'fdcpa-contact-times',
  title: 'Fair Debt Collection Practices Act — when collectors may contact you',
  citation: '15 U.S.C. § 1692c',
  summary: 'Collectors may not call at inconvenient times.',
  category: 'Debt Collection',
  subcategory: 'Contact rules',
  penalties: 'Civil liability: actual damages.',
  government_source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
  confidence: 99,
  kind: 'guide',
  usc: { title: 15, section: '1692c' },
  govinfoUrl: 'https://www.govinfo.gov/link/uscode/15/1692c?link-type=html',
  hasFullText: true,
};

const section: FederalLaw = {
  ...guide,
  id: 'usc-42-3604',
  title: 'Discrimination in the sale or rental of housing and other prohibited practices',
  citation: '42 U.S.C. § 3604',
  summary: 'Official heading of 42 U.S.C. § 3604.',
  category: 'The Public Health and Welfare',
  subcategory: 'U.S. Code Title 42',
  penalties: SECTION_PENALTIES,
  confidence: 90,
  kind: 'section',
  usc: { title: 42, section: '3604' },
};

/** The page as first drawn with the stats and page 1 of the list already in the cache. */
function renderWithData(list: FederalLawsResponse): string {
  const client = createQueryClient();
  client.setQueryData(['/api/legal/federal-laws/stats'], stats);
  client.setQueryData(['/api/legal/federal-laws', '', '', 1], list);
  return renderToString(
    createElement(
      MantineProvider,
      { theme },
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(FederalLawsPage))),
    ),
  );
}

describe('the Federal Laws Database page', () => {
  const html = renderWithData({ laws: [guide, section], total: 51_102, page: 1 });
  const text = textOf(html);

  it('has its title, the disclaimer, the tabs and the Export Database button', () => {
    expect(elementTexts(html, 'h1')).toEqual(['Federal Laws Database']);
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain('Browse Laws');
    expect(text).toContain('Advanced Search');
    expect(text).toContain('Export Database');
    expect(text).toContain('CSV of all laws');
  });

  it('shows the stat cards and a banner from the real figures', () => {
    expect(text).toContain('Total Laws 51,102');
    expect(text).toContain('Database Size 42.7 MB');
    expect(text).toContain('4.2% of the 1 GB target');
    expect(text).toContain('Accuracy 97%+');
    expect(text).toContain('Categories 3');
    expect(text).toContain('Over 51,000 federal laws');
    expect(text).not.toContain('32,000');
    expect(text).toContain('Last updated: U.S. Code release point 119-100');
  });

  it('shows the category grid with counts; the U.S. Code titles, named with their number, open on request', () => {
    expect(text).toContain('Debt Collection 8 laws');
    expect(text).toContain('Show the 2 U.S. Code titles');
    expect(html).toMatch(/aria-expanded="false"/);
    expect(text).toContain('Title 29 — Labor 1,500 laws');
    expect(text).toContain('Title 42 — The Public Health and Welfare 6,000 laws');
  });

  it('lists laws with citation, summary, penalties when stated and the confidence badge rule', () => {
    expect(text).toContain('15 U.S.C. § 1692c');
    expect(text).toContain('Penalties: Civil liability: actual damages.');
    expect(text).not.toContain(SECTION_PENALTIES);
    expect(html).toMatch(/data-variant="filled"[^>]*>(?:(?!<\/).)*99% verified/s);
    expect(html).toMatch(/data-variant="light"[^>]*>(?:(?!<\/).)*90% verified/s);
    expect(text).toContain('Showing 1–20 of 51,102 laws (page 1 of 2,556)');
  });

  it('disables Previous on page 1 and enables Next', () => {
    const button = (name: string) =>
      [...html.matchAll(/<button\b[^>]*>[\s\S]*?<\/button>/g)].map((m) => m[0]).find((b) => textOf(b) === name);
    expect(button('Previous')).toMatch(/disabled=""/);
    expect(button('Next')).not.toMatch(/disabled=""/);
  });
});

describe('while the stats load', () => {
  it('shows placeholders for the stat cards and the list, and no tabs yet', () => {
    const client = createQueryClient();
    const page = renderToString(
      createElement(
        MantineProvider,
        { theme },
        createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(FederalLawsPage))),
      ),
    );
    expect(page).toContain('aria-label="Loading database statistics"');
    expect(page).toContain('aria-label="Loading laws"');
    expect(textOf(page)).not.toContain('% verified');
    // The tabs come with the figures above them, never to be pushed down by them.
    expect(textOf(page)).not.toContain('Browse Laws');
    expect(textOf(page)).not.toContain('Advanced Search');
  });
});
