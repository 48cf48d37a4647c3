/**
 * Plain English -> the words the U.S. Code and the guides use. A query containing a phrase on
 * the left also searches (at a lower weight) the words on the right. Phrases are matched on
 * word boundaries after lower-casing; longer phrases are tried first.
 */
import { everydaySynonyms } from './synonyms.everyday';

export const plainEnglishSynonyms: Readonly<Record<string, string>> = {
  // Renting and housing
  landlord: 'rental housing tenant dwelling lessor',
  'property manager': 'rental housing dwelling landlord',
  apartment: 'rental dwelling housing',
  renting: 'rental dwelling housing',
  rent: 'rental dwelling housing',
  renter: 'tenant rental dwelling',
  tenant: 'rental dwelling lessee',
  'kicked out': 'eviction evict',
  'kicked me out': 'eviction evict',
  'kicking me out': 'eviction evict',
  'kick me out': 'eviction evict',
  'kicked us out': 'eviction evict',
  'throwing me out': 'eviction evict',
  'thrown out': 'eviction evict',
  evicted: 'eviction evict',
  'have kids': 'familial status children',
  kids: 'children familial status',
  'my children': 'familial status',
  pregnant: 'pregnancy sex familial status',
  'section 8': 'housing choice voucher low income housing assistance',
  'housing voucher': 'housing choice voucher low income housing assistance',
  'public housing': 'public housing agency low income',
  foreclosure: 'mortgage residential foreclose',
  'house loan': 'mortgage residential',
  'home loan': 'mortgage residential',
  // Debt, credit and money
  'debt collector': 'debt collection collector consumer debt',
  'collection agency': 'debt collector debt collection',
  'debt collector calling': 'debt collection communication contact',
  'collector calling': 'communication contact debt collector',
  'keeps calling': 'communication contact harassment',
  'calling me': 'communication contact',
  'calls me': 'communication contact',
  'at work': 'place of employment employer',
  harass: 'harassment abuse',
  harassing: 'harassment abuse',
  threatening: 'harassment abuse false misleading',
  'credit report': 'consumer report consumer reporting agency credit reporting',
  'credit score': 'consumer report consumer reporting agency',
  'credit bureau': 'consumer reporting agency',
  error: 'dispute accuracy inaccurate',
  mistake: 'dispute accuracy inaccurate',
  wrong: 'dispute accuracy inaccurate',
  'not mine': 'dispute accuracy identity theft',
  'identity stolen': 'identity theft fraud',
  'stole my identity': 'identity theft fraud',
  'credit card': 'credit card open end consumer credit plan',
  'charged twice': 'billing error',
  'billing mistake': 'billing error',
  'unauthorized charge': 'unauthorized use liability',
  'debit card': 'electronic fund transfer',
  atm: 'electronic fund transfer',
  'bank account': 'electronic fund transfer deposit account',
  loan: 'credit consumer credit lender',
  'payday loan': 'consumer credit finance charge annual percentage rate',
  interest: 'finance charge annual percentage rate',
  'denied credit': 'adverse action credit discrimination',
  'turned down for a loan': 'adverse action credit discrimination',
  'student loan': 'student loan borrower federal student aid',
  scam: 'fraud deceptive unfair',
  'ripped off': 'fraud deceptive unfair',
  robocall: 'telephone automatic dialing artificial prerecorded voice',
  robocalls: 'telephone automatic dialing artificial prerecorded voice',
  telemarketer: 'telephone solicitation telemarketing',
  'spam calls': 'telephone automatic dialing telemarketing',
  'spam email': 'commercial electronic mail',
  warranty: 'warranty consumer product',
  recall: 'consumer product safety hazard',
  // Work
  boss: 'employer',
  manager: 'employer supervisor',
  supervisor: 'employer',
  company: 'employer',
  job: 'employment employee employer',
  work: 'employment employee',
  workplace: 'employment employer',
  fired: 'discharge termination discharged employment',
  'at my job': 'place of employment employer',
  'terminated me': 'fired discharge termination employment',
  'garnishment order': 'garnishment garnished wages earnings',
  'let go': 'discharge termination employment',
  'laid off': 'layoff plant closing mass layoff notice employment',
  layoff: 'plant closing mass layoff notice',
  quit: 'termination employment',
  'not paid': 'wages compensation unpaid',
  "doesn't pay": 'wages compensation unpaid',
  'doesnt pay': 'wages compensation unpaid',
  paycheck: 'wages compensation',
  pay: 'wages compensation',
  paid: 'wages compensation',
  salary: 'wages compensation',
  overtime: 'overtime maximum hours compensation',
  'extra hours': 'overtime maximum hours',
  'minimum wage': 'minimum wage',
  'lowest pay': 'minimum wage',
  'lowest wage': 'minimum wage',
  'per hour': 'hourly minimum wage',
  'an hour': 'hourly minimum wage',
  hire: 'hiring employment applicant',
  hiring: 'employment applicant',
  tips: 'tipped employee wages',
  'breaks at work': 'break time',
  'pumping breast milk': 'break time nursing mothers',
  racist: 'race color discrimination',
  race: 'race color discrimination',
  'skin color': 'race color discrimination',
  religion: 'religion religious discrimination',
  gay: 'sex discrimination',
  transgender: 'sex discrimination',
  'too old': 'age discrimination',
  older: 'age discrimination',
  age: 'age discrimination',
  disabled: 'disability individual with a disability',
  wheelchair: 'disability accessibility',
  'reasonable accommodation': 'disability accommodation',
  'sick leave': 'family medical leave serious health condition',
  'take care of my': 'family medical leave serious health condition',
  'care for my': 'family medical leave serious health condition',
  'has cancer': 'serious health condition family medical leave',
  'time off': 'leave',
  'exposed wires': 'occupational safety health hazard',
  'get hurt': 'occupational safety health hazard',
  'someone is going to get hurt': 'occupational safety health hazard',
  'medical leave': 'family medical leave serious health condition',
  'maternity leave': 'family medical leave birth',
  'new baby': 'family medical leave birth',
  unsafe: 'occupational safety health hazard',
  dangerous: 'occupational safety health hazard',
  'hurt at work': 'occupational safety health injury',
  union: 'labor organization collective bargaining',
  'join a union': 'labor organization collective bargaining rights of employees',
  retirement: 'pension employee benefit plan',
  '401k': 'pension employee benefit plan',
  pension: 'pension employee benefit plan',
  'lost my job': 'termination unemployment discharge',
  'health insurance after': 'continuation coverage group health plan',
  'parents health insurance': 'dependent coverage young adult child age 26',
  "parents' health insurance": 'dependent coverage young adult child age 26',
  "parent's plan": 'dependent coverage young adult child age 26',
  'parents plan': 'dependent coverage young adult child age 26',
  // School
  school: 'educational institution education',
  college: 'educational institution education postsecondary',
  grades: 'education records',
  transcript: 'education records',
  'school records': 'education records',
  'student records': 'education records',
  teacher: 'educational agency education',
  'special education': 'children with disabilities individualized education',
  // Rights, police, government
  police: 'law enforcement officer color of law',
  cops: 'law enforcement officer color of law',
  cop: 'law enforcement officer color of law',
  'beat me': 'excessive force deprivation of rights',
  arrested: 'arrest law enforcement',
  'civil rights': 'deprivation of rights discrimination',
  'government records': 'freedom of information agency records',
  'government files': 'freedom of information agency records',
  'record a call': 'interception wire oral communication',
  'recorded our phone calls': 'interception wire oral communication',
  'recorded our calls': 'interception wire oral communication',
  'recorded my calls': 'interception wire oral communication',
  'recorded my phone calls': 'interception wire oral communication',
  'recorded me': 'interception wire oral communication',
  'record a phone call': 'interception wire oral communication',
  'recording a call': 'interception wire oral communication',
  'recording calls': 'interception wire oral communication',
  'record a conversation': 'interception wire oral communication',
  'secretly record': 'interception wire oral communication',
  wiretap: 'interception wire oral communication',
  vote: 'voting election voter',
  voting: 'election voter',
  // Immigration
  'green card': 'permanent resident alien immigrant',
  visa: 'alien nonimmigrant immigrant',
  deported: 'removal alien deportation',
  deport: 'removal alien deportation',
  immigrant: 'alien immigration',
  citizenship: 'naturalization citizen',
  // Health and benefits
  doctor: 'medical health care provider',
  hospital: 'hospital medical emergency',
  'emergency room': 'emergency medical treatment hospital',
  'medical records': 'health information privacy',
  'health records': 'health information privacy',
  'food stamps': 'supplemental nutrition assistance program',
  welfare: 'temporary assistance needy families',
  disability: 'disability',
  'social security': 'social security old age survivors disability insurance',
  veteran: 'veterans servicemember military',
  soldier: 'servicemember military uniformed services',
  military: 'servicemember uniformed services',
  deployed: 'servicemember military active duty',
  // Travel and vehicles
  flight: 'air carrier air transportation passenger',
  airline: 'air carrier air transportation passenger',
  plane: 'air carrier aircraft passenger',
  car: 'motor vehicle',
  odometer: 'odometer motor vehicle mileage',
  // Taxes
  taxes: 'tax internal revenue',
  irs: 'internal revenue tax',
};

