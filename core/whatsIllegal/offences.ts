/**
 * Everyday descriptions of federal offences (docs/understanding.md "What's Illegal"): what a
 * typed activity must say for a section of the U.S. Code that makes it an offence to apply,
 * when no curated activity answers it. Reviewable data: each entry's sections were read in the
 * official text (../shared/data/uscode-text, release point 119-100); the server confirms each in
 * the corpus and shows its official heading. Every pattern of `when` must match (lower-case
 * text, apostrophes folded); `unless` sends the activity elsewhere. The first entry that fits
 * answers, so narrower entries come first.
 */
import { maskOtherSenses } from './typed/senses';

export interface OffenceWords {
  id: string;
  when: readonly RegExp[];
  unless?: RegExp;
  /** `title/section` of the sections that make it an offence, most direct first. */
  sections: readonly string[];
  /**
   * Where the penalty is read (core/data/generated/offenceSections.json, from the official text): the section
   * (default the first of `sections`) and the subsection whose clause applies (default the first
   * clause the text states), and which of that subsection's clauses (default its first).
   */
  penalty?: { section?: string; subsection?: string; clause?: number };
}

const LIE =
  /\b(lie|lying|lied|false|fake|faked|made up|make up|inflate|inflated|fib|not mention|leave out|left out|hide|hiding|untrue|not true|untruthful)\b/;
/**
 * Taking money or things that are not yours (theft, embezzlement). A bare "take" is not enough:
 * "take a loan from the bank where I work" or "take a federal grant" is no offence.
 */
const STEAL =
  /\b(steal|stealing|stole|stolen|pocket|embezzl\w*|skim|skimming|siphon|walk off with|help myself to|take (?:some |the )?(?:money|cash|funds) (?:from|out of)|take cash|take money|move money out of|moving money out of)\b/;
/** Land the United States owns. */
const FEDERAL_LAND =
  /\b(national forest|federal land|blm land|national park|public land|public lands|government land|forest service land|national grassland)\b/;
/** Federal law-enforcement and investigators. */
const FEDS =
  /\b(fbi|dea|atf|feds|federal (?:agents?|investigators?|officers?)|agents?|police|cops|marshals?|ice|investigators?|law enforcement|grand jury|sec|irs)\b/;
const PERSON =
  /\b(cousin|friend|friends|people|someone|somebody|immigrants?|migrants?|brother|sister|family|person|him|her|them|uncle|aunt|nephew|niece|relatives?)\b/;

