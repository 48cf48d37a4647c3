import { describe, expect, it } from 'vitest';
import { stateLawTopicOf } from '../answer/jurisdiction';
import { getCorpusIndex } from './corpusIndex';
import { searchLaws } from './engine';
import { expandSynonyms } from './synonyms';
import {
  askWeights,
  asksAboutRetaliation,
  coverage,
  isIncidental,
  RERANK_DEPTH,
  rerankByTopic,
  sameAct,
  topicWeights,
} from './topicRerank';

const key = (h: { record: { usc: { title: number; section: string } } }) => `${h.record.usc.title}/${h.record.usc.section}`;

describe('the relevance gate before the lead', () => {
  const index = getCorpusIndex();

  it('weighs telling words above common ones', () => {
    const w = topicWeights(index, 'the finance company repossessed my truck after my chapter 13 bankruptcy filing');
    expect(w.get('bankruptci')!).toBeGreaterThan(w.get('compani')!);
    expect(isIncidental('work') && isIncidental('titl') && isIncidental('card')).toBe(true);
  });

  it('lifts the law a long post is about over one sharing its common words', () => {
    const post =
      'We filed chapter 13 bankruptcy on the 3rd and on the 10th the finance company came and repossessed my truck from my work parking lot. ' +
      'They say they did not get notice from the court yet. I need the truck to get to work and back. Were they supposed to stop once I filed?';
    const ranked = rerankByTopic(index, post, searchLaws(index, post, { limit: 60 }));
    expect(ranked.slice(0, 3).map(key)).toContain('11/362');
    const stay = ranked.find((h) => key(h) === '11/362')!;
    expect(coverage(topicWeights(index, post), stay).telling).toBeGreaterThan(1);
  });

  it("weighs what the post asks over its background when choosing among one Act's sections", () => {
    const post =
      'The bank reported my account late after a billing error. I sent a letter about it in May. Do they have to investigate my dispute?';
    const all = topicWeights(index, post);
    const asked = askWeights(post, all);
    expect(asked.get('disput')).toBe(all.get('disput'));
    expect(asked.get('bill')).toBe(all.get('bill')! / 2);
    // A post that asks nothing in so many words keeps every word at full weight.
    expect(askWeights('my employer fired me after i filed a complaint', all).get('disput')).toBe(all.get('disput'));
  });

  it("counts guides naming the same Act as one Act's sections, and keeps neighbouring Acts apart", () => {
    const guide = (title: number, section: string, name: string) =>
      searchLaws(index, `${title} U.S.C. ${section}`, { limit: 10 }).find(
        (h) => h.record.kind === 'guide' && h.record.title.startsWith(`${name} — `),
      )!;
    const levyHearing = guide(26, '6330', 'Internal Revenue Code');
    const installments = guide(26, '6159', 'Internal Revenue Code');
    expect(sameAct(levyHearing, installments)).toBe(true);
    expect(sameAct(guide(29, '207', 'Fair Labor Standards Act'), guide(29, '254', 'Portal-to-Portal Act'))).toBe(false);
  });

  it("gives the lead to the section of the leader's Act that plays the role the post asks (./questionRole.ts)", () => {
    const story =
      'I bought a used pickup from a small lot last spring. The odometer said 61,000 miles and the title paperwork said the same. ' +
      'When I took it in for service the shop pulled the records and it had 148,000 miles two years ago, somebody rolled it back. ' +
      'The dealer says he bought it that way at auction and it is not his problem.';
    const lead = (post: string) => key(rerankByTopic(index, post, searchLaws(index, post, { limit: 60 }))[0]!);
    // Asked what they can get: the private suit (treble damages) over the tampering rule.
    expect(lead(`${story} Can I sue the dealer over the odometer tampering, and what could I get out of it?`)).toBe('49/32710');
    expect(lead(`${story} Is the odometer tampering against federal law?`)).toBe('49/32703');
  });

  it('keeps a citation the user typed first', () => {
    const ranked = rerankByTopic(index, '15 U.S.C. 1692c', searchLaws(index, '15 U.S.C. 1692c', { limit: 20 }));
    expect(key(ranked[0]!)).toBe('15/1692c');
  });
});

describe('retaliation told as what happened', () => {
  it('searches the anti-retaliation words though the post never says retaliation', () => {
    expect(
      expandSynonyms('i told my manager we were not paid for the hours after closing and the next week i was off the schedule'),
    ).toContain('retaliation');
    expect(expandSynonyms('after i reported the harassment to hr my new supervisor wrote me up twice')).toContain('retaliation');
    expect(expandSynonyms('they fired me because i complained about the broken guard on the saw')).toContain('retaliation');
    // A firing or a schedule alone is not retaliation.
    expect(expandSynonyms('i was fired last week and my schedule changed before that')).not.toContain('retaliation');
  });
});

describe('the state-law router does not drop the federal law that applies', () => {
  it('for an emotional-support cat, a leaked chart, a repossession after bankruptcy', () => {
    expect(
      stateLawTopicOf('my landlord is trying to evict me because of my emotional support cat, the building is no pets'),
    ).toBeUndefined();
    expect(stateLawTopicOf('a nurse leaked my medical records to my family, can I sue her in small claims?')).toBeUndefined();
    expect(stateLawTopicOf('they repossessed my car a week after I filed chapter 13 bankruptcy')).toBeUndefined();
    // One topic word alone still routes to state law.
    expect(stateLawTopicOf('my landlord wont return my security deposit')?.topic.id).toBe('security-deposits');
  });
});

