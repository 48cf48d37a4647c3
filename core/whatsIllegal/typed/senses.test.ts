// A prepared activity matches only on its subject (docs/understanding.md "What's Illegal: wrong
// leads"): each case below was led by a prepared activity's section before (the section named).
import { describe, expect, it } from 'vitest';
import { offenceOf } from '../offences';
import { matchTypedActivity } from '.';
import { maskOtherSenses } from './senses';

const idOf = (q: string) => matchTypedActivity(q)?.activity.id;

describe('words used in another sense', () => {
  it('are masked where the text uses them otherwise, and only there', () => {
    expect(maskOtherSenses(' spray my soybeans with weed killer ')).toBe(' spray my soybeans with ____ killer ');
    expect(maskOtherSenses(' smoke weed in my car ')).toBe(' smoke weed in my car ');
    expect(maskOtherSenses(' he s still in the army ')).toBe(' he s _____ in the army ');
    expect(maskOtherSenses(' build a still in my garage ')).toBe(' build a still in my garage ');
    expect(maskOtherSenses(' my post office job ')).toBe(' my ____ office job ');
    expect(maskOtherSenses(' my post office job ', { keepPhrases: true })).toBe(' my post office job ');
  });
});

describe('a prepared activity needs its subject, not a shared word', () => {
  it('does not take a post that only shares a word in another sense', () => {
    // Were: 21 U.S.C. § 841 (use of marijuana), 26 U.S.C. § 5601 (a still), 16 U.S.C. § 1372 (seals), 47 U.S.C. § 333 (jammers), 18 U.S.C. § 1708 (mail).
    expect(idOf('spray my soybeans with weed killer at double the rate the label says')).toBeUndefined();
    expect(idOf("buy my neighbor's army issued night vision goggles off him, he's still in the army and needs cash")).toBeUndefined();
    expect(idOf('break the customs seal on my shipping container at the port and take a few boxes out')).toBeUndefined();
    expect(idOf('sell homemade cookies and jam at the farmers market')).toBeUndefined();
    expect(idOf("keep saying my back still hurts so I keep getting federal workers' comp from my post office job")).toBeUndefined();
    expect(idOf('hire my nephew as a teller at the bank I run even though he has a fraud conviction')).toBeUndefined();
  });

  it("does not read an agency's seal as the animal, or naming a business as a phone call", () => {
    // Were: 16 U.S.C. §§ 1372, 1375 (harassing seals) and 15 U.S.C. §§ 1692c, 1692d (a debt collector's calls).
    expect(idOf('put a copied hud seal on a fake eviction notice to scare my tenant into leaving')).toBeUndefined();
    expect(idOf('print the irs seal on my tax prep business cards so people trust me')).toBeUndefined();
    expect(idOf('call my debt relief company federal debt services and put a treasury logo on the letters')).toBeUndefined();
    // The animal and a collector's phone calls are still read.
    expect(idOf('chase a seal off the beach so my dog can swim')).toBe('marine-mammals');
    expect(idOf('call my debt collector ten times a day')).toBeDefined();
  });

  it('does not let one word fill two of its groups', () => {
    // grow-marijuana needs a plant and growing: "plant" alone was both (21 U.S.C. § 841).
    expect(idOf('a tank at the plant where I work leaked chemicals and my boss says not to tell anyone')).toBeUndefined();
    expect(idOf('plant a vegetable garden in my front yard instead of grass')).toBeUndefined();
    // A phrase may hold another group's word: "own gun" and "gun".
    expect(idOf('own a gun as a 25 year old')).toBe('buy-gun');
  });

  it('needs a word of its own beyond everyday words', () => {
    // discuss-pay (29 U.S.C. § 157) met by "tell" + "pay".
    expect(idOf("lend people cash at 20% a week and tell them they'll get hurt if they pay late")).toBeUndefined();
    expect(idOf('my boss says we cant talk about our salary with coworkers')).toBe('discuss-pay');
  });

  it('leaves a post about stealing, bribing or threatening to that offence', () => {
    // sports-betting (18 U.S.C. § 1084) for theft at a tribal casino (18 U.S.C. §§ 1167, 1168) and sports bribery (18 U.S.C. § 224).
    expect(
      idOf("I deal blackjack at the tribal casino and I'm thinking about sliding a couple $100 chips up my sleeve every shift"),
    ).toBeUndefined();
    expect(idOf('grab a stack of chips off an unattended table at the tribal casino and cash them out')).toBeUndefined();
    expect(idOf('pay a couple of college basketball players to miss shots so our bets on the spread hit')).toBeUndefined();
    expect(idOf('bet on sports online')).toBe('sports-betting');
    // Moving the thing is its own offence: gambling devices (15 U.S.C. § 1172), wagering paraphernalia (18 U.S.C. § 1953).
    expect(idOf("ship a truckload of slot machines into a state where they're banned")).toBeUndefined();
    expect(idOf('mail a box of betting slips and tally sheets to my bookie partner in another state')).toBeUndefined();
    expect(idOf('bring a gun to my kids elementary school')).toBe('gun-school-zone');
    expect(idOf("steal a package off my neighbor's porch")).toBe('steal-package');
  });

  it('keeps the law that does not reach the matter out: government employees and the NLRA', () => {
    // 29 U.S.C. § 152(2): the United States is not an "employer" under the Act.
    expect(idOf('all of us air traffic controllers are talking about going on strike next week for better pay')).toBeUndefined();
    expect(idOf('talk about our pay with my coworkers')).toBe('discuss-pay');
    // A union's own money is its officers' duty (29 U.S.C. § 501), not the right to organize (§§ 157, 158).
    expect(idOf('as the treasurer of our union, pay my car note out of the union money')).toBeUndefined();
  });
});

describe('verbs in -ize keep their meaning', () => {
  it('does not read "organize" as an organ', () => {
    // Was sell-organ, 42 U.S.C. § 274e ("organize" stemmed to "organ", "get" read as buying).
    expect(idOf('organize a group chat to get people from three states to come down and start a riot at the protest')).toBeUndefined();
    expect(idOf('sell one of my kidneys for cash')).toBe('sell-organ');
    expect(idOf('organizing a union with my coworkers')).toBe('discuss-pay');
  });
});

describe('the offence list reads words in their sense too', () => {
  it('does not read a loan officer as a public official', () => {
    // Was 18 U.S.C. § 201; 18 U.S.C. § 215 (bank officers) applies.
    expect(offenceOf("give the loan officer at my bank a cash 'thank you' so he pushes my business loan through")).toBeUndefined();
    expect(offenceOf('hand the customs officer a few hundred bucks so he skips inspecting my container')?.id).toBe('bribery');
  });
});
