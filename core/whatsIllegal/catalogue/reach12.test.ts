// Penalty sections the twelfth pass added to the offence catalogue (docs/understanding.md "Twelfth
// pass (s13-cat): catalogue reach"), each read from its official text: the everyday activity reaches
// it, and a lawful look-alike with the same words does not.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '.';
import { CatalogueFinder } from './finder';

const finder = new CatalogueFinder(CATALOGUE);
const lead = (activity: string) => finder.find(activity)[0]?.entry.key;

describe('offences of fishermen, boaters and pilots', () => {
  it('reaches the offence, not the lawful catch, mooring or flight', () => {
    expect(lead('sell the bluefin tuna i caught recreationally to a restaurant')).toBe('16/957');
    expect(lead('refuse to let the coast guard board my halibut boat')).toBe('16/773g');
    expect(lead('paint over the load line on my barge so we can carry more cargo')).toBe('46/5116');
    expect(lead('tie up my boat to the lock wall and ignore the lockmaster')).toBe('33/1');
    expect(lead('start an air taxi business with my cessna before getting my part 135 certificate')).toBe('49/41101');
    // A licensed catch, a deli's tuna, a dock, ashes at sea and shared fuel costs are not these offences.
    expect(lead('catch bluefin tuna with my permit and sell it to a dealer')).toBeUndefined();
    expect(lead('sell tuna sandwiches at my deli')).toBeUndefined();
    expect(lead('lock my boat to the dock')).not.toBe('33/1');
    expect(lead('scatter my dads ashes at sea from a boat')).toBeUndefined();
    expect(lead('split the gas money with friends when I fly them in my plane')).toBeUndefined();
    // Scuttling a boat for the insurance is the owner's destruction of a vessel, not ocean dumping.
    expect(lead('sink my old shrimp boat out in the gulf and collect the insurance on it')).toBe('18/2272');
  });
});

describe('offences of farmers, sellers and workers', () => {
  it('reaches the offence, not the ordinary sale or job', () => {
    expect(lead('sell the emergency hay the usda gave me to my neighbor')).toBe('7/1471j');
    expect(lead('say my tobacco is federal grade when it is not')).toBe('7/511i');
    expect(lead('make new hires at my railroad sign a promise not to join a union')).toBe('45/152');
    expect(lead('fake the blowout preventer test records on the rig')).toBe('43/1350');
    expect(lead('as my lawyer he took 40 percent of my ftca settlement for the mail truck crash')).toBe('28/2678');
    expect(lead('butcher stray cats and sell the meat to a restaurant')).toBe('7/2160');
    // Tobacco at auction, a pharmacy customer, homemade dog food and a whiskey barrel are not.
    expect(lead('can I sell my tobacco at the auction warehouse if it is not graded')).toBeUndefined();
    expect(lead('buy extra sudafed at three different pharmacies')).not.toBe('21/842');
    expect(lead('make homemade dog food from chicken')).toBeUndefined();
    expect(lead('sell bourbon in small barrels')).toBeUndefined();
    // A sanctuary city is not a marine sanctuary.
    expect(lead('hide immigrants from ice officers in our sanctuary city')).not.toBe('16/1437');
  });
});
