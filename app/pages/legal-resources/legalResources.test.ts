// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { allLegalResources, legalAidServices } from '../../../core/data/legalResources';
import { outlineProblems } from '../../components/info/headingOutline';
import { headings, headingTexts, links, readText, renderScreen, screen } from '../../testing/render';
import LegalResourcesPage from './index';

beforeAll(() => renderScreen(LegalResourcesPage, { path: '/legal-resources' }));

describe('/legal-resources', () => {
  it('has the sections of the spec in a sensible outline', () => {
    expect(headingTexts(1)).toEqual(['Legal Resources']);
    expect(headingTexts(2)).toEqual([
      'Free Legal Aid Services',
      'Find an Attorney',
      'Official Government Legal Sites',
      'Specialized Help by Area',
      'Important Information',
    ]);
    expect(headingTexts(3)).toEqual(
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
    expect(outlineProblems(headings())).toEqual([]);
  });

  it('shows the phone numbers of two legal aid services as call links', () => {
    const aid = screen.getByRole('region', { name: 'Free Legal Aid Services' });
    const calls = links(aid)
      .map(([href]) => href)
      .filter((href) => href.startsWith('tel:'))
      .map((href) => href.slice('tel:'.length));
    expect(calls).toEqual(legalAidServices.filter((s) => s.phone).map((s) => s.phone!.tel));
    expect(calls).toHaveLength(2);
    expect(readText(aid)).toContain('Call 1-800-677-1116');
  });

  it('links every organisation, opening it in a new tab with rel="noopener noreferrer"', () => {
    const external = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('https:'));
    expect(external.map((a) => a.getAttribute('href'))).toEqual(allLegalResources().map((r) => r.url));
    for (const a of external) expect(a).toHaveAttribute('target', '_blank');
    for (const a of external) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the important-information box about income limits', () => {
    expect(readText(screen.getByRole('region', { name: 'Important Information' }))).toMatch(/^Important Information .*income limits/);
  });
});
