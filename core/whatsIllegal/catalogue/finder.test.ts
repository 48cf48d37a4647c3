// The general offence finder over the reviewed offence catalogue (docs/understanding.md "What's
// Illegal: the offence catalogue"): typed activities the prepared ones do not hold reach the section
// that makes them an offence, in everyday words; look-alikes (lawful, or state matters) get none.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '.';
import { CatalogueFinder, FAR_COVERAGE, inStatuteWords, LOW_COVERAGE, MIN_COVERAGE, STRONG_COVERAGE } from './finder';
import { topicWords } from './words';

const finder = new CatalogueFinder(CATALOGUE);
const lead = (activity: string) => finder.find(activity)[0]?.entry.key;

describe('the offence catalogue finder', () => {
  it('reaches sections of Title 18 from everyday words', () => {
    expect(lead('hide in the wheel well of a plane to get a free ride to miami')).toBe('18/2199');
    expect(lead('take a picture of a teller note and hand it over to rob the credit union')).toBe('18/2113');
    expect(lead('smash the cluster mailbox at my apartment with a bat')).toBe('18/1705');
    expect(lead('sell bootleg recordings I made at a taylor swift concert')).toBe('18/2319A');
    expect(lead('sell knockoff gucci purses at the flea market')).toBe('18/2320');
  });

  it('reaches offences in other titles', () => {
    expect(lead('rope a sea otter and keep it in my bathtub')).toBe('16/1372');
    expect(lead('roll back the odometer on the truck before I sell it')).toBe('49/32703');
    expect(lead('drive my jet ski after six beers at the lake')).toBe('46/2302');
    expect(lead('run a moonshine still in my barn and sell jars')).toBe('26/5601');
    expect(lead('deposit 9,000 dollars cash at three different banks so it isnt reported')).toBe('31/5324');
    expect(lead('dig near the gas pipeline in my yard without calling 811')).toBe('49/60123');
    expect(lead('build a dock out into the river behind my house without a permit')).toBe('33/403');
    expect(lead('a nurse looking up her ex boyfriends medical chart at the hospital')).toBe('42/1320d-6');
  });

  it('says nothing for look-alikes that are lawful or state matters', () => {
    for (const lawful of [
      'sell my old couch on facebook marketplace',
      'take my dog for a walk in the park',
      'ship a birthday present to my mom',
      'cross the street against the light',
      'keep a stray cat that showed up at my door',
      'sell my car to my neighbor',
      'shoot hoops at the school playground',
      'record a video of my kids at the beach',
      'get a tattoo at 17 with my moms permission',
      'fish at the lake behind my house',
    ])
      expect(lead(lawful), lawful).toBeUndefined();
  });

  it("never prefers a place's rules to a prepared activity", () => {
    // 18 U.S.C. § 1865 (National Park Service rules) answers an activity nothing prepared holds...
    expect(lead('feed the bears marshmallows at yellowstone')).toBe('18/1865');
    // ...but is not a strong lead, the kind preferred to a prepared activity that cites other sections.
    expect(finder.find('feed the bears marshmallows at yellowstone', STRONG_COVERAGE)).toEqual([]);
  });

  it('gives no section to someone reporting another person, unless the report is false', () => {
    expect(lead('report my landlord to the irs for taking rent in cash and never declaring it')).toBeUndefined();
    expect(lead('call in a fake report to the police that my neighbor is holding someone hostage so a swat team shows up')).toBe('18/1038');
  });

  it("reads everyday words as the statutes' words (reviewed synonyms.json)", () => {
    expect(inStatuteWords('make them kick back $100')).toContain('kickback');
    expect(inStatuteWords('no W-2s or w2s')).toBe('no w2 or w2');
    expect(inStatuteWords('tossed the bags overboard')).toBe('throw the bags overboard');
    expect(inStatuteWords('not bother giving them anything')).toBe('not giving them anything');
    // A phrase is met only as whole words: "toss" inside another word is left alone.
    expect(inStatuteWords('a tossup')).toBe('a tossup');
    expect(lead('tossed our trash and plastic overboard from the cruise ship')).toBe('33/1908');
    expect(lead('sell a dirt bike with the vin scratched off')).toBe('18/2321');
    expect(lead('keep my camper on the blm land for the whole summer')).toBe('43/1733');
    expect(lead('post fake news online about a merger so the stock price goes up')).toBe('15/78j');
  });

  it("counts only the activity's content words, not its hedges or bare numbers", () => {
    expect([...topicWords('so nobody would ever know, even though it is 100 percent the real thing')]).toEqual(['percent']);
    // An age is kept: it is part of what is done.
    expect(topicWords('sell a rifle to my 16 year old').has('16yearold')).toBe(true);
  });

  it('needs the act an entry describes, not only its subject', () => {
    // 18 U.S.C. § 1857 is breaking or opening a fence on federal land, or letting livestock onto it.
    expect(lead('cut the fence on the blm land so my cattle can graze')).toBe('18/1857');
    expect(lead('put up a fence around a piece of blm land so nobody else can use it')).not.toBe('18/1857');
  });

  it('meets needs read again against what each entry describes', () => {
    // 26 U.S.C. § 7204: failing to give employees their W-2 ("hand out" is to give).
    expect(lead('never bother handing out W-2s to my cashiers')).toBe('26/7204');
    // 52 U.S.C. § 10307: a false residence to register; 18 U.S.C. § 1954: an employee health plan.
    expect(lead('register my cousins to vote at my address even though they never lived there')).toBe('52/10307');
    expect(lead('accept cash from an insurance agent for choosing him for our union health plan')).toBe('18/1954');
    // 18 U.S.C. § 42: having an injurious species sent from abroad is importing it.
    expect(lead('get a python shipped to me from abroad for my terrarium')).toBe('18/42');
  });

  it('reads entries through the same synonyms as activities', () => {
    // An entry that says "ammo" meets an activity that says "bullets" (both read as "ammunition").
    const tiny = new CatalogueFinder([
      { key: '1/1', heading: 'Ammunition to minors', does: 'sell ammo to a kid', needs: ['ammo', 'kid|minor'] },
    ]);
    expect(tiny.rank('sell bullets to a kid').map((h) => h.entry.key)).toEqual(['1/1']);
    expect(tiny.rank('sell ammunition to a minor').map((h) => h.entry.key)).toEqual(['1/1']);
  });
});

