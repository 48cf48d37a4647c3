import { beforeEach, describe, expect, it } from 'vitest';
import type { LawDetail } from '../../core/schemas/legal';
import { db } from './index';
import { getLaw, saveLaw } from './laws';

const fairHousing: LawDetail = {
  id: 'usc-42-3604',
  title: 'Discrimination in the sale or rental of housing and other prohibited practices',
  citation: '42 U.S.C. § 3604',
  summary: 'Official heading of 42 U.S.C. § 3604.',
  category: 'Title 42 — The Public Health and Welfare',
  subcategory: 'Section',
  penalties: 'See the statute.',
  government_source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim',
  confidence: 97,
  kind: 'section',
  usc: { title: 42, section: '3604' },
  govinfoUrl: 'https://www.govinfo.gov/link/uscode/42/3604?link-type=html',
  hasFullText: true,
  fullText: 'It shall be unlawful—\n(a) To refuse to sell or rent after the making of a bona fide offer...',
  titleName: 'The Public Health and Welfare',
  keywords: ['fair housing'],
  officialText: null,
};

const monday = new Date('2025-03-03T10:00:00Z');
const tuesday = new Date('2025-03-04T10:00:00Z');

beforeEach(async () => {
  await db.laws.clear();
});

describe('laws kept on the device', () => {
  it('keeps a viewed law with its full text, readable by id', async () => {
    await saveLaw(fairHousing, { now: monday });
    const stored = await getLaw('usc-42-3604');
    expect(stored).toEqual({ ...fairHousing, savedAt: monday.getTime(), savedForOffline: false });
    expect(stored?.fullText).toContain('It shall be unlawful');
  });

  it('returns null for a law never stored', async () => {
    expect(await getLaw('usc-1-1')).toBeNull();
  });

  it('marks a law saved for offline, and viewing it again does not un-save it', async () => {
    await saveLaw(fairHousing, { forOffline: true, now: monday });
    await saveLaw({ ...fairHousing, summary: 'Updated summary' }, { now: tuesday });
    const stored = await getLaw(fairHousing.id);
    expect(stored).toMatchObject({ savedForOffline: true, summary: 'Updated summary', savedAt: tuesday.getTime() });
  });

  it('never replaces a stored full text with a copy that has none', async () => {
    await saveLaw(fairHousing, { now: monday });
    await saveLaw({ ...fairHousing, fullText: null }, { now: tuesday });
    expect((await getLaw(fairHousing.id))?.fullText).toBe(fairHousing.fullText);
  });

  it('keeps one record per law', async () => {
    await saveLaw(fairHousing);
    await saveLaw(fairHousing, { forOffline: true });
    await saveLaw({ ...fairHousing, id: 'usc-42-3605' });
    expect(await db.laws.count()).toBe(2);
    expect(await db.laws.where('citation').equals('42 U.S.C. § 3604').count()).toBe(2);
  });

  it('refuses a law that is not a law detail and stores nothing', async () => {
    await expect(saveLaw({ ...fairHousing, confidence: 'high' } as unknown as LawDetail)).rejects.toThrow();
    expect(await db.laws.count()).toBe(0);
  });

  it('reads a list record stored without the detail fields (whole-library download) with those fields empty', async () => {
    const { fullText: _f, titleName: _t, keywords: _k, ...listRecord } = fairHousing;
    await db.laws.put(listRecord);
    expect(await getLaw(fairHousing.id)).toEqual({
      ...listRecord,
      fullText: null,
      titleName: '',
      keywords: [],
      savedAt: 0,
      savedForOffline: false,
    });
  });

  it('treats an unusable stored record as absent', async () => {
    await db.laws.put({ id: 'broken', category: 'x', citation: 'y' });
    expect(await getLaw('broken')).toBeNull();
  });

  it("keeps a section's parsed official text, and a later copy without it does not erase it", async () => {
    const officialText = {
      heading: 'Discrimination in the sale or rental of housing and other prohibited practices',
      intro:
        'As made applicable by section 3603 of this title and except as exempted by sections 3603(b) and 3607 of this title, it shall be unlawful—',
      levels: [
        {
          id: 'a',
          designation: '(a)',
          path: '(a)',
          citation: '42 U.S.C. § 3604(a)',
          depth: 0,
          text: 'To refuse to sell or rent after the making of a bona fide offer,',
        },
      ],
      links: [{ level: '', field: 'text' as const, start: 22, end: 48, to: '/federal-laws/42/3603' }],
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100 (current through Pub. L. 119-100)',
    };
    await saveLaw({ ...fairHousing, officialText }, { now: monday });
    await saveLaw({ ...fairHousing, officialText: null }, { now: tuesday });
    const kept = await getLaw('usc-42-3604');
    expect(kept?.officialText?.levels[0]).toMatchObject({ citation: '42 U.S.C. § 3604(a)' });
    expect(kept?.officialText?.links[0]?.to).toBe('/federal-laws/42/3603');
  });
});
