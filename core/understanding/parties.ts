/**
 * Who is involved in a post: reviewed data, one entry per kind of party, with the words people
 * use for it (lower-case, folded text). Read by readQuestion (core/understanding/read.ts).
 */
export type PartyId =
  | 'employer'
  | 'coworker'
  | 'landlord'
  | 'debt-collector'
  | 'lender'
  | 'police'
  | 'court'
  | 'school'
  | 'spouse'
  | 'family'
  | 'insurer'
  | 'government-agency'
  | 'medical-provider'
  | 'business'
  | 'neighbor'
  | 'contractor';

export interface PartyRule {
  id: PartyId;
  label: string;
  words: RegExp;
}

export const PARTY_RULES: readonly PartyRule[] = [
  {
    id: 'employer',
    label: 'employer',
    words:
      /\b(?:employer|my boss|the boss|boss(?:es)?|manager|supervisor|hr\b|human resources|my job|at work|the company i work|where i work|owner of the (?:company|restaurant|store)|foreman)\b/,
  },
  { id: 'coworker', label: 'coworker', words: /\b(?:co-?workers?|colleagues?)\b/ },
  {
    id: 'landlord',
    label: 'landlord',
    words: /\b(?:landlord|landlady|land lord|property manage\w*|leasing office|apartment complex|management company)\b/,
  },
  {
    id: 'debt-collector',
    label: 'debt collector',
    words: /\b(?:debt collect\w*|collection (?:agency|agencies|company|calls?)|collectors?|in collections|sent (?:it|me) to collections)\b/,
  },
  {
    id: 'lender',
    label: 'bank or lender',
    words: /\b(?:bank|lender|loan servicer|servicer|credit card company|card issuer|mortgage company|credit union|payday lender)\b/,
  },
  {
    id: 'police',
    label: 'police',
    words: /\b(?:police|cops?|officers?|sheriff|deputy|trooper|detective|arrest\w*|handcuff\w*|pulled (?:me )?over)\b/,
  },
  { id: 'court', label: 'court', words: /\b(?:judge|court|courthouse|magistrate|prosecutor|district attorney|public defender)\b/ },
  { id: 'school', label: 'school', words: /\b(?:school|teacher|principal|college|university|professor|school district|campus|dean)\b/ },
  {
    id: 'spouse',
    label: 'spouse or partner',
    words: /\b(?:husband|wife|spouse|my ex\b|ex-?(?:husband|wife)|boyfriend|girlfriend|fianc[eé]e?|partner)\b/,
  },
  {
    id: 'family',
    label: 'family member',
    words:
      /\b(?:mom|mother|dad|father|parents?|grand(?:ma|pa|mother|father|parents?)|brother|sister|siblings?|son|daughter|kids?|children|aunt|uncle|cousin|step-?(?:mom|dad|father|mother|son|daughter))\b/,
  },
  {
    id: 'insurer',
    label: 'insurance company',
    words: /\b(?:insurance (?:company|adjuster|carrier|agent)|insurer|adjuster|my insurance|their insurance)\b/,
  },
  {
    id: 'government-agency',
    label: 'government agency',
    words:
      /\b(?:irs|social security|ssa\b|the va\b|veterans affairs|dmv|uscis|immigration|ice\b|fema|hud\b|medicare|medicaid|unemployment office|the state|the government|federal agency|agency|department of \w+)\b/,
  },
  {
    id: 'medical-provider',
    label: 'doctor or hospital',
    words: /\b(?:doctor|hospital|dentist|surgeon|nurse|clinic|er\b|emergency room|pharmacy|pharmacist)\b/,
  },
  {
    id: 'business',
    label: 'business or seller',
    words: /\b(?:store|seller|dealer(?:ship)?|company|merchant|restaurant|airline|retailer|website|online (?:store|seller))\b/,
  },
  { id: 'neighbor', label: 'neighbor', words: /\b(?:neighbou?rs?)\b/ },
  { id: 'contractor', label: 'contractor', words: /\b(?:contractor|mechanic|plumber|roofer|handyman|repair shop|body shop)\b/ },
];