describe('what an entry needs: the act, not only its objects', () => {
  it('a bribe needs a purpose, a threat a threat, a writing to a juror a sending', () => {
    expect(lead('give money to my congressmans campaign')).toBeUndefined();
    expect(lead('give the irs agent cash to close my audit')).toBe('18/201');
    expect(lead('put my representatives office phone number in a facebook post so people call him about the bill')).toBeUndefined();
    expect(lead('threaten my ex in a text message that ill hurt her')).toBe('18/875');
    expect(lead('jot down notes as a juror during a federal trial')).toBeUndefined();
    expect(lead('mail a letter to a federal juror saying my brother is innocent')).toBe('18/1504');
  });
});

describe('a lead under the usual share', () => {
  it('is given on three telling words, clearly ahead, and marked low', () => {
    const [hit] = finder.find(
      // Story words enough to keep the share under MIN_COVERAGE as the catalogue grows.
      'post the home address of the ice officer who arrested my cousin online so people can show up outside his house and yell at him all night',
    );
    expect(hit?.entry.key).toBe('18/119');
    expect(hit?.coverage).toBeGreaterThanOrEqual(LOW_COVERAGE);
    expect(hit?.coverage).toBeLessThan(MIN_COVERAGE);
    expect(hit?.low).toBe(true);
  });

  it('is given under the low share only far ahead of any other section, on three telling words', () => {
    const [hit] = finder.find("im the treasurer for our tribal council, can i borrow some of the tribe's money for my truck payment");
    expect(hit?.entry.key).toBe('18/1163');
    expect(hit?.coverage).toBeGreaterThanOrEqual(FAR_COVERAGE);
    expect(hit?.coverage).toBeLessThan(LOW_COVERAGE);
    expect(hit?.low).toBe(true);
    // Two telling words are not enough, however far ahead.
    const tiny = new CatalogueFinder([
      { key: '1/1', heading: 'Tribal funds', does: 'misuse tribal funds', needs: ['tribal'] },
      { key: '1/2', heading: 'Other', does: 'something else entirely', needs: ['other'] },
    ]);
    const twoWords = 'as the treasurer of our tribal council can i borrow tribal funds for my truck and my boat and my house and my dog';
    expect(tiny.rank(twoWords)[0]?.coverage).toBeGreaterThanOrEqual(FAR_COVERAGE);
    expect(tiny.find(twoWords)).toEqual([]);
  });

  it('is not given to be preferred to a prepared activity', () => {
    expect(
      finder.find(
        'post the home address of the ice officer who arrested my brother online so people can show up at his house and yell at him',
        STRONG_COVERAGE,
      ),
    ).toEqual([]);
  });
});