/**
 * Retaliation as people tell it: they never say the word, they say what they did (complained,
 * reported, asked to be paid, called OSHA, went to HR, filed a charge) and what followed (fired,
 * hours cut, taken off the schedule, written up, demoted, punished). Federal anti-retaliation
 * sections forbid an employer to "discharge or in any other manner discriminate against" an
 * employee because of such acts (29 U.S.C. §§ 215(a)(3), 660(c); 42 U.S.C. §§ 2000e-3(a), 12203).
 */
const PROTECTED_ACT = String.raw`(?:complain\w*|complaint|report(?:ed|ing)?|reported (?:him|her|them|it)|spoke up|speak(?:ing)? up|asked (?:about|why|for|if|to be paid|to get paid)|asking (?:about|why|for|to be paid|to get paid)|went to (?:hr|human resources|the labor|osha|the eeoc)|call(?:ed|ing) (?:osha|the labor|the eeoc|the hotline|the compliance)|filed (?:a |an )?(?:complaint|charge|grievance)|told (?:my |the |our )?(?:manager|boss|supervisor|owner|hr|employer)|brought (?:it|this) up|raised (?:it|this|the issue|concerns?)|testif\w*|whistle ?blow\w*)`;
const ADVERSE_ACT = String.raw`(?:fired|fire me|let (?:me )?go|terminat\w*|cut (?:my|our) hours|(?:my )?hours (?:got |were )?cut|schedule (?:got |was )?cut|off the schedule|written up|wrote me up|writes? me up|write ?ups?|demot\w*|punish\w*|retaliat\w*|position (?:was |is |being |was being |is being )?eliminated|passed over|get back at)`;
const RETALIATION = new RegExp(
  String.raw`\b${PROTECTED_ACT}\b[\s\S]{0,400}?\b${ADVERSE_ACT}\b|\b${ADVERSE_ACT}\b[^.?!]{0,80}\b(?:for|because|after|since)\b[^.?!]{0,60}\b${PROTECTED_ACT}\b`,
  'i',
);

