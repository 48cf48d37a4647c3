/**
 * The area of law a post is about, and which law mainly decides it. Reviewed data: each area
 * with the words that point to it (weighted: a strong word such as "divorce" counts 3, a weak
 * one such as "car" 1). State-law areas (traffic, family and divorce, wills and estates,
 * injury, landlord-tenant, most criminal matters) are decided mainly by each state's law.
 */
export type AreaId =
  | 'traffic'
  | 'family'
  | 'wills-estates'
  | 'injury'
  | 'landlord-tenant'
  | 'criminal'
  | 'property-neighbors'
  | 'consumer-contracts'
  | 'employment'
  | 'debt-collection'
  | 'credit'
  | 'housing-discrimination'
  | 'immigration'
  | 'tax'
  | 'benefits'
  | 'veterans'
  | 'education'
  | 'health-privacy'
  | 'civil-rights'
  | 'bankruptcy'
  | 'constitution';

export interface AreaRule {
  id: AreaId;
  label: string;
  /** Who mainly decides it: state law, federal law, or both in earnest. */
  decidedBy: 'state' | 'federal' | 'both';
  strong: RegExp;
  weak?: RegExp;
}

export const AREA_RULES: readonly AreaRule[] = [
  {
    id: 'traffic',
    label: 'traffic and driving',
    decidedBy: 'state',
    strong:
      /\b(?:speeding|traffic (?:ticket|stop|court|violation)|red light|stop sign|ticket|citation for|pulled (?:me )?over|driver'?s license|license (?:suspended|suspension|points|revoked)|points on my|dui|dwi|owi|drunk driving|reckless driving|car accident|fender bender|rear[- ]ended|hit and run|parking ticket|towed|mph)\b/,
    weak: /\b(?:car|drive|driving|drove|cop|officer|highway|road|insurance|lane|intersection)\b/,
  },
  {
    id: 'family',
    label: 'family law: divorce, custody and support',
    decidedBy: 'state',
    strong:
      /\b(?:divorc\w*|custody|child support|visitation|alimony|spousal support|separation|paternity|adoption|guardianship|prenup\w*|restraining order|protective order|parenting plan|co-?parent\w*)\b/,
    weak: /\b(?:husband|wife|spouse|my ex|kids|children|marriage|married)\b/,
  },
  {
    id: 'wills-estates',
    label: 'wills, inheritance and estates',
    decidedBy: 'state',
    strong:
      /\b(?:will and testament|wills?\b(?= (?:says|left|leaves|was|is|lists)|$)|my will\b|a will\b|probate|inherit\w*|inheritance|estate\b|executor|executrix|intestate|living trust|power of attorney|beneficiar\w*|heirs?|passed away|died without)\b/,
    weak: /\b(?:died|death|funeral|deceased|belongings|my things|my stuff|house goes|who gets)\b/,
  },
  {
    id: 'injury',
    label: 'injuries and accidents',
    decidedBy: 'state',
    strong:
      /\b(?:personal injury|slip(?:ped)? and f[ae]ll|malpractice|dog bit\w*|bitten by|injur\w*|negligen\w*|workers'? ?comp\w*|botched|surgery (?:went|gone) wrong|pain and suffering|whiplash|wrongful death)\b/,
    weak: /\b(?:hurt|accident|hospital|surgery|broke my|medical bills|sue)\b/,
  },
  {
    id: 'landlord-tenant',
    label: 'landlord and tenant',
    decidedBy: 'state',
    strong:
      /\b(?:landlord|landlady|land lord|security deposit|evict\w*|lease|tenant|renter'?s?|rent(?:ed|ing|al)?\b|apartment|sublet\w*|notice to (?:vacate|quit)|habitab\w*|property manage\w*)\b/,
    weak: /\b(?:mold|leak\w*|repairs?|roaches|heat|deposit|move out|moved out|unit)\b/,
  },
  {
    id: 'criminal',
    label: 'criminal charges',
    decidedBy: 'state',
    strong:
      /\b(?:arrest\w*|charged with|criminal|misdemeanor|felony|probation|parole|expunge\w*|shoplift\w*|theft|assault charge|jail|bail|plea|prosecutor|public defender|warrant|conviction|convicted|possession)\b/,
    weak: /\b(?:police|cops?|court date|judge|record)\b/,
  },
  {
    id: 'property-neighbors',
    label: 'property, neighbors and home ownership',
    decidedBy: 'state',
    strong:
      /\b(?:property line|fence|easement|hoa|homeowners'? association|neighbou?r'?s? (?:tree|dog|fence|noise)|trespass\w*|zoning|adverse possession|deed|title to (?:the|my) (?:house|land))\b/,
    weak: /\b(?:neighbou?rs?|yard|tree|driveway|house)\b/,
  },
  {
    id: 'consumer-contracts',
    label: 'contracts, purchases and repairs',
    decidedBy: 'state',
    strong:
      /\b(?:lemon law|contractor|mechanic|repair shop|refund|small claims|breach of contract|gym membership|used car|dealership|repossess\w*|warranty)\b/,
    weak: /\b(?:bought|paid|contract|scam\w*|ripped off|owes me)\b/,
  },
  {
    id: 'employment',
    label: 'work and employment',
    decidedBy: 'both',
    strong:
      /\b(?:overtime|minimum wage|fired|laid off|wrongful termination|fmla|harass\w*|discriminat\w*|retaliat\w*|paycheck|wages?|unpaid|hr\b|employer|my boss|ada\b|osha|unemployment|workplace)\b/,
    weak: /\b(?:job|work(?:ed|ing)?|boss|manager|shift|hours|coworker)\b/,
  },
  {
    id: 'debt-collection',
    label: 'debt collection',
    decidedBy: 'federal',
    strong: /\b(?:debt collect\w*|collection agency|collections|collector|validation letter|garnish\w*|fdcpa)\b/,
    weak: /\b(?:debt|owe|owed|calls me)\b/,
  },
  {
    id: 'credit',
    label: 'credit reports, cards and loans',
    decidedBy: 'federal',
    strong:
      /\b(?:credit report|credit score|credit bureau|equifax|experian|transunion|fcra|credit card|unauthorized charge|identity theft|student loans?|mortgage|foreclos\w*|payday loan)\b/,
    weak: /\b(?:loan|card|bank|charge|interest)\b/,
  },
  {
    id: 'housing-discrimination',
    label: 'fair housing',
    decidedBy: 'federal',
    strong: /\b(?:fair housing|service (?:dog|animal)|emotional support (?:animal|cat|dog)|reasonable accommodation|won'?t rent to)\b/,
  },
  {
    id: 'immigration',
    label: 'immigration',
    decidedBy: 'federal',
    strong: /\b(?:immigra\w*|green card|visa|uscis|deport\w*|asylum|citizenship|naturaliz\w*|daca|undocumented|work permit)\b/,
  },
  {
    id: 'tax',
    label: 'federal taxes',
    decidedBy: 'federal',
    strong: /\b(?:irs|tax return|levy|audit|back taxes|refund from the irs|w-?2|1099|tax lien)\b/,
    weak: /\b(?:taxes?)\b/,
  },
  {
    id: 'benefits',
    label: 'Social Security, Medicare and other benefits',
    decidedBy: 'federal',
    strong: /\b(?:social security|ssi|ssdi|disability benefits|medicare|medicaid|snap|food stamps|cobra)\b/,
  },
  {
    id: 'veterans',
    label: 'veterans and servicemembers',
    decidedBy: 'federal',
    strong: /\b(?:veteran\w*|the va\b|va benefits|gi bill|usera|userra|scra|deploy\w*|active duty|national guard)\b/,
  },
  {
    id: 'education',
    label: 'school and education rights',
    decidedBy: 'both',
    strong: /\b(?:iep|504 plan|special ed\w*|ferpa|title ix|financial aid|fafsa)\b/,
    weak: /\b(?:school|teacher|college|student)\b/,
  },
  {
    id: 'health-privacy',
    label: 'health privacy',
    decidedBy: 'federal',
    strong: /\b(?:hipaa|medical records|health records|health information)\b/,
  },
  {
    id: 'civil-rights',
    label: 'civil rights and police conduct',
    decidedBy: 'federal',
    strong:
      /\b(?:civil rights|excessive force|police brutality|first amendment|free speech|fourth amendment|search (?:my|without a) (?:car|warrant)|racial profiling|section 1983|voting rights)\b/,
  },
  {
    id: 'bankruptcy',
    label: 'bankruptcy',
    decidedBy: 'federal',
    strong: /\b(?:bankrupt\w*|chapter (?:7|13)|automatic stay|discharge(?:d)? (?:my|the) debt)\b/,
  },
  {
    id: 'constitution',
    label: 'the Constitution and how government works',
    decidedBy: 'federal',
    strong:
      /\b(?:constitution\w*|amendment|bill of rights|miranda|due process|double jeopardy|habeas corpus|judicial review|separation of powers|checks and balances|branches of government|supreme court|congress)\b/,
  },
];