describe('a union officer using union money', () => {
  it("is the officers' fiduciary duty, 29 U.S.C. § 501(c) (converts to his own use)", () => {
    expect(lead('use the union funds to buy myself a truck as the local president')).toBe('29/501');
  });
});

describe('the everyday words of what an entry needs (everyday.json) and the forms of a verb', () => {
  const entry = (key: string, does: string, needs: string[]) => ({ key, heading: key, does, needs });
  it('meets "lie" in "lying", "lied" and "lies" (their stems differ: ly, li)', () => {
    const lies = new CatalogueFinder([
      entry('1/1', 'lie to a bank about your income to get a loan', ['bank|loan|mortgage', 'lie|false']),
      entry('1/2', 'rob a bank with a weapon', ['bank', 'rob|robbery']),
    ]);
    for (const said of ['lying to the bank about my income for the loan', 'lied to the bank about my income for the loan'])
      expect(lies.find(said)[0]?.entry.key, said).toBe('1/1');
  });

  it('reads a named country as foreign, a slang drug name as drugs, "fudged" as false, for what an entry needs', () => {
    const needsForeign = new CatalogueFinder([
      entry('2/1', 'not report a foreign bank account', ['foreign|offshore|overseas', 'bank account|account', 'report|conceal']),
      entry('2/2', 'rob a bank', ['bank', 'rob']),
    ]);
    expect(needsForeign.find('not report my bank account in the philippines')[0]?.entry.key).toBe('2/1');
    // "New Mexico" is a state, not a foreign country.
    expect(needsForeign.find('not report my bank account in new mexico')).toEqual([]);
    const needsDrugs = new CatalogueFinder([
      entry('3/1', 'sell drugs at a festival or concert', ['drugs|controlled substance', 'sell']),
      entry('3/2', 'sell a car', ['car', 'sell']),
    ]);
    expect(needsDrugs.find('sell molly at the festival')[0]?.entry.key).toBe('3/1');
    const needsFalse = new CatalogueFinder([
      entry('4/1', 'make a false statement on an insurance claim', ['insurance|claim', 'false']),
      entry('4/2', 'sell insurance without a license', ['insurance', 'license']),
    ]);
    expect(needsFalse.find('fudged the numbers on my insurance claim')[0]?.entry.key).toBe('4/1');
  });

  it('counts an added concept word only for what an entry needs, not in the share of the activity it names', () => {
    // "mexico" adds "foreign country"; an entry about a foreign country's labor contracts does not
    // name "bring mangoes back", so it must not lead on the added words.
    const finder2 = new CatalogueFinder([
      entry('5/1', 'lie to workers recruited from a foreign country about their jobs', ['foreign|country', 'workers|recruit|job']),
      entry('5/2', 'bring fruit or plants into the country against the plant protection rules', ['fruit|plants|mangoes', 'bring|import']),
    ]);
    expect(finder2.rank('bring mangoes back from mexico in my suitcase').find((h) => h.entry.key === '5/1')).toBeUndefined();
    expect(topicWords('bring mangoes back from mexico')).not.toContain('foreign');
  });
});

describe('the chapters the eighth pass added (read from the official text)', () => {
  it('reaches consumer-product, securities, labor, postal and counterfeiting sections from everyday words', () => {
    expect(lead('sell baby blankets that fail the federal flammability standard')).toBe('15/1192');
    expect(lead('dry sand the lead paint off old window frames for a customer without being certified')).toBe('15/2689');
    expect(lead('sell cigarettes without the surgeon general warning label on the packs')).toBe('15/1333');
    expect(lead('buy and sell the same penny stock back and forth between my two accounts to fake trading volume')).toBe('15/78i');
    expect(lead('have my 13 year old work the meat slicer at my deli')).toBe('29/212');
    expect(lead('recruit crews of farmworkers for the orchards without a farm labor contractor registration')).toBe('29/1811');
    expect(lead('tape together pieces of two different hundred dollar bills to make an extra one')).toBe('18/484');
    expect(lead('slip a letter inside a media mail package to save on postage')).toBe('18/1723');
    expect(lead('pick up a baby penguin on my trip to antarctica')).toBe('16/2403');
  });

  it('keeps the look-alikes of those chapters without a section', () => {
    for (const lawful of [
      'split the bill in half with my roommate',
      'pay my teenage son to mow the lawn',
      'sell my old stocks to pay for a car',
      'use a fake canadian accent at a party',
    ])
      expect(lead(lawful), lawful).toBeUndefined();
  });
});

