/**
 * The question's role (docs/understanding.md "Eleventh pass (s12-role)"): what the person wants to
 * know of the law — the deadline, the remedy (money back, damages, fees), who qualifies, how to
 * complain or appeal, the penalty — read from the sentences that ask, and the role each candidate
 * section plays, read from its heading (a guide's title, a card's keywords). One Act's sections
 * answer neighbouring questions (the deadline to sue beside the right itself, the damages beside the
 * prohibition); the role picks among them only: run after the gate's own lead choice (./leadChoice.ts).
 */
import { askingSentences } from './asking';
import type { LawSearchHit } from './engine';
import { leadWith, sameAct } from './leadChoice';
import { normalizeText } from './text';

export type Role = 'deadline' | 'remedy' | 'eligibility' | 'complaint' | 'penalty';

/** What a sentence that asks says it wants to know, in everyday words. */
const ASKED: readonly [Role, RegExp][] = [
  [
    'deadline',
    /\b(?:too late|how long (?:do|does|did|have|has|will|would|can|could|is|after)|how much time(?! off)|time limit|deadline|statute of limitations?|(?:can|could) (?:i|we|she|he) still (?:sue|file|do|claim|report|dispute|go after|make|get|take)|is it still (?:possible|worth)|how (?:many|much) (?:days|months|years)|how soon|run out|ran out|expired?|window (?:to|for))\b/,
  ],
  [
    'remedy',
    /\b(?:(?:my|the|our|any|that) money back|get (?:my|the|our|any|that|some)? ?(?:money|deposit|refund|wages)(?: back)?|get (?:paid back|reimbursed|compensated)|back pay|damages|compensat\w*|reimburs\w*|(?:can|could|should) (?:i|we) sue|sue (?:them|him|her|for|the|my)|how much (?:can|could|would|will|do|might) (?:i|we) (?:get|recover|be owed)|attorney'?s? fees|lawyer'?s? fees|recover\w*|make them pay|what (?:can|could|would) (?:i|we) get|owe (?:me|us))\b/,
  ],
  [
    'eligibility',
    /\b(?:(?:do|would|could|can) (?:i|we|they|he|she) (?:even )?qualify|(?:am|are|is|would) (?:i|we|he|she|they|my \w+) (?:even |still )?(?:be )?(?:eligible|covered|entitled)|eligib\w*|qualif(?:y|ies|ied)|who (?:counts|qualifies|is covered)|does (?:it|this|that|the law|the act) (?:even |still )?(?:apply|cover|count)|(?:apply|applies) to (?:me|us|my|her|him|them)|covered (?:by|under))\b/,
  ],
  [
    'complaint',
    /\b(?:where (?:do|can|should|would) (?:i|we) (?:even )?(?:report|complain|file|go|turn)|who (?:do|can|should|would) (?:i|we) (?:even )?(?:report|complain|call|contact|tell|go to)|how (?:do|can|would|should) (?:i|we) (?:even )?(?:report|complain|file|appeal|dispute|challenge|contest)|file (?:a|an) (?:complaint|charge|grievance|appeal)|appeal|report (?:them|this|it|him|her)|complain)\b/,
  ],
  [
    'penalty',
    /\b(?:(?:any|a|the) (?:penalty|punishment|fine) (?:if|for) (?:they|them|him|her|the|my|that|this|what|doing)|(?:be|get|gets|getting) fined|jail|prison|what happens to (?:them|him|her|the \w+)|(?:get|gets|getting) in (?:real )?trouble|(?:a|the) crime)\b/,
  ],
];

