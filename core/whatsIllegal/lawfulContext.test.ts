// The context that makes an offence the words describe not apply (docs/understanding.md "What's
// Illegal: precision"): someone else's conduct, and the owner's consent or one's own thing.
import { describe, expect, it } from 'vitest';
import { findState } from '../data/states';
import { resolveCorpusSection } from './corpus';
import { answerWhatsIllegal } from './answerRequest';
import { NO_FEDERAL_LAW_FOUND } from './engine';
import { catalogueOffences } from './foundOffences';
import { aboutSomeoneElse, consentClears, localElectionOnly, notAFirearm } from './lawfulContext';
import { buildQuestion } from './question';

const ask = async (activity: string) => {
  const state = findState('OH')!;
  return answerWhatsIllegal(
    { question: buildQuestion(activity, state.name), state: state.code, stateName: state.name },
    {
      engine: 'built-in',
      resolveSection: resolveCorpusSection,
      searchFederal: () => [],
      findOffence: (typed, ask) =>
        catalogueOffences(typed, { resolveSection: resolveCorpusSection, penaltyOf: async () => undefined }, ask),
    },
  );
};

describe('the context of a typed activity', () => {
  it("does not answer someone else's conduct, reported or not, with an offence", async () => {
    for (const activity of [
      'not call the cops even though i know my roommate sells pills from his car',
      'report my brother to the irs because he hides his tip income',
    ]) {
      const reply = await ask(activity);
      expect(reply.answer, activity).toContain(NO_FEDERAL_LAW_FOUND);
      expect(reply.statute, activity).not.toMatch(/21 U\.S\.C\. § 841|26 U\.S\.C\. § 720[13]/);
    }
    expect(aboutSomeoneElse('file a false report to the police about my neighbor')).toBe(false);
  });

  it("reads not reporting one's own account, income or cash as one's own conduct, not someone else's", () => {
    expect(aboutSomeoneElse('not report my bank account in the philippines that has about $60,000 in it')).toBe(false);
    expect(aboutSomeoneElse('dont report my cash tips from the bar')).toBe(false);
    expect(aboutSomeoneElse('report my neighbor to the irs for hiding cash income')).toBe(true);
    expect(aboutSomeoneElse('not report my uncle even though he hides his income')).toBe(true);
  });

  it("does not cite an offence of using another's card or identity when the owner said yes", async () => {
    const reply = await ask('use my grandpas credit card to pay his cable bill, he handed it to me and said go ahead');
    expect(reply.statute).not.toMatch(/18 U\.S\.C\. § 1028|18 U\.S\.C\. § 1029/);
    expect(reply.answer).toContain(NO_FEDERAL_LAW_FOUND);
  });

  it("does not cite another's benefits or conversations for one's own", async () => {
    const reply = await ask('call social security and ask when my own disability check will come');
    expect(reply.statute).not.toMatch(/42 U\.S\.C\. § 408|18 U\.S\.C\. § 641/);
  });

  it('still cites the offence without consent, or when consent covers a lie', async () => {
    const stolen = await ask('use my moms credit card without asking to buy a new phone');
    expect(stolen.answer).not.toContain(NO_FEDERAL_LAW_FOUND);
    expect(consentClears('lie about my own income to keep getting my ssi')).toBe(false);
  });
});

describe('an object that is not what the section is about', () => {
  it('does not answer an airsoft or BB gun with the firearms sections, unless it is converted', async () => {
    const reply = await ask('get my 13 year old son a pellet gun for christmas');
    expect(reply.statute).not.toMatch(/18 U\.S\.C\. § 92[24]/);
    expect(notAFirearm('convert an airsoft gun to fire real bullets')).toBe(false);
  });
});

describe('an election the section is not about', () => {
  it('does not cite the federal-election offences for a local election with no federal office on it', async () => {
    // Was: 52 U.S.C. § 10307 and 18 U.S.C. § 611, which reach elections for federal office only.
    const reply = await ask('vote in the school board election as a green card holder, our town lets noncitizens vote in town elections');
    expect(reply.statute).not.toMatch(/18 U\.S\.C\. § 611|52 U\.S\.C\. § 10307/);
    expect(reply.answer).toContain(NO_FEDERAL_LAW_FOUND);
  });

  it('still cites them for a federal office, or a threat to a voter', async () => {
    expect((await ask('vote in the presidential election even though im only a green card holder')).statute).toMatch(/18 U\.S\.C\. § 611/);
    expect(localElectionOnly('vote for mayor and for congress on the same ballot as a green card holder')).toBe(false);
    expect(localElectionOnly('vote for city council as a green card holder')).toBe(true);
  });
});