/** Whether a post tells retaliation as what happened: a complaint or report, then a punishment. */
export function tellsRetaliation(post: string): boolean {
  return RETALIATION.test(post);
}

const PUNISHMENT = new RegExp(
  String.raw`\b${ADVERSE_ACT}\b|\b(?:treat|punish|cut|fire|demote)\w* (?:me|him|her|us|them|somebody|someone|an? \w+) (?:like this|for|because)\b`,
  'i',
);
/** Whether a text names a punishment at work (fired, hours cut, written up, demoted...). */
export function namesPunishment(text: string): boolean {
  return PUNISHMENT.test(text);
}

/**
 * Patterns no word list catches: retaliation told as what happened (above); an age stated as a
 * number ("I'm 55", "62 years old") means the question is about age.
 */
const patternSynonyms: { re: RegExp; words: string }[] = [
  { re: RETALIATION, words: 'retaliation, discriminate against any employee because such employee has filed any complaint' },
  // A child's age ("my 13 year old", "I am 15") means child labor when work is asked about.
  { re: /\b(?:1[0-7])\s*(?:-\s*)?(?:years?|yrs?)(?:\s*-\s*|\s+)old\b/i, words: 'child labor minors' },
  { re: /\b(?:i'?m|i am|im)\s+1[0-7]\b/i, words: 'child labor minors' },
  { re: /\b(?:i'?m|i am|im|aged?|turned|turning)\s+(?:[4-9]\d)\b/i, words: 'age discrimination older' },
  { re: /\b[4-9]\d\s*(?:years?|yrs?)\s*old\b/i, words: 'age discrimination older' },
];

/** Both lists: a phrase in both gets both lists' words. */
function allSynonyms(): [string, string][] {
  const merged = new Map(Object.entries(plainEnglishSynonyms));
  for (const [phrase, words] of Object.entries(everydaySynonyms))
    merged.set(phrase, merged.has(phrase) ? `${merged.get(phrase)} ${words}` : words);
  return [...merged];
}

/** Longest phrase first, so "debt collector" is used before "collector". */
function compilePhrases() {
  return allSynonyms()
    .sort(([a], [b]) => b.length - a.length)
    .map(([phrase, words]) => ({
      re: new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
      words,
    }));
}
const entries = /* @__PURE__ */ compilePhrases();

/** The extra words a (lower-cased) query brings in, without repeats; '' when none. */
export function expandSynonyms(query: string): string {
  const extra = new Set<string>();
  for (const { re, words } of [...entries, ...patternSynonyms]) {
    if (re.test(query)) for (const w of words.split(/[\s,]+/)) if (w) extra.add(w);
  }
  return [...extra].join(' ');
}

/**
 * The statute's phrases a (lower-cased) query brings in, for the full-text ranking: a list
 * written with commas gives its phrases ("oppressive child labor"), one without gives its words.
 */
export function synonymPhrases(query: string): string[] {
  const extra = new Set<string>();
  for (const { re, words } of [...entries, ...patternSynonyms]) {
    if (!re.test(query)) continue;
    for (const p of words.includes(',') ? words.split(',') : words.split(' ')) if (p.trim()) extra.add(p.trim());
  }
  return [...extra];
}
