// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { outlineProblems } from '../../components/info/headingOutline';
import { headings, headingTexts, links, readText, renderScreen, screen } from '../../testing/render';
import PrivacyPage from './index';

beforeAll(() => renderScreen(PrivacyPage, { path: '/privacy' }));

/** The text of one numbered section, under its heading. */
const section = (title: string) => readText(screen.getByRole('region', { name: title }));

describe('/privacy', () => {
  it("has the date and the sections in the spec's order", () => {
    expect(headingTexts(1)).toEqual(['Privacy Policy']);
    expect(readText()).toContain('Last updated: January 13, 2025');
    expect(headingTexts(2)).toEqual([
      '1. Our Commitments',
      '2. Information We Collect',
      '3. How We Use Information',
      '4. Data Ownership',
      '5. Security and Retention',
      '6. Service Improvement',
      '7. Third Parties',
      '8. Children Under 13',
      '9. Breach Notification',
      '10. Contact Us',
      '11. Changes to This Policy',
    ]);
    expect(outlineProblems(headings())).toEqual([]);
  });

  it("states the spec's figures where they belong", () => {
    expect(section('5. Security and Retention')).toContain('Query logs are anonymised after 90 days.');
    expect(section('5. Security and Retention')).toContain('removed within 30 days');
    expect(section('9. Breach Notification')).toContain('within 72 hours');
    expect(section('10. Contact Us')).toContain('within 48 hours');
    expect(section('8. Children Under 13')).toContain('not meant for children under 13');
    expect(section('6. Service Improvement')).toMatch(/opt out .* contacting our privacy team/);
  });

  it('keeps both contradictory statements, each where the spec puts it', () => {
    expect(section('4. Data Ownership')).toContain(
      'The platform owns all data collected through the Service and may use, share or monetise it.',
    );
    expect(section('1. Our Commitments')).toContain('We never sell your personal information.');
  });

  it('links home, to the terms and to help', () => {
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/', 'Return to Home'],
        ['/terms', 'Terms of Service'],
        ['/help', 'Get Help'],
      ]),
    );
  });
});
