import { describe, expect, it } from 'vitest';
import { buildGuideRecord, buildSectionRecord } from '../laws/records';
import { allGuides } from '../data/guides';
import type { LawSearchHit } from './engine';
import { terms } from './text';
import { coverage, isRetaliationLaw, subjectIntent } from './topicRerank';

const words = { asks: ['my boss fired me after I asked about the payment for my extra hours'], keywords: ['payment timing', 'payday'] };
const carded: LawSearchHit = {
  record: buildSectionRecord([29, '999z', 'Timing of payments'], {}, { '29/999z': words }),
  score: 1,
  match: 'text',
};
const guide: LawSearchHit = {
  record: buildGuideRecord(
    {
      ...allGuides[0]!,
      id: 'test-same-words',
      title: 'Timing of payments',
      summary: '',
      subcategory: '',
      keywords: words.keywords,
      synonyms: words.asks,
    },
    'Timing of payments',
    {},
  ),
  score: 1,
  match: 'text',
};

describe("a section card's asks in the relevance gate", () => {
  it('count as a summary does (half), its keywords and heading as the subject', () => {
    // The post meets the ask in three telling words (./asking.ts ASK_MIN_WORDS).
    const weights = new Map(terms('boss fired extra payday').map((t) => [t, 1]));
    expect(weights.size).toBe(4);
    // "boss", "fire", "extra" are in the asks only: half for the card, whole for a guide's phrasings; "payday" is a keyword of both.
    expect(coverage(weights, carded).weight).toBe(2.5);
    expect(coverage(weights, guide).weight).toBe(4);
    // What the post asks, as its subject names it: the asks' words at half there too.
    expect(subjectIntent(weights, carded)).toBe(2.5);
    expect(subjectIntent(weights, guide)).toBe(4);
  });

  it('do not make a section an anti-retaliation one (a guide whose phrasings say "fired" is)', () => {
    expect(isRetaliationLaw(carded)).toBe(false);
    expect(isRetaliationLaw(guide)).toBe(true);
  });

  it('are read afresh when the same section comes from another library (with a card, then without)', () => {
    const weights = new Map(terms('boss fired extra payday').map((t) => [t, 1]));
    const bare: LawSearchHit = { record: buildSectionRecord([29, '999z', 'Timing of payments'], {}, {}), score: 1, match: 'text' };
    expect(bare.record.id).toBe(carded.record.id);
    expect(coverage(weights, carded).weight).toBe(2.5);
    expect(coverage(weights, bare).weight).toBe(0);
    expect(coverage(weights, carded).weight).toBe(2.5);
  });
});
