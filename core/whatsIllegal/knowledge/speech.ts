import { crime } from '../typed/penalty';
import type { ActivityKnowledge } from '../types';
import { DOJ_CIVIL_RIGHTS, FIRST_AMENDMENT, NHTSA } from './links';

/** Expression, privacy and conduct in public places. */
export const speechKnowledge: readonly ActivityKnowledge[] = [
  {
    id: 'burn-flag',
    summary:
      'Burning an American flag as a political protest is protected by the First Amendment: the Supreme Court struck down flag-desecration laws as applied to protest in Texas v. Johnson, 491 U.S. 397 (1989) and United States v. Eichman, 496 U.S. 310 (1990). Other laws still apply in {state}: burn bans and open-fire rules, arson, and theft or vandalism if the flag is not yours.',
    federal: [
      {
        title: 4,
        section: '8',
        label: 'the Flag Code: respect for the flag',
        point:
          'The Flag Code says a flag no longer fit for display should be destroyed in a dignified way, preferably by burning. The Flag Code sets no penalty.',
      },
      {
        title: 18,
        section: '700',
        label: 'federal flag desecration statute (unenforceable against protest)',
        point:
          'The federal flag desecration statute is still printed in the Code, but the Supreme Court held in United States v. Eichman that it cannot be enforced against flag burning as political expression.',
      },
    ],
    cases: [
      {
        name: 'Texas v. Johnson',
        citation: '491 U.S. 397 (1989)',
        year: 1989,
        point:
          "The Supreme Court held that burning a flag in political protest is expressive conduct protected by the First Amendment, overturning a conviction under Texas's flag-desecration law.",
      },
      {
        name: 'United States v. Eichman',
        citation: '496 U.S. 310 (1990)',
        year: 1990,
        point: 'The Supreme Court struck down the federal Flag Protection Act of 1989 as applied to flag burning in protest.',
      },
    ],
    stateTreatment: [
      'Many states still have flag-desecration statutes on the books, but they cannot be enforced against expressive flag burning.',
      'Fire-safety rules (burn bans, open-burning permits), arson and disorderly-conduct laws apply as they would to any fire.',
      'Burning a flag that belongs to someone else is theft or vandalism.',
    ],
    decides: [
      'Whether the flag is yours',
      'Fire rules and burn bans where you burn it',
      'Whether the act endangers people or property or incites imminent violence',
    ],
    penalty:
      'No penalty for burning your own flag as expression. Fire, burn-ban, theft, vandalism or disorderly-conduct offenses carry their usual penalties, from fines to misdemeanors or more serious charges if people or property are endangered; these vary by state.',
    links: [FIRST_AMENDMENT],
  },
  {
    id: 'wear-mask',
    summary:
      "Wearing a mask in public is generally legal, including for health reasons. Many states have anti-mask laws, many dating from efforts against the Ku Klux Klan, that make it an offense to wear a mask to hide your identity while committing a crime, to intimidate others, or in certain places; most have exceptions for holidays, health, weather and similar reasons. {state}'s statutes and local ordinances decide.",
    federal: [
      {
        title: 18,
        section: '241',
        label: 'conspiracy against rights, including going in disguise',
        point:
          "It is a federal crime for two or more people to go in disguise on a highway or onto someone's property to prevent or hinder anyone from exercising a right protected by federal law or the Constitution.",
      },
    ],
    stateTreatment: [
      'Anti-mask laws usually require an intent to hide identity for a wrongful purpose, or apply in specific settings such as while committing a crime or intimidating others.',
      'Most include exceptions for holidays and costumes, health and medical reasons, religious reasons, weather and work safety.',
      'Private businesses can set their own rules for customers.',
    ],
    decides: [
      'Your purpose (hiding identity to commit a crime or intimidate)',
      'The place and occasion',
      'Health, religious, holiday, weather or work exceptions',
      'Whether you act together with others',
    ],
    penalty:
      'Where an anti-mask law applies, usually a misdemeanor; it can be more serious when tied to another crime. Varies by state. Federally, 18 U.S.C. § 241 carries a fine, up to 10 years in prison, or both, and more in the gravest cases: ' +
      crime({ statute: '18 U.S.C. § 241', maxPrison: { years: 10 } }),
    links: [DOJ_CIVIL_RIGHTS],
  },
  {
    id: 'panhandle',
    summary:
      'Asking for money in public is generally protected speech under the First Amendment, and since Reed v. Town of Gilbert (2015) courts have struck down many ordinances that single out panhandling. {state} and its cities may still regulate aggressive or threatening solicitation, blocking traffic or sidewalks, and soliciting in certain places such as roadways.',
    federal: [],
    noFederalStatute:
      'No federal statute prohibits panhandling; limits come from state laws and local ordinances, which must respect the First Amendment.',
    cases: [
      {
        name: 'Reed v. Town of Gilbert',
        year: 2015,
        point:
          'The Supreme Court held that laws treating speech differently because of its content must pass strict scrutiny; many courts have since struck down ordinances aimed at requests for money.',
      },
    ],
    stateTreatment: [
      'Ordinances that ban all requests for money in public places are often struck down; narrower rules against aggressive or threatening solicitation are more often upheld.',
      'Laws against obstructing traffic or sidewalks, harassment and trespass on private property still apply.',
    ],
    decides: [
      'Threats, following or touching people (aggressive solicitation)',
      'The place: roadways and medians, transit, private property',
      'Blocking pedestrians or traffic',
      'Whether the local ordinance survives First Amendment review',
    ],
    penalty: 'Usually a citation or fine; aggressive panhandling can be a misdemeanor. Varies by state and city.',
    links: [FIRST_AMENDMENT],
  },
  {
    id: 'feed-homeless',
    summary:
      "Sharing food with people experiencing homelessness is not a federal crime, and federal law protects good-faith food donors from liability. Some cities regulate group food sharing in parks and public spaces through permits, food-safety rules or park rules; {state}'s rules and your city's ordinances decide.",
    federal: [
      {
        title: 42,
        section: '1791',
        label: 'Bill Emerson Good Samaritan Food Donation Act',
        point:
          'Good-faith donors of apparently wholesome food for people in need are protected from civil and criminal liability, except for gross negligence or intentional misconduct.',
      },
    ],
    cases: [
      {
        name: 'Fort Lauderdale Food Not Bombs v. City of Fort Lauderdale',
        year: 2018,
        point:
          "A federal appeals court held that a group's public food sharing with a message can be expressive conduct protected by the First Amendment.",
      },
    ],
    stateTreatment: [
      'Some cities require permits for sharing food with groups in parks, limit how often it may happen, or apply food-safety rules to it; several of these rules have been challenged in court.',
      "Sharing food on private property with the owner's permission is generally treated differently from events in public parks.",
    ],
    decides: [
      'The place: public park or private property',
      'Group size and how often you share food',
      'How the food is prepared and state food-safety rules',
      'Local permit rules for events in parks',
    ],
    penalty: 'Usually a citation or fine under city park, permit or health rules; amounts vary by city and state.',
    links: [FIRST_AMENDMENT],
  },
  {
    id: 'drink-public',
    summary:
      'Drinking alcohol in public is governed by {state} law and local ordinances, not by a general federal law. Most places prohibit open containers of alcohol on public streets and in parks, though some cities allow it in designated entertainment districts or at permitted events. Federal law pushes every state to ban open containers in vehicles and to set the drinking age at 21.',
    federal: [
      {
        title: 23,
        section: '154',
        label: 'open container requirements for vehicles',
        point:
          'States that do not prohibit open alcoholic beverage containers in the passenger area of motor vehicles have part of their federal highway funds redirected to safety programs.',
      },
      {
        title: 23,
        section: '158',
        label: 'national minimum drinking age',
        point:
          'States must make 21 the minimum age for buying and publicly possessing alcohol to receive their full federal highway funds.',
      },
    ],
    stateTreatment: [
      'Many states and cities ban open containers or drinking in public places such as streets, sidewalks, parks and beaches.',
      'Some cities allow drinking in designated districts or at permitted events; public intoxication laws apply separately.',
    ],
    decides: [
      'An open container, drinking, or intoxication',
      'The place: street, park, beach, vehicle or designated district',
      'Your age (under 21)',
      'Event permits',
    ],
    penalty:
      'Usually a citation or fine for an open-container violation; public intoxication or underage possession can be a misdemeanor. Varies by state and city.',
    links: [NHTSA],
  },
  {
    id: 'record',
    summary:
      "Federal law allows recording a conversation you take part in, or one where a participant consents, unless the purpose is criminal or tortious. {state}'s law may be stricter: some states require the consent of everyone in a private conversation (what {state} requires is below). Secretly filming people where they expect privacy is a crime in many places.",
    federal: [
      {
        title: 18,
        section: '2511',
        label: 'Wiretap Act: interception of communications',
        point:
          "It is a federal crime to intentionally intercept someone's phone calls, electronic communications or private in-person conversations, or to use or disclose what was illegally intercepted; a participant, or someone with a participant's consent, may record unless the purpose is criminal or tortious.",
      },
      {
        title: 18,
        section: '2520',
        label: 'civil damages for illegal interception',
        point: 'People whose communications were illegally intercepted, disclosed or used can sue for damages.',
      },
      {
        title: 18,
        section: '1801',
        label: 'video voyeurism',
        point:
          "Capturing images of a person's private areas without consent, where the person expects privacy, is a federal crime in areas of federal jurisdiction.",
      },
    ],
    stateTreatment: [
      'Most states follow the one-party consent rule; a minority (about a dozen) require every party to a private conversation to consent.',
      'Many states separately prohibit secretly filming people in places where they expect privacy, such as bathrooms and changing rooms.',
      'Recording in public where people have no expectation of privacy is treated differently; several federal appeals courts have recognized a First Amendment right to record police officers doing their jobs in public.',
    ],
    decides: [
      'Whether you take part in the conversation',
      "Whether {state} requires one party's or all parties' consent",
      'Whether the people recorded had a reasonable expectation of privacy',
      'Audio or video only (laws often treat them differently)',
      'The purpose of the recording',
    ],
    penalty:
      'Federal Wiretap Act: ' +
      crime({ statute: '18 U.S.C. § 2511(4)(a)', maxPrison: { years: 5 } }) +
      ' Civil damages are also available (18 U.S.C. § 2520). State penalties vary by state, from misdemeanors to felonies, and many states also allow civil lawsuits.',
    stateRule: 'call-recording-consent',
  },
];
