import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { findLaw } from '../../../core/laws/corpus';
import { toLawDetail } from '../../../core/laws/records';
import type { LawDetail } from '../../../core/schemas/legal';
import { links, renderPage, textOf } from '../../testing/renderPage';
import { LawDetailBody, TEXT_AVAILABLE_ONLINE } from './LawDetailBody';

// 42 U.S.C. § 1320d-6 as the library has it, without its text (a copy kept before sections carried their text, or the saved library's).
function section(): LawDetail {
  return toLawDetail(findLaw('usc-42-1320d-6')!, undefined);
}

describe('the law detail', () => {
  it('says offline that the text of a section the device does not hold is online', () => {
    const law = { ...section(), fullText: null, officialText: null };
    const text = textOf(renderPage(() => createElement(LawDetailBody, { law, fromDevice: true })));
    expect(text).toContain('42 U.S.C. § 1320d-6');
    expect(text).toContain(TEXT_AVAILABLE_ONLINE);
  });

  it('offers to copy the section’s citation', () => {
    const html = renderPage(() => createElement(LawDetailBody, { law: section(), fromDevice: false }));
    expect(html).toContain('aria-label="Copy citation 42 U.S.C. § 1320d-6"');
  });

  it('leads from the detail view to the section’s page and its title', () => {
    const law = section();
    const html = renderPage(() => createElement(LawDetailBody, { law, fromDevice: false, onNavigate: () => undefined }));
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['/federal-laws/42/1320d-6', 'Open 42 U.S.C. § 1320d-6 on its own page'],
        ['/federal-laws/42#s-1320d-6', 'All sections of Title 42'],
      ]),
    );
  });
});
