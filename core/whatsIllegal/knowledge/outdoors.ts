import { civil, crime } from '../typed/penalty';
import type { ActivityKnowledge } from '../types';
import { FAA, FOREST_SERVICE, FWS, NOAA_FISHERIES, NPS, EIGHTH_AMENDMENT } from './links';

/** Activities in parks, on public land, on the water and in the air. */
export const outdoorsKnowledge: readonly ActivityKnowledge[] = [
  {
    id: 'drone',
    summary:
      'Flying a drone for fun is legal in every state when you follow the federal rules for recreational flyers; flying for work or pay needs an FAA remote pilot certificate. Federal law controls the airspace, but {state} and its cities may add rules about where you take off and land, privacy, and flying over certain property.',
    federal: [
      {
        title: 49,
        section: '44809',
        label: 'rules for recreational drone flyers',
        point:
          "Recreational flyers must fly only for recreation, follow a community-based organization's safety guidelines, keep the drone within visual line of sight, give way to manned aircraft, get authorization before flying in controlled airspace, stay at or below 400 feet in uncontrolled airspace, pass the FAA's aeronautical knowledge and safety test, and register and mark the drone.",
      },
      {
        title: 18,
        section: '39B',
        label: 'unsafe drone operation',
        point:
          'It is a federal crime to knowingly or recklessly interfere with a manned aircraft in a way that poses an imminent safety hazard, or to fly a drone without authorization in the runway exclusion zone of certain airports.',
      },
      {
        title: 49,
        section: '40103',
        label: 'federal control of the airspace',
        point: 'The United States controls the navigable airspace, which is why the FAA, not the states, sets the rules for flying.',
      },
      {
        title: 49,
        section: '46301',
        label: 'FAA civil penalties',
        point: 'The FAA can impose civil penalties for violations of federal aviation rules.',
      },
    ],
    stateTreatment: [
      'States and cities generally cannot set flight rules for the airspace, but many regulate taking off and landing on public land such as parks, using drones to spy on people, and flying over prisons, critical infrastructure or crowds.',
      'The National Park Service prohibits launching, landing or operating drones in national parks unless specially approved.',
      'Trespass, harassment and privacy laws apply to drone use as they do to other conduct.',
    ],
    decides: [
      'Recreational or work (paid) flying',
      'The airspace, nearby airports and any temporary flight restrictions',
      'Who owns or manages the land you take off from (many parks prohibit it)',
      'Whether you fly over people, private property or sensitive sites, or record people',
      'Whether the drone is registered and marked',
    ],
    penalty:
      'Federal: ' +
      civil('FAA civil penalties for breaking drone rules (49 U.S.C. § 46301)') +
      ' Unsafe operation that endangers a manned aircraft is a crime punishable by a fine, up to 1 year in prison, or both, and by more if serious bodily injury or death results (18 U.S.C. § 39B): ' +
      crime({ statute: '18 U.S.C. § 39B(c)(1)', maxPrison: { years: 1 } }) +
      ' State and local violations such as trespass, privacy or park-rule offenses are usually fines or misdemeanors; they vary by state.',
    links: [FAA, NPS],
  },
  {
    id: 'camp',
    summary:
      "Whether you may camp in a public park depends on who runs it. National parks and national forests allow camping only where and how their rules permit; state, county and city parks set their own rules, and many cities ban camping in public spaces outside designated sites. Check the rules of the park you have in mind and {state}'s park agency.",
    federal: [
      {
        title: 54,
        section: '100751',
        label: 'National Park Service regulations',
        point:
          'The Secretary of the Interior issues the regulations that govern national park areas, including where and how camping is allowed (typically in designated campgrounds or with a backcountry permit).',
      },
      {
        title: 16,
        section: '551',
        label: 'national forest rules',
        point:
          'The Secretary of Agriculture regulates the occupancy and use of national forests, including camping; this section makes violating those rules punishable by a fine of not more than $500, imprisonment for not more than six months, or both.',
      },
    ],
    cases: [
      {
        name: 'City of Grants Pass v. Johnson',
        year: 2024,
        point:
          "The Supreme Court held that enforcing general public-camping bans, including against people experiencing homelessness, does not violate the Eighth Amendment's ban on cruel and unusual punishment.",
      },
    ],
    stateTreatment: [
      'State parks usually allow camping only in designated sites, often with a reservation or fee and a limit on nights.',
      'Many cities prohibit camping, tents or sleeping in parks and other public spaces, and enforce with citations or removal.',
      'Camping outside developed campgrounds is allowed on much national forest land, generally with a limit on how long you may stay in one place.',
    ],
    decides: [
      'Who manages the park: federal, state, county or city',
      'A designated site, permit or reservation',
      'Posted hours, closures and stay limits',
      'Local public-camping ordinances',
    ],
    penalty:
      'Usually a citation or fine for breaking park rules, and you can be ordered to leave; repeated violations or trespass can be a misdemeanor. Amounts vary by state and city. ' +
      crime({
        what: 'In national forests, breaking the Forest Service rules',
        statute: '16 U.S.C. § 551',
        maxPrison: { months: 6 },
        statuteFine: 500,
      }),
    links: [NPS, FOREST_SERVICE, EIGHTH_AMENDMENT],
  },
  {
    id: 'hunt-sunday',
    summary:
      "Federal law does not prohibit hunting on Sunday. Some states still restrict Sunday hunting, fully or for some game, land or hours, while others have repealed their bans; {state}'s wildlife agency and statutes decide. Migratory birds such as ducks and geese are also governed by federal rules.",
    federal: [
      {
        title: 16,
        section: '703',
        label: 'Migratory Bird Treaty Act',
        point: 'Hunting migratory birds is unlawful except as federal regulations permit (seasons, bag limits and shooting hours).',
      },
      {
        title: 16,
        section: '704',
        label: 'federal migratory bird hunting rules',
        point: 'The Secretary of the Interior decides when and how migratory birds may be hunted.',
      },
      {
        title: 16,
        section: '718a',
        label: 'federal duck stamp',
        point:
          'Waterfowl hunters aged 16 and older must carry a valid federal migratory-bird hunting and conservation stamp (the "duck stamp").',
      },
    ],
    stateTreatment: [
      'Several states restrict Sunday hunting, fully or in part (for example for some species, on public land, or during certain hours); others have repealed these restrictions in recent years.',
      'States require hunting licenses (often with exemptions, such as for landowners hunting their own land) and set seasons, bag limits and legal hunting methods.',
    ],
    decides: [
      'The species and season',
      "Public or private land (and the owner's permission)",
      "{state}'s license and Sunday rules",
      'Federal rules for migratory birds',
    ],
    penalty:
      'State wildlife violations are commonly fines or misdemeanors, sometimes with license suspension and forfeiture of game or equipment; they vary by state. Federally, violating the migratory bird rules is a misdemeanor: ' +
      crime({ statute: '16 U.S.C. § 707(a)', maxPrison: { months: 6 }, statuteFine: 15_000 }),
    links: [FWS],
  },
  {
    id: 'metal-detect',
    summary:
      "In national parks, possessing or using a metal detector is prohibited, and on federal and tribal lands digging up or removing archaeological resources without a permit is a federal crime. State, county and city parks set their own rules: some allow metal detecting, some require a permit and some ban it. Check {state}'s park agency and your city.",
    federal: [
      {
        title: 16,
        section: '470ee',
        label: 'Archaeological Resources Protection Act',
        point:
          'No one may excavate, remove, damage or deface archaeological resources (material remains of past human life, generally at least 100 years old) on public or Indian lands without a permit.',
      },
      {
        title: 54,
        section: '100751',
        label: 'National Park Service regulations',
        point:
          'The Secretary of the Interior issues the regulations that govern national park areas; the Park Service rules prohibit possessing or using metal detectors in parks.',
      },
    ],
    stateTreatment: [
      'State parks range from allowing metal detecting in designated areas (often beaches) to requiring a permit to banning it.',
      'City and county parks often prohibit digging or removing anything, which limits metal detecting even where detectors are allowed.',
      "Detecting on private land requires the owner's permission.",
    ],
    decides: [
      'Who manages the land: federal, state, local or private',
      'A permit and designated areas',
      'Digging and removing objects, especially historic ones',
      'Posted park rules',
    ],
    penalty:
      'In state and local parks, usually a fine or citation and confiscation of finds; varies by state and city. On federal and Indian lands, the Archaeological Resources Protection Act sets fines of up to $10,000 and up to one year in prison for a first offense, up to $20,000 and two years when the resources and repair costs exceed $500, and up to $100,000 and five years for a repeat offense (16 U.S.C. § 470ee). With the general fine law: ' +
      crime({ what: 'First offense', statute: '16 U.S.C. § 470ee(d)', maxPrison: { years: 1 }, statuteFine: 10_000 }) +
      ' ' +
      crime({ what: 'Over $500', statute: '16 U.S.C. § 470ee(d)', maxPrison: { years: 2 }, statuteFine: 20_000 }),
    links: [NPS],
  },
  {
    id: 'fish-no-license',
    summary:
      'There is no general federal fishing license. {state} requires fishing licenses under its own law, usually with exceptions such as free-fishing days and children under a certain age. Federal law adds rules for federal waters and for trade in fish taken illegally.',
    federal: [
      {
        title: 16,
        section: '3372',
        label: 'Lacey Act',
        point:
          'It is a federal offense to transport, sell or buy fish or wildlife taken in violation of state, federal, tribal or foreign law, for example moving illegally caught fish across state lines.',
      },
      {
        title: 16,
        section: '1857',
        label: 'federal fisheries rules',
        point:
          'In federal fisheries (generally ocean waters beyond state waters), fishing in violation of federal fishery rules is prohibited.',
      },
    ],
    stateTreatment: [
      'States require licenses for most recreational fishing and sell them through their fish and wildlife agencies.',
      'Most states exempt children under a set age, and many hold free-fishing days; some exempt seniors or disabled veterans.',
      'Saltwater fishing may need a separate license or registration, and fishing on private ponds may be treated differently.',
    ],
    decides: [
      'Your age and residency',
      'Fresh or salt water, and state or federal waters',
      'Free-fishing days and private waters',
      'The species, season and limits',
    ],
    penalty:
      'Usually a fine, sometimes with confiscation of the catch or gear; repeat or commercial violations can be misdemeanors. Varies by state.',
    links: [FWS, NOAA_FISHERIES],
  },
  {
    id: 'smoke-beach',
    summary:
      "Smoking tobacco on a beach is not a federal offense in general, but many states and coastal cities ban smoking on public beaches and in parks, and federal beaches such as national seashores follow park rules. Marijuana remains illegal under federal law, including on federal beaches, even in states that have legalized it. Check {state}'s rules and the posted rules of the beach.",
    federal: [
      {
        title: 21,
        section: '844',
        label: 'federal simple possession of a controlled substance',
        point:
          'Possessing a controlled substance, including marijuana, without a valid prescription is a federal crime, enforced on federal land such as national seashores.',
      },
      {
        title: 21,
        section: '812',
        label: 'federal schedules of controlled substances',
        point: 'Marijuana is listed as a controlled substance under federal law.',
      },
    ],
    stateTreatment: [
      'Many states and coastal communities prohibit smoking, and often vaping, on public beaches, boardwalks and in parks; elsewhere it is left to local rules.',
      'States that allow marijuana generally still prohibit using it in public places.',
      'Throwing cigarette butts on the beach is littering.',
    ],
    decides: [
      'Who manages the beach: federal, state or local',
      'Tobacco, vaping or marijuana',
      'Local smoking ordinances and posted signs',
      "{state}'s marijuana law",
    ],
    penalty:
      'Usually a fine for breaking a beach or park smoking ban; varies by state and city. Federal possession of marijuana, for example on federal land, is punishable for a first offense by up to 1 year in prison and a minimum fine of $1,000 (21 U.S.C. § 844): ' +
      crime({ statute: '21 U.S.C. § 844(a)', maxPrison: { years: 1 } }),
    links: [NPS],
  },
];
