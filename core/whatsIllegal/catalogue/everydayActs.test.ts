// Everyday phrasings of common acts and places (./everyday.json, docs/understanding.md "Eleventh
// pass (s12-wi2)"): true in general, each read for what an entry needs.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '.';
import { withEveryday } from './everydayWords';
import { CatalogueFinder } from './finder';

const finder = new CatalogueFinder(CATALOGUE);
const leads = (activity: string) => finder.find(activity).map((h) => h.entry.key);

describe('keying a car', () => {
  it('is damage to the owner’s property, so an attack on a service member because of service is 18 U.S.C. § 1389', () => {
    expect(leads('key my neighbors car bc hes in the army and i hate the military')[0]).toBe('18/1389');
    expect(leads('key the truck of the guy down the street because hes in the army and i hate the military')[0]).toBe('18/1389');
  });

  it('is not a car key', () => {
    expect(withEveryday('i lost the key to my car')).not.toMatch(/vandalize|damage/);
    expect(leads('i lost the key to my car and had to call a locksmith')).toEqual([]);
  });
});

describe('a Canadian or Mexican city', () => {
  it('is in Canada or Mexico, a foreign country, for what an entry needs', () => {
    expect(withEveryday('bring back some gummies from toronto')).toMatch(/toronto canada foreign country/);
    expect(withEveryday('drive home from tijuana')).toMatch(/tijuana mexico foreign country/);
    expect(leads('bring back some weed gummies i bought legally in toronto when i drive home across the bridge to detroit')[0]).toBe(
      '21/952',
    );
  });

  it('gives no section to an ordinary trip', () => {
    expect(leads('drive to toronto for a hockey game')).toEqual([]);
    expect(leads('bring a bottle of tequila back from cancun')).toEqual([]);
  });
});

describe('words read in their own sense (./synonyms.json)', () => {
  const candidates = (activity: string) => finder.rank(activity, 12).map((h) => h.entry.key);

  it('reads each coin as itself: quarters are not the pennies and nickels of 18 U.S.C. § 490', () => {
    expect(candidates('make fake quarters on a 3d printer and use them at the laundromat')).not.toContain('18/490');
    expect(candidates('make fake pennies and spend them')).toContain('18/490');
  });

  it('reads a national monument as a place, not a monument or survey marker, and not a tribal nation', () => {
    const ranked = candidates('dig up an old pueblo pot at the national monument and take it home');
    expect(ranked).not.toContain('18/1858');
    expect(leads('dig up an old pueblo pot at the national monument and take it home')[0]).toBe('16/470ee');
  });
});

describe('everyday phrasings of s13-wi (docs/understanding.md "Twelfth pass (s13-wi)")', () => {
  it('reads claiming more than is so as overstating, a false statement', () => {
    expect(withEveryday('list more workers than we actually have')).toMatch(/inflate false/);
    // Both the SBA's own section and the loan-application section apply.
    expect(leads('report more income than i actually make on my sba disaster loan application')).toEqual(['15/645', '18/1014']);
  });

  it('reads the initials U.S. as the United States (18 U.S.C. § 712)', () => {
    expect(leads('our debt collection agency signs its letters U.S. Recovery Bureau so people pay')[0]).toBe('18/712');
  });

  it('reads a named river or lake as a navigable water, and working at an agency as its employee', () => {
    expect(withEveryday('dump old tires in the ohio river')).toMatch(/river water/);
    expect(leads('dump a load of old tires and trash into lake erie off my boat')[0]).toBe('33/407');
    expect(withEveryday('i work at the va')).toMatch(/employee .*federal|federal .*employee/);
  });

  it('gives no section to an ordinary day on the water or at work', () => {
    expect(leads('go fishing on the ohio river with my dad')).toEqual([]);
    expect(leads('i work at the va and want to ask for a raise')).toEqual([]);
  });
});

describe('more everyday wording of s13-wi', () => {
  it('reads making something sound worse than it is as exaggerating, a false statement (18 U.S.C. § 1001)', () => {
    expect(withEveryday('make my knee pain sound much worse')).toMatch(/exaggerate false/);
    expect(leads('make my knee pain sound much worse on my va benefits paperwork')[0]).toBe('18/1001');
    expect(leads('my car sounds worse than it is')).toEqual([]);
  });

  it('reads taking the stickers off as removing the window sticker of a new car or truck, not a used one (15 U.S.C. § 1232)', () => {
    expect(leads('peel the window stickers off the new trucks on my lot before they sell')[0]).toBe('15/1232');
    expect(leads('peel the window stickers off the used trucks on my lot')).toEqual([]);
  });
});
