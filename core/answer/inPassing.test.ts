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

  it('yields when the law names most, not half, of what is asked (a judgment in the story, Social Security asked about)', () => {
    // The asked words the best law names: 3 of 7 (0.43), under the old bar of one half; no state-law post of the
    // sets scores above 0.40 (docs/understanding.md "Seventh pass").
    const post =
      'I am 71 and my only income is my social security check, which goes straight into my bank account. A few years ago a hospital got a judgment against me for an old bill. ' +
      "This month the bank froze my account on a garnishment order from the hospital's lawyers and I cannot pay for groceries. Nothing in that account is anything but social security. " +
      'Can a hospital take my social security money? How do I get my account back?';
    expect(stateLawTopicOf(post)?.topic.id).toBe('small-claims');
    const reply = answer(post);
    expect(reply.jurisdiction?.kind).toBe('federal');
    expect(reply.sources[0]?.citation).toMatch(/^42 U\.S\.C\. § 407/);
  });

  it('yields when the best law names many of the whole post’s words and the asking sentences name nothing', () => {
    // "divorce" is a detail of the story; the questions ("Is there any way…", "What do I do?") are bare.
    const post =
      'After my divorce was final in 2019 I moved in with my sister and lived on my Social Security disability check, about $1,140 a month. ' +
      'Last week a letter came from Social Security saying I was overpaid $6,800 over three years because they counted my old marriage wrong or something, ' +
      'and they are going to take the whole check until it is paid back. I never lied on anything, I reported every change they asked about, I called them twice and wrote down the names. ' +
      'I cannot pay rent or buy my medicine without that check. Is there any way to get them to forgive the overpayment since it was not my fault? What do I do?';
    expect(stateLawTopicOf(post)?.topic.id).toBe('divorce');
    const reply = answer(post);
    expect(reply.jurisdiction?.kind).toBe('federal');
    expect(reply.sources[0]?.citation).toMatch(/^42 U\.S\.C\. § 404/);
  });

  it('still routes a post whose question is the state-law matter', () => {
    const lateFee =
      'My landlord charged me a late fee of $150 because my rent was one day late, the debt collector for my old gym has been calling me too but that is another story. ' +
      'Is a late fee that big legal? How much can a landlord charge for a late fee?';
    expect(namedInPassing(lateFee, stateLawTopicOf(lateFee)!, ranked(lateFee))).toBe(false);
    expect(answer(lateFee).jurisdiction?.kind).toBe('state');
  });
});

describe('a firing or last paycheck in a post that asks about a punishment for a complaint', { timeout: 120_000 }, () => {
  it('yields to the anti-retaliation section when the punishment happened', () => {
    const post =
      'I was a prep cook at a diner for two years and we worked about 52 hours most weeks but the checks always said 40. In May I called the wage and hour office of the labor department and filed a complaint with my name on it. ' +
      'An investigator came and asked for the time cards. The next week the owner took me off the schedule and told me not to come in person for my last check. Can they legally fire me for going to the labor department?';
    expect(stateLawTopicOf(post)).toBeDefined();
    const reply = answer(post);
    expect(reply.jurisdiction?.kind).toBe('federal');
    expect(reply.sources[0]?.citation).toMatch(/^29 U\.S\.C\. § 215/);
  });

  it('not when the firing is only asked about (workers’ compensation stays state law)', () => {
    const post =
      'I hurt my back lifting boxes at the warehouse and told my supervisor the same day, he said not to file anything because it would mess up our safety bonus. ' +
      'Urgent care says it is a herniated disc and my employer now says it did not happen at work. Can I still file workers comp? Can they fire me for filing?';
    expect(answer(post).jurisdiction?.kind).toBe('state');
  });
});