/** The role a section's heading (a guide's title, a card's keywords) says it plays. */
const PLAYS: readonly [Role, RegExp][] = [
  [
    'deadline',
    /\b(?:statutes? of limitations?|limitations? (?:of|on|upon) (?:actions?|suits?|claims?|proceedings)|limitations? (?:on|of) (?:assessment|credit|refund|collection)|limitations? periods?|periods? of limitations?|time limits?|periods? for (?:filing|bringing|commencing)|deadlines?|time for (?:filing|bringing|commencing)|(?:jurisdiction|venue)[^.]{0,40}\blimitations?)\b/,
  ],
  [
    'remedy',
    /\b(?:civil liability|liability (?:for|of (?:the )?(?:seller|lender|creditor|carrier|employer|dealer))|damages|remed(?:y|ies)|attorney'?s? fees|civil actions?|private (?:civil )?actions?|right of action|restitution|refunds?|reimbursement|back pay)\b/,
  ],
  ['eligibility', /\b(?:eligib\w*|qualif\w*|coverage|applicability|entitlement)\b/],
  [
    'complaint',
    /\b(?:complaints?|(?<!law )enforcement|appeals?|grievances?|(?:filing|filing a) (?:of )?(?:charges?|claims?)|administrative (?:procedure|review|remedies))\b/,
  ],
  ['penalty', /\b(?:(?<!death )penalt(?:y|ies)|criminal|offenses?|fines?|imprisonment|sanctions?)\b/],
];

/** A section for federal employees (Title VII's § 2000e-16, the ADEA's § 633a), beside its Act's private-sector rule. */
const FEDERAL_EMPLOYMENT =
  /\b(?:federal (?:government )?(?:employment|employees?|jobs?|workforce)|employment by (?:the )?federal government)\b/;

/** The roles the post's sentences that ask want (none when they ask nothing a role names). */
export function askedRoles(question: string): Set<Role> {
  const asked = askingSentences(question)
    .map((s) => normalizeText(s))
    .join(' ');
  return new Set(ASKED.filter(([, re]) => re.test(asked)).map(([role]) => role));
}

/**
 * What a section says it is about, for its role: its official heading, and a guide's title after the
 * Act's name. Not a card's keywords: they name what the section's text touches ("substantial
 * functional limitations", "law enforcement", "death penalty"), not the question it answers.
 */
function roleText(hit: LawSearchHit): string {
  const r = hit.record;
  return normalizeText(`${r.heading} . ${r.kind === 'guide' ? r.title.split(' — ').slice(1).join(' ') : ''}`);
}

/** The roles a section plays, from what it says it is about. */
export function sectionRoles(hit: LawSearchHit): Set<Role> {
  const text = roleText(hit);
  return new Set(PLAYS.filter(([, re]) => re.test(text)).map(([role]) => role));
}

/** Whether a section is its Act's version for federal employees (its heading or a guide's title says so). */
export function forFederalEmployees(hit: LawSearchHit): boolean {
  return FEDERAL_EMPLOYMENT.test(roleText(hit));
}

/** How far apart two sections of one title may be numbered to count as neighbours (one chapter's). */
const NEAR_SECTIONS = 5;
const sectionNumber = (hit: LawSearchHit) => Number.parseInt(hit.record.usc.section, 10);
/** Two sections of one title numbered within NEAR_SECTIONS (12 U.S.C. §§ 2607 and 2608, RESPA's). */
function nearSection(a: LawSearchHit, b: LawSearchHit): boolean {
  return a.record.usc.title === b.record.usc.title && Math.abs(sectionNumber(a) - sectionNumber(b)) <= NEAR_SECTIONS;
}

/** Candidates, the leader with them, among which the role chooses. */
export const ROLE_DEPTH = 3;

/**
 * The leader's Act's section (or one numbered beside it in its title), among the first ROLE_DEPTH
 * candidates, that plays the role the post asks when the leader plays none of them: the deadline to
 * sue over the right itself, the damages over the prohibition. A post that asks two ("is it too late
 * to sue them?") is answered by the first role of ASKED that one of these sections plays: the
 * deadline before the suit it bounds. Another
 * Act's section never moves (the role tells neighbours apart, not subjects), nor does the Act's
 * version for other people: the private employer's enforcement section never takes the lead from the
 * federal employee's, nor the reverse. A definitions section was also tried as a role that yields the
 * lead to its Act's section beside it: it lost leads where the definition answers (29 U.S.C. § 203's
 * "employ", 42 U.S.C. § 2000e's "employer"; docs/understanding.md "Eleventh pass (s12-role)").
 */
export function chooseByRole(question: string, hits: LawSearchHit[]): LawSearchHit[] {
  const lead = hits[0];
  if (!lead) return hits;
  const federal = forFederalEmployees(lead);
  const near = hits.slice(1, ROLE_DEPTH).filter((h) => (sameAct(lead, h) || nearSection(lead, h)) && forFederalEmployees(h) === federal);
  if (near.length === 0) return hits;
  const asked = askedRoles(question);
  for (const [role] of ASKED) {
    if (!asked.has(role)) continue;
    if (sectionRoles(lead).has(role)) return hits;
    const better = near.find((h) => sectionRoles(h).has(role));
    if (better) return leadWith(better, hits);
  }
  return hits;
}