describe('what a section leaves out, and words read in another sense', () => {
  const entry = (key: string, does: string, needs: string[], unless?: string) => ({
    key,
    heading: key,
    does,
    needs,
    ...(unless ? { unless } : {}),
  });
  it("gives no section whose text leaves out what the activity names (an entry's unless)", () => {
    const products = new CatalogueFinder([
      entry('6/1', 'import a product that fails a safety standard', ['safety standard', 'import'], 'car|motor vehicle'),
      entry('6/2', 'sell a recalled product', ['recalled', 'sell']),
    ]);
    expect(products.find('import heaters that fail the safety standard')[0]?.entry.key).toBe('6/1');
    // A make of car is a motor vehicle (everyday.json), and the section leaves motor vehicles out.
    expect(products.find('import a nissan that fails the safety standard')).toEqual([]);
  });

  it('reads taking a picture as photographing, and "organic" apart from "organ"', () => {
    expect(inStatuteWords('take pictures of the freight trains')).toBe('photograph of the freight trains');
    expect(inStatuteWords('sell organic kale')).toBe('sell organicgrown kale');
    expect(lead('take pictures of the cargo train from the overpass')).toBeUndefined();
  });
});

describe('servicemembers, veterans and cemeteries (50 U.S.C. §§ 3951-3958, 38 U.S.C. §§ 2413, 5905)', () => {
  it('reaches the Servicemembers Civil Relief Act offences, and leaves an ordinary eviction to state law', () => {
    expect(lead('change the locks on my tenant while hes deployed with the army')).toBe('50/3951');
    expect(lead('tow the car of a marine who missed two payments while deployed')).toBe('50/3952');
    expect(lead('evict my tenant for not paying rent')).toBeUndefined();
  });
});

describe('more everyday words for what an entry needs', () => {
  it("still meets an entry's phrase in the activity's own words when an everyday word inside it adds a concept", () => {
    // "weed" adds "drugs" after itself; "weed killer" must still be read as written.
    const pesticide = new CatalogueFinder([
      { key: '7/1', heading: '7/1', does: 'spray weed killer against its label', needs: ['weed killer|pesticide', 'spray|label'] },
      { key: '7/2', heading: '7/2', does: 'sell drugs', needs: ['drugs', 'sell'] },
    ]);
    expect(pesticide.find('spray weed killer on my corn at twice what the label says')[0]?.entry.key).toBe('7/1');
  });

  it('reaches a drug sale to someone under 21 and fishing-vessel safety gear', () => {
    expect(lead('sell xanax to a 17 year old at the skate park')).toBe('21/859');
    expect(lead('send my crab boat out without immersion suits or a life raft for the crew')).toBe('46/4507');
    // 18 U.S.C. § 879(a)(2): the immediate family of the President; § 871 leaves them out.
    expect(lead('threaten to hurt the presidents son in a post')).toBe('18/879');
    // A pilot who holds a license is not flying without one (49 U.S.C. §§ 46306, 46317).
    expect(lead('fly my kids to the lake in my own small plane with my private pilot license')).toBeUndefined();
    expect(lead('fly charter flights for cash without a commercial pilot certificate')).toBe('49/46317');
  });
});

