/**
 * Everyday legal questions decided mainly by state (or local) law, not by the U.S. Code: the
 * Legal Assistant recognises them (core/answer/jurisdiction.ts) and says so in its first
 * paragraph instead of presenting a federal statute as the answer.
 *
 * Reviewable data. For each topic:
 * - `match`: how people write about it (lower-case text, curly quotes folded); any one matches;
 * - `federalQuestion`: wording that makes it a question a federal law squarely answers (a
 *   landlord refusing a family with children, firing for a protected reason): the topic then
 *   does not apply and the federal answer is given;
 * - `varies`: what usually differs from state to state (no figures: those are each state's own);
 * - `basis`: why this is state law, with the federal section that says so where there is one;
 * - `alsoFederal`: federal sections that truly apply when the question says so (`when`), listed
 *   under "Federal law that may also apply". Each names a section the guides cover.
 */

export interface AlsoFederal {
  /** Wording of the question that brings this federal section in. */
  when: RegExp;
  /** `title/section`, a section the curated guides cover. */
  section: string;
  /** Why it may apply, one plain sentence. */
  why: string;
}

export interface StateLawTopic {
  id: string;
  /** "security deposits": read in "… such as security deposits …". */
  label: string;
  match: RegExp[];
  /** When given, the question must also say this (a repair is a landlord's only in a rental). */
  context?: RegExp;
  federalQuestion?: RegExp[];
  /** "how long the landlord has to return it, …": completes "What usually varies by state: …". */
  varies: string;
  basis: string;
  alsoFederal?: AlsoFederal[];
}

