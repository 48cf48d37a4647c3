// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { SECTION_PENALTIES } from '../../../core/laws/records';
import type { FederalLaw, FederalLawStats, FederalLawsResponse } from '../../../core/schemas/legal';
import { createQueryClient } from '../../api/queryClient';
import { headingTexts, readText, renderScreen, screen } from '../../testing/render';
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
function renderWithData(list: FederalLawsResponse) {
  const client = createQueryClient();
  client.setQueryData(['/api/legal/federal-laws/stats'], stats);
  client.setQueryData(['/api/legal/federal-laws', '', '', 1], list);
  renderScreen(FederalLawsPage, { path: '/federal-laws', client });
}

describe('the Federal Laws Database page', () => {
  let text = '';
  beforeAll(() => {
    renderWithData({ laws: [guide, section], total: 51_102, page: 1 });
    text = readText();
  });

  it('has its title, the disclaimer, the tabs and the Export Database button', () => {
    expect(headingTexts(1)).toEqual(['Federal Laws Database']);
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
    expect(screen.getByRole('button', { name: /Show the 2 U.S. Code titles/ })).toHaveAttribute('aria-expanded', 'false');
    expect(text).toContain('Title 29 — Labor 1,500 laws');
    expect(text).toContain('Title 42 — The Public Health and Welfare 6,000 laws');
  });

  it('lists laws with citation, summary, penalties when stated and the confidence badge rule', () => {
    expect(text).toContain('15 U.S.C. § 1692c');
    expect(text).toContain('Penalties: Civil liability: actual damages.');
    expect(text).not.toContain(SECTION_PENALTIES);
    expect(screen.getByText('99% verified').closest('[data-variant]')).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByText('90% verified').closest('[data-variant]')).toHaveAttribute('data-variant', 'light');
    expect(text).toContain('Showing 1–20 of 51,102 laws (page 1 of 2,556)');
  });

  it('disables Previous on page 1 and enables Next', () => {
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});

describe('while the stats load', () => {
  it('shows placeholders for the stat cards and the list, and no tabs yet', () => {
    renderScreen(FederalLawsPage, { path: '/federal-laws' });
    expect(screen.getByLabelText('Loading database statistics')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading laws')).toBeInTheDocument();
    expect(readText()).not.toContain('% verified');
    // The tabs come with the figures above them, never to be pushed down by them.
    expect(readText()).not.toContain('Browse Laws');
    expect(readText()).not.toContain('Advanced Search');
  });
});
