/**
 * Laws written for one group of people or one programme (veterans and servicemembers, public
 * and assisted housing, Medicare and Medicaid, federal buildings): such a law answers a post only
 * when the post names that group or programme. A blind person refused at a pizza place is not
 * asking about the VA's guide dogs (38 U.S.C. § 1714) or guide dogs in federal buildings
 * (40 U.S.C. § 3103); a family turned away from an apartment complex is not asking how public
 * housing rent is set (42 U.S.C. § 1437a). Used by the relevance gate (./topicRerank.ts);
 * docs/understanding.md "Relevance and federal coverage".
 */
import type { LawRecord } from '../laws/types';
import { normalizeText } from './text';

export interface GroupRule {
  /** Who the laws are for, for the reader. */
  group: string;
  /** Whether a law is one written for the group. */
  isFor: (record: Pick<LawRecord, 'categoryId' | 'usc'>) => boolean;
  /** Words of a post that name the group or programme (normalized text). */
  named: RegExp;
}

export const GROUP_RULES: readonly GroupRule[] = [
  {
    group: 'veterans and members of the armed forces',
    // Title 38 is Veterans' Benefits (USERRA, chapter 43, is for servicemembers); title 10 the Armed Forces.
    isFor: (r) => r.categoryId === 'military-veterans' || r.usc.title === 38 || r.usc.title === 10,
    named:
      /\b(?:veterans?|va|military|army|navy|marines?|air force|coast guard|national guard|reserves?|reservists?|service ?members?|soldiers?|sailors?|airmen|deploy\w*|active duty|activated|uniformed|gi bill|tricare|discharge\w*|enlist\w*|pcs orders|military orders)\b/,
  },
  {
    group: 'tenants of public or assisted housing',
    isFor: (r) => r.categoryId === 'public-housing',
    named:
      /\b(?:public housing|section 8|housing authority|housing choice|vouchers?|hud|subsidi[sz]ed|assisted housing|low[- ]income housing|housing assistance|projects)\b/,
  },
  {
    group: 'people on Medicare or Medicaid',
    isFor: (r) => r.categoryId === 'medicare-medicaid',
    named: /\b(?:medicare|medicaid|medigap|part [abcd]|nursing homes?|skilled nursing|chip|advance directives?|living will)\b/,
  },
  {
    group: 'people renting, buying or living in a home',
    isFor: (r) => r.categoryId === 'fair-housing' || r.categoryId === 'rental-housing',
    // "Home" as the place one goes back to ("we just went home", "drove home", "came home from
    // deployment") names no dwelling rented or bought: a gym refusing a wheelchair user is not a
    // fair-housing matter because the couple went home after.
    named:
      /\b(?:rent\w*|landlords?|landlady|apartments?|lease\w*|tenants?|housing|(?<!\b(?:go|goes|going|went|gone|come|comes|coming|came|get|gets|getting|got|drive|drives|driving|drove|driven|walk|walks|walking|walked|head|headed|heading|ride|rode|fly|flew|sent|send|back|way|straight)\s)home|homes|house|units?|condos?|mortgages?|hoa|realtors?|real estate|listings?|propert(?:y|ies)|complex|building|roommates?|neighbou?rs?|evict\w*|move in|moved in|live|lived|living)\b/,
  },
  {
    group: 'employees and job applicants',
    isFor: (r) =>
      [
        'wages-hours',
        'workplace-discrimination',
        'age-discrimination',
        'family-leave',
        'workplace-safety',
        'labor-unions',
        'job-loss',
      ].includes(r.categoryId ?? ''),
    named:
      /\b(?:jobs?|work\w*|employ\w*|boss(?:es)?|supervisors?|co-?workers?|hired|hiring|hire|fired|firing|laid off|layoffs?|shifts?|paychecks?|pay ?stubs?|wages?|salar\w*|overtime|hr|human resources|interview\w*|career|staff|union|promot\w*|retire\w*|quit|resign\w*|position|crew|plant|factory|office|clock\w*|hours)\b/,
  },
  {
    group: 'air travelers',
    isFor: (r) => r.categoryId === 'air-travel',
    named:
      /\b(?:planes?|airplanes?|flights?|flew|fly|flying|airlines?|airports?|air travel|boarding|tsa|pilots?|carry-?ons?|checked bags?|cabin|seat on)\b/,
  },
  {
    group: 'visitors to federal buildings and property',
    // Title 40: Public Buildings, Property, and Works.
    isFor: (r) => r.usc.title === 40,
    named: /\b(?:federal (?:building|property|office|courthouse|land|facility)|government building|post office|courthouse)\b/,
  },
];

type GroupedRecord = Pick<LawRecord, 'categoryId' | 'usc'>;

/**
 * For one post, whether a law is written for a group or programme the post does not name. The
 * post is read once and each group looked for once, however many laws are asked about.
 */
export function unnamedGroupTest(post: string): (record: GroupedRecord) => boolean {
  const text = normalizeText(post);
  const named = new Map<GroupRule, boolean>();
  return (record) => {
    const rule = GROUP_RULES.find((r) => r.isFor(record));
    if (rule === undefined) return false;
    if (!named.has(rule)) named.set(rule, rule.named.test(text));
    return !named.get(rule);
  };
}

/** Whether a law is written for a group or programme the post does not name. */
export function forUnnamedGroup(record: GroupedRecord, post: string): boolean {
  return unnamedGroupTest(post)(record);
}
