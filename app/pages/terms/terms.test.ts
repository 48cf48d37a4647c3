import { describe, expect, it } from 'vitest';
import { findLaw } from '../../../core/laws';
import { headingsOf, outlineProblems } from '../../components/info/headingOutline';
import { elementTexts, links, renderPage, textOf } from '../../testing/renderPage';
import TermsPage from './index';

const html = renderPage(TermsPage, '/terms');
const text = textOf(html);

describe('/terms', () => {
  it('shows the dates and the disclaimer banner under one h1', () => {
    expect(elementTexts(html, 'h1')).toEqual(['Terms of Service']);
    expect(text).toContain('Last updated: January 13, 2025');
    expect(text).toContain('Effective date: January 1, 2025');
    expect(html).toMatch(/role="note" aria-label="Disclaimer"[\s\S]*not legal advice/);
  });

  it("has the 14 numbered sections in the spec's order, in a sensible heading outline", () => {
    expect(elementTexts(html, 'h2')).toEqual([
      '1. Acceptance of Terms',
      '2. Non-Profit Nature of the Service',
      '3. Government Sources',
      '4. Your Right to Legal Information',
      '5. User Conduct',
      '6. Privacy',
      '7. Intellectual Property',
      '8. Disclaimers and Limitation of Liability',
      '9. Indemnification',
      '10. Modification of Terms',
      '11. Termination',
      '12. Governing Law and Binding Arbitration',
      '13. Accessibility',
      '14. Contact Information',
    ]);
    expect(outlineProblems(headingsOf(html))).toEqual([]);
    // The footer's Accessibility link points at /terms#accessibility.
    const accessibility = headingsOf(html).find((h) => h.text.includes('Accessibility'));
    expect(accessibility?.text.replace(/\s+/g, '')).toBe('13.Accessibility');
    expect(/<h2[^>]*id="accessibility"/.test(html)).toBe(true);
  });

  it('says what the spec requires: binding arbitration, WCAG 2.1 AA, a 48-72 business hour response, free legal information', () => {
    expect(text).toContain('final and binding arbitration');
    expect(text).toContain('WCAG 2.1 AA');
    expect(text).toContain('We respond within 48-72 business hours.');
    expect(text).toContain('Knowing your rights is free.');
    expect(text).toContain('never charges for access to legal information');
    expect(text).toContain('We never sell your data.');
  });

  it('cites only sections that are in the law library', () => {
    const cited = [...text.matchAll(/(\d+) U\.S\.C\. § (\w+)/g)].map((m) => `usc-${m[1]}-${m[2]}`);
    expect(cited).toEqual(['usc-17-105', 'usc-9-1']);
    for (const id of cited) expect(findLaw(id), id).toBeDefined();
  });

  it('ends with Return to Home, Privacy Policy and Get Help', () => {
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['/', 'Return to Home'],
        ['/privacy', 'Privacy Policy'],
        ['/help', 'Get Help'],
      ]),
    );
  });
});