// Shared wording -------------------------------------------------------------------------
const RENTAL = /\b(landlord|landlady|land lord|lease|leasing office|rent(?:al|ing|ed)?|apartment|apt|tenant|renter|property manage\w*|move[ds]? out|moving out|moved out)\b/;
/** Discrimination a federal law forbids: race, religion, sex, national origin, children, disability, age. */
const PROTECTED_REASON =
  /\b(because (?:i am|i'm|im|of) (?:black|white|hispanic|latino|latina|asian|muslim|jewish|christian|a woman|gay|disabled|pregnant|deaf|blind|an immigrant|mexican|old)|because of my (?:race|religion|skin|color|colour|accent|disability|wheelchair|kids|children|age|national origin|sex|gender|pregnancy|hijab|faith)|(?:racist|racism|discriminat\w*)|because i (?:have|had) (?:kids|children|a baby|a disability|a service (?:dog|animal))|service (?:dog|animal)|emotional support animal|reasonable accommodation|pregnan\w*)\b/;
const MILITARY = /\b(deploy\w*|military orders|pcs orders|active duty|national guard|reserv(?:e|es|ist)|servicemember|service member|enlisted|the army|the navy|air force|the marines|marine corps|coast guard|military service)\b/;
const DOMESTIC_VIOLENCE = /\b(domestic violence|abusive (?:ex|partner|husband|wife|boyfriend|girlfriend)|stalk\w*|dating violence|sexual assault)\b/;

const FAIR_HOUSING: AlsoFederal = {
  when: PROTECTED_REASON,
  section: '42/3604',
  why: 'The Fair Housing Act forbids treating renters differently because of race, color, religion, sex, national origin, familial status or disability.',
};
const SCRA_LEASE: AlsoFederal = {
  when: MILITARY,
  section: '50/3955',
  why: 'The Servicemembers Civil Relief Act lets servicemembers end a residential lease early because of military orders.',
};
const SCRA_EVICTION: AlsoFederal = {
  when: MILITARY,
  section: '50/3951',
  why: 'The Servicemembers Civil Relief Act limits evictions of servicemembers and their families during military service.',
};
const VAWA_HOUSING: AlsoFederal = {
  when: DOMESTIC_VIOLENCE,
  section: '34/12491',
  why: 'The Violence Against Women Act protects survivors in federally assisted housing from eviction because of the abuse.',
};
const PUBLIC_HOUSING_EVICTION: AlsoFederal = {
  when: /\b(public housing|housing authority|section 8|housing voucher|hud housing)\b/,
  section: '42/1437d',
  why: 'In public housing, federal law requires a lease that allows eviction only for serious or repeated violations or other good cause, and a grievance procedure.',
};
const LEAD_PAINT: AlsoFederal = {
  when: /\blead(?:-based)? paint|\blead poison|\bpaint (?:is )?(?:chipping|peeling)/,
  section: '42/4852d',
  why: 'Federal law requires landlords to disclose known lead-based paint hazards in housing built before 1978.',
};
const MILITARY_DEFAULT: AlsoFederal = {
  when: MILITARY,
  section: '50/3931',
  why: 'The Servicemembers Civil Relief Act protects servicemembers from default judgments while they are in military service.',
};
const GARNISHMENT: AlsoFederal = {
  when: /\b(garnish\w*|take (?:money|part) (?:out )?of my (?:pay|paycheck|wages))\b/,
  section: '15/1673',
  why: 'Federal law limits how much of your pay can be garnished for most debts.',
};
const COLLECTOR_VENUE: AlsoFederal = {
  when: /\b(debt collector|collection agency|collections? company)\b/,
  section: '15/1692i',
  why: 'A debt collector that sues you must generally do so where you live or where you signed the contract.',
};

/**
 * Wording that makes any of these topics a question a federal law squarely answers, however
 * the rest reads: a single word of a topic ("deposit", "fired", "evict") must not drop the
 * federal law that applies (an emotional-support cat in a no-pets building: the Fair Housing
 * Act's reasonable accommodation, 42 U.S.C. § 3604(f)(3)(B); a nurse leaking a chart:
 * 42 U.S.C. § 1320d-6; a repossession after a bankruptcy filing: the automatic stay,
 * 11 U.S.C. § 362). See docs/understanding.md.
 */
export const FEDERAL_ANYWHERE: readonly RegExp[] = [
  /\b(emotional[- ]support (?:animal|cat|dog)|\besa\b|esa letter|service (?:dog|animal)|guide dog|reasonable accom+odations?|accom+odat\w*|disabilit(?:y|ies) (?:discrimination|act)|\bada\b)\b/,
  // Health records only when they were leaked or looked at (an injury post asking for its records stays state law).
  /\b(hipaa|hiv status|(?:leak|shar|disclos|releas|post|show|snoop|access)\w*[^.!?]{0,40}\b(?:medical records?|health records?|(?:my|her|his|the) (?:medical )?chart|health information|diagnosis)|(?:told|tell\w*|gave)[^.!?]{0,40}\b(?:my|her|his) (?:medical records?|health records?|chart|diagnosis|hiv)|look\w* up (?:my|her|his) (?:medical )?(?:chart|records?))\b/,
  /\b(bankruptcy|chapter (?:7|13)|automatic stay|bankruptcy trustee)\b/,
  /\b(irs|tax levy|levied|levy)\b/,
  /\b(ferpa|(?:school|education|student) records?|report cards?)\b/,
  /\b(overtime|minimum wage|(?:my|our|their) tips|tip pool|tipped|fmla|family (?:and )?medical leave|userra|cobra)\b/,
  // Immigration is federal law only: a DUI or a divorce in a post about a green card or
  // citizenship is asked about for what it does to the immigration case (8 U.S.C. § 1427).
  /\b(green card|citizenship|naturaliz\w*|uscis|asylum|deport\w*|immigration (?:status|case|court|lawyer)|(?:tourist|work|student) visa)\b/,
  // Secretly reading or recording someone's communications (18 U.S.C. §§ 2511, 2520).
  /\b(spyware|stalkerware|(?:monitoring|tracking|spy) app|wiretap\w*|intercept\w*|record(?:ed|ing) (?:my|our|her|his) (?:phone )?calls)\b/,
  // Benefits under an employer's plan are ERISA's (29 U.S.C. §§ 1132, 1133), not at-will firing.
  /\b(erisa|(?:long|short)[- ]term disability (?:insurance|plan|benefits|claim)|disability (?:insurance|plan) through (?:my|our|the) (?:job|employer|work)|employer(?:'s)? (?:disability|benefit|health) plan)\b/,
];

/** Firing for a reason a federal law forbids: then the federal law answers. */
const FEDERAL_FIRING_REASON = [
  PROTECTED_REASON,
  /\b(complain\w*[^.!?]{0,40}\b(?:paid|pay|wages?|overtime|safety|unsafe|harass\w*|discriminat\w*|osha)|report(?:ed|ing)? (?:safety|harassment|discrimination|fraud)|whistle ?blow\w*|retaliat\w*)\b/,
  /\b(everyone|every one of us|mass layoffs?|plant clos\w*|whole (?:plant|company|department|office)|all of us|hundreds of|health insurance|cobra|pension|401\s?\(?k)\b/,
  /\b(fmla|family (?:and )?medical leave|maternity leave|medical leave|jury duty|union|organiz\w* (?:a )?union|garnish\w*|bankruptcy|over (?:40|50|60)|i'?m (?:4|5|6)\d|age discrimination|too old|polygraph|lie detector)\b/,
  MILITARY,
];

const topics: readonly StateLawTopic[] = [
  {
    id: 'security-deposits',
    label: 'security deposits',
    match: [/\b(security )?deposit\b/],
    context: RENTAL,
    federalQuestion: [/\bbank|check (?:deposit|hold)|direct deposit|deposited (?:a |my )?check\b/],
    varies: 'how long the landlord has to return the deposit, what may be deducted, whether an itemized list is required, and the penalty for keeping it wrongly',
    basis: 'No federal statute sets deposit rules for private rentals; each state’s landlord-tenant law does.',
    alsoFederal: [FAIR_HOUSING, SCRA_LEASE],
  },
  {
    id: 'eviction',
    label: 'evictions',
    match: [/\b(evict\w*|kick(?:ed|ing)? (?:me|us) out|throw(?:n|ing)? (?:me|us) out|notice to (?:vacate|quit)|lock(?:ed)? (?:me|us) out|changed the locks|pay or quit|unlawful detainer|squatter\w*)\b/],
    varies: 'how much notice the landlord must give, the reasons allowed, the court steps, and how long you have to answer or move',
    basis: 'Evictions go through state courts under each state’s landlord-tenant law.',
    alsoFederal: [SCRA_EVICTION, FAIR_HOUSING, VAWA_HOUSING, PUBLIC_HOUSING_EVICTION],
  },
  {
    id: 'repairs',
    label: 'repairs and living conditions in a rental',
    // A credit repair company (15 U.S.C. §§ 1679-1679j) is not a repair to a rental.
    match: [
      /\b((?<!credit )repair|fix|broken|mold|mould|leak\w*|no heat|heat(?:er|ing)? (?:is |has been |isn't |doesn't |not )|no hot water|hot water|roaches|cockroach\w*|bed ?bugs|pests?|mice|rats|infest\w*|habitab\w*|uninhabitable|peeling|chipping|lead paint|lead levels|ceiling|plumbing|sewage|furnace|air condition\w*|\bac\b|a\/c)\b/,
    ],
    context: RENTAL,
    varies: 'what the landlord must repair and how fast, whether you may withhold rent or repair and deduct, and the notice you must give first',
    basis: 'Habitability and repair duties come from state landlord-tenant law and local housing codes, not from a federal statute.',
    alsoFederal: [FAIR_HOUSING, LEAD_PAINT],
  },
  {
    id: 'rent-and-leases',
    label: 'rent increases, late fees and breaking a lease',
    match: [
      /\b(rais\w* (?:the |my |our )?rent|rent (?:increase|hike|went up|going up|is going up)|late fee|break(?:ing)? (?:my|the|our) lease|end (?:my|the|our) lease early|get out of (?:my|the|our) lease|lease (?:early|termination)|terminat\w* (?:my|the|our) lease|month[- ]to[- ]month|renew (?:my|the) lease|landlord (?:come|came|coming|enter\w*|walk\w*) (?:in|into)|enter (?:my|our) (?:apartment|unit)|without (?:notice|permission|asking))\b/,
    ],
    context: RENTAL,
    varies: 'limits on rent increases and late fees (including local rent control), the notice a landlord must give before entering, and what you owe if you leave a lease early',
    basis: 'Rent, fees, entry and lease terms in private housing are set by state and local law and the lease itself.',
    alsoFederal: [SCRA_LEASE, FAIR_HOUSING],
  },
  {
    id: 'divorce',
    label: 'divorce, separation and dividing property',
    match: [/\b(divorc\w*|separat(?:ion|ed|ing) from my (?:husband|wife|spouse)|alimony|spousal support|annul\w*|split(?:ting)? (?:the|our) (?:house|property|assets))\b/],
    // Benefits on an ex-spouse's Social Security record are federal (42 U.S.C. §§ 402(b), 416(d)), not the divorce's terms.
    federalQuestion: [
      /\b((?:ex|former)[- ]?(?:husband|wife|spouse)?'?s? (?:social security|ssdi|retirement benefits?)|social security (?:benefits? )?(?:on|off|from|under|through) (?:my|his|her) (?:ex|former)\b|divorced spouse(?:'s)? benefits?)/,
    ],
    varies: 'the grounds and waiting periods for divorce, how property and debts are divided, and whether and how spousal support is paid',
    basis: 'Marriage and divorce are governed by each state’s family law and decided in state courts.',
    alsoFederal: [MILITARY_DEFAULT],
  },
  {
    id: 'custody',
    label: 'child custody, visitation and child support',
    // Paternity leave is leave from work (29 U.S.C. § 2612), not a paternity case.
    match: [/\b(custody|visitation|parenting (?:time|plan)|child support|co-?parent\w*|my ex (?:won't|wont|will not|isn't|doesn't) (?:let me see|pay)|see my (?:kids|children|son|daughter)|paternity(?! leave)|which parent|primary (?:custody|residence)|live with (?:me|my (?:mom|dad|mother|father)) full[- ]time|move (?:out of state )?with (?:my|the) (?:kids|child|children))\b/],
    varies: 'how courts decide custody and visitation, how child support is calculated, and the rules for moving away with a child',
    basis: 'Custody and child support are decided in state courts under state law; each state sets its own support guidelines.',
    alsoFederal: [MILITARY_DEFAULT],
  },
  {
    id: 'wills-estates',
    label: 'wills, inheritance and estates',
    match: [/\b(will and testament|(?<!against )(?:my|a|her|his|their|the) will\b(?! (?:be|not|i|they|he|she|it|you|we)\b)|(?:make|write|draft|do) (?:my|a|our) (?:own )?will|wills\b|probate|inherit\w*|estate (?:of|after|when)|executor|executrix|died without a will|passed away|intestate|living trust|power of attorney|living will|advance directive|beneficiar\w*|heirs?)\b/],
    federalQuestion: [/\b(social security|survivor benefits?|medicaid|medicare|ssi|ssdi|estate tax|irs|401\s?\(?k|pension)\b/],
    varies: 'what makes a will valid (witnesses, signatures, handwritten wills), who inherits when there is no will, and how probate works',
    basis: 'Wills, inheritance and probate are matters of state law decided in state probate courts.',
  },
  {
    id: 'traffic',
    label: 'traffic tickets, driving and licenses',
    match: [
      /\b(speeding|traffic (?:ticket|stop|court|violation|light)|red light|stop sign|(?:a|my|the|first) ticket\b|pulled (?:me )?over|got pulled|driver'?s license|drivers license|license (?:suspended|suspension|points|revoked)|points on my (?:license|record)|dui|dwi|drunk driving|driving (?:without|with a suspended)|car insurance|auto insurance|car accident|fender bender|rear[- ]ended|hit my car|parking (?:ticket|tickets)|towed|registration (?:expired|sticker)|learner'?s permit)\b/,
    ],
    federalQuestion: [/\b(commercial (?:driver|truck)|cdl|truck driver|odometer|recall|airline|flight|window sticker|emission)\b/],
    varies: 'fines and license points, how to contest a ticket, insurance requirements, and what happens to your license',
    basis: 'Traffic laws, driver’s licenses and car insurance rules are set by each state; tickets go to state or local courts.',
  },
  {
    id: 'small-claims',
    label: 'small claims court and suing someone for money',
    match: [/\b(small claims|sue (?:my|a|the|him|her|them|someone|somebody|my former|my old)\b(?!.*\b(?:debt collector|collection agency|police|officer|federal|government|airline|credit bureau)\b)|take (?:him|her|them|my \w+) to court|owes me money|pay me back|won't pay me back|wont pay me back|lent (?:him|her|them|my \w+) money|contractor (?:took|didn't|never|ripped)|ripped me off|judgment against)\b/],
    federalQuestion: [PROTECTED_REASON, /\b(police|officer|cops?|federal|government|airline|credit (?:bureau|report)|debt collector|collection agency|warranty|copyright|trademark|patent|overtime|minimum wage)\b/],
    varies: 'the most you can sue for in small claims, filing fees, deadlines to sue (statutes of limitations) and how a judgment is collected',
    basis: 'Small claims courts and most lawsuits between private people are run by state courts under state rules.',
    alsoFederal: [COLLECTOR_VENUE],
  },
  {
    id: 'final-pay',
    label: 'final paychecks and when wages must be paid',
    // A payday loan is a consumer debt, not a payday.
    match: [/\b(final (?:pay ?check|paycheck|pay|check|wages)|last (?:pay ?check|paycheck|check)|pay (?:me )?for (?:my )?(?:unused )?(?:vacation|pto)|(?:unused )?(?:vacation|pto) (?:payout|pay|days|time)|haven'?t (?:been paid|gotten paid|received my (?:last|final))|withh(?:o|e)ld(?:ing)? my (?:last |final )?(?:pay ?check|paycheck|pay|check|wages)|pay ?day(?! loans?)|paid every|how often (?:do|does|must|should|are) (?:i|we|they|employers?|companies|employees|workers) (?:have to |get |be )?pa(?:id|y)|(?:pays?|paid) (?:us |me )?(?:only )?once a month|meal break|lunch break|rest break)\b/],
    federalQuestion: [/\b(overtime|minimum wage|below minimum|under the table|tips?\b|tip pool|40 hours|forty hours|pump\w*|breast ?milk|nursing|lactat\w*)\b/],
    varies: 'when a final paycheck is due after quitting or being fired, whether unused vacation must be paid out, how often wages must be paid, and meal and rest breaks',
    basis: 'Federal wage law sets the minimum wage and overtime but not paydays, final pay deadlines, vacation payouts or breaks for adults; state wage laws do (and 29 U.S.C. § 218 keeps stronger state laws in force).',
    alsoFederal: [
      { when: /\b(minimum wage|overtime|not paid for all|unpaid hours|off the clock)\b/, section: '29/206', why: 'The Fair Labor Standards Act requires at least the federal minimum wage for every hour worked.' },
    ],
  },
  {
    id: 'at-will-firing',
    label: 'being fired (at-will employment), non-competes and unemployment benefits',
    match: [
      /\b(fired|firing|fire (?:me|him|her|us|them|an employee|someone|somebody|people)|let (?:me )?go|laid (?:me )?off|terminat\w*|wrongful(?:ly)? (?:termination|terminated|fired|dismiss\w*)|at[- ]will|no reason|without (?:a )?reason|without (?:any )?warning|non-?compete|noncompete|unemployment (?:benefits|insurance|claim|office)|collect unemployment|file for unemployment|severance)\b/,
    ],
    federalQuestion: FEDERAL_FIRING_REASON,
    varies: 'whether your job is at will and its exceptions (a contract, public policy), whether non-compete agreements can be enforced, and who qualifies for unemployment benefits and how much',
    basis: 'No federal law requires a reason to fire most private employees; at-will employment, its exceptions, non-competes and unemployment benefits come from state law.',
    alsoFederal: [GARNISHMENT],
  },
  {
    id: 'workers-comp-injury',
    label: 'injuries, accidents and workers’ compensation',
    match: [/\b(workers'? ?comp\w*|work(?:place)? injury|hurt (?:at|on the) (?:work|job)|injured (?:at|on the) (?:work|job)|slip(?:ped)? and f[ae]ll|personal injury|dog bit\w*|bit by (?:a|my|the|their) (?:neighbor'?s )?dog|medical malpractice|malpractice)\b/],
    federalQuestion: [/\b(federal employee|longshore|railroad|osha|unsafe (?:workplace|conditions))\b/],
    varies: 'who must carry workers’ compensation and what it pays, the deadline to report an injury or sue, and the rules for injury claims',
    basis: 'Workers’ compensation and personal-injury claims are governed by state law (federal workers and some transport and maritime workers have their own federal systems).',
  },
  {
    id: 'neighbors-property',
    label: 'neighbors, property lines, HOAs and home ownership',
    match: [/\b(neighbor'?s? (?:tree|fence|dog|noise|house|yard)|neighbors? (?:is|are|keeps?|built|won't)|property line|fence (?:line|dispute)|easement|hoa\b|homeowners'? association|noise complaint|trespass\w*|adverse possession|home ?owner'?s insurance|property tax(?:es)?|zoning|building permit)\b/],
    varies: 'rules on fences, trees and boundaries, nuisance and noise, HOA powers, zoning and property taxes',
    basis: 'Property, nuisance, HOA and zoning rules come from state law and local ordinances.',
  },
  {
    id: 'family-other',
    label: 'marriage, adoption, name changes and guardianship',
    match: [/\b(get married|marriage license|common[- ]law (?:marriage|wife|husband)|prenup\w*|adopt(?:ion|ing)? (?:my|a)|stepchild|step-?(?:son|daughter)|change my (?:last )?name|name change|guardian(?:ship)?|emancipat\w*|restraining order|protective order|order of protection|age of consent|move out at 1[5-7]|runaway)\b/],
    federalQuestion: [/\b(immigra\w*|green card|visa|citizenship|uscis|passport)\b/],
    varies: 'requirements for marriage and adoption, how to change a name, guardianship, and how to get a protective order',
    basis: 'Marriage, adoption, name changes, guardianship and protective orders are handled by state courts under state law.',
  },
  {
    id: 'state-crimes',
    label: 'state crimes, arrests in state cases, and clearing a record',
    match: [/\b(expunge\w*|seal (?:my|a) record|clear my record|misdemeanor|shoplift\w*|petty theft|probation officer|parole|public intoxication|open container|underage drinking|fake id|possession of (?:weed|marijuana|a controlled)|weed|marijuana|cannabis|concealed carry|gun permit|carry a gun|statute of limitations for (?:theft|assault))\b/],
    federalQuestion: [/\b(federal (?:crime|charge|court|prison|case)|fbi|dea|atf|across state lines|mail fraud|wire fraud|identity theft)\b/],
    varies: 'what the crime is and its penalties, whether and when a record can be sealed or expunged, and gun and marijuana rules',
    basis: 'Most crimes are defined and prosecuted under state law in state courts; only some conduct is also a federal crime.',
  },
  {
    id: 'consumer-state',
    label: 'car purchases and repairs, contractors and other state consumer rules',
    match: [/\b(lemon law|lemon|bought a (?:used )?car|used car (?:dealer|lot)|car dealer(?:ship)? (?:won't|wont|refus\w*|sold)|mechanic|auto repair|repair shop|contractor|home improvement|repossess\w*|repo'?d|gym (?:membership|contract)|cancel (?:my|a) (?:gym|membership|contract)|cooling[- ]off)\b/],
    federalQuestion: [/\b(odometer|miles|mileage|recall|warranty|credit card|debit card|robocall|subscription|free trial|federal contract\w*|government contract\w*|servicemember|military)\b/],
    varies: 'lemon laws for new and used cars, rules for auto repair shops and contractors, repossession rules and cancellation rights',
    basis: 'Lemon laws, contractor licensing, repossession and most contract disputes are governed by state law.',
  },
  {
    id: 'school-state',
    label: 'school attendance, homeschooling and school discipline',
    match: [/\b(homeschool\w*|truan\w*|school attendance|compulsory (?:school|education)|drop out of (?:high )?school|leave school at 1[5-7]|suspended from school|expelled|school dress code|school uniform)\b/],
    federalQuestion: [/\b(iep|504 plan|disabilit\w*|special ed\w*|ferpa|records|title ix|sexual harassment|race|racis\w*|english learner|homeless)\b/],
    varies: 'compulsory school ages, homeschooling requirements, and school discipline rules',
    basis: 'Public schooling, attendance and homeschooling are governed by state education law and local school boards.',
  },
];

/** Every topic, each giving way to the federal wording of FEDERAL_ANYWHERE. */
export const stateLawTopics: readonly StateLawTopic[] = topics.map((topic) => ({
  ...topic,
  federalQuestion: [...(topic.federalQuestion ?? []), ...FEDERAL_ANYWHERE],
}));
