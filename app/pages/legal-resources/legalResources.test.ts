import { describe, expect, it } from 'vitest';
import { allLegalResources, legalAidServices } from '../../../core/data/legalResources';
import { headingsOf, outlineProblems } from '../../components/info/headingOutline';
import { elementTexts, renderPage, textOf } from '../../testing/renderPage';
import LegalResourcesPage from './index';

const html = renderPage(LegalResourcesPage, '/legal-resources');

describe('/legal-resources', () => {
  it('has the sections of the spec in a sensible outline', () => {
    expect(elementTexts(html, 'h1')).toEqual(['Legal Resources']);
    expect(elementTexts(html, 'h2')).toEqual([
      'Free Legal Aid Services',
      'Find an Attorney',
      'Official Government Legal Sites',
      'Specialized Help by Area',
      'Important Information',
    ]);
    expect(elementTexts(html, 'h3')).toEqual(
      expect.arrayContaining([
        'Legislative Branch',
        'Judicial Branch',
        'Executive Branch',
        'Immigration',
        'Consumer Protection',
        'Civil Rights',
        'Housing',
      ]),
    );
    expect(outlineProblems(headingsOf(html))).toEqual([]);
  });

  it('shows the phone numbers of two legal aid services as call links', () => {
    const aid = html.slice(html.indexOf('Free Legal Aid Services'), html.indexOf('Find an Attorney'));
    const calls = [...aid.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]);
    expect(calls).toEqual(legalAidServices.filter((s) => s.phone).map((s) => s.phone!.tel));
    expect(calls).toHaveLength(2);
    expect(textOf(aid)).toContain('Call 1-800-677-1116');
  });

  it('links every organisation, opening it in a new tab with rel="noopener noreferrer"', () => {
    const external = [...html.matchAll(/<a\b[^>]*href="(https:[^"]*)"[^>]*>/g)];
    expect(external.map((m) => m[1])).toEqual(allLegalResources().map((r) => r.url.replace(/&/g, '&amp;')));
    for (const [a] of external) expect(a).toMatch(/target="_blank"/);
    for (const [a] of external) expect(a).toMatch(/rel="noopener noreferrer"/);
  });

  it('has the important-information box about income limits', () => {
    expect(textOf(html)).toMatch(/Important Information .*income limits/);
  });
});
