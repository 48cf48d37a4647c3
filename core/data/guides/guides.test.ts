import { describe, expect, it } from 'vitest';
import { corpusMeta } from '../../laws';
import { CIVIL_INFLATION_LAW } from '../../penalties';
import { housingConsumerGuides } from './housing-consumer';
import { workSchoolGuides } from './work-school';
import { rightsHealthBenefitsGuides } from './rights-health-benefits';
import { housingConsumerNotYetRewritten, rightsHealthBenefitsNotYetRewritten, workSchoolNotYetRewritten } from './notYetRewritten';
import type { LawGuide } from './types';

// Every guide read against the law: written from the section's official text and
// recording the release point it was read against, the one the library serves.
const files: [string, LawGuide[], readonly string[]][] = [
  ['housing-consumer.ts', housingConsumerGuides, housingConsumerNotYetRewritten],
  ['work-school.ts', workSchoolGuides, workSchoolNotYetRewritten],
  ['rights-health-benefits.ts', rightsHealthBenefitsGuides, rightsHealthBenefitsNotYetRewritten],
];

const checked = (g: LawGuide) => g.basis === 'full-text' && g.checkedAgainst === corpusMeta.releasePoint;

describe.each(files)('the guides of %s', (_file, guides, notYetRewritten) => {
  it('are each written from the full text and record the release point they were checked against', () => {
    const pending = new Set(notYetRewritten);
    const unchecked = guides.filter((g) => !checked(g) && !pending.has(g.id)).map((g) => `${g.id}: basis ${g.basis}, checkedAgainst ${g.checkedAgainst ?? 'missing'}`);
    expect(unchecked, `release point is ${corpusMeta.releasePoint}`).toEqual([]);
  });

  it('list as not yet rewritten only guides that really are (the list only shrinks)', () => {
    const ids = new Set(guides.map((g) => g.id));
    expect(notYetRewritten.filter((id) => !ids.has(id)), 'no such guide in this file').toEqual([]);
    expect(guides.filter((g) => notYetRewritten.includes(g.id) && checked(g)).map((g) => g.id), 'rewritten: remove from notYetRewritten.ts').toEqual([]);
    expect(new Set(notYetRewritten).size).toBe(notYetRewritten.length);
  });

  it('record no release point other than the one the library serves', () => {
    expect(guides.filter((g) => g.checkedAgainst !== undefined && g.checkedAgainst !== corpusMeta.releasePoint).map((g) => `${g.id}: ${g.checkedAgainst}`)).toEqual([]);
  });

  it('name a regulation or case for every figure they source outside the cited text', () => {
    for (const g of guides) for (const s of g.figureSources ?? []) expect(`${g.summary} ${g.penalties}`, g.id).toContain(s.figure);
  });

  it('cite the inflation adjustment of civil penalties as one statement: the 1990 Act as the 2015 Act amended it', () => {
    const adjusted = guides.filter((g) => /Inflation Adjustment Act/.test(`${g.summary} ${g.penalties}`));
    expect(adjusted.length).toBeGreaterThan(10);
    for (const g of adjusted) {
      const text = `${g.summary} ${g.penalties}`;
      expect(text.split('Inflation Adjustment Act Improvements Act').length, g.id).toBe(text.split(CIVIL_INFLATION_LAW).length);
    }
  });
});
