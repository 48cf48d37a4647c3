import { describe, expect, it } from 'vitest';
import { linkifyParts } from './linkify';

describe('links in next steps', () => {
  it('links official https addresses, without the closing full stop', () => {
    expect(linkifyParts('Its official site: https://www.dol.gov/agencies/whd.')).toEqual([
      { kind: 'text', text: 'Its official site: ' },
      { kind: 'official', text: 'https://www.dol.gov/agencies/whd' },
      { kind: 'text', text: '.' },
    ]);
  });

  it("links the app's own pages", () => {
    expect(linkifyParts('Free legal aid is listed at /legal-resources. Many are free.')).toEqual([
      { kind: 'text', text: 'Free legal aid is listed at ' },
      { kind: 'page', text: '/legal-resources' },
      { kind: 'text', text: '. Many are free.' },
    ]);
  });

  it('leaves unofficial or insecure addresses, unknown paths and fractions as text', () => {
    for (const text of [
      'See https://example.com/help now',
      'See http://www.dol.gov/ now',
      'Go to /not-a-page now',
      'Pay 50/50 and 1/2 of it',
      'Read https://uscode.house.gov/x/legal-resources',
    ]) {
      const parts = linkifyParts(text);
      expect(parts.filter((p) => p.kind !== 'text').map((p) => p.text)).toEqual(
        text.startsWith('Read') ? ['https://uscode.house.gov/x/legal-resources'] : [],
      );
      expect(parts.map((p) => p.text).join('')).toBe(text);
    }
  });

  it('keeps the text whole', () => {
    const text = 'File online: https://www.hud.gov/program_offices/fair_housing_equal_opp/online-complaint or call.';
    expect(
      linkifyParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(linkifyParts('')).toEqual([]);
  });
});
