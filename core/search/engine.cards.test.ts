import { describe, expect, it } from 'vitest';
import { allGuides } from '../data/guides';
import { corpusMeta, getCorpusData } from '../laws/corpus';
import { buildGuideRecord, buildLawRecords } from '../laws/records';
import { CARD_CITATION, FIXTURE_CARDS } from '../../test-support/sectionCardFixture';
import { blendRankings } from './blend';
import { createLawIndex, searchLaws } from './engine';

// The Fair Debt Collection Practices Act's sections and every guide: the collection guides
// (15 U.S.C. §§ 1692c-1692g) share the post's words "collector", "debt", "payment", "account".
const fdcpa = getCorpusData().sections.filter((row) => row[0] === 15 && /^1692[a-p]?$/.test(row[1]));
const records = buildLawRecords({ sections: fdcpa, meta: { fullTextActs: corpusMeta.fullTextActs }, cards: FIXTURE_CARDS }, allGuides);
const index = createLawIndex(records);

describe('a section card weighs as a guide’s words do', () => {
  it('a section whose card says what a guide says scores as that guide does', () => {
    const card = FIXTURE_CARDS['15/1692h']!;
    const section = records.find((r) => r.citation === CARD_CITATION)!;
    const guide = buildGuideRecord(
      {
        ...allGuides[0]!,
        id: 'same-words',
        title: section.title,
        summary: '',
        subcategory: '',
        keywords: card.keywords,
        synonyms: card.asks,
      },
      section.heading,
      {},
    );
    const pair = createLawIndex([guide, section]);
    const hits = searchLaws(pair, 'they put my payment toward the account I dispute', { limit: 5 });
    const score = (kind: string) => hits.find((h) => h.record.kind === kind)!.score;
    // The guides' threefold boost alone made the guide three times the section.
    expect(score('guide') / score('section')).toBeGreaterThan(0.8);
    expect(score('guide') / score('section')).toBeLessThan(1.25);

    // Blended with the full text (which takes the boosts out), the two still weigh alike.
    const text = hits.map((h) => ({ title: h.record.usc.title, section: h.record.usc.section, score: 1 }));
    const blended = blendRankings(pair, hits, text, { limit: 5 });
    const blendedScore = (kind: string) => blended.find((h) => h.record.kind === kind)!.score;
    expect(blendedScore('guide') / blendedScore('section')).toBeGreaterThan(0.8);
    expect(blendedScore('guide') / blendedScore('section')).toBeLessThan(1.25);
  });

  it('its section ranks by its curated words as a guide does (the headings engine prefers both over a bare heading)', () => {
    const query = 'the collector put my payment toward the account I dispute instead of the one I told them';
    const hits = searchLaws(index, query, { limit: 10 });
    expect(hits[0]!.record.citation).toBe(CARD_CITATION);
    // Without the card's boost, the guides' threefold one put the section below the collection guides.
    const guide = hits.find((h) => h.record.kind === 'guide')!;
    expect(hits[0]!.score).toBeGreaterThan(guide.score);
  });
});
