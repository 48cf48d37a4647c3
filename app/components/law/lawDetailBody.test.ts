// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { findLaw } from '../../../core/laws/corpus';
import { toLawDetail } from '../../../core/laws/records';
import type { LawDetail } from '../../../core/schemas/legal';
import { links, readText, renderElement, screen } from '../../testing/render';
import { LawDetailBody, TEXT_AVAILABLE_ONLINE } from './LawDetailBody';

// 42 U.S.C. § 1320d-6 as the library has it, without its text (a copy kept before sections carried their text, or the saved library's).
function section(): LawDetail {
  return toLawDetail(findLaw('usc-42-1320d-6')!, undefined);
}

describe('the law detail', () => {
  it('says offline that the text of a section the device does not hold is online', () => {
    const law = { ...section(), fullText: null, officialText: null };
    renderElement(createElement(LawDetailBody, { law, fromDevice: true }));
    const text = readText();
    expect(text).toContain('42 U.S.C. § 1320d-6');
    expect(text).toContain(TEXT_AVAILABLE_ONLINE);
  });

  it('offers to copy the section’s citation', () => {
    renderElement(createElement(LawDetailBody, { law: section(), fromDevice: false }));
    expect(screen.getByRole('button', { name: 'Copy citation 42 U.S.C. § 1320d-6' })).toBeInTheDocument();
  });

  it('leads from the detail view to the section’s page and its title', () => {
    const law = section();
    renderElement(createElement(LawDetailBody, { law, fromDevice: false, onNavigate: () => undefined }));
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/federal-laws/42/1320d-6', 'Open 42 U.S.C. § 1320d-6 on its own page'],
        ['/federal-laws/42#s-1320d-6', 'All sections of Title 42'],
      ]),
    );
  });
});
