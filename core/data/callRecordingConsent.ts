/**
 * Whose consent a state requires to record a phone call or private conversation: one party (a
 * participant may record) or all parties. Reviewed data for What's Illegal ("record a phone call"),
 * docs/understanding.md "What's Illegal".
 *
 * Source of each entry: the state statute named in it, a settled rule that is widely documented.
 * ../shared/data holds no state statute text, so no entry was checked against the statute's text
 * here; a legal reviewer should read each at the state's official code (core/data/states.ts
 * statutesUrl). Where the rule is not settled in one statute (conflicting statutes, a rule made by
 * courts) or was not reviewed, the entry says so and names no rule: the answer then points to the
 * state's code. Federal law (18 U.S.C. § 2511(2)(d)) is one-party everywhere; a state may be stricter.
 */
import { usStates } from './states';

export type ConsentRule = 'one-party' | 'all-party' | 'mixed';

export interface CallRecordingRule {
  /** Two-letter code. */
  state: string;
  rule: ConsentRule;
  /** The state statute, as cited in that state. */
  statute: string;
  /** For 'mixed' and for limits of the rule: what differs (phone calls, in-person talks). */
  note?: string;
}

export interface CallRecordingUnknown {
  state: string;
  rule: 'not-reviewed';
  /** Why the app states no rule. */
  note: string;
}

const REVIEWED: readonly CallRecordingRule[] = [
  // All-party consent to record a private or confidential conversation, phone calls included.
  { state: 'CA', rule: 'all-party', statute: 'Cal. Penal Code § 632', note: 'for confidential communications; recording without every party’s consent is a crime and may be sued over (Cal. Penal Code § 637.2)' },
  { state: 'FL', rule: 'all-party', statute: 'Fla. Stat. § 934.03' },
  { state: 'IL', rule: 'all-party', statute: '720 ILCS 5/14-2', note: 'for private conversations' },
  { state: 'MD', rule: 'all-party', statute: 'Md. Code Ann., Cts. & Jud. Proc. § 10-402' },
  { state: 'MA', rule: 'all-party', statute: 'Mass. Gen. Laws ch. 272, § 99', note: 'secret recording is forbidden even of conversations in public' },
  { state: 'MT', rule: 'all-party', statute: 'Mont. Code Ann. § 45-8-213' },
  { state: 'NH', rule: 'all-party', statute: 'N.H. Rev. Stat. Ann. § 570-A:2' },
  { state: 'PA', rule: 'all-party', statute: '18 Pa. Cons. Stat. § 5703' },
  { state: 'WA', rule: 'all-party', statute: 'Wash. Rev. Code § 9.73.030', note: 'for private conversations' },
  // One rule for phone calls, another for conversations in person (or civil and criminal law differ).
  { state: 'CT', rule: 'mixed', statute: 'Conn. Gen. Stat. § 52-570d', note: 'recording a phone call without every party’s consent can be sued over; the criminal eavesdropping law (Conn. Gen. Stat. § 53a-187) requires only one party’s consent' },
  { state: 'OR', rule: 'mixed', statute: 'Or. Rev. Stat. § 165.540', note: 'one party may consent to recording a phone call; everyone must be told before a conversation in person is recorded' },
  // One-party consent: a participant may record, or anyone with a participant's consent.
  { state: 'NY', rule: 'one-party', statute: 'N.Y. Penal Law §§ 250.00, 250.05' },
  { state: 'NJ', rule: 'one-party', statute: 'N.J. Stat. Ann. § 2A:156A-4' },
  { state: 'TX', rule: 'one-party', statute: 'Tex. Penal Code § 16.02' },
  { state: 'GA', rule: 'one-party', statute: 'Ga. Code Ann. § 16-11-66' },
  { state: 'OH', rule: 'one-party', statute: 'Ohio Rev. Code § 2933.52' },
  { state: 'VA', rule: 'one-party', statute: 'Va. Code Ann. § 19.2-62' },
  { state: 'NC', rule: 'one-party', statute: 'N.C. Gen. Stat. § 15A-287' },
  { state: 'CO', rule: 'one-party', statute: 'Colo. Rev. Stat. § 18-9-303' },
  { state: 'MN', rule: 'one-party', statute: 'Minn. Stat. § 626A.02' },
  { state: 'DC', rule: 'one-party', statute: 'D.C. Code § 23-542' },
];

const NOT_SETTLED: Readonly<Record<string, string>> = {
  DE: 'Delaware’s statutes on recording conflict (one speaks of one party’s consent, another of all parties’), so Laws AI states no rule for Delaware.',
  MI: 'Michigan’s eavesdropping law is read by courts as letting a participant record, but the statute’s words speak of all parties; Laws AI states no rule for Michigan.',
  NV: 'Nevada’s statutes treat phone calls and conversations in person differently, and its courts have read the phone-call statute strictly; Laws AI states no rule for Nevada.',
  VT: 'Vermont has no statute on recording conversations; its courts decide case by case, so Laws AI states no rule for Vermont.',
};

/** Every state and DC: its reviewed rule, or why none is stated. */
export const callRecordingConsent: readonly (CallRecordingRule | CallRecordingUnknown)[] = usStates.map((s) => {
  const reviewed = REVIEWED.find((r) => r.state === s.code);
  if (reviewed) return reviewed;
  return { state: s.code, rule: 'not-reviewed', note: NOT_SETTLED[s.code] ?? `${s.name}’s rule on recording calls is not in Laws AI’s reviewed data yet.` };
});

export function callRecordingRuleOf(code: string): CallRecordingRule | CallRecordingUnknown | undefined {
  return callRecordingConsent.find((r) => r.state === code.toUpperCase());
}

/** What an answer says about recording a call in a state (the state's rule with its statute, or where to look). */
export function callRecordingLine(code: string, stateName: string, codeUrl: string): string {
  const r = callRecordingRuleOf(code);
  if (!r || r.rule === 'not-reviewed') return `${r?.note ?? `${stateName}’s rule is not in Laws AI’s reviewed data.`} Check ${stateName}’s own code before recording: ${codeUrl}`;
  const note = r.note ? ` (${r.note})` : '';
  if (r.rule === 'all-party') return `${stateName} requires the consent of everyone on the call or in the conversation (all-party consent): ${r.statute}${note}. Telling everyone that the call is being recorded, and going on only if they agree, is the usual way to get it.`;
  if (r.rule === 'one-party') return `${stateName} lets a person who takes part in a call or conversation record it, or someone with a participant’s consent (one-party consent): ${r.statute}${note}. If anyone on the call is in an all-party state, that state’s stricter law may apply.`;
  return `${stateName}’s rule depends on the kind of conversation: ${r.statute}${note}.`;
}
