// Sections outside Title 18 the eleventh pass added to the offence catalogue (docs/understanding.md
// "Eleventh pass (s12-catother): catalogue reach outside Title 18"), each read from its official
// text: the everyday activity reaches it, and a lawful look-alike with the same words does not.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '.';
import { CatalogueFinder } from './finder';

const finder = new CatalogueFinder(CATALOGUE);
const lead = (activity: string) => finder.find(activity)[0]?.entry.key;

describe('offences an ordinary person, seller, farmer, boater or driver could commit', () => {
  it('reaches hunters, boaters and travellers', () => {
    expect(lead('hunt doves over a field where i spread corn')).toBe('16/704');
    expect(lead('fly a coast guard flag on my fishing boat')).toBe('14/933');
    expect(lead('fly the coast guard auxiliary flag on my boat even though i quit the auxiliary')).toBe('14/4102');
    expect(lead('sail my boat right up to the cable ship buoys')).toBe('47/24');
    expect(lead('bring raw milk back from canada to sell at my farm stand')).toBe('21/141');
    // Hunting a harvested field, feeding ducks and breast milk are not these offences.
    expect(lead('hunt geese in a harvested corn field')).toBeUndefined();
    expect(lead('feed the ducks bread at the park')).toBeUndefined();
    expect(lead('bring breast milk from canada on a flight')).toBeUndefined();
    expect(lead('join the coast guard auxiliary and fly the auxiliary flag on my boat during patrols')).toBeUndefined();
  });

  it('reaches sellers, employers and farmers', () => {
    expect(lead('refill the top shelf vodka bottles at my bar with cheap vodka')).toBe('26/5301');
    expect(lead('give free kegs and tap handles to bars if they only carry my craft beer')).toBe('27/205');
    expect(lead('sell turpentine cut with mineral spirits as pure gum turpentine')).toBe('7/95');
    expect(lead('ship my grapes to china without the export certificate')).toBe('7/591');
    expect(lead('deduct the longshore insurance premium from my dock workers paychecks')).toBe('33/915');
    expect(lead('start my own bank and take deposits from people in my town without a charter')).toBe('12/378');
    // A water bottle, a store's own choice of beers and a bank customer's deposit are not.
    expect(lead('refill my water bottle at the park')).toBeUndefined();
    expect(lead('only serve wine to adults at my party')).toBeUndefined();
    expect(lead('deposit my paycheck at the bank')).toBeUndefined();
    expect(lead('deposit money in a savings account that pays interest')).toBeUndefined();
    expect(lead('pay cash for a bottle of whiskey at the liquor store')).toBeUndefined();
  });

  it('reaches promoters, exporters, laid-off workers and home distillers', () => {
    expect(lead('put on a pro boxing card at the fairgrounds without a ringside doctor or ambulance')).toBe('15/6304');
    expect(lead('im a boxing promoter and want to take a percentage as my fighters manager too')).toBe('15/6308');
    expect(lead('my saudi customer asked me to certify the goods arent made in israel')).toBe('50/4842');
    expect(lead('lie about having a new job so i keep getting my taa training allowance after the plant moved to mexico')).toBe('19/2316');
    expect(lead('redistill denatured alcohol from the hardware store into something drinkable')).toBe('26/5607');
    // Amateur bouts, MMA, a personal boycott and trade with both countries are not these offences.
    expect(lead('host an amateur boxing match at my gym')).toBeUndefined();
    expect(lead('host an mma fight in my backyard')).toBeUndefined();
    expect(lead('boycott israeli products as a personal protest')).toBeUndefined();
    expect(lead('sell my products to customers in israel and dubai')).toBeUndefined();
  });

  it('reaches commercial drivers and their employers', () => {
    expect(lead('get a second cdl in another state so my speeding tickets dont all land on one license')).toBe('49/31302');
    expect(lead('not tell my trucking company about my dui so i can keep driving the semi')).toBe('49/31303');
    expect(lead('let my driver keep running loads even though his cdl is suspended')).toBe('49/31304');
    expect(lead('park my semi in my driveway without a permit')).toBeUndefined();
  });

  it('tells the Supreme Court grounds from the Smithsonian grounds', () => {
    // 40 U.S.C. §§ 6132-6135 are the Supreme Court's; § 6303 is the Smithsonian's, the National
    // Gallery's and the Kennedy Center's (§ 6301).
    expect(lead('march with banners inside the supreme court building')).toBe('40/6135');
    expect(lead('sell t-shirts on the supreme court plaza')).toBe('40/6132');
    expect(lead('climb the statue in front of the supreme court')).toBe('40/6133');
    expect(lead('set off fireworks at the supreme court')).toBe('40/6134');
    expect(lead('climb on the dinosaur skeleton at the smithsonian natural history museum')).toBe('40/6303');
  });
});
