// The everyday phrases of ./everyday.json as the offence finder reads them (docs/understanding.md
// "What's Illegal: the offence catalogue"): each keeps its place and adds the word the entries
// use; a phrase that names an act gives its words to an entry that needs that act.
import { describe, expect, it } from 'vitest';
import { conceptSources, everydayFound, withEveryday } from './everydayWords';

describe('the everyday words of what an entry needs', () => {
  it('adds the word the entries use after the phrase people type', () => {
    expect(withEveryday('flipping oxy')).toBe('flipping sell oxy drugs');
    expect(withEveryday('threaten the surveyors')).toBe('threaten threat the surveyors');
    expect(withEveryday('saw the barrel of my shotgun down')).toContain('short barrel');
  });

  it('reads a phrase typed with or without its apostrophe alike', () => {
    expect(withEveryday("mail her a letter saying i'll hurt her")).toContain('ill hurt threat');
    expect(withEveryday('mail her a letter saying ill hurt her')).toContain('ill hurt threat');
  });

  it('reads a federal agency or place as federal, a make of gun as a firearm, and a marketplace as selling online', () => {
    expect(withEveryday('lie to the irs')).toContain('irs federal');
    expect(withEveryday('sell my glock')).toContain('glock gun firearm');
    expect(withEveryday('sell my shoes on ebay')).toContain('on ebay sell online internet');
    expect(withEveryday('sell my puppy')).toContain('puppy animal');
    expect(withEveryday('leave my toddler in the car')).toContain('toddler child minor');
    expect(withEveryday('bring a machete to the courthouse')).toContain('machete weapon');
  });

  it('leaves a phrase after a word it must not follow as it is ("new mexico" is a state)', () => {
    expect(everydayFound('drive to mexico').map((f) => f.adds)).toEqual(['foreign country']);
    expect(everydayFound('drive to new mexico')).toEqual([]);
    expect(withEveryday('drive to new mexico')).toBe('drive to new mexico');
  });

  it('gives the words of a phrase that names an act, not of a kind of thing, to the concept it adds', () => {
    // "fudged" is to state what is false (an act); "mexico" is a kind of place, not evidence.
    const sources = conceptSources('fudged the numbers on my taxes before moving to mexico');
    expect(sources.get('fals')).toEqual([['fudg']]);
    expect(sources.has('foreign')).toBe(false);
    expect(conceptSources('sell my glock').size).toBe(0);
  });
});
