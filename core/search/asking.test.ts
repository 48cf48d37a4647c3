import { describe, expect, it } from 'vitest';
import { buildSectionRecord } from '../laws/records';
import { ASK_MIN_WORDS, asksMeetingPost } from './asking';
import type { LawSearchHit } from './engine';
import { terms } from './text';
import { coverage, isIncidental } from './topicWords';

const weightsOf = (text: string) => new Map(terms(text).map((t) => [t, 1]));
const telling = (t: string) => !isIncidental(t);

describe("a section card's ask meets a post only in several telling words", () => {
  const ask = new Set(terms('my landlord kept my security deposit after I moved out of the apartment'));

  it('one or two shared words are not enough; three are, and give the whole ask', () => {
    expect(ASK_MIN_WORDS).toBe(3);
    expect(asksMeetingPost([ask], weightsOf('my landlord is ignoring the broken heater'), telling).size).toBe(0);
    expect(asksMeetingPost([ask], weightsOf('the landlord will not return my deposit'), telling).size).toBe(0);
    const met = asksMeetingPost([ask], weightsOf('the landlord kept the deposit when I moved'), telling);
    expect(met).toEqual(ask);
  });

  it('incidental words ("work", "job", "company") do not count toward meeting it', () => {
    const jobAsk = new Set(terms('my company fired me from my job at work for asking about overtime'));
    expect(asksMeetingPost([jobAsk], weightsOf('company job work overtime'), telling).size).toBe(0);
    expect(asksMeetingPost([jobAsk], weightsOf('company fired overtime asking'), telling).size).toBeGreaterThan(0);
  });

  it("in the relevance gate: a post sharing one story word with a card's asks gains nothing from them", () => {
    const carded: LawSearchHit = {
      record: buildSectionRecord(
        [42, '999y', 'Lead-based paint disclosure'],
        {},
        {
          '42/999y': {
            asks: ['my landlord never told me about lead paint in the old apartment before I signed the lease'],
            keywords: ['lead paint disclosure'],
          },
        },
      ),
      score: 1,
      match: 'text',
    };
    // "landlord" alone: the story word every housing post shares.
    expect(coverage(weightsOf('my landlord is ignoring the broken heater'), carded)).toEqual({ weight: 0, telling: 0 });
    // The ask met: its words count, at half (a card's asks are a story, not the subject).
    const met = coverage(weightsOf('landlord never told about paint before the lease'), carded);
    expect(met.telling).toBeGreaterThanOrEqual(4);
    expect(met.weight).toBeGreaterThan(0);
  });
});
