import { describe, expect, it } from 'vitest';
import { findState } from '../data/states';
import { resolveCorpusSection } from './corpus';
import { activityOfRequest, answerWhatsIllegal } from './answerRequest';
import { offenceOf, offenceWords } from './offences';
import { buildQuestion } from './question';

describe('everyday descriptions of federal offences', () => {
  it('name only sections the corpus holds', () => {
    for (const o of offenceWords) {
      for (const key of o.sections) {
        const [title, section] = key.split('/') as [string, string];
        expect(resolveCorpusSection(Number(title), section), `${o.id}: ${key}`).toBeDefined();
      }
    }
  });

  it('read the offence from the words, and leave other activities alone', () => {
    expect(offenceOf('hide my boat from the trustee in my bankruptcy')?.id).toBe('bankruptcy-fraud');
    expect(offenceOf('dump old paint into the river')?.id).toBe('water-pollution');
    expect(offenceOf('sell my food stamps for cash')?.id).toBe('snap-trafficking');
    expect(offenceOf('buy stamps at the post office')).toBeUndefined();
    // A stamp that is not postage is not counterfeit postage.
    expect(offenceOf('print my own usda inspected stamps on the jerky i sell')).toBeUndefined();
    expect(offenceOf('print fake postage stamps at home')?.id).toBe('counterfeit-postage');
    // "Stamp" as a verb is no postage stamp.
    expect(offenceOf('stamp sterling on silver plated rings i make')).toBeUndefined();
    // The President's daughter is 18 U.S.C. § 879, not the prepared § 871 activity.
    expect(activityOfRequest(buildQuestion('threaten the presidents daughter online', 'Ohio'))).not.toMatchObject({
      curated: { id: 'threaten-president' },
    });
    expect(activityOfRequest(buildQuestion('threaten the president online', 'Ohio'))).toMatchObject({
      curated: { id: 'threaten-president' },
    });
    // A prepared activity does not read "organic" as an organ, nor the pilot of their own plane as an unruly passenger.
    expect(activityOfRequest(buildQuestion('sell organic kale at the farmers market', 'Ohio'))).not.toMatchObject({
      curated: { id: 'sell-organ' },
    });
    expect(activityOfRequest(buildQuestion('sell my kidney for cash', 'Ohio'))).toMatchObject({ curated: { id: 'sell-organ' } });
    expect(
      activityOfRequest(buildQuestion('take my family to the lake in my own small plane with my private pilot license', 'Ohio')),
    ).not.toMatchObject({
      curated: { id: 'unruly-passenger' },
    });
    expect(activityOfRequest(buildQuestion('get drunk and yell at the flight attendant on my plane to vegas', 'Ohio'))).toMatchObject({
      curated: { id: 'unruly-passenger' },
    });
    expect(offenceOf('wash my car in the driveway')).toBeUndefined();
    // A credit union is a bank, not a labor union.
    expect(activityOfRequest(buildQuestion('rob a credit union', 'Ohio'))).not.toMatchObject({ curated: { id: 'discuss-pay' } });
    expect(offenceOf('rob a credit union')?.id).toBe('bank-robbery');
    // Someone else's lie, procured: subornation (18 U.S.C. § 1622), not the person's own perjury.
    expect(offenceOf('get my cousin to lie under oath about where i was that night at my trial')?.id).toBe('subornation');
    expect(offenceOf('lie under oath about where i was that night at my trial')?.id).toBe('perjury');
  });

  it('leave lawful look-alikes of the added offences alone', () => {
    for (const lawful of [
      'take a loan from the bank where I work',
      'take a federal grant for my research',
      'take money out of my 401k at my company',
      'cash my mom’s stimulus check for her',
      'tell the DMV I am a US citizen',
      'send money to my family in Mexico through a business',
      'paint the walls of my church',
      'fish in a national wildlife refuge',
      'remove encryption from my own files',
      'take my kids on a trip and kidnap them for a surprise party',
      'take a shipment of furniture to another state',
      'share my own medical records with a new doctor',
      'take down my own website',
      'take my boat out at high tide',
      'fly a plane with my pilot license',
      'take my hunting rifle to canada for a hunting trip',
      'give the mail carrier some cash for christmas',
      'ship my grandfather’s shotgun to my brother in another state',
      'make my employees stay late to finish the inventory',
    ])
      expect(offenceOf(lawful)?.id, lawful).toBeUndefined();
    expect(offenceOf('tell my employer I am a US citizen when I am not')?.id).toBe('false-citizenship-claim');
    expect(offenceOf('hunt deer in a wildlife refuge where hunting is closed')?.id).toBe('wildlife-refuge');
    expect(offenceOf('take cash out of the drawer at the bank where I work')?.id).toBe('bank-embezzlement');
  });

  it('answer with the section that makes it an offence and its official heading', async () => {
    const state = findState('TX')!;
    const reply = await answerWhatsIllegal(
      { question: buildQuestion('help my friend escape from a federal prison', state.name), state: 'TX', stateName: state.name },
      { engine: 'built-in', resolveSection: resolveCorpusSection },
    );
    expect(reply.answer).toContain('Federal law that makes what you describe an offence:');
    expect(reply.answer).toContain('18 U.S.C. § 752 — Instigating or assisting escape');
    expect(reply.statute).toContain('18 U.S.C. § 752');
  });
});

