import { ATF, TSA } from './links';
import { civil, crime } from '../penalty';
import type { TypedActivity } from '../types';

const STATE_GUN_LAW = "{state} sets its own rules on buying, carrying and permits, which can be stricter than federal law (a higher age, a permit, a waiting period, places where guns are banned); federal law applies in every state on top of them.";
const DEALER_WILLFUL = crime({ what: 'A licensed dealer who willfully sells in violation', statute: '18 U.S.C. § 924(a)(1)(D)', maxPrison: { years: 5 } });
const FALSE_STATEMENT = crime({ what: 'Lying on the purchase form (18 U.S.C. § 922(a)(6))', statute: '18 U.S.C. § 924(a)(2)', maxPrison: { years: 10 } });

/** Guns and other weapons: buying ages, where they may be carried, crossing state lines. Text checked against 18 U.S.C. ch. 44, 26 U.S.C. ch. 53 and 49 U.S.C. §§ 46303, 46505. */
export const gunActivities: readonly TypedActivity[] = [
  {
    id: 'buy-handgun-under-21',
    label: 'Buying a handgun under 21',
    when: [['@buy', 'sell', 'own'], ['@handgun', 'handgun ammo', 'pistol ammo'], ['@under21']],
    summary:
      'Under federal law a licensed gun dealer may not sell a handgun, or handgun ammunition, to anyone the dealer knows or has reason to believe is under 21; rifles and shotguns may be sold by dealers from age 18. Anyone under 18 generally may not possess a handgun at all. {state} law may add its own age limits and permits.',
    federal: [
      { title: 18, section: '922', subsection: '(b)(1)', label: 'dealers may not sell handguns to people under 21', point: 'A licensed importer, manufacturer, dealer or collector may not sell or deliver any firearm or ammunition to someone under 18, or a firearm or ammunition other than a shotgun or rifle (or their ammunition) to someone under 21.', quote: 'any firearm or ammunition to any individual who the licensee knows or has reasonable cause to believe is less than eighteen years of age, and, if the firearm, or ammunition is other than a shotgun or rifle, or ammunition for a shotgun or rifle, to any individual who the licensee knows or has reasonable cause to believe is less than twenty-one years of age' },
      { title: 18, section: '922', subsection: '(x)', label: 'handguns and juveniles', point: 'No one may sell, deliver or transfer a handgun or handgun-only ammunition to a juvenile (under 18), and a juvenile may not knowingly possess one, except for listed purposes such as ranching, target practice, hunting or a safety course with a parent\'s written consent.' },
      { title: 18, section: '922', subsection: '(a)(6)', label: 'false statements to a dealer', point: 'Lying about your age or anything else material to the sale, or showing false identification, to a licensed dealer is a federal crime.' },
    ],
    stateTreatment: [STATE_GUN_LAW, 'Federal law (18 U.S.C. § 922(b)(1)) binds licensed dealers; private sales between residents of the same state are governed by that state\'s law, subject to the federal ban on transfers to juveniles and to prohibited persons.'],
    penalty: [DEALER_WILLFUL, FALSE_STATEMENT, crime({ what: 'A juvenile who possesses a handgun', statute: '18 U.S.C. § 924(a)(6)(A)', maxPrison: { years: 1 } }) + ' A first-time juvenile possessor is sentenced to probation.'].join(' '),
    links: [ATF],
  },
  {
    id: 'buy-rifle-under-18',
    label: 'Buying a rifle or shotgun under 18',
    when: [['@buy'], ['@longGun'], ['@under18']],
    summary: 'A licensed dealer may not sell any firearm or ammunition, rifles and shotguns included, to someone under 18. From 18 a dealer may sell a rifle or shotgun under federal law; {state} may set a higher age or other conditions.',
    federal: [{ title: 18, section: '922', subsection: '(b)(1)', label: 'dealers may not sell any firearm to people under 18', point: 'A licensed dealer may not sell or deliver any firearm or ammunition to someone the dealer knows or has reasonable cause to believe is under 18.' }],
    stateTreatment: [STATE_GUN_LAW],
    penalty: DEALER_WILLFUL,
    links: [ATF],
  },
  {
    id: 'gun-federal-building',
    label: 'Carrying a gun into a post office or other federal building',
    when: [['@weapon', '@knife'], ['@federalBuilding', 'federal property']],
    summary: 'Federal law makes it a crime to knowingly possess a firearm or other dangerous weapon in a federal facility (a building where federal employees regularly work, such as a post office or a Social Security office), and a stiffer crime in a federal court facility, even where {state} allows carrying. Lawful hunting and other lawful purposes are excepted, and a pocket knife with a blade under 2½ inches is not a "dangerous weapon" under this law.',
    federal: [
      { title: 18, section: '930', subsection: '(a)', label: 'weapons in federal facilities', point: 'Knowingly possessing or causing to be present a firearm or other dangerous weapon in a federal facility (other than a court facility), or trying to, is punishable by a fine, up to 1 year in prison, or both; with intent to use it in a crime, up to 5 years (subsection (b)).' },
      { title: 18, section: '930', subsection: '(e)', label: 'federal court facilities', point: 'In a federal court facility the maximum is 2 years in prison.' },
      { title: 18, section: '930', subsection: '(g)', label: 'what counts as a dangerous weapon', point: '"Dangerous weapon" excludes a pocket knife with a blade of less than 2½ inches; subsection (d) exempts law-enforcement officers and possession for lawful hunting or other lawful purposes.' },
    ],
    stateTreatment: [STATE_GUN_LAW, 'A state carry license does not authorize carrying into a federal facility; notice of the ban is posted at each public entrance.'],
    penalty: [
      crime({ what: 'In a federal facility', statute: '18 U.S.C. § 930(a)', maxPrison: { years: 1 } }),
      crime({ what: 'In a federal court facility', statute: '18 U.S.C. § 930(e)(1)', maxPrison: { years: 2 } }),
    ].join(' '),
    links: [ATF],
  },
  {
    id: 'gun-school-zone',
    label: 'Having a gun near or at a school',
    when: [['@gun'], ['@school', 'school zone', 'daycare'], ['@carry', 'near', 'at', 'into', 'in']],
    unless: ['@plane'],
    summary: 'The federal Gun-Free School Zones provisions make it a crime to knowingly possess a firearm in a school zone (on school grounds or within 1,000 feet of a school) and to fire one there, with exceptions such as private property, a state-issued license, an unloaded gun in a locked container or rack, and uses approved by the school. {state} law also restricts guns at schools.',
    federal: [
      { title: 18, section: '922', subsection: '(q)', label: 'Gun-Free School Zones', point: 'It is unlawful to knowingly possess a firearm that has moved in interstate commerce at a place you know or have reason to believe is a school zone, or to discharge one there, subject to the exceptions the subsection lists (including a license issued by the state where the school is, and an unloaded firearm in a locked container).' },
      { title: 18, section: '921', label: 'definition of "school zone"', point: 'A "school zone" is in or on the grounds of a public, parochial or private school, or within 1,000 feet of those grounds.' },
    ],
    stateTreatment: [STATE_GUN_LAW, 'Most states ban guns on school grounds themselves, often with different exceptions than federal law.'],
    penalty: crime({ statute: '18 U.S.C. § 924(a)(4)', maxPrison: { years: 5 } }) + ' The prison term runs consecutively to any other; for other purposes the offense is deemed a misdemeanor.',
    links: [ATF],
  },
  {
    id: 'weapon-on-plane',
    label: 'Bringing a gun or knife on a plane',
    when: [['@weapon', '@knife', '@gun', 'bullet', 'explosive'], ['@plane', '@airport']],
    summary: 'You may not carry a gun, knife or other dangerous weapon in the cabin of an airliner or through airport security. A firearm may travel only unloaded in checked baggage after you tell the airline (TSA requires a locked hard-sided case). Being caught at the checkpoint with a concealed weapon brings a federal civil penalty, and a criminal case is possible.',
    federal: [
      { title: 49, section: '46505', subsection: '(b)', label: 'weapons on aircraft (crime)', point: 'An individual who, boarding or on an airliner, has a concealed dangerous weapon that is or would be accessible in flight, or places a loaded firearm in checked property, commits a crime; subsection (d)(3) exempts a weapon (other than a loaded firearm) in baggage not accessible in flight when the airline was told about it.' },
      { title: 49, section: '46303', subsection: '(a)', label: 'weapons at the checkpoint (civil penalty)', point: 'An individual who has a concealed dangerous weapon accessible in flight is liable for a civil penalty of not more than $10,000 for each violation.' },
    ],
    stateTreatment: ['Federal law governs airliners and screening checkpoints everywhere; {state} law also governs carrying the weapon to and inside the airport terminal.'],
    penalty: [
      crime({ what: 'Crime (18 U.S.C. fines apply by reference)', statute: '49 U.S.C. § 46505(b)', maxPrison: { years: 10 } }),
      crime({ what: 'Willfully or recklessly endangering human life', statute: '49 U.S.C. § 46505(c)', maxPrison: { years: 20 } }),
      civil('Civil: up to $10,000 per violation under 49 U.S.C. § 46303(a)'),
    ].join(' '),
    decides: ['Whether the item is in the cabin or declared, unloaded, in checked baggage', 'What TSA lists as prohibited in carry-on bags', 'The law of the states you depart from and arrive in'],
    links: [TSA],
  },
  {
    id: 'gun-across-state-lines',
    label: 'Driving across state lines with a gun',
    when: [['@gun'], ['@acrossStates', 'travel', 'drive', 'road trip', 'move to']],
    unless: ['@buy', '@sell', 'give', '@ship'],
    summary: 'Federal law protects a person who may lawfully have a gun where the trip starts and ends while passing through other states, if the gun is unloaded and neither it nor ammunition is readily accessible from the passenger compartment (in a car without a trunk, in a locked container other than the glove box or console). Carrying it loaded or within reach depends on each state\'s law, {state}\'s included.',
    federal: [{ title: 18, section: '926A', label: 'transporting firearms between states', point: 'A person not prohibited from having firearms may transport one from a place where he may lawfully possess and carry it to another such place, if it is unloaded and not readily or directly accessible from the passenger compartment.' }],
    stateTreatment: [STATE_GUN_LAW, 'Carry permits are honored only by the states that choose to recognize them.'],
    penalty: 'Section 926A is a protection, not a crime; carrying outside it is judged by the law of each state you are in, and penalties vary by state.',
    links: [ATF],
  },
  {
    id: 'buy-gun-other-state',
    label: 'Buying or selling a gun with someone from another state',
    when: [['@gun'], ['@buy', '@sell', 'give', 'transfer'], ['@acrossStates', 'resident of', 'lives in', 'online']],
    summary: 'A private person may not sell or give a gun to someone who lives in another state, and may not bring home a gun bought privately in another state; such transfers must go through a licensed dealer in the buyer\'s state (a dealer may sell a rifle or shotgun in person to a resident of another state where legal in both states). Inherited guns and temporary loans for lawful sporting purposes are excepted.',
    federal: [
      { title: 18, section: '922', subsection: '(a)(5)', label: 'private transfers to residents of other states', point: 'An unlicensed person may not transfer, sell, trade, give, transport or deliver a firearm to an unlicensed person he knows or has reason to believe lives in another state, except by bequest or as a temporary loan or rental for lawful sporting purposes.' },
      { title: 18, section: '922', subsection: '(a)(3)', label: 'bringing home a gun bought elsewhere', point: 'An unlicensed person may not transport into or receive in his home state a firearm he obtained outside it, with exceptions such as inheritance and a rifle or shotgun lawfully bought from a dealer under subsection (b)(3).' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: crime({ what: 'A willful violation', statute: '18 U.S.C. § 924(a)(1)(D)', maxPrison: { years: 5 } }),
    links: [ATF],
  },
  {
    id: 'straw-purchase',
    label: 'Buying a gun for someone else (straw purchase)',
    when: [['@gun'], ['@buy'], ['@forAnother']],
    summary: 'Buying a gun for another person who cannot lawfully buy it, or who means to use it in a felony, is the federal crime of straw purchasing; telling the dealer you are the actual buyer when you are not is a separate crime. A genuine gift to someone who may lawfully own a gun is a different matter, and {state} law may regulate it.',
    federal: [
      { title: 18, section: '932', subsection: '(b)', label: 'straw purchasing', point: 'It is unlawful to knowingly purchase a firearm for, on behalf of, or at the request of another person, knowing or having reasonable cause to believe that the person is barred from receiving firearms under section 922(d), or intends to use it in a felony, terrorism or drug trafficking.' },
      { title: 18, section: '922', subsection: '(a)(6)', label: 'false statements to a dealer', point: 'Knowingly making a false statement to a licensed dealer about a fact material to the lawfulness of the sale is a crime.' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: [crime({ what: 'Straw purchasing', statute: '18 U.S.C. § 932(c)(1)', maxPrison: { years: 15 } }), 'Up to 25 years when the buyer knows the gun will be used in a felony, terrorism or drug trafficking (18 U.S.C. § 932(c)(2)).', FALSE_STATEMENT].join(' '),
    links: [ATF],
  },
  {
    id: 'gun-marijuana-user',
    label: 'Owning a gun while using marijuana or other drugs',
    when: [['@gun'], ['@marijuana', '@hardDrug', 'medical card', 'drug user', 'smoke', 'use drugs']],
    summary: 'Federal law bars anyone who is an unlawful user of, or addicted to, a controlled substance from shipping, possessing or receiving guns or ammunition. Marijuana is still a Schedule I controlled substance under federal law, so this applies to marijuana users even where {state} allows marijuana, and the federal purchase form asks about it.',
    federal: [
      { title: 18, section: '922', subsection: '(g)(3)', label: 'drug users may not possess guns', point: 'It is unlawful for a person who is an unlawful user of or addicted to any controlled substance to ship, transport, possess or receive a firearm or ammunition in or affecting interstate commerce.' },
      { title: 21, section: '812', label: 'Schedule I lists marihuana', point: 'The Controlled Substances Act lists marihuana in Schedule I.' },
    ],
    stateTreatment: ['A state medical or recreational marijuana law does not change this federal rule.', STATE_GUN_LAW],
    penalty: crime({ statute: '18 U.S.C. § 924(a)(8)', maxPrison: { years: 15 } }),
    links: [ATF],
  },
  {
    id: 'felon-gun',
    label: 'Having a gun with a felony conviction or a domestic-violence record',
    when: [['@gun'], ['felon', 'felony', 'convicted', 'conviction', 'record', 'restraining order', 'protective order', 'domestic violence', 'probation', 'parole', 'indicted']],
    summary: 'Federal law bars people convicted of a crime punishable by more than a year in prison, people under certain domestic-violence restraining orders, people convicted of a misdemeanor crime of domestic violence, fugitives and others from possessing guns or ammunition. Restoration of rights and expungement rules are complex; {state} law has its own bans.',
    federal: [
      { title: 18, section: '922', subsection: '(g)', label: 'people who may not possess guns', point: 'Lists the people who may not ship, transport, possess or receive firearms or ammunition, including those convicted of a crime punishable by imprisonment for more than one year (g)(1), those subject to qualifying domestic-violence restraining orders (g)(8), and those convicted of a misdemeanor crime of domestic violence (g)(9).' },
      { title: 18, section: '922', subsection: '(d)', label: 'selling to prohibited people', point: 'No one may sell or give a firearm to a person he knows or has reasonable cause to believe is in one of those categories.' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: crime({ statute: '18 U.S.C. § 924(a)(8)', maxPrison: { years: 15 } }) + ' Longer minimum terms apply to people with three earlier violent-felony or serious drug convictions (18 U.S.C. § 924(e)).',
    links: [ATF],
  },
  {
    id: 'machine-gun',
    label: 'Owning a machine gun, auto sear or "switch"',
    when: [['machine gun', 'machinegun', 'full auto', 'fully automatic', 'auto sear', 'glock switch', 'switch', 'bump stock', 'drop in auto sear', 'convert to auto']],
    summary: 'Federal law makes it a crime to transfer or possess a machine gun unless it was lawfully possessed before the ban took effect (and is registered), or is held by or for a government. A part designed to convert a gun to fire automatically, such as an auto sear or a "Glock switch", is itself a machine gun under federal law.',
    federal: [
      { title: 18, section: '922', subsection: '(o)', label: 'machine guns', point: 'It is unlawful to transfer or possess a machinegun, except under the authority of a government or a machinegun lawfully possessed before the subsection took effect.' },
      { title: 26, section: '5845', subsection: '(b)', label: 'definition of machinegun', point: 'A "machinegun" includes any weapon that shoots automatically more than one shot with a single function of the trigger, and any part designed and intended solely for converting a weapon into one.' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: [crime({ statute: '18 U.S.C. § 924(a)(2)', maxPrison: { years: 10 } }), crime({ what: 'Under the National Firearms Act', statute: '26 U.S.C. § 5871', maxPrison: { years: 10 }, statuteFine: 10_000 })].join(' '),
    links: [ATF],
  },
  {
    id: 'suppressor-sbr',
    label: 'Owning a silencer, short-barreled rifle or other NFA weapon',
    when: [['silencer', 'suppressor', 'short barreled rifle', 'short barrel rifle', 'sbr', 'sawed off', 'sawed off shotgun', 'short barreled shotgun', 'grenade', 'destructive device', 'pipe bomb', 'solvent trap']],
    summary: 'Silencers, short-barreled rifles and shotguns, destructive devices and similar weapons are legal to own under federal law only when registered to you in the National Firearms Registration and Transfer Record after an approved transfer or making application and the tax. Having an unregistered one is a federal felony; {state} may ban them outright.',
    federal: [
      { title: 26, section: '5861', label: 'National Firearms Act prohibited acts', point: 'It is unlawful to receive, possess, make or transfer a National Firearms Act firearm in violation of the Act, including possessing one not registered to you in the National Firearms Registration and Transfer Record.' },
      { title: 26, section: '5845', label: 'what the Act covers', point: 'The Act covers short-barreled shotguns and rifles, machineguns, silencers, destructive devices and "any other weapons" as it defines them.' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: crime({ statute: '26 U.S.C. § 5871', maxPrison: { years: 10 }, statuteFine: 10_000 }),
    links: [ATF],
  },
  {
    id: 'sell-gun-private',
    label: 'Selling a gun privately or as a side business',
    when: [['@gun'], ['@sell', 'gun show', 'private sale', 'dealer', 'ffl']],
    unless: ['@acrossStates', '@under21'],
    summary: 'Under federal law a private person may sell a gun from a personal collection to someone who lives in the same state without a license, but not to anyone he knows or has reason to believe is prohibited from having guns. Anyone "engaged in the business" of dealing in guns needs a federal firearms license. Many states, possibly {state}, require private sales to go through a dealer with a background check.',
    federal: [
      { title: 18, section: '922', subsection: '(a)(1)', label: 'dealing without a license', point: 'Only a licensed importer, manufacturer or dealer may engage in the business of dealing in firearms.' },
      { title: 18, section: '922', subsection: '(d)', label: 'selling to prohibited people', point: 'No one may sell or dispose of a firearm to a person he knows or has reasonable cause to believe is prohibited (for example, convicted of a felony, under indictment, a fugitive, an unlawful drug user, or under 18 for handguns under subsection (x)).' },
      { title: 18, section: '921', label: 'who is "engaged in the business"', point: 'Defines "engaged in the business" as dealing in firearms to predominantly earn a profit, devoting time, attention and labor to dealing as a regular course of trade or business to predominantly earn a profit, and excludes occasional sales, exchanges or purchases for the enhancement of a personal collection or for a hobby, and sales of all or part of a personal collection.' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: [crime({ what: 'Dealing without a license', statute: '18 U.S.C. § 924(a)(1)(D)', maxPrison: { years: 5 } }), crime({ what: 'Selling to a prohibited person', statute: '18 U.S.C. § 924(a)(8)', maxPrison: { years: 15 } })].join(' '),
    links: [ATF],
  },
  {
    id: 'buy-gun',
    label: 'Buying or owning a gun',
    when: [['@gun'], ['@buy', 'possess', 'possession', 'concealed carry', 'open carry', 'carry permit', 'license to carry', 'own one', 'own gun', 'own guns', 'own firearm', 'own a firearm', 'own pistol', 'own rifle']],
    unless: ['shoot', 'shooting', 'fire it', 'target practice', 'silencer', 'suppressor', 'short barreled', 'sbr', 'machine gun', 'machinegun', 'full auto', 'auto sear', 'switch', 'bump stock'],
    summary: 'Adults may generally buy and own guns under federal law, with limits: a licensed dealer must run a background check through the national instant criminal background check system before transferring a gun, may not sell handguns to anyone under 21 or any gun to anyone under 18, and may not sell to people federal law bars from having guns (for example people convicted of a crime punishable by more than a year, unlawful drug users, and people under certain domestic-violence orders). Whether you need a permit to buy, own or carry, and where you may carry, is decided by {state}.',
    federal: [
      { title: 18, section: '922', subsection: '(t)', label: 'background checks by dealers', point: 'A licensed dealer may not transfer a firearm to an unlicensed person unless it first contacts the national instant criminal background check system and gets an approval number, or 3 business days pass without a denial (with the section\'s exceptions).' },
      { title: 18, section: '922', subsection: '(b)(1)', label: 'dealers\' age limits', point: 'A licensed dealer may not sell a firearm or ammunition to someone under 18, or one other than a shotgun or rifle to someone under 21.' },
      { title: 18, section: '922', subsection: '(g)', label: 'people who may not have guns', point: 'Lists the people who may not ship, transport, possess or receive firearms or ammunition.' },
    ],
    stateTreatment: [STATE_GUN_LAW],
    penalty: [crime({ what: 'A dealer who knowingly skips the background check', statute: '18 U.S.C. § 924(a)(5)', maxPrison: { years: 1 } }), crime({ what: 'A prohibited person who has a gun', statute: '18 U.S.C. § 924(a)(8)', maxPrison: { years: 15 } })].join(' '),
    links: [ATF],
  },
];
