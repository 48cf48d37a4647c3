// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { findLaw } from '../../../core/laws';
import { outlineProblems } from '../../components/info/headingOutline';
import { headings, headingTexts, links, readText, renderScreen, screen } from '../../testing/render';
import TermsPage from './index';

beforeAll(() => renderScreen(TermsPage, { path: '/terms' }));

describe('/terms', () => {
  it('shows the dates and the disclaimer banner under one h1', () => {
    expect(headingTexts(1)).toEqual(['Terms of Service']);
    expect(readText()).toContain('Last updated: January 13, 2025');
    expect(readText()).toContain('Effective date: January 1, 2025');
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toHaveTextContent('not legal advice');
  });

  it("has the 14 numbered sections in the spec's order, in a sensible heading outline", () => {
    expect(headingTexts(2)).toEqual([
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
    expect(outlineProblems(headings())).toEqual([]);
    // The footer's Accessibility link points at /terms#accessibility.
    const accessibility = screen.getByRole('heading', { level: 2, name: /Accessibility/ });
    expect(accessibility.textContent?.replace(/\s+/g, '')).toBe('13.Accessibility');
    expect(accessibility).toHaveAttribute('id', 'accessibility');
  });

  it('says what the spec requires: binding arbitration, WCAG 2.1 AA, a 48-72 business hour response, free legal information', () => {
    const text = readText();
    expect(text).toContain('final and binding arbitration');
    expect(text).toContain('WCAG 2.1 AA');
    expect(text).toContain('We respond within 48-72 business hours.');
    expect(text).toContain('Knowing your rights is free.');
    expect(text).toContain('never charges for access to legal information');
    expect(text).toContain('We never sell your data.');
  });

  it('cites only sections that are in the law library', () => {
    const cited = [...readText().matchAll(/(\d+) U\.S\.C\. § (\w+)/g)].map((m) => `usc-${m[1]}-${m[2]}`);
    expect(cited).toEqual(['usc-17-105', 'usc-9-1']);
    for (const id of cited) expect(findLaw(id), id).toBeDefined();
  });

  it('ends with Return to Home, Privacy Policy and Get Help', () => {
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/', 'Return to Home'],
        ['/privacy', 'Privacy Policy'],
        ['/help', 'Get Help'],
      ]),
    );
  });
});