describe('an anti-retaliation section leads when the post asks about a punishment for a complaint', { timeout: 120_000 }, () => {
  const index = getCorpusIndex();
  const lead = (post: string) => key(rerankByTopic(index, post, searchLaws(index, post, { limit: RERANK_DEPTH }))[0]!);

  it('the wage law’s retaliation rule, not its overtime rule, for a firing after asking for overtime', () => {
    const post =
      'I worked at a tire shop for two years. We routinely worked 48 to 50 hours a week and the owner paid straight time for all of it, no overtime at all, and he said that is how every shop does it. ' +
      'In April I told my manager that we should be getting time and a half after forty hours and I showed him the printout from the labor department website. ' +
      'Two weeks later I was fired for "attitude". I had no write ups before. Can they fire me for asking to be paid overtime?';
    expect(asksAboutRetaliation(post)).toBe(true);
    expect(lead(post)).toBe('29/215');
  });

  it("the Act the complaint was about, weighing what the post asks over its background (Title VII, not OSHA's safety words)", () => {
    const post =
      'I run a forklift at a lumber yard and I have my safety certification. A woman on my crew told me the yard foreman kept grabbing her and texting her at night, and she went to HR. ' +
      'HR interviewed me and I backed her up and signed a written statement about what I saw. Since then the foreman and the safety manager moved me to the worst job in the yard, ' +
      "took away my overtime and gave me a final warning for a safety violation that was someone else's pallet. Can they punish me for being a witness in her harassment complaint?";
    expect(lead(post)).toBe('42/2000e-3');
  });

  it("the Act that protects the person's own ground when the charge's words are every Act's (the ADA's, not Title VII's)", () => {
    // An EEOC charge may be under Title VII, the ADA or the ADEA: a diabetic cashier's is the ADA's (42 U.S.C. § 12203).
    const diabetic =
      'I have diabetes and I work the register at a grocery store. I asked my supervisor for two short breaks a shift to check my blood sugar and eat something, and brought a letter from my doctor. ' +
      'She said no, so in March I filed a charge with the EEOC. Since then she has cut my shifts from five to three, moved me to the overnight stocking crew and wrote me up twice for things everybody does. ' +
      'Last week she told me things would get easier if I dropped the EEOC complaint. Can she punish me for filing with the EEOC?';
    expect(lead(diabetic)).toBe('42/12203');
    // The ADA's retaliation section, not its discrimination section whose phrasings say "fired".
    const wheelchair =
      'I use a wheelchair and work in the billing office of a clinic. I asked HR to move my desk to the first floor since the elevator breaks every week, and when they ignored it I filed a charge with the EEOC in June. ' +
      'Two weeks later my manager took me off the team that gets bonuses and gave me a bad review for the first time in six years. Is it legal for them to retaliate against me for going to the EEOC?';
    expect(lead(wheelchair)).toBe('42/12203');
  });

  it('not when the punishment is only feared, or told in passing beside what the post asks', () => {
    expect(
      asksAboutRetaliation(
        'My son is 15 and they schedule him until 11 at night. I called the manager and she said everyone does it. Who would I report this to without getting my son fired?',
      ),
    ).toBe(false);
    expect(
      asksAboutRetaliation(
        'The manager takes part of our tip pool. Some of the girls say they can get fired for complaining. Is the manager allowed to take our tips?',
      ),
    ).toBe(false);
  });
});

describe('the lead answers what the post asks', { timeout: 120_000 }, () => {
  it('a law of another Act among the first three leads when its own subject names far more of the question', () => {
    const index = getCorpusIndex();
    const post =
      'I am going back to school at a private nursing college and I have a documented hearing loss and use captions. ' +
      'The school approved captioning for lectures through the disability office but two instructors refuse to turn on captions or give me the transcript and I failed a quiz because I missed the instructions. ' +
      'The college gets federal student aid. Is it legal for instructors to refuse the accommodations the disability office approved?';
    // Rehabilitation Act § 504 (programs receiving federal money), not the student-loan discharge the school words bring up.
    expect(key(rerankByTopic(index, post, searchLaws(index, post, { limit: RERANK_DEPTH }))[0]!)).toBe('29/794');
  });
});

describe('the ADA Title III guide names the auxiliary aids the Act defines', { timeout: 120_000 }, () => {
  it('a deaf patient refused an interpreter by a private doctor is led by 42 U.S.C. § 12182', () => {
    const index = getCorpusIndex();
    // 42 U.S.C. § 12103(1)(A): auxiliary aids and services include "qualified interpreters".
    const post =
      'My father is Deaf and signs, and reading English is hard for him. His eye surgeon, a private practice, keeps telling us to bring a family member to sign for him or to write notes back and forth, ' +
      'and says paying an interpreter is not their problem. My sister is not an interpreter and cannot explain the risks of the operation to him. The office says that is their policy. ' +
      'Does a private doctor have to provide a sign language interpreter for a deaf patient?';
    expect(key(rerankByTopic(index, post, searchLaws(index, post, { limit: RERANK_DEPTH }))[0]!)).toBe('42/12182');
  });
});
