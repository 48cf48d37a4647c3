/**
 * Everyday descriptions of federal offences (docs/understanding.md "What's Illegal"): what a
 * typed activity must say for a section of the U.S. Code that makes it an offence to apply,
 * when no curated activity answers it. Reviewable data: each entry's sections were read in the
 * official text (../shared/data/uscode-text, release point 119-100); the server confirms each in
 * the corpus and shows its official heading. Every pattern of `when` must match (lower-case
 * text, apostrophes folded); `unless` sends the activity elsewhere. The first entry that fits
 * answers, so narrower entries come first.
 */
export interface OffenceWords {
  id: string;
  when: readonly RegExp[];
  unless?: RegExp;
  /** `title/section` of the sections that make it an offence, most direct first. */
  sections: readonly string[];
}

const LIE = /\b(lie|lying|lied|false|fake|faked|made up|make up|inflate|inflated|fib|not mention|leave out|left out|hide|hiding)\b/;
const PERSON = /\b(cousin|friend|friends|people|someone|somebody|immigrants?|migrants?|brother|sister|family|person|him|her|them|uncle|aunt|nephew|niece|relatives?)\b/;

export const offenceWords: readonly OffenceWords[] = [
  { id: 'perjury', when: [LIE, /\b(under oath|oath|testify|testifying|testimony|as a witness|witness stand|grand jury|sworn|deposition)\b/], sections: ['18/1621', '18/1623'] },
  { id: 'witness-tampering', when: [/\b(pay|paid|bribe|threaten|scare|convince|stop|persuade|talk \w+ out of)\b/, /\b(witness|testify|testifying|testimony)\b/], sections: ['18/1512'] },
  { id: 'loan-application-fraud', when: [LIE, /\b(mortgage|loan application|loan|credit application)\b/], unless: /\b(student|fafsa)\b/, sections: ['18/1014', '18/1344'] },
  { id: 'student-aid-fraud', when: [LIE, /\b(fafsa|financial aid|student aid|pell grant|student loan)\b/], sections: ['20/1097'] },
  { id: 'naturalization-fraud', when: [LIE, /\b(naturalization|citizenship application|citizenship interview|n 400|become a citizen)\b/], sections: ['18/1425', '18/1015'] },
  { id: 'health-care-kickback', when: [/\b(kickback|kick back|referral fee|for every \w+ patient|per patient|for referrals?|sends? (?:me )?(?:his |her )?patients)\b/, /\b(medicare|medicaid|patients?|doctor|clinic|pharmacy)\b/], sections: ['42/1320a-7b'] },
  { id: 'health-care-fraud', when: [/\b(bill|billing|billed|charge|claim|claims)\b/, /\b(medicare|medicaid|health insurance|insurance company)\b/, /\b(never happened|didn t happen|never provided|not provided|never gave|fake|false|phantom|didn t do|never did)\b/], sections: ['18/1347', '18/1035'] },
  { id: 'bribery', when: [/\b(bribe|bribing|pay off|paying off|look the other way|slip \w+ (?:some )?(?:cash|money)|give \w+ (?:the )?\w* ?(?:inspector|agent|officer|official) \$?\d+)\b/, /\b(federal|inspector|official|congressman|congresswoman|senator|judge|agent|customs|border|officer|irs)\b/], sections: ['18/201'] },
  { id: 'insider-trading', when: [/\b(insider|inside information|before (?:the |it )?\w* ?(?:is )?announce\w*|heard about it at work|non ?public)\b/, /\b(stock|stocks|shares|options|securities)\b/], sections: ['15/78j', '15/78ff'] },
  { id: 'stalking', when: [/\b(stalk\w*|keep (?:texting|calling|messaging|following|showing up)|won t leave \w+ alone|after (?:she|he|they) told me to stop|told me to stop)\b/], sections: ['18/2261A'] },
  { id: 'alien-smuggling', when: [/\b(smuggl\w*|sneak|hide|hidden|bring|drive|transport|help)\b/, /\b(across the border|over the border|into the (?:us|united states|country)|the border)\b/, PERSON], sections: ['8/1324'] },
  { id: 'improper-entry', when: [/\b(sneak|cross|crossing|enter|entering|jump)\b/, /\b(border|checkpoint|port of entry)\b/], sections: ['8/1325'] },
  { id: 'water-pollution', when: [/\b(dump|dumping|pour|pouring|drain|discharge|spill)\b/, /\b(river|creek|stream|lake|ocean|wetland|wetlands|bay|pond)\b/], sections: ['33/1319', '33/1311'] },
  { id: 'parental-kidnapping', when: [/\b(take|taking|move|keep|bring)\b/, /\b(kids|child|children|son|daughter|baby)\b/, /\b(another country|out of the country|overseas|abroad|to (?:mexico|canada) without)\b/], sections: ['18/1204'] },
  { id: 'child-support-interstate', when: [/\bchild support\b/, /\b(another state|other state|out of state|move|moved|stop paying|not pay|skip)\b/], sections: ['18/228'] },
  { id: 'account-hacking', when: [/\b(hack|hacking|guess|guessed|break into|log into|login to|get into|read)\b/, /\b(email|e mail|password|account|instagram|facebook|snapchat|icloud|messages)\b/, /\b(password|hack|hacking|log into|login|break into|without (?:her|his|their) permission)\b/], sections: ['18/2701', '18/1030'] },
  { id: 'computer-hacking', when: [/\b(hack|hacking|break into|get into|crack)\b/, /\b(computer|system|server|network|database|website|grades|grading)\b/], sections: ['18/1030'] },
  { id: 'product-tampering', when: [/\b(tamper\w*|put something in|poison|lace|mess with)\b/, /\b(bottle|medicine|tylenol|pills|food|drink|product|products|store shelf|at the store)\b/], sections: ['18/1365'] },
  { id: 'stolen-vehicle-interstate', when: [/\b(stolen|steal)\b/, /\b(car|truck|vehicle|motorcycle|suv)\b/, /\b(another state|across state lines|state lines?|from [a-z]+ to [a-z]+)\b/], sections: ['18/2312'] },
  { id: 'assault-federal-officer', when: [/\b(shove|push|hit|punch|assault|attack|fight|resist|kick|spit on|slap)\b/, /\b(tsa|federal (?:agent|officer|employee)|border patrol|ice agent|mail carrier|postal worker|mailman|park ranger|fbi|marshal)\b/], sections: ['18/111', '49/46503'] },
  { id: 'snap-trafficking', when: [/\b(food stamps|snap|ebt)\b/, /\b(sell|selling|trade|cash|for money|someone else)\b/], sections: ['7/2024'] },
  { id: 'counterfeit-securities', when: [/\b(fake|counterfeit|forged|forge|phony|bogus)\b/, /\b(check|cashier s check|money order|stock certificate|bond)\b/], sections: ['18/513'] },
  { id: 'injurious-mail', when: [/\b(mail|ship|send)\b/, /\b(snake|rattlesnake|venomous|spider|scorpion|live animal|insects?|poison)\b/], sections: ['18/1716'] },
  { id: 'bankruptcy-fraud', when: [/\b(hide|hiding|conceal|not list|leave off|transfer|lie)\b/, /\b(bankruptcy|trustee|chapter 7|chapter 13)\b/], sections: ['18/152'] },
  { id: 'money-laundering', when: [/\b(launder|laundering|clean)\b/, /\b(money|cash|proceeds)\b/], sections: ['18/1956'] },
  { id: 'airborne-hunting', when: [/\b(shoot|hunt|hunting|chase|harass)\b/, /\b(airplane|plane|helicopter|aircraft|from the air)\b/, /\b(coyotes?|wolf|wolves|deer|animals?|hogs?|wildlife|elk)\b/], sections: ['16/742j-1'] },
  { id: 'document-servitude', when: [/\b(keep|take|hold|hide|lock up)\b/, /\b(passport|visa|papers|documents|id)\b/, /\b(housekeeper|nanny|maid|worker|workers|employee|au pair)\b/], sections: ['18/1592', '18/1589'] },
  { id: 'red-cross-emblem', when: [/\bred cross\b/], sections: ['18/706'] },
  { id: 'counterfeit-postage', when: [/\b(print|make|copy|fake|counterfeit|forge|reuse)\b/, /\b(postage|stamps?)\b/], unless: /\bfood stamps?\b/, sections: ['18/501'] },
  { id: 'passport-misuse', when: [/\b(someone else s|brother s|sister s|friend s|cousin s|another person s|dad s|mom s|fake|somebody else s) passport\b/], sections: ['18/1544', '18/1543'] },
  { id: 'escape', when: [/\b(escape|break out|bust out)\b/, /\b(prison|jail|custody|penitentiary)\b/], sections: ['18/752', '18/751'] },
  { id: 'cable-theft', when: [/\b(cable|satellite)\b/, /\b(without paying|steal|hook up|splice|tap into|for free)\b/], sections: ['47/553', '47/605'] },
  { id: 'body-armor-felon', when: [/\b(bulletproof vest|body armor|kevlar)\b/, /\b(felon|felony|convicted|conviction)\b/], sections: ['18/931'] },
  { id: 'prescription-forgery', when: [/\b(forge|forged|fake|write my own|stolen|steal)\b/, /\b(prescription|script|prescription pad|rx)\b/], sections: ['21/843'] },
  { id: 'email-fraud', when: [/\b(email|emails|spam)\b/, /\b(fake sender|fake address|spoof\w*|false header|fake (?:from|return) address|thousands|bulk|mass)\b/], sections: ['18/1037', '15/7704'] },
  { id: 'dead-relative-benefits', when: [/\b(dead|deceased|died|passed away)\b/, /\b(social security|ssi|va benefits|benefit checks?|government checks?)\b/], sections: ['18/641', '42/408'] },
  { id: 'bank-robbery', when: [/\b(rob|robbing|hold up|holdup|stick up)\b/, /\b(bank|credit union)\b/], sections: ['18/2113'] },
  { id: 'trade-secrets', when: [/\b(steal|take|copy|download)\b/, /\b(trade secrets?|source code|customer list|confidential (?:files|formulas|designs))\b/], sections: ['18/1832'] },
  { id: 'restricted-grounds', when: [/\b(climb|jump|fence|sneak|enter|break into)\b/, /\b(white house|capitol)\b/], sections: ['18/1752'] },
];

/** The activity as the patterns read it: lower case, apostrophes to spaces, one line. */
function readable(activity: string): string {
  return ` ${activity.toLowerCase().replace(/[’']/g, ' ').replace(/[^a-z0-9$ ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;
}

/** The offence an activity describes, if an entry fits. */
export function offenceOf(activity: string): OffenceWords | undefined {
  const text = readable(activity);
  return offenceWords.find((o) => o.when.every((re) => re.test(text)) && !o.unless?.test(text));
}
