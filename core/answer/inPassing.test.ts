import { describe, expect, it } from 'vitest';
import { findLawsBySection } from '../laws/corpus';
import { getCorpusIndex, searchLibrary } from '../search/corpusIndex';
import { RERANK_DEPTH, rerankByTopic } from '../search/topicRerank';
import { stateLawTopicOf } from './jurisdiction';
import { namedInPassing } from './inPassing';
import { composeUnderstood } from './understood';

const ranked = (post: string) => rerankByTopic(getCorpusIndex(), post, searchLibrary(post, { limit: RERANK_DEPTH })).slice(0, 10);
const answer = (post: string) => composeUnderstood(post, ranked(post), { engine: 'built-in', sectionLaws: findLawsBySection });

describe('a state-law topic named only in passing', { timeout: 120_000 }, () => {
  // A debt collector's conduct is asked about; the landlord's late fee is what it cost.
  const collector =
    'A debt collector for my old gym membership talked me into mailing two postdated checks and then deposited both of them two weeks before the dates on them. ' +
    'My account went negative and my landlord charged me a late fee because the rent bounced, and the bank took overdraft fees too. ' +
    'Is a debt collector allowed to deposit a postdated check before its date? Can I make the collector pay the fees back?';

  it('yields to the federal law the post asks about', () => {
    expect(stateLawTopicOf(collector)?.topic.id).toBe('rent-and-leases');
    expect(namedInPassing(collector, stateLawTopicOf(collector)!, ranked(collector))).toBe(true);
    const reply = answer(collector);
    expect(reply.jurisdiction?.kind).toBe('federal');
    expect(reply.sources[0]?.citation).toMatch(/^15 U\.S\.C\. § 1692f/);
  });

  it('still routes a post whose question is the state-law matter', () => {
    const lateFee =
      'My landlord charged me a late fee of $150 because my rent was one day late, the debt collector for my old gym has been calling me too but that is another story. ' +
      'Is a late fee that big legal? How much can a landlord charge for a late fee?';
    expect(namedInPassing(lateFee, stateLawTopicOf(lateFee)!, ranked(lateFee))).toBe(false);
    expect(answer(lateFee).jurisdiction?.kind).toBe('state');
  });
});
