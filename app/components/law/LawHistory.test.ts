// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import type { LawDetail } from '../../../core/schemas/legal';
import { readText, renderElement } from '../../testing/render';
import { LawHistory, lastAmendedLine } from './LawHistory';

// Fields as GET /api/legal/laws/usc-38-4323 and usc-15-1692c send them (sync-server/routes/legal.history.test.ts).
const base = { id: 'usc-38-4323', kind: 'section' } as unknown as LawDetail;
const usc38_4323 = {
  ...base,
  lastAmended: { date: '2025-01-02', publicLaw: '118-210' },
  enacted: { date: '1994-10-13', publicLaw: '103-353' },
  history: {
    credit:
      '(Added Pub. L. 103–353, § 2(a), Oct. 13, 1994, 108 Stat. 3165; … Pub. L. 118–210, title II, § 221(c), (d), (e)(3), Jan. 2, 2025, 138 Stat. 2778, 2779.)',
    amendments: Array.from({ length: 8 }, (_, i) =>
      i === 0 ? '2025—Subsec. (d)(1)(C), (D). Pub. L. 118–210, § 221(d), added subpars. (C) and (D)' : `Note ${i + 1}`,
    ),
    releasePoint: '119-100',
  },
} as LawDetail;

/** The words of the History as shown. */
const render = (law: LawDetail) => readText(renderElement(createElement(LawHistory, { law })).container);

describe('the History of a law', () => {
  it('says when 38 U.S.C. § 4323 was last amended and by which law, then its credit and the newest notes', () => {
    const text = render(usc38_4323);
    expect(text).toContain('History Last amended Jan. 2, 2025 by Pub. L. 118-210. Enacted Oct. 13, 1994 by Pub. L. 103-353.');
    expect(text).toContain('Source credit: (Added Pub. L. 103–353');
    expect(text).toContain('2025—Subsec. (d)(1)(C), (D). Pub. L. 118–210');
    expect(text).toContain('Note 5');
    expect(text).not.toContain('Note 6');
    expect(text).toContain('Show all 8 amendment notes');
    expect(text).toContain('release point 119-100');
  });

  it('says 15 U.S.C. § 1692c has not been amended since 1977', () => {
    const law = {
      ...base,
      lastAmended: { date: '1977-09-20', publicLaw: '95-109' },
      enacted: { date: '1977-09-20', publicLaw: '95-109' },
      history: {
        credit: '(Pub. L. 90–321, title VIII, § 805, as added Pub. L. 95–109, Sept. 20, 1977, 91 Stat. 876.)',
        amendments: [],
        releasePoint: '119-100',
      },
    } as LawDetail;
    expect(lastAmendedLine(law)).toBe('Not amended since it was enacted Sept. 20, 1977 by Pub. L. 95-109.');
    expect(render(law)).toContain('The official notes list no amendments to this section.');
  });

  it('says why a copy kept before the history existed shows none', () => {
    expect(render(base)).toContain('This copy has no history of the section. Open it while online');
  });
});
