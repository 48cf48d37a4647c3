/**
 * Deadlines the law states, as data a legal reviewer can read and edit. Each entry
 * quotes, word for word, the words of the official text that state it (`quote`, checked against
 * corpus/uscode-text by sync-server/content/deadlines.test.ts) at the cited level, release point
 * 119-100. `appliesTo` lists the sections an answer must cite for the deadline to be shown.
 * Only calendar periods (days, months, years) are listed: business-day periods depend on
 * holidays and regulations and are left to the law's text.
 */
export type DeadlineUnit = 'days' | 'months' | 'years';

export interface LawDeadline {
  id: string;
  /** What must happen by the deadline, as a reader acts on it. */
  what: string;
  amount: number;
  unit: DeadlineUnit;
  /** The event the period runs from, completing "… after …" ("the date the violation occurred"). */
  from: string;
  /** The level of the section whose text states it. */
  cite: { title: number; section: string; level: string };
  /** The official words that state the period, exactly as in the text of that level. */
  quote: string;
  /** What can change the date, beyond the warning every deadline carries. */
  caveat?: string;
  appliesTo: { title: number; section: string }[];
  checked: { releasePoint: string };
}

const RP = { releasePoint: '119-100' };
const s = (title: number, ...sections: string[]) => sections.map((section) => ({ title, section }));