describe('what the catalogue needs', () => {
  it('reads an offence of acting without a license, permit or registration as the lack, not the credential', () => {
    // A group that names the lack ("without", "unlicensed") must not also be met by the bare
    // credential: "with my private pilot license" would meet "license".
    const lack = /^(?:without|unlicensed|unregistered|no license|no permit|not registered|not licensed)$/;
    const credential =
      /^(?:license|licensed|licenses|permit|permits|certificate|certificates|registration|register|registered|registering)$/;
    const both = CATALOGUE.flatMap((e) =>
      e.needs
        .filter((group) => group.split('|').some((a) => lack.test(a)) && group.split('|').some((a) => credential.test(a)))
        .map((group) => `${e.key}: ${group}`),
    );
    // 26 U.S.C. § 5861 (making or owning an unregistered NFA weapon) and 15 U.S.C. § 77e (the
    // registration of an offering is its subject) name registration as what the act is about.
    expect(both.filter((b) => !/^(?:26\/5861|15\/77e):/.test(b))).toEqual([]);
    expect(lead('walk my dog without a leash')).toBeUndefined();
    // A truck stop is a place, not stopping for an inspection (18 U.S.C. § 40).
    expect(lead('sell sunglasses to the truckers at the truck stop')).toBeUndefined();
    expect(lead('blow past the weigh station in my semi without stopping')).toBe('18/40');
    // 18 U.S.C. § 670 is theft of medical products in shipment: selling pills from a truck is not it.
    expect(finder.rank('sell pills out of my truck', 20).map((h) => h.entry.key)).not.toContain('18/670');
    expect(lead('steal a pallet of prescription drugs off a delivery truck')).toBe('18/670');
  });
});

describe('the sections the ninth pass added (read from the official text)', () => {
  it('reaches parks, waters, workplaces, elections and consumer marks from everyday words', () => {
    expect(lead('shoot an elk in yellowstone')).toBe('16/26');
    expect(lead('fire my employee because his wages got garnished')).toBe('15/1674');
    expect(lead('feed my pigs leftover restaurant scraps')).toBe('7/3803');
    expect(lead('drive my jet ski into the security zone around the cruise ship')).toBe('46/70036');
    expect(lead('make the truck driver pay the lumper to unload his trailer')).toBe('49/14103');
    expect(lead('tie my boat to a channel marker buoy while we fish')).toBe('14/543');
    expect(lead('lie on my jury questionnaire so i dont get picked')).toBe('28/1864');
    expect(lead('sell brass rings stamped sterling on etsy')).toBe('15/297');
    expect(lead('dump old tires into the corps of engineers lake')).toBe('16/460d');
    expect(lead('sell m80s and cherry bombs at my fireworks stand')).toBe('15/1263');
  });

  it("gives a place's own rules no section for a visit, and keeps lawful look-alikes without one", () => {
    expect(lead('go fishing at lake mead')).toBeUndefined();
    expect(lead('take pictures of the federal courthouse from the sidewalk')).toBeUndefined();
    expect(lead('paint the bottom of my boat with copper antifouling paint')).toBeUndefined();
    expect(lead('join the corps after high school')).toBeUndefined();
    expect(lead('go camping at the army corps lake')).toBeUndefined();
  });
});

describe('an act named in everyday words is evidence for the entry that needs it (Eleventh pass)', () => {
  it('counts "sneak onto" for the entry that needs entering, not for one met through a kind of thing', () => {
    // 18 U.S.C. § 1793 needs a trespass or entry: "sneak into" meets it and is counted as its words.
    expect(lead('sneak onto the prison grounds to drop off a package')).toBe('18/1793');
    // "hunting rifle" is a gun (a kind of thing, not an act): it is not counted for the gun entries.
    expect(lead('sight in my hunting rifle at the range')).toBeUndefined();
  });

  it('reads "threaten" as a threat for what an entry needs', () => {
    expect(lead('threaten the surveyors so they quit')).toBe('18/1859');
  });

  it('reads punching and shoving as assault, pics as pictures, a harpoon as hunting, reselling as selling', () => {
    expect(inStatuteWords('punched him')).toBe('assault him');
    expect(inStatuteWords('post pics online')).toBe('post pictures online');
    expect(inStatuteWords('resold the goods')).toBe('sell the goods');
    expect(lead('shoved the supreme court justice at dinner')).toBe('18/351');
    expect(lead('harpoon a dolphin from my boat')).toBe('16/1372');
  });

  it('needs a noncitizen for importing someone for prostitution (8 U.S.C. § 1328)', () => {
    expect(finder.rank('take a girl to the next town to work as a prostitute').map((h) => h.entry.key)).not.toContain('8/1328');
    expect(finder.rank('bring women from mexico to work in my brothel').map((h) => h.entry.key)).toContain('8/1328');
  });
});
