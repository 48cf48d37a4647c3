import { civil, crime } from '../typed/penalty';
import type { ActivityKnowledge } from '../types';
import { CPSC, EPA, FWS, SBA } from './links';

/** Activities at home, with animals, and small-scale selling and betting. */
export const homeKnowledge: readonly ActivityKnowledge[] = [
  {
    id: 'collect-rainwater',
    summary:
      "No federal law prohibits collecting rainwater. Most states allow rain barrels, and some encourage them; a few states, mainly in the West where water rights are tightly allocated, limit how much you may collect or how you may use it. {state}'s water law and local codes decide.",
    federal: [],
    noFederalStatute: 'No federal statute governs collecting rainwater from your roof; water rights are a matter of state law.',
    stateTreatment: [
      'Many states allow or encourage rainwater harvesting, some with rebates or tax incentives.',
      'Some western states that allocate water through water rights limit the volume you may store or require a permit for larger systems.',
      'Local building and plumbing codes may regulate cisterns, especially when the water is used indoors or for drinking.',
    ],
    decides: [
      'How much water you store',
      'What you use it for: garden, indoor use or drinking',
      "{state}'s water-rights law",
      "Local building and plumbing codes, and homeowners' association rules",
    ],
    penalty:
      'Where a state limits collection, enforcement is usually civil (an order to stop, or a fine) rather than criminal; it varies by state.',
    links: [EPA],
  },
  {
    id: 'own-exotic',
    summary:
      "Federal law does not ban exotic pets in general, but it controls endangered species, injurious wildlife, trade in animals taken illegally and, since the Big Cat Public Safety Act of 2022, private possession of big cats. Whether you may keep a particular animal in {state} depends mostly on {state}'s wildlife and animal-control law, which ranges from outright bans to permit systems, and on local ordinances.",
    federal: [
      {
        title: 16,
        section: '1538',
        label: 'Endangered Species Act: prohibited acts',
        point:
          'Taking endangered species, or selling or shipping them in interstate or foreign commerce, is prohibited without a federal permit.',
      },
      {
        title: 16,
        section: '3372',
        label: 'Lacey Act, including the big cat rules',
        point:
          'It is illegal to import, export, transport, sell or buy wildlife taken, possessed or sold in violation of federal, state, tribal or foreign law; since the Big Cat Public Safety Act of 2022 it also restricts private possession and breeding of lions, tigers, leopards, cheetahs, jaguars, cougars and their hybrids.',
      },
      {
        title: 18,
        section: '42',
        label: 'injurious wildlife',
        point:
          'Animals listed as injurious wildlife may not be imported into the United States, or shipped between the continental United States and Hawaii, Puerto Rico or U.S. territories, without a permit.',
      },
    ],
    stateTreatment: [
      'States take very different approaches: some ban many dangerous wild animals as pets, others require permits, inspections or insurance, and some have few rules.',
      "Cities and counties often add their own bans, and leases and homeowners' associations can prohibit them.",
    ],
    decides: [
      'The species (endangered, injurious, big cat, primate, venomous)',
      "{state}'s ban or permit system",
      'Local ordinances and lease or HOA rules',
      'Whether the animal was legally obtained',
    ],
    penalty:
      'Federally, ' +
      civil('the Lacey Act allows civil penalties (16 U.S.C. § 3373(a))') +
      ' It also allows forfeiture of the animal, and prison for knowingly selling or buying illegally taken wildlife worth more than $350 (16 U.S.C. § 3373). ' +
      crime({ what: 'The Lacey Act felony', statute: '16 U.S.C. § 3373(d)(1)', maxPrison: { years: 5 }, statuteFine: 20_000 }) +
      ' State penalties vary by state, from fines and seizure of the animal to criminal charges.',
    links: [FWS],
  },
  {
    id: 'gamble-online',
    summary:
      "Whether you may gamble online in {state} depends on {state}'s law: some states license online sports betting, casino games or poker, others allow none. Federal laws target gambling businesses that take bets where that gambling is illegal, not individual players.",
    federal: [
      {
        title: 31,
        section: '5363',
        label: 'Unlawful Internet Gambling Enforcement Act',
        point:
          'Businesses in the business of betting may not accept payments for unlawful Internet gambling, meaning bets that are illegal under federal or state law where they are made or received.',
      },
      {
        title: 18,
        section: '1084',
        label: 'Wire Act',
        point:
          'People in the business of betting may not use wire communications to transmit bets or betting information across state or national lines; courts have applied it at least to sports betting.',
      },
    ],
    cases: [
      {
        name: 'Murphy v. National Collegiate Athletic Association',
        year: 2018,
        point:
          'The Supreme Court struck down the federal law that barred states from authorizing sports betting, leaving that choice to each state.',
      },
    ],
    stateTreatment: [
      'States that allow online betting license the operators and require players to be physically in the state when they bet, usually checked by geolocation; many set the minimum age at 21.',
      'Sites not licensed by the state are not lawful operators there, and players have little protection if something goes wrong.',
      'Lotteries, daily fantasy sports and social casinos are often regulated separately.',
    ],
    decides: [
      'The kind of game: sports, casino, poker, lottery or fantasy',
      'Whether the operator is licensed by {state}',
      'Where you are physically located when you bet',
      'Your age',
    ],
    penalty:
      'Penalties for individual players vary by state, from none or a small fine to criminal charges in a few states; businesses that take illegal bets face serious state and federal criminal penalties.',
  },
  {
    id: 'sell-lemonade',
    summary:
      "No federal law regulates a child's lemonade stand. Whether a permit is needed in {state} depends on state and local rules on business licenses, food safety and street vending; some states have passed laws exempting children's occasional stands from permits.",
    federal: [],
    noFederalStatute:
      'No federal statute governs small lemonade stands; business licenses, vending permits and food-safety rules are state and local.',
    stateTreatment: [
      'Cities commonly require business licenses or vending permits for selling on sidewalks or in parks, and health departments regulate selling food and drinks to the public.',
      'Several states have passed laws letting children run occasional stands without a permit, often on private property.',
    ],
    decides: [
      "The sellers' age and how often the stand runs",
      'Private property or a public sidewalk or park',
      'Local business-license and health rules',
      'What is sold and how it is prepared',
    ],
    penalty: 'Usually a warning or a fine for selling without a required permit; varies by state and city.',
    links: [SBA],
  },
  {
    id: 'garage-sale',
    summary:
      'Holding an occasional garage sale is generally legal, but many cities require a permit, limit how many sales you may hold each year and regulate signs; {state} and your city or county decide. Federal law makes it illegal to sell recalled or banned consumer products, including at a garage sale.',
    federal: [
      {
        title: 15,
        section: '2068',
        label: 'Consumer Product Safety Act: prohibited acts',
        point:
          'It is illegal to sell or offer for sale a consumer product that has been recalled, that is banned, or that does not meet a federal safety standard.',
      },
    ],
    stateTreatment: [
      'Cities and counties commonly require a garage-sale permit, limit the number of sales per year and the days per sale, and restrict signs on utility poles and public property.',
      "Homeowners' associations may have their own rules.",
    ],
    decides: [
      'Local permit and frequency rules',
      'Where you put signs',
      'What you sell (recalled products, cribs and car seats, weapons, alcohol)',
    ],
    penalty:
      'Usually a fine for holding a sale without a required permit; varies by city. Selling recalled or banned products can bring ' +
      civil('federal civil penalties of up to $100,000 per knowing violation (15 U.S.C. § 2069(a)(1))') +
      ' For knowing and willful violations: ' +
      crime({ statute: '15 U.S.C. § 2070(a)', maxPrison: { years: 5 } }),
    links: [CPSC],
  },
  {
    id: 'bury-pet',
    summary:
      "No federal law governs burying a pet on your own land. Whether you may bury a pet in your backyard in {state} depends on state and local health, environmental and zoning rules, which may ban it within city limits or set depth and distance-from-water requirements; renters need the owner's permission.",
    federal: [],
    noFederalStatute: 'No federal statute governs burying household pets on private land; state and local health and zoning rules do.',
    stateTreatment: [
      'Many places allow backyard burial of household pets on land you own, often with a minimum depth and distance from wells and water; some cities prohibit it.',
      'Pets euthanized with barbiturates can poison wildlife that dig them up, one reason rules set a minimum depth; some rules also cover animals that died of contagious disease.',
    ],
    decides: [
      'Whether you own or rent the property',
      'City or rural location and local ordinances',
      'Depth and distance from wells and water',
      'How the animal died',
    ],
    penalty: 'Usually a fine under local health or nuisance rules; varies by state and city.',
  },
];