export const offenceWords: readonly OffenceWords[] = [
  {
    // Getting someone else to lie under oath is the person's own offence: "Whoever procures another
    // to commit any perjury is guilty of subornation of perjury" (18 U.S.C. § 1622); corruptly
    // persuading a witness to change testimony, § 1512(b).
    id: 'subornation',
    when: [
      /\b(?:pay|paid|bribe|bribed|convince|persuade|get|got|ask|asked|have|tell|told)\b(?:\s+\S+){1,5}?\s+to (?:lie|say something false|testify falsely)\b/,
      /\b(under oath|oath|testify|testifying|testimony|as a witness|witness stand|grand jury|sworn|deposition|trial|court)\b/,
    ],
    sections: ['18/1622', '18/1512'],
  },
  {
    id: 'perjury',
    when: [LIE, /\b(under oath|oath|testify|testifying|testimony|as a witness|witness stand|grand jury|sworn|deposition)\b/],
    sections: ['18/1621', '18/1623'],
  },
  {
    id: 'witness-tampering',
    when: [/\b(pay|paid|bribe|threaten|scare|convince|stop|persuade|talk \w+ out of)\b/, /\b(witness|testify|testifying|testimony)\b/],
    sections: ['18/1512'],
  },
  {
    id: 'loan-application-fraud',
    when: [LIE, /\b(mortgage|loan application|loan|credit application)\b/],
    unless: /\b(student|fafsa)\b/,
    sections: ['18/1014', '18/1344'],
  },
  { id: 'student-aid-fraud', when: [LIE, /\b(fafsa|financial aid|student aid|pell grant|student loan)\b/], sections: ['20/1097'] },
  {
    id: 'naturalization-fraud',
    when: [LIE, /\b(naturalization|citizenship application|citizenship interview|n 400|become a citizen)\b/],
    sections: ['18/1425', '18/1015'],
  },
  {
    id: 'health-care-kickback',
    when: [
      /\b(kickback|kick back|referral fee|for every \w+ patient|per patient|for referrals?|sends? (?:me |us )?(?:his |her |their )?(?:\w+ )?patients|refer\w* (?:their |his |her )?(?:\w+ )?patients)\b/,
      /\b(medicare|medicaid|patients?|doctor|clinic|pharmacy)\b/,
    ],
    sections: ['42/1320a-7b'],
  },
  {
    id: 'health-care-fraud',
    when: [
      /\b(bill|billing|billed|charge|claim|claims)\b/,
      /\b(medicare|medicaid|health insurance|insurance company)\b/,
      /\b(never happened|didn t happen|never provided|not provided|never gave|fake|false|phantom|didn t do|never did|never got|never received|didn t get|didn t receive)\b/,
    ],
    sections: ['18/1347', '18/1035'],
  },
  {
    id: 'benefit-plan-diversion',
    when: [
      /\b(use|used|using|divert\w*|borrow\w*|keep|kept|cover)\b/,
      /\b(pension|401 ?k|retirement|benefit plan|health insurance) (?:contributions|deductions|withholdings|money|funds)\b/,
      /\b(employees?|workers?|staff)\b/,
    ],
    sections: ['18/664'],
  },
  {
    id: 'presidential-seal',
    when: [
      /\b(presidential seal|seal of the president|president s seal|great seal|seal of the united states|vice president s seal|white house seal)\b/,
    ],
    sections: ['18/713'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'no-airman-certificate',
    when: [
      /\b(fly|flying|pilot|operate)\b/,
      /\b(plane|airplane|aircraft|helicopter|cessna)\b/,
      /\b(without (?:a |my |any )?(?:pilot s |pilot )?(?:license|certificate)|no (?:pilot s |pilot )?license|unlicensed|expired (?:pilot s |pilot )?license)\b/,
    ],
    sections: ['49/46306'],
    penalty: { subsection: '(b)' },
  },
  {
    id: 'boating-under-influence',
    when: [
      /\b(boat|boating|jet ski|jetski|vessel|sailboat|pontoon|yacht)\b/,
      /\b(drunk|intoxicated|under the influence|buzzed|after drinking|high on|while drinking)\b/,
    ],
    sections: ['46/2302'],
    penalty: { subsection: '(c)' },
  },
  {
    id: 'animal-dealer-license',
    when: [
      /\b(breed|breeding|sell|selling|broker)\b/,
      /\b(puppies|puppy|dogs|kittens|cats|animals|pets)\b/,
      /\b(usda license|without a (?:usda |dealer s? |dealer )?license|unlicensed|no license)\b/,
    ],
    sections: ['7/2134'],
    penalty: { section: '7/2149', subsection: '(d)' },
  },
  {
    id: 'postal-keys',
    when: [
      /\b(copy|copies|duplicate|make|steal|stole|use)\b/,
      /\b(arrow keys?|postal keys?|mail carrier s keys?|carrier s keys?|master key to the mailboxes|post office keys?)\b/,
    ],
    sections: ['18/1704'],
  },
  {
    id: 'unregistered-securities',
    when: [
      /\b(sell|selling|offer|raise money|issue)\b/,
      /\b(shares|stock|securities|investment contracts?|equity|tokens?)\b/,
      /\b(without registering|unregistered|not registered|without (?:filing|registration)|no registration)\b/,
    ],
    sections: ['15/77e'],
    penalty: { section: '15/77x' },
  },
  {
    id: 'foreign-bribery',
    when: [
      /\b(bribe|bribes|bribing|pay off|kickback|under the table)\b/,
      /\b(foreign (?:official|officials|government|minister)|officials? (?:in|of) (?:another|a foreign) country|government officials? (?:in|abroad|overseas))\b/,
    ],
    sections: ['15/78dd-2', '15/78dd-1'],
    penalty: { subsection: '(g)', clause: 1 },
  },
  {
    id: 'bribery',
    when: [
      /\b((?:hand|give|slip|pay|offer)(?: \w+){0,7} (?:bucks|money|cash|dollars)|bribe|bribing|pay off|paying off|look the other way|(?:offer|give|slip|hand|pay)(?: \w+){0,3} (?:money|cash|\$\d+)(?: \w+){0,3} to (?:let|look|ignore|approve|pass|wave|drop|forget)|slip \w+ (?:some )?(?:cash|money)|give \w+ (?:the )?\w* ?(?:inspector|agent|officer|official) \$?\d+)\b/,
      /\b(federal|inspector|official|congressman|congresswoman|senator|judge|agent|customs|border|officer|irs)\b/,
    ],
    sections: ['18/201'],
  },
  {
    id: 'insider-trading',
    when: [
      /\b(insider|inside information|before (?:the |it )?\w* ?(?:is )?announce\w*|heard about it at work|non ?public)\b/,
      /\b(stock|stocks|shares|options|securities)\b/,
    ],
    sections: ['15/78j', '15/78ff'],
  },
  {
    id: 'stalking',
    when: [
      /\b(stalk\w*|keep (?:texting|calling|messaging|following|showing up)|won t leave \w+ alone|after (?:she|he|they) told me to stop|told me to stop)\b/,
    ],
    sections: ['18/2261A'],
  },
  {
    id: 'alien-smuggling',
    when: [
      /\b(smuggl\w*|sneak|hide|hidden|bring|drive|transport|help)\b/,
      /\b(across the border|over the border|into the (?:us|united states|country)|the border|checkpoint|port of entry)\b/,
      PERSON,
    ],
    sections: ['8/1324'],
  },
  {
    id: 'illegal-reentry',
    when: [
      /\b(come back|came back|coming back|return|returning|reenter|re enter|sneak back|get back|go back)\b/,
      /\b(deported|removed|deportation|after (?:my|his|her) removal)\b/,
    ],
    sections: ['8/1326'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'improper-entry',
    when: [
      /\b(sneak|cross|crossing|enter|entering|jump|walk across|walk over|hike across|swim across|wade across)\b/,
      /\b(border|checkpoint|port of entry)\b/,
    ],
    sections: ['8/1325'],
  },
  {
    id: 'water-pollution',
    when: [/\b(dump|dumping|pour|pouring|drain|discharge|spill)\b/, /\b(river|creek|stream|lake|ocean|wetland|wetlands|bay|pond)\b/],
    sections: ['33/1319', '33/1311'],
  },
  {
    id: 'parental-kidnapping',
    when: [
      /\b(take|taking|move|keep|bring)\b/,
      /\b(kids|child|children|son|daughter|baby)\b/,
      /\b(another country|out of the country|overseas|abroad|to (?:mexico|canada) without)\b/,
    ],
    sections: ['18/1204'],
  },
  {
    id: 'child-support-interstate',
    when: [/\bchild support\b/, /\b(another state|other state|out of state|move|moved|stop paying|not pay|skip)\b/],
    sections: ['18/228'],
  },
  {
    id: 'account-hacking',
    when: [
      /\b(hack|hacking|guess|guessed|break into|log into|login to|get into|read)\b/,
      /\b(email|e mail|password|account|instagram|facebook|snapchat|icloud|messages)\b/,
      /\b(password|hack|hacking|log into|login|break into|without (?:her|his|their) permission)\b/,
    ],
    sections: ['18/2701', '18/1030'],
  },
  {
    id: 'computer-hacking',
    when: [/\b(hack|hacking|break into|get into|crack)\b/, /\b(computer|system|server|network|database|website|grades|grading)\b/],
    sections: ['18/1030'],
  },
  {
    id: 'product-tampering',
    when: [
      /\b(tamper\w*|put something in|poison|lace|mess with|swap|switch|replace|mix|inject)\b/,
      /\b(bottles?|medicine|tylenol|pills|food|drinks?|juice|products?|store shelf|store shelves|at the store|grocery store)\b/,
    ],
    sections: ['18/1365'],
  },
  {
    id: 'cargo-theft',
    when: [
      STEAL,
      /\b(shipment|shipments|freight|cargo|trailer|pallet|pallets|boxcar|rail car|container|off (?:a|the) truck|from (?:a|the) truck|out of (?:a|the) truck|delivery truck)\b/,
    ],
    sections: ['18/659'],
  },
  {
    id: 'chop-shop',
    when: [
      /\b(chop shops?|part out|parting out|parts out|take apart|takes apart|strip|dismantle)\b/,
      /\b(stolen|steal|hot)\b/,
      /\b(cars?|trucks?|vehicles?|motorcycles?)\b/,
    ],
    sections: ['18/2322'],
  },
  {
    id: 'vin-tampering',
    when: [
      /\b(vin|vins|vehicle identification numbers?)\b/,
      /\b(grind|ground|remove|change|alter|swap|replace|scratch|file off|fake|different|tamper\w*|new one)\b/,
    ],
    sections: ['18/511'],
  },
  {
    id: 'carjacking',
    when: [
      /\b(carjack\w*|car jack\w*|take (?:someone s|somebody s|a person s|a) (?:car|truck) at gunpoint|steal (?:a|someone s|somebody s) (?:car|truck) (?:by force|at gunpoint|with a gun))\b/,
    ],
    sections: ['18/2119'],
  },
  {
    id: 'carjacking-described',
    when: [
      /\b(at gunpoint|with a gun|by force|pointing a gun|with a knife)\b/,
      /\b(car|truck|vehicle|suv)\b/,
      /\b(take|took|drive off|drove off|steal|pull|pulled|force|forced|make \w+ get out)\b/,
    ],
    sections: ['18/2119'],
  },
  {
    id: 'stolen-vehicle-interstate',
    when: [
      /\b(stolen (?:car|truck|vehicle|motorcycle|suv|van)s?|steal(?:ing)? (?:a|an|the|his|her|their|someone s|somebody s|my \w+ s) (?:car|truck|vehicle|motorcycle|suv|van))\b/,
      /\b(another state|across state lines|state lines?|from [a-z]+ to [a-z]+)\b/,
    ],
    sections: ['18/2312'],
  },
  {
    id: 'stolen-goods-interstate',
    when: [/\b(stolen|steal|stole)\b/, /\b(across state lines?|another state|other states?|state lines?|out of state|interstate)\b/],
    sections: ['18/2314', '18/2315'],
  },
  {
    id: 'police-animal',
    when: [
      /\b(kick|kicked|hit|hurt|harm|poison|stab|shoot|beat|injure|attack|punch)\b/,
      /\b(police (?:dog|horse|k9|animal)|k9|drug dog|sniffer dog|bomb dog|patrol dog|police horse)\b/,
    ],
    sections: ['18/1368'],
  },
  {
    id: 'assault-federal-officer',
    when: [
      /\b(shove|push|hit|punch|assault|attack|fight|resist|kick|spit on|slap)\b/,
      /\b(tsa|federal (?:agent|officer|employee)|border patrol|ice agent|mail carrier|postal worker|mailman|park ranger|fbi|marshal)\b/,
    ],
    sections: ['18/111', '49/46503'],
  },
  {
    id: 'snap-trafficking',
    when: [
      /\b(food stamps?|snap|ebt)\b/,
      /\b(sell|selling|trade|cash|for money|someone else|late|dead|deceased|died|passed away|not mine)\b/,
    ],
    sections: ['7/2024'],
  },
  {
    id: 'counterfeit-securities',
    when: [/\b(fake|counterfeit|forged|forge|phony|bogus)\b/, /\b(checks?|cashier s checks?|money orders?|stock certificates?|bonds?)\b/],
    sections: ['18/513', '18/500'],
  },
  {
    id: 'injurious-mail',
    when: [/\b(mail|ship|send)\b/, /\b(snake|rattlesnake|venomous|spider|scorpion|live animal|insects?|poison)\b/],
    sections: ['18/1716'],
  },
  {
    id: 'bankruptcy-fraud',
    when: [/\b(hide|hiding|conceal|not list|leave off|transfer|lie)\b/, /\b(bankruptcy|trustee|chapter 7|chapter 13)\b/],
    sections: ['18/152'],
  },
  { id: 'money-laundering', when: [/\b(launder|laundering|clean)\b/, /\b(money|cash|proceeds)\b/], sections: ['18/1956'] },
  {
    id: 'airborne-hunting',
    when: [
      /\b(shoot|hunt|hunting|chase|harass)\b/,
      /\b(airplane|plane|helicopter|aircraft|from the air)\b/,
      /\b(coyotes?|wolf|wolves|deer|animals?|hogs?|wildlife|elk)\b/,
    ],
    sections: ['16/742j-1'],
  },
  {
    id: 'document-servitude',
    when: [
      /\b(keep|take|hold|hide|lock up)\b/,
      /\b(passport|visa|papers|documents|id)\b/,
      /\b(housekeeper|nanny|maid|worker|workers|employee|au pair)\b/,
    ],
    sections: ['18/1592', '18/1589'],
  },
  { id: 'red-cross-emblem', when: [/\bred cross\b/], sections: ['18/706'] },
  {
    id: 'counterfeit-postage',
    // A bare "stamp" is mostly the verb ("stamp sterling on rings"): postage, stamps, or a stamp.
    when: [/\b(print|make|copy|fake|counterfeit|forge|reuse)\b/, /\b(postage|stamps|(?:a|the|my|fake|used|postage) stamp)\b/],
    // A stamp that is not postage: food stamps, a tax stamp, a USDA inspection mark, a rubber stamp.
    unless: /\b(?:food stamps?|tax stamps?|usda|inspected|inspection|notary|rubber stamps?|ink stamps?)\b/,
    sections: ['18/501'],
  },
  {
    id: 'passport-application-fraud',
    when: [
      /\b(fake|false|made up|lie|lying|wrong|someone else s)\b/,
      /\b(passport application|application for (?:a|my) passport|passport form|ds 11|apply for a passport)\b/,
    ],
    sections: ['18/1542'],
  },
  {
    id: 'aircraft-parts-fraud',
    when: [
      /\b(sell|selling|ship|supply|install)\b/,
      /\b(airplane|aircraft|plane|aviation|helicopter)\b/,
      /\bparts?\b/,
      /\b(as (?:if they were )?new|fake|counterfeit|bogus|falsif\w*|unapproved|fake paperwork|false certificates?)\b/,
    ],
    sections: ['18/38'],
    penalty: { subsection: '(b)' },
  },
  {
    id: 'bid-rigging',
    when: [
      /\b(bids?|bidding|prices?)\b/,
      /\b(agree|agreed|coordinate|rig|rigging|fix|fixing|split|take turns|collude|colluding)\b/,
      /\b(competitors?|other (?:contractors|companies|bidders|stores|businesses)|rivals?)\b/,
    ],
    sections: ['15/1'],
  },
  {
    id: 'mail-obstruction',
    when: [
      /\b(block|stop|obstruct|prevent|delay)\b/,
      /\b(mail carrier|mailman|postal worker|mail truck|letter carrier|the mail)\b/,
      /\b(deliver\w*|mail|route)\b/,
    ],
    sections: ['18/1701'],
  },
  {
    id: 'health-records-disclosure',
    when: [
      /\b(sell|selling|share|leak|post|give out|disclose)\b/,
      /\b(medical records?|health records?|patient (?:records|files|information|info)|patients? (?:records|files|information|info|medical records?)|patients s medical)\b/,
      /\b(patients?|clinic|hospital|where i work|someone s|somebody s|other people s|coworker s|neighbor s|celebrity s|ex s)\b/,
    ],
    sections: ['42/1320d-6'],
    penalty: { subsection: '(b)' },
  },
  {
    id: 'naturalization-impostor',
    when: [
      /\b(someone else|somebody else|another person|a friend|stand in|pretend to be me)\b/,
      /\b(citizenship (?:test|interview|exam)|naturalization (?:test|interview|exam)|civics test)\b/,
    ],
    sections: ['18/1425', '18/1015'],
  },
  {
    id: 'computer-damage',
    when: [
      /\b(virus|malware|ransomware|worm|trojan|ddos|crash|crashes|knock \w+ offline)\b/,
      /\b(computers?|network|servers?|website|systems?)\b/,
    ],
    sections: ['18/1030'],
    penalty: { subsection: '(c)' },
  },
  {
    id: 'faked-death-insurance',
    when: [/\b(fake|faking|pretend)\b(?: \w+){0,2} death\b/, /\b(insurance|payout|policy)\b/],
    sections: ['18/1341', '18/1343'],
  },
  {
    id: 'passport-misuse',
    when: [/\b(someone else s|brother s|sister s|friend s|cousin s|another person s|dad s|mom s|fake|somebody else s) passport\b/],
    sections: ['18/1544', '18/1543'],
  },
  { id: 'escape', when: [/\b(escape|break out|bust out)\b/, /\b(prison|jail|custody|penitentiary)\b/], sections: ['18/752', '18/751'] },
  {
    id: 'cable-theft',
    when: [/\b(cable|satellite)\b/, /\b(without paying|steal|hook up|splice|tap into|for free)\b/],
    sections: ['47/553', '47/605'],
  },
  {
    id: 'body-armor-felon',
    when: [/\b(bulletproof vest|body armor|kevlar)\b/, /\b(felon|felony|convicted|conviction)\b/],
    sections: ['18/931'],
  },
  {
    id: 'prescription-forgery',
    when: [/\b(forge|forged|fake|write my own|stolen|steal)\b/, /\b(prescription|script|prescription pad|rx)\b/],
    sections: ['21/843'],
  },
  {
    id: 'email-fraud',
    when: [
      /\b(email|emails|spam)\b/,
      /\b(fake sender|fake address|spoof\w*|false header|fake (?:from|return) address|thousands|bulk|mass)\b/,
    ],
    sections: ['18/1037', '15/7704'],
  },
  {
    id: 'dead-relative-benefits',
    when: [
      /\b(dead|deceased|died|passed away)\b/,
      /\b(social security|ssi|va benefits|va checks?|benefit checks?|government checks?|pension checks?|disability checks?)\b/,
    ],
    sections: ['18/641', '42/408'],
  },
  { id: 'bank-robbery', when: [/\b(rob|robbing|hold up|holdup|stick up)\b/, /\b(bank|credit union)\b/], sections: ['18/2113'] },
  {
    id: 'treasury-check-forgery',
    when: [
      /\b(sign|signed|forge|forged|endorse|cash|deposit)\b/,
      /\b(tax refund checks?|treasury checks?|refund checks?|stimulus checks?|government checks?|irs checks?)\b/,
      /\b((?:her|his|their|someone s|somebody s) name|forge|forged|not mine|someone else s|ex s|without (?:her|his|their) permission|dead|late)\b/,
    ],
    sections: ['18/510'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'bank-embezzlement',
    when: [
      STEAL,
      /\b(bank|credit union)\b/,
      /\b(where i work|i work at|i work for|teller|my job|as a (?:teller|banker|loan officer|manager)|employee)\b/,
    ],
    sections: ['18/656'],
  },
  {
    id: 'benefit-plan-theft',
    when: [
      STEAL,
      /\b(401 ?k|pension|retirement plan|retirement accounts?|benefit plan|health plan)\b/,
      /\b(employees?|workers?|staff|members|union)\b/,
    ],
    sections: ['18/664'],
  },
  {
    id: 'union-embezzlement',
    when: [STEAL, /\b(union dues|union funds|union money|union s (?:money|funds|treasury|account))\b/],
    sections: ['29/501'],
    penalty: { subsection: '(c)' },
  },
  {
    id: 'federal-program-theft',
    when: [STEAL, /\b(federally funded|federal (?:grants?|funds|funding|money|program)|grant money|hud money)\b/],
    sections: ['18/666'],
  },
  {
    id: 'labor-bribery',
    when: [
      /\b(pay|paid|give|slip|bribe|offer|kickback|payoff|pay off|accept|accepted|take|took|receive|received)\b/,
      /\b(union (?:rep|representative|official|boss|steward|leader|officer|president)|shop steward)\b/,
    ],
    unless: /\bcredit union\b/,
    sections: ['29/186'],
    penalty: { subsection: '(d)' },
  },
  {
    id: 'false-claims-government',
    when: [
      /\b(pad|padded|padding|inflate|inflated|overbill\w*|overcharg\w*|double bill\w*|fake|false|bill for|charge for)\b/,
      /\b(invoices?|bills?|billing|claims?|charges?|timesheets?|hours)\b/,
      /\b(army|navy|air force|marines|military|pentagon|government contracts?|federal contracts?|the government|the va|dod|federal agency|contract with the)\b/,
    ],
    sections: ['18/287', '31/3729'],
  },
  {
    id: 'disaster-fraud',
    when: [
      /\b(fema|disaster (?:aid|relief|assistance|benefits?|money)|hurricane (?:aid|relief|money)|flood (?:aid|relief))\b/,
      /\b(lie|lied|fake|false|claim|wasn t|was not|didn t|never|not damaged|exaggerat\w*|inflate\w*|made up)\b/,
    ],
    sections: ['18/1040'],
  },
  {
    id: 'records-destruction',
    when: [
      /\b(shred|shredding|destroy|delete|wipe|burn|alter|backdate|get rid of|throw out)\b/,
      /\b(records?|documents?|files?|emails?|books|evidence|paperwork|hard drives?|texts)\b/,
      /\b(fbi|investigat\w*|feds|federal agents?|subpoena\w*|sec|irs|audit|grand jury|bankruptcy)\b/,
    ],
    sections: ['18/1519'],
  },
  {
    id: 'witness-retaliation',
    when: [
      /\b(because|for|after|since)\b/,
      /\b(reported|report|reporting|told|telling|snitch\w*|testified|testify|cooperat\w*|informant|tipped off|turned me in|talked to)\b/,
      FEDS,
      /\b(slash\w*|hurt|beat|damage|key|keyed|fire|fired|get back at|retaliat\w*|punish|threaten|burn|smash|break)\b/,
    ],
    sections: ['18/1513'],
    penalty: { subsection: '(b)' },
  },
  {
    id: 'search-tip-off',
    when: [
      /\b(warn|tip off|tell|let \w+ know|heads up)\b/,
      /\b(search|raid|warrant|seize|seizure|coming to (?:search|arrest|raid))\b/,
      FEDS,
    ],
    sections: ['18/2232'],
    penalty: { subsection: '(c)' },
  },
  {
    id: 'juror-influence',
    when: [
      /\b(juror|jurors|jury)\b/,
      /\b(threaten|bribe|pay|letter|contact|pressure|scare|or else|influence|convince|message|vote not guilty|vote guilty)\b/,
    ],
    unless: /\bjury duty\b/,
    sections: ['18/1503'],
  },
  {
    id: 'threat-federal-official',
    when: [
      /\b(threaten|threat|threats|kill|hurt|attack|beat up)\b/,
      /\b(federal judge|judge|u s attorney|federal prosecutor|fbi agent|federal agent|federal officer|federal official|congress\w*|senator|representative)\b/,
    ],
    sections: ['18/115'],
    penalty: { subsection: '(b)' },
  },
  {
    id: 'court-seal-forgery',
    when: [
      /\b(forge|forged|fake|faked|sign|copy|counterfeit)\b/,
      /\b(judge s|judges|court s|clerk s|court)\b/,
      /\b(signature|seal|order|name|stamp)\b/,
    ],
    sections: ['18/505'],
  },
  {
    id: 'immigration-document-fraud',
    when: [
      /\b(fake|forged|forge|counterfeit|phony|make|sell|selling|buy|print)\b/,
      /\b(green cards?|visas?|work permits?|immigration papers|employment authorization|border crossing cards?|i 94)\b/,
    ],
    unless: /\bvisa (?:gift )?card\b/,
    sections: ['18/1546'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'false-citizenship-claim',
    when: [
      /\b(say|said|tell|told|claim|claiming|pretend|check the box|lie|lying|write)\b/,
      /\b(?:i m|i am|im|being|that i am|to be|he is|she is)(?: a)?(?: us| u s| united states| american)? citizen\b/,
      /\b(not|isn t|aren t|lie|lying|false|falsely|fake|pretend|pretending)\b/,
    ],
    sections: ['18/911', '18/1015'],
  },
  {
    id: 'fake-badges',
    when: [
      /\b(make|made|sell|selling|print|buy|have|own|replica|fake|copy|copies)\b/,
      /\b(badges?|credentials|id cards?)\b/,
      /\b(fbi|federal|dea|atf|secret service|marshal|homeland security|ice|cia|irs|government)\b/,
    ],
    sections: ['18/701'],
  },
  {
    id: 'religious-property',
    when: [
      /\b(vandaliz\w*|spray paint\w*|graffiti|damage|burn|set fire|smash|deface|desecrat\w*|break windows)\b/,
      /\b(church|churches|synagogue|mosque|temple|place of worship|chapel)\b/,
    ],
    sections: ['18/247'],
  },
  {
    id: 'hate-crime',
    when: [
      /\b(beat|beat up|attack|assault|hurt|punch|jump|hit|stab|shoot|injure)\b/,
      /\b(because (?:he|she|they) (?:is|are|was|were|s) (?:gay|lesbian|trans\w*|black|white|asian|jewish|muslim|hispanic|mexican|latino|disabled|sikh)|because of (?:his|her|their) (?:race|religion|sexual orientation|gender|disability|color|national origin)|for being (?:gay|black|jewish|muslim|trans\w*)|hate crime)\b/,
    ],
    sections: ['18/249'],
  },
  {
    id: 'housing-intimidation',
    when: [
      /\b(threaten|scare|intimidate|harass|run off|force out|drive out|burn a cross)\b/,
      /\b(move out|moving in|move in|neighbors?|street|block|house|home|apartment|rent|neighborhood|lawn|yard|driveway|front door)\b/,
      /\b(race|black|color|religion|jewish|muslim|hispanic|latino|mexican|asian|national origin|immigrants?)\b/,
    ],
    sections: ['42/3631', '18/245'],
  },
  {
    id: 'wild-horses',
    when: [
      /\b(wild horses?|mustangs?|burros?|wild burros?)\b/,
      /\b(take|rope|roped|catch|capture|kill|shoot|sell|harass|chase|round up|keep)\b/,
    ],
    sections: ['16/1338'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'federal-timber',
    when: [/\b(cut|cutting|chop|fell|saw|take)\b/, /\b(trees?|timber|firewood|logs?)\b/, FEDERAL_LAND],
    sections: ['18/1853'],
  },
  {
    id: 'federal-wildland-arson',
    when: [
      /\b(set (?:\w+ ){0,3}(?:on )?fire|start(?:ed)? (?:a )?fires?|arson|burn (?:down )?(?:the )?(?:grass|brush|woods|forest))\b/,
      FEDERAL_LAND,
    ],
    sections: ['18/1855'],
  },
  {
    id: 'wildlife-refuge',
    when: [
      /\b(wildlife refuge|national refuge|refuge)\b/,
      /\b(hunt|hunting|shoot|trap|trapping|fish|kill|take)\b/,
      /\b(closed|not allowed|isn t allowed|without (?:a )?permit|without permission|illegally|off limits|no hunting|no fishing|poach\w*)\b/,
    ],
    sections: ['16/668dd'],
  },
  {
    id: 'hazmat-shipping',
    when: [
      /\b(ship|shipping|send|mail|truck|transport|haul|carry)\b/,
      /\b(gasoline|gas cans?|propane|lithium batter\w*|hazardous|hazmat|flammable|chemicals?)\b/,
      /\b(without (?:marking|labels?|labeling|placards?|declaring|telling)|not (?:marked|labeled|declared)|undeclared|unmarked|mislabel\w*|hide|hidden)\b/,
    ],
    sections: ['49/5124', '49/5104'],
  },
  {
    id: 'misbranded-drug',
    when: [
      /\b(sell|selling|market|advertise|ship|claim|say)\b/,
      /\b(supplements?|remedy|remedies|tea|pills?|oil|herbal|product|tincture)\b/,
      /\b(cures?|treats?|heals?|prevents?)\b(?: \w+){0,3} \b(cancer|covid|diabetes|hiv|aids|alzheimer\w*|disease|autism|arthritis|dementia)\b/,
    ],
    sections: ['21/331', '21/333'],
    penalty: { section: '21/333', subsection: '(a)' },
  },
  {
    id: 'switchblade-commerce',
    when: [
      /\b(switchblades?|automatic knives|automatic knife|gravity knives|gravity knife)\b/,
      /\b(sell|resell|order|ship|import|buy|mail|another state|across state lines|from overseas|online)\b/,
    ],
    sections: ['15/1242'],
  },
  {
    id: 'horse-soring',
    when: [
      /\b(sore|soring|chemicals?|chains|pads|mustard oil|blister\w*|caustic)\b/,
      /\b(walking horses?|tennessee walkers?|horses?)\b/,
      /\b(show|shows|exhibit|sale|auction|steps? higher|gait|big lick)\b/,
    ],
    sections: ['15/1824'],
    penalty: { section: '15/1825', subsection: '(a)' },
  },
  {
    id: 'contraband-cigarettes',
    when: [
      /\b(cigarettes?|cartons?|smokeless tobacco)\b/,
      /\b(tax stamps?|untaxed|without (?:paying )?(?:the )?(?:state )?tax\w*|no tax|avoid (?:the )?tax\w*)\b/,
    ],
    sections: ['18/2342'],
    penalty: { section: '18/2344', subsection: '(a)' },
  },
  {
    id: 'drm-circumvention',
    when: [
      /\b(crack|cracks|cracking|break|breaks|bypass|circumvent|remove|removes|strip|jailbreak)\b/,
      /\b(copy protection|drm|digital rights|region lock|anti piracy|copy guard)\b/,
    ],
    sections: ['17/1201'],
    penalty: { section: '17/1204', subsection: '(a)' },
  },
  {
    id: 'bootleg-live-music',
    when: [
      /\b(record|recording|film|tape|bootleg)\b/,
      /\b(concerts?|live shows?|live performances?|gigs?|festival)\b/,
      /\b(sell|selling|sold|upload|distribute|bootleg\w*)\b/,
    ],
    sections: ['18/2319A'],
  },
  { id: 'census-false', when: [/\bcensus\b/, LIE], sections: ['13/221'], penalty: { subsection: '(b)' } },
  {
    id: 'census-refusal',
    when: [/\bcensus\b/, /\b(refuse|refusing|won t|not|skip|ignore|throw away|decline)\b/],
    sections: ['13/221'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'unlicensed-money-transmitting',
    when: [
      /\b(send|sending|transfer|wire|move|transmit)\w*\b/,
      /\b(money|cash|funds|remittances?)\b/,
      /\b(without a (?:\w+ ){0,2}license|unlicensed|no license|hawala)\b/,
    ],
    sections: ['18/1960'],
  },
  {
    id: 'energy-facility',
    when: [
      /\b(shoot|shot|damage|sabotage|vandaliz\w*|break|attack|blow up|cut)\b/,
      /\b(substations?|transformers?|power lines?|power plant|power grid|pipeline|electric grid|transmission lines?)\b/,
    ],
    sections: ['18/1366'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'false-distress',
    when: [/\b(fake|false|prank|joke|hoax)\b/, /\b(mayday|distress (?:call|signal|message)|sos|coast guard)\b/],
    sections: ['14/521'],
    penalty: { subsection: '(c)' },
  },
  {
    id: 'kidnapping',
    when: [/\b(kidnap\w*|abduct\w*)\b/],
    unless: /\bmy (?:own )?(?:kid|kids|child|children|son|daughter|baby|grandchild|grandson|granddaughter)\b/,
    sections: ['18/1201'],
    penalty: { subsection: '(a)' },
  },
  {
    id: 'hazardous-waste',
    when: [
      /\b(dump|dumping|bury|burying|burn|dispose|get rid of|abandon|leave)\b/,
      /\b(hazardous waste|toxic waste|chemical waste|(?:barrels?|drums?) of (?:chemicals|waste|solvents?|hazardous waste|toxic waste))\b/,
    ],
    sections: ['42/6928'],
    penalty: { subsection: '(d)' },
  },
  {
    id: 'prison-contraband',
    when: [
      /\b(smuggle|sneak|bring|drop|give|sell|slip)\b/,
      /\b(phones?|cell phones?|drugs|cigarettes|contraband|weapons?|knife|knives)\b/,
      /\b(prison|jail|inmates?|penitentiary)\b/,
    ],
    sections: ['18/1791'],
  },
  {
    id: 'disability-benefit-fraud',
    when: [
      /\b(pretend|fake|faking|lie|lying|exaggerat\w*)\b/,
      /\b(disabled|disability|blind|injured|injury)\b/,
      /\b(ssi|ssdi|social security|disability (?:benefits|payments|checks))\b/,
    ],
    sections: ['42/408', '42/1383a'],
  },
  {
    id: 'access-device-fraud',
    when: [/\b(stolen|someone else s|fake|cloned|clone|skimm\w*)\b/, /\b(credit cards?|debit cards?|card numbers?|atm cards?)\b/],
    sections: ['18/1029'],
  },
  {
    id: 'uninspected-meat',
    when: [
      /\b(sell|selling|ship)\b/,
      /\b(meat|beef|pork|chicken|poultry|sausage|jerky)\b/,
      /\b(without (?:federal |usda )?inspection|uninspected|not inspected)\b/,
    ],
    sections: ['21/610'],
    penalty: { section: '21/676' },
  },
  {
    id: 'arms-export',
    when: [
      /\b(ship|send|export|smuggle|take)\b/,
      /\b(guns?|rifles?|firearms?|ammunition|ammo|weapons?)\b/,
      /\b(without (?:an? )?(?:export )?(?:license|permit)|smuggl\w*)\b/,
      /\b(mexico|another country|canada|overseas|abroad|out of the country|export)\b/,
    ],
    sections: ['22/2778', '18/554'],
    penalty: { section: '18/554' },
  },
  {
    id: 'forced-labor',
    when: [
      /\b(make|force|keep|won t let|not let)\b/,
      /\b(workers?|employees?|housekeeper|nanny|maid)\b/,
      /\b(pay off|owe|debt|stay until|can t leave|cannot leave|leave until|locked)\b/,
    ],
    sections: ['18/1589', '18/1581'],
  },
  {
    id: 'false-lien-official',
    when: [
      /\b(fake|false|bogus|phony)\b/,
      /\b(liens?|claim of title)\b/,
      /\b(judge|federal agent|irs agent|prosecutor|federal officer|fbi agent|marshal)\b/,
    ],
    sections: ['18/1521'],
  },
  {
    id: 'postal-robbery',
    when: [/\b(rob|robbing|hold up|holdup|stick up)\b/, /\b(post office|postal|mail carrier|mailman|letter carrier|mail truck)\b/],
    sections: ['18/2114'],
  },
  { id: 'post-office-burglary', when: [/\b(break into|broke into|burglar\w*)\b/, /\bpost office\b/], sections: ['18/2115'] },
  {
    id: 'interstate-protection-order',
    when: [/\b(protective order|protection order|restraining order|order of protection)\b/, /\bstates?\b/],
    sections: ['18/2262'],
  },
  {
    id: 'interstate-domestic-violence',
    when: [
      /\b(beat|hit|hurt|assault|attack|choke|abuse)\b/,
      /\b(girlfriend|boyfriend|wife|husband|spouse|partner|ex)\b/,
      /\b(another state|across state lines|state lines?|out of state|other state)\b/,
    ],
    sections: ['18/2261'],
  },
  {
    id: 'trade-secrets',
    when: [
      /\b(steal|take|copy|download)\b/,
      /\b(trade secrets?|source code|customer list|confidential (?:files|formulas|designs)|secret (?:recipes?|formulas?|designs?|plans?|process\w*)|proprietary (?:\w+ )?(?:files|designs?|data|formulas?))\b/,
    ],
    sections: ['18/1832'],
  },
  { id: 'restricted-grounds', when: [/\b(climb|jump|fence|sneak|enter|break into)\b/, /\b(white house|capitol)\b/], sections: ['18/1752'] },
];

/** The activity as the patterns read it: lower case, apostrophes to spaces, one line. */
function readable(activity: string): string {
  return ` ${activity
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9$ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * The offence an activity describes, if an entry fits. Words used in another sense
 * (./typed/senses.ts: a "loan officer" is no public official) do not count.
 */
export function offenceOf(activity: string): OffenceWords | undefined {
  const text = maskOtherSenses(readable(activity), { keepPhrases: true });
  return offenceWords.find((o) => o.when.every((re) => re.test(text)) && !o.unless?.test(text));
}