describe('an unprepared offence: its penalty read from its section, online and offline', () => {
  const ask = (activity: string, engine: 'built-in' | 'offline') =>
    answerWhatsIllegal(
      { question: buildQuestion(activity, 'Maine'), state: 'ME', stateName: 'Maine' },
      engine === 'built-in' ? { engine, resolveSection: resolveCorpusSection } : { engine },
    );

  it('states the term, the class (§ 3559) and the fine ceiling (§ 3571) of the clause that applies, with its words', async () => {
    const reply = await ask('call in a fake mayday to the coast guard as a joke', 'built-in');
    expect(reply.answer).toContain('14 U.S.C. § 521 — Saving life and property');
    expect(reply.penalty).toMatch(/^A Class D felony \(14 U.S.C. § 521\(c\)\);/);
    expect(reply.penalty).toContain('$250,000 for an individual and $500,000 for an organization');
    expect(reply.penalty).toContain('Official text: “guilty of a class D felony”');
    expect(reply.answer).toContain("Federal penalty, as the section's official text states it:");
    const census = await ask('refuse to answer the census questions', 'built-in');
    expect(census.penalty).toContain('13 U.S.C. § 221(a) itself sets a fine of not more than $100');
    expect(census.penalty).toContain('infraction (18 U.S.C. § 3559(a)(9))');
  });

  it('offline, without the corpus, names the section with the heading built from the official text and says so', async () => {
    const reply = await ask('kick a police dog', 'offline');
    expect(reply.engine).toBe('offline');
    expect(reply.answer).toContain('18 U.S.C. § 1368 — Harming animals used in law enforcement');
    expect(reply.answer).toContain('data Laws AI built from the official text');
    expect(reply.penalty).toContain('Class A misdemeanor (18 U.S.C. § 3559(a)(6))');
    expect(reply.sources.map((s) => s.url)).toContain(
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section1368&num=0&edition=prelim',
    );
  });
});

describe('paraphrases of prepared activities', () => {
  const asked = (activity: string) => activityOfRequest(buildQuestion(activity, 'Ohio'));
  it('reads new words as the template or curated activity they mean', () => {
    expect(asked("fly a drone over a neighbor's house")).toMatchObject({ template: { id: 'drone' } });
    expect(asked('own a ferret')).toMatchObject({ template: { id: 'own-exotic' } });
    expect(asked('camp in the national forest for three weeks')).toMatchObject({ template: { id: 'camp' } });
    expect(asked('buy a pistol for my uncle')).toMatchObject({ curated: { id: 'straw-purchase' } });
    expect(asked('post online that I will kill the president')).toMatchObject({ curated: { id: 'threaten-president' } });
    // A drone near an airport stays its own curated activity; stamps and cash are not defacing money.
    expect(asked('fly a drone near the airport')).toMatchObject({ curated: { id: 'drone-near-airport' } });
    expect(asked('buy stamps with cash at the post office')).not.toMatchObject({ curated: { id: 'deface-money' } });
  });
});
