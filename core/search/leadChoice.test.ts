import { describe, expect, it } from 'vitest';
import { buildSectionRecord } from '../laws/records';
import type { LawSearchHit } from './engine';
import { answerWhatIsAsked } from './leadChoice';
import { terms } from './text';

/** A carded section whose subject (heading and keywords) is exactly `keywords`. */
const section = (number: string, keywords: string[]): LawSearchHit => ({
  record: buildSectionRecord([29, number, keywords.join(' ')], {}, { [`29/${number}`]: { asks: [], keywords } }),
  score: 1,
  match: 'text',
});
const weightsOf = (entries: [string, number][]) => new Map(entries.map(([word, w]) => [terms(word)[0]!, w]));
const lead = (weights: Map<string, number>, hits: LawSearchHit[]) => answerWhatIsAsked(weights, hits)[0]!.record.usc.section;

describe('the lead answers what the post asks (among the first three, any Act)', () => {
  it('goes to a candidate whose subject names 1.45 times what the leader’s names', () => {
    const leader = section('901z', ['certification']);
    const asked = section('902z', ['interpreter']);
    const weights = weightsOf([
      ['certification', 1],
      ['interpreter', 1.45],
    ]);
    expect(lead(weights, [leader, asked, section('903z', ['unrelated'])])).toBe('902z');
    // Not for a little more: the leader's own ranking stands.
    expect(
      lead(
        weightsOf([
          ['certification', 1],
          ['interpreter', 1.2],
        ]),
        [leader, asked],
      ),
    ).toBe('901z');
  });

  it('weighs an incidental word ("job") at half: said three times, it does not outweigh what the post is about', () => {
    const leader = section('904z', ['job']);
    const asked = section('905z', ['deployment']);
    const weights = weightsOf([
      ['job', 3],
      ['deployment', 2.2],
    ]);
    expect(lead(weights, [leader, asked])).toBe('905z');
  });
});
