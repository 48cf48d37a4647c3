import type { ActivityKnowledge } from '../types';
import { FMCSA, NHTSA, EPA, EIGHTH_AMENDMENT } from './links';

/** Activities on streets, sidewalks and in vehicles. */
export const roadsKnowledge: readonly ActivityKnowledge[] = [
  {
    id: 'jaywalk',
    summary:
      "Jaywalking is not a federal offense. Whether crossing mid-block or against a signal is an offense in {state} depends on {state}'s traffic law and on the ordinances of the city or county where you cross.",
    federal: [],
    noFederalStatute:
      'No federal statute makes jaywalking an offense; pedestrian rules on public streets come from state vehicle codes and local ordinances.',
    stateTreatment: [
      'Most state vehicle codes require pedestrians who cross outside a crosswalk to yield to vehicles, and require everyone to obey pedestrian signals.',
      'Many cities add their own rules, such as banning crossings between two signal-controlled intersections.',
      'Some states have recently narrowed when police may stop or cite someone for jaywalking, for example only when the crossing creates an immediate danger.',
    ],
    decides: [
      'Whether a marked or unmarked crosswalk or a pedestrian signal is nearby',
      'Whether you failed to yield to traffic or created a danger',
      "The city's or county's own traffic ordinances",
    ],
    penalty:
      'Usually a traffic infraction punished by a fine, not jail; the amount varies by state and city. A pedestrian who causes a crash can also be held liable for the damage.',
    links: [NHTSA],
  },
  {
    id: 'ride-bike',
    summary:
      "Riding a bicycle on the sidewalk is not governed by federal law. In {state}, the state vehicle code and your city's ordinances decide: many places allow it outside business districts, and many cities ban it downtown.",
    federal: [],
    noFederalStatute: 'No federal statute governs riding bicycles on sidewalks; state vehicle codes and local ordinances do.',
    stateTreatment: [
      'Many state vehicle codes leave sidewalk riding to cities and counties; some prohibit it in business districts.',
      'Where sidewalk riding is allowed, cyclists usually must yield to pedestrians and give an audible signal before passing them.',
      'Electric bicycles and scooters are often covered by separate rules.',
    ],
    decides: [
      'The city or county ordinance where you ride',
      'Whether you are in a business district',
      'Yielding to pedestrians',
      'The type of bike (pedal or electric) and posted signs',
    ],
    penalty: 'Usually an infraction punished by a small fine; varies by state and city.',
    links: [NHTSA],
  },
  {
    id: 'text-drive',
    summary:
      "Texting while driving is governed mainly by {state}'s traffic law, and nearly every state bans texting behind the wheel. Federal rules also prohibit texting by commercial truck and bus drivers, and federal highway-safety grants reward states that have distracted-driving laws.",
    federal: [
      {
        title: 23,
        section: '405',
        label: 'federal highway-safety grants, including for distracted-driving laws',
        point:
          'National priority safety programs: federal grants to states that meet federal requirements, including for laws against distracted driving.',
      },
      {
        title: 49,
        section: '31136',
        label: 'federal safety rules for commercial motor vehicles',
        point:
          'The Secretary of Transportation issues safety regulations for commercial motor vehicles; the federal rules issued under this authority ban texting by commercial drivers.',
      },
    ],
    stateTreatment: [
      'Nearly every state bans texting while driving for all drivers, and many also ban holding a phone at all while driving (hands-free laws).',
      'Many states have stricter rules for new or young drivers and in school or work zones.',
    ],
    decides: [
      'Texting or reading versus hands-free use',
      "The driver's age or license type",
      'Whether the vehicle is a commercial vehicle',
      'Whether the car was moving or lawfully parked',
    ],
    penalty:
      'Usually a traffic fine, often higher for repeat offenses, and in some states points on your license; causing a crash can lead to much more serious charges. Commercial drivers also face federal penalties and can be disqualified from driving commercial vehicles. Amounts vary by state.',
    links: [NHTSA, FMCSA],
  },
  {
    id: 'idle-car',
    summary:
      "Letting a private car idle is not a federal offense. Many states and cities limit how long vehicles may idle, especially diesel trucks and buses, usually to cut air pollution, and some prohibit leaving a running vehicle unattended. {state}'s rules and your city's ordinances decide.",
    federal: [
      {
        title: 42,
        section: '7410',
        label: 'Clean Air Act state implementation plans',
        point:
          'Under the Clean Air Act, states adopt plans to meet national air-quality standards; some states include limits on vehicle idling in these plans.',
      },
    ],
    stateTreatment: [
      'Idling limits are often a few minutes, with exceptions for traffic, extreme weather, and vehicles that must run equipment.',
      'Limits are most common for commercial diesel vehicles, school buses and idling near schools.',
      'Separately, some states and cities prohibit leaving a running vehicle unattended, for example while warming it up, mainly to prevent theft.',
    ],
    decides: [
      'The kind of vehicle (car, diesel truck, bus)',
      'How long it idles and whether an exception applies',
      'Whether the vehicle is left unattended',
      'Local ordinances and school zones',
    ],
    penalty: 'Usually a warning or a fine; repeat violations and commercial vehicles can face higher fines. Varies by state and city.',
    links: [EPA],
  },
  {
    id: 'honk-horn',
    summary:
      "Honking is not governed by federal law. {state}'s vehicle code and local noise ordinances decide; many state codes allow the horn when reasonably necessary for safety and prohibit other use, and many cities limit noise at night or near hospitals.",
    federal: [],
    noFederalStatute: 'No federal statute governs when drivers may use a horn; state vehicle codes and local noise ordinances do.',
    cases: [
      {
        name: 'Porter v. Martinez',
        year: 2023,
        point:
          'A federal appeals court upheld a state law limiting horn use to safety warnings against a First Amendment challenge brought by a driver who honked in support of a protest.',
      },
    ],
    stateTreatment: [
      'Many state vehicle codes require a working horn and allow its use when reasonably necessary for safe driving, and prohibit using it otherwise.',
      'Local noise ordinances often prohibit unnecessary or prolonged honking, especially at night and near hospitals or schools.',
    ],
    decides: ['Whether the honk was a safety warning', 'The time and place (night, hospital or quiet zones)', 'Local noise ordinances'],
    penalty: 'Usually a traffic infraction or a noise-ordinance fine; varies by state and city.',
    links: [NHTSA],
  },
  {
    id: 'sleep-car',
    summary:
      "Sleeping in your car is not a federal crime. In {state} it depends on where you park: many cities ban sleeping or living in vehicles on public streets or in certain areas, rest areas often limit how long you may stay, and private lots need the owner's permission. In many states, sleeping in the driver's seat while intoxicated can count as being in control of the vehicle under DUI laws.",
    federal: [],
    noFederalStatute:
      'No federal statute prohibits sleeping in a vehicle; state law and local ordinances set the rules for where you may park and stay.',
    cases: [
      {
        name: 'City of Grants Pass v. Johnson',
        year: 2024,
        point:
          "The Supreme Court held that enforcing general public-camping bans, including against people experiencing homelessness, does not violate the Eighth Amendment's ban on cruel and unusual punishment.",
      },
    ],
    stateTreatment: [
      'Many cities prohibit sleeping or living in vehicles on public streets, in parks or overnight in certain areas, or limit overnight parking.',
      'Highway rest areas commonly post time limits on stays.',
      'In many states, a person who is intoxicated and in the driver\'s seat with the keys can be charged with DUI or "physical control" of the vehicle even when parked.',
    ],
    decides: [
      'Where you park: public street, rest area, or private lot (with or without permission)',
      'Local ordinances on vehicle living and overnight parking',
      'Posted time limits',
      "Whether you are intoxicated in the driver's seat",
    ],
    penalty:
      'Usually a parking ticket, a citation or an order to move on; varies by state and city. DUI or physical-control charges carry much heavier penalties, including license suspension.',
    links: [EIGHTH_AMENDMENT],
  },
  {
    id: 'skateboard',
    summary:
      'Skateboarding is not governed by federal law. In {state}, state law and local ordinances decide; many cities ban skateboarding in business districts, on certain streets or on public property such as plazas and parking garages, and property owners can prohibit it on their land.',
    federal: [],
    noFederalStatute: 'No federal statute governs skateboarding on streets and sidewalks; state law and local ordinances do.',
    stateTreatment: [
      'Cities commonly post no-skateboarding zones and limit skateboarding on sidewalks and streets in business districts.',
      'Some states and cities require helmets for young riders, and motorized skateboards may be regulated like other motorized devices.',
      'Skating on private property without permission can be trespass.',
    ],
    decides: [
      'The place and posted signs',
      'Business districts and sidewalk rules',
      'Private property and permission',
      'Age and helmet rules, and whether the board is motorized',
    ],
    penalty:
      'Usually a warning, a citation or a small fine; trespass or property damage can bring more serious charges. Varies by state and city.',
  },
];
