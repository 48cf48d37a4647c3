// What an entry's section leaves out (`unless`, docs/understanding.md "Twelfth pass (s13-wi)"): a
// parent keeping a child's passport, cutting the tags out of one's own clothes, drinking on a boat
// once it is docked are not the offences that name those words; the offences themselves still lead.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '.';
import { CatalogueFinder } from './finder';

const finder = new CatalogueFinder(CATALOGUE);
const leads = (activity: string) => finder.find(activity).map((h) => h.entry.key);

describe('what a section leaves out', () => {
  it('a parent keeping a child’s passport is not holding a worker’s documents (18 U.S.C. §§ 1592, 1597)', () => {
    const candidates = finder.rank('hold my 14 year old sons passport for him on the trip', 12).map((h) => h.entry.key);
    expect(candidates).not.toContain('18/1592');
    expect(candidates).not.toContain('18/1597');
    expect(leads('lock up my nannys passport so she cant leave')).toContain('18/1592');
  });

  it('cutting the tags out of your own clothes is not removing a label before sale (15 U.S.C. § 70c)', () => {
    expect(leads('cut the scratchy tags out of my own clothes')).toEqual([]);
  });

  it('drinking on a boat once it is docked is not operating it drunk (46 U.S.C. § 2302)', () => {
    expect(leads('have a few beers on my pontoon once we are docked')).toEqual([]);
    expect(leads('drive my pontoon drunk on the lake')).toEqual(['46/2302']);
  });

  it('getting drunk on a boat is not shanghaiing; getting a man drunk and putting him on one is (18 U.S.C. § 2194)', () => {
    expect(finder.rank('drink a few beers on my fishing boat', 12).map((h) => h.entry.key)).not.toContain('18/2194');
    expect(leads('get a man drunk and put him on my trawler to work as crew')[0]).toBe('18/2194');
  });

  it('a debit card is not a credit card (15 U.S.C. § 1644 is credit cards; § 1693n debit cards)', () => {
    // "card" alone met § 1644's needs, and its sibling's tie left a found debit card with no lead.
    expect(leads('use a debit card I found in a parking lot to buy things')[0]).toBe('15/1693n');
    expect(leads('use a debit card I found in a parking lot to buy things')).not.toContain('15/1644');
    expect(leads('use a credit card I found to buy a TV')[0]).toBe('15/1644');
  });

  it('reads the everyday words of an offence only in the offence’s own sense', () => {
    // Rocks thrown at a truck damage it (18 U.S.C. § 33); rocks hauled in one do not.
    expect(leads('haul rocks in my truck for my garden')).toEqual([]);
    // Blocking a meat inspector impedes him (21 U.S.C. § 675); stopping by his office does not.
    expect(leads('stop by the usda inspector office to ask about my farm')).toEqual([]);
    // A seal on a letter is 18 U.S.C. § 1017 only when it is a government seal.
    expect(leads('put a seal sticker on my letter')).toEqual([]);
    // Mailing aquarium snails is not mailing giant African land snails (18 U.S.C. § 1716D).
    expect(leads('mail snails to my cousin for his aquarium')).toEqual([]);
    // 18 U.S.C. § 1170 is trafficking in Native American remains or cultural items, not any "native" near a grave.
    expect(leads('buy native plants for my yard by my grandpas grave')).toEqual([]);
  });

  it('keeps to what each section’s text requires', () => {
    // 18 U.S.C. § 703 is a foreign state's military or police uniform worn to deceive, not any costume.
    expect(leads('dress up as a mexican mariachi for cinco de mayo')).toEqual([]);
    // 47 U.S.C. § 509 is a broadcast contest, not a trivia night at a bar.
    expect(leads('slip my friend the answers during a trivia night')).toEqual([]);
    // 8 U.S.C. § 1325: the Rio Grande is the border, any river is not.
    expect(leads('swim in the mississippi river')).toEqual([]);
    expect(leads('swim across the rio grande at night')).toContain('8/1325');
    // 18 U.S.C. § 514 is passing a fictitious obligation, to pay or to sell, not a play bond.
    expect(leads('make homemade bonds for my kids allowance')).toEqual([]);
  });

  it('an appointment at the VA is a visit, not a federal appointment or government property taken (18 U.S.C. §§ 211, 641)', () => {
    expect(leads('take my dad to his appointment at the va')).toEqual([]);
    expect(leads('pay a guy with connections 10k to get me appointed to a federal job')).toContain('18/211');
  });
});