export const lawDeadlines: readonly LawDeadline[] = [
  {
    id: 'billing-error-notice',
    what: 'Your written billing-error notice must reach the card issuer',
    amount: 60,
    unit: 'days',
    from: 'the issuer sent the statement that shows the error',
    cite: { title: 15, section: '1666', level: 'a' },
    quote: 'within sixty days after having transmitted to an obligor a statement',
    caveat: 'Send it to the billing-error address on the statement, not with your payment.',
    appliesTo: s(15, '1666', '1666a'),
    checked: RP,
  },
  {
    id: 'fdcpa-dispute-debt',
    what: 'Dispute the debt in writing so the collector must stop and verify it',
    amount: 30,
    unit: 'days',
    from: 'you received the collector’s validation notice',
    cite: { title: 15, section: '1692g', level: 'b' },
    quote: 'within the thirty-day period described in subsection (a)',
    appliesTo: s(15, '1692g'),
    checked: RP,
  },
  {
    id: 'fdcpa-lawsuit',
    what: 'Last day to sue a debt collector under the Fair Debt Collection Practices Act',
    amount: 1,
    unit: 'years',
    from: 'the violation happened',
    cite: { title: 15, section: '1692k', level: 'd' },
    quote: 'within one year from the date on which the violation occurs',
    appliesTo: s(15, '1692b', '1692c', '1692d', '1692e', '1692f', '1692g', '1692k'),
    checked: RP,
  },
  {
    id: 'fcra-lawsuit',
    what: 'Last day to sue under the Fair Credit Reporting Act',
    amount: 2,
    unit: 'years',
    from: 'you discovered the violation',
    cite: { title: 15, section: '1681p', level: '1' },
    quote: '2 years after the date of discovery by the plaintiff of the violation',
    caveat: 'And never later than 5 years after the violation itself (15 U.S.C. § 1681p(2)).',
    appliesTo: s(15, '1681b', '1681e', '1681g', '1681i', '1681m', '1681n', '1681o', '1681p', '1681s-2'),
    checked: RP,
  },
  {
    id: 'fair-housing-hud-complaint',
    what: 'Last day to file a housing discrimination complaint with HUD',
    amount: 1,
    unit: 'years',
    from: 'the discriminatory practice happened or ended',
    cite: { title: 42, section: '3610', level: 'a-1-A-i' },
    quote: 'not later than one year after an alleged discriminatory housing practice has occurred or terminated',
    appliesTo: s(42, '3604', '3605', '3606', '3617', '3610'),
    checked: RP,
  },
  {
    id: 'fair-housing-lawsuit',
    what: 'Last day to sue over housing discrimination',
    amount: 2,
    unit: 'years',
    from: 'the discriminatory practice happened or ended',
    cite: { title: 42, section: '3613', level: 'a-1-A' },
    quote: 'not later than 2 years after the occurrence or the termination of an alleged discriminatory housing practice',
    caveat: 'Time while a HUD complaint is pending is not counted (42 U.S.C. § 3613(a)(1)(B)).',
    appliesTo: s(42, '3604', '3605', '3606', '3617', '3613'),
    checked: RP,
  },
  {
    id: 'efta-error-notice',
    what: 'Your bank must receive your notice of an electronic transfer error',
    amount: 60,
    unit: 'days',
    from: 'the bank sent the statement or receipt showing the error',
    cite: { title: 15, section: '1693f', level: 'a' },
    quote: 'within sixty days after having transmitted to a consumer documentation',
    appliesTo: s(15, '1693f', '1693g'),
    checked: RP,
  },
  {
    id: 'flsa-lawsuit',
    what: 'Last day to sue for unpaid minimum wage or overtime',
    amount: 2,
    unit: 'years',
    from: 'the unpaid wages were due',
    cite: { title: 29, section: '255', level: 'a' },
    quote: 'within two years after the cause of action accrued',
    caveat: 'Three years for a willful violation (29 U.S.C. § 255(a)). Each missed paycheck starts its own period.',
    appliesTo: s(29, '206', '207', '215', '216', '255'),
    checked: RP,
  },
  {
    id: 'title-vii-eeoc-charge',
    what: 'Last day to file a job discrimination charge with the EEOC',
    amount: 180,
    unit: 'days',
    from: 'the discrimination happened',
    cite: { title: 42, section: '2000e-5', level: 'e-1' },
    quote: 'within one hundred and eighty days after the alleged unlawful employment practice occurred',
    caveat: 'Usually 300 days where a state or local agency also handles such charges (same subsection).',
    appliesTo: s(42, '2000e-2', '2000e-3', '2000e-5'),
    checked: RP,
  },
  {
    id: 'adea-eeoc-charge',
    what: 'Last day to file an age discrimination charge with the EEOC',
    amount: 180,
    unit: 'days',
    from: 'the discrimination happened',
    cite: { title: 29, section: '626', level: 'd-1-A' },
    quote: 'within 180 days after the alleged unlawful practice occurred',
    caveat: 'In states with their own age-discrimination agency, 300 days (29 U.S.C. § 626(d)(1)(B)).',
    appliesTo: s(29, '623', '626'),
    checked: RP,
  },
  {
    id: 'userra-reemployment-long',
    what: 'Apply to get your civilian job back after more than 180 days of service',
    amount: 90,
    unit: 'days',
    from: 'your period of service ended',
    cite: { title: 38, section: '4312', level: 'e-1-D' },
    quote: 'not later than 90 days after the completion of the period of service',
    caveat: 'Shorter service has shorter periods: 14 days after 31-180 days of service (38 U.S.C. § 4312(e)(1)(C)).',
    appliesTo: s(38, '4312', '4313'),
    checked: RP,
  },
  {
    id: 'osha-retaliation-complaint',
    what: 'Last day to complain to OSHA that you were punished for a safety complaint',
    amount: 30,
    unit: 'days',
    from: 'the retaliation happened',
    cite: { title: 29, section: '660', level: 'c-2' },
    quote: 'within thirty days after such violation occurs',
    appliesTo: s(29, '660'),
    checked: RP,
  },
  {
    id: 'fmla-lawsuit',
    what: 'Last day to sue over family or medical leave rights',
    amount: 2,
    unit: 'years',
    from: 'the last event of the violation',
    cite: { title: 29, section: '2617', level: 'c-1' },
    quote: 'not later than 2 years after the date of the last event constituting the alleged violation',
    caveat: 'Three years for a willful violation (29 U.S.C. § 2617(c)(2)).',
    appliesTo: s(29, '2612', '2614', '2615', '2617'),
    checked: RP,
  },
  {
    id: 'social-security-court-review',
    what: 'Last day to ask a federal court to review a final Social Security decision',
    amount: 60,
    unit: 'days',
    from: 'the notice of the final decision was mailed to you',
    cite: { title: 42, section: '405', level: 'g' },
    quote: 'within sixty days after the mailing to him of notice of such decision',
    caveat: 'The Commissioner may allow more time (same subsection).',
    appliesTo: s(42, '405', '423', '1383'),
    checked: RP,
  },
  {
    id: 'tax-refund-claim',
    what: 'Last day to claim a federal tax refund',
    amount: 3,
    unit: 'years',
    from: 'you filed the return',
    cite: { title: 26, section: '6511', level: 'a' },
    quote: 'within 3 years from the time the return was filed or 2 years from the time the tax was paid',
    caveat: 'Or 2 years from when the tax was paid, whichever ends later (same subsection).',
    appliesTo: s(26, '6511', '6402'),
    checked: RP,
  },
];
