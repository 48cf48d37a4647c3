// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import type { AmendmentVerificationResponse } from '../../../core/schemas/verify';
import { headingTexts, links, namesOf, readText, renderElement, renderScreen, screen } from '../../testing/render';
import VerifySourcesPage from './index';
import { amendmentLabel, SourceResults } from './SourceResults';

const result: AmendmentVerificationResponse = {
  totalVerified: 3,
  validSources: 1,
  governmentSources: 2,
  failedSources: [
    {
      url: 'https://constitution.congress.gov/constitution/amendment-3/',
      error: 'constitution.congress.gov refused the automated check (HTTP 403 Forbidden)',
    },
    { url: 'https://example.org/page', error: null },
  ],
  results: [
    {
      url: 'https://constitution.congress.gov/constitution/amendment-3/',
      isValid: false,
      isGovernmentSite: true,
      contentFound: false,
      error: 'constitution.congress.gov refused the automated check (HTTP 403 Forbidden)',
    },
    {
      url: 'https://www.archives.gov/founding-docs/bill-of-rights-transcript',
      isValid: true,
      isGovernmentSite: true,
      contentFound: true,
      error: null,
    },
    { url: 'https://example.org/page', isValid: false, isGovernmentSite: false, contentFound: false, error: null },
  ],
  checkedAt: '2026-11-22T10:00:00.000Z',
};

describe('/verify-sources', () => {
  it('opens idle: its title, the disclaimer, the one button and no results', () => {
    renderScreen(VerifySourcesPage, { path: '/verify-sources' });
    expect(headingTexts(1)).toEqual(['Amendment Source Verification']);
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(namesOf('button')).toEqual(['Verify All Amendment Sources']);
    expect(readText()).not.toContain('Total');
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/', 'Return to Home'],
        ['/know-your-rights', 'Know Your Rights'],
        ['/help', 'Get Help'],
      ]),
    );
  });

  it('shows the badges, a row per source and the failed-sources alert', () => {
    renderElement(createElement(SourceResults, { result }));
    const summary = readText(screen.getByRole('group', { name: 'Summary' }));
    expect(summary).toContain('Total 3');
    expect(summary).toContain('Valid 1');
    expect(summary).toContain('.gov Sites 2');
    expect(summary).toContain('Failed 2');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => readText(row));
    expect(rows).toEqual([
      'Amendment 3 https://constitution.congress.gov/constitution/amendment-3/ (opens in a new tab) Error: constitution.congress.gov refused the automated check (HTTP 403 Forbidden) .gov Not Found',
      'Amendments 1-10 https://www.archives.gov/founding-docs/bill-of-rights-transcript (opens in a new tab) .gov Found',
      'Unknown https://example.org/page (opens in a new tab) Not .gov Not Found',
    ]);
    const text = readText();
    expect(text).toContain('Failed sources');
    expect(text).toContain(
      'https://constitution.congress.gov/constitution/amendment-3/: constitution.congress.gov refused the automated check (HTTP 403 Forbidden)',
    );
    expect(text).toContain('https://example.org/page: Unknown error');
  });

  it('names the amendment of a source from its URL', () => {
    expect(amendmentLabel('https://constitution.congress.gov/constitution/amendment-26/')).toBe('Amendment 26');
    expect(amendmentLabel('https://www.archives.gov/founding-docs/amendments-11-27')).toBe('Amendments 11-27');
    expect(amendmentLabel('https://www.govinfo.gov/')).toBe('Unknown');
  });
});
