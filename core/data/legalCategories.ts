/**
 * The Assistant tab's Legal Categories (spec part 1 §3: six, label and value). Clicking one
 * sends its canned query, asking for the top federal laws of that area (§2 "Assistant tab").
 */
export interface LegalCategory {
  label: string;
  value: string;
  /** The question the assistant is asked when the category is chosen. */
  query: string;
}

export const legalCategories = [
  { label: 'Constitutional Law', value: 'constitutional', query: 'What are the top federal laws about constitutional law?' },
  { label: 'Employment Law', value: 'employment', query: 'What are the top federal laws about employment law?' },
  { label: 'Housing & Real Estate', value: 'housing', query: 'What are the top federal laws about housing and real estate?' },
  { label: 'Transportation', value: 'transportation', query: 'What are the top federal laws about transportation?' },
  { label: 'Consumer Protection', value: 'consumer', query: 'What are the top federal laws about consumer protection?' },
  { label: 'Tax Law', value: 'tax', query: 'What are the top federal laws about tax law?' },
] as const satisfies readonly LegalCategory[];

export type LegalCategoryValue = (typeof legalCategories)[number]['value'];

/**
 * The top laws a category opens with, in order, each with the reason it is there (reviewed data:
 * a legal reviewer reads and edits this list; the test checks every id is a guide of the library
 * in that category). Chosen for how often ordinary people need them, not by word overlap.
 */
export interface CuratedLaw {
  /** A guide id of the library ("fdcpa-harassment"). */
  lawId: string;
  why: string;
}

export const categoryTopLaws: Readonly<Record<LegalCategoryValue, readonly CuratedLaw[]>> = {
  constitutional: [
    { lawId: 'section-1983-civil-rights-lawsuit', why: 'How a person sues a state or local official who violated their constitutional rights.' },
    { lawId: 'color-of-law-18-usc-242', why: 'The federal crime of depriving someone of their rights under color of law.' },
    { lawId: 'rfra-religious-freedom', why: 'Limits on the federal government burdening the exercise of religion.' },
    { lawId: 'vra-section-2-discrimination', why: 'The Voting Rights Act ban on voting rules that discriminate by race or color.' },
    { lawId: 'title-vi-race-national-origin', why: 'No discrimination by race, color or national origin in federally funded programs.' },
    { lawId: 'title-ix-sex-discrimination', why: 'No discrimination by sex in federally funded education.' },
  ],
  employment: [
    { lawId: 'flsa-minimum-wage', why: 'The federal minimum wage.' },
    { lawId: 'flsa-overtime', why: 'Overtime pay after 40 hours in a workweek.' },
    { lawId: 'title-vii-job-discrimination', why: 'No job discrimination by race, color, religion, sex or national origin.' },
    { lawId: 'ada-employment-discrimination', why: 'No job discrimination against qualified people with disabilities.' },
    { lawId: 'fmla-12-weeks-leave', why: 'Unpaid, job-protected leave for a new child or a serious health condition.' },
    { lawId: 'osh-act-safe-workplace', why: 'The duty to keep the workplace free of recognized serious hazards.' },
  ],
  housing: [
    { lawId: 'fha-refusal-to-rent-or-sell', why: 'The Fair Housing Act ban on refusing to rent or sell for a protected reason, families with children included.' },
    { lawId: 'fha-disability-accommodations', why: 'Reasonable accommodations and modifications for renters with disabilities.' },
    { lawId: 'fha-interference-retaliation', why: 'No threats or retaliation against people who use their fair housing rights.' },
    { lawId: 'usha-section-8-vouchers', why: 'The Section 8 housing choice voucher program.' },
    { lawId: 'lead-paint-disclosure', why: 'Lead-based paint disclosure before renting or buying older housing.' },
    { lawId: 'respa-servicer-errors', why: 'How a mortgage servicer must answer and correct errors.' },
  ],
  transportation: [
    { lawId: 'airline-refunds-cancelled-delayed', why: 'Refunds when an airline cancels or significantly changes a flight.' },
    { lawId: 'air-carrier-access-act', why: 'No discrimination by airlines against passengers with disabilities.' },
    { lawId: 'vehicle-recall-free-remedy', why: 'Safety recalls fixed free of charge.' },
    { lawId: 'odometer-tampering', why: 'The ban on rolling back odometers.' },
    { lawId: 'tarmac-delay-contingency-plans', why: 'Limits on keeping passengers on a delayed plane on the tarmac.' },
    { lawId: 'dppa-dmv-records-privacy', why: 'Privacy of the personal information in state motor vehicle records.' },
  ],
  consumer: [
    { lawId: 'fdcpa-harassment', why: 'Debt collectors may not harass or abuse anyone.' },
    { lawId: 'fcra-dispute-errors', why: 'How to dispute errors in a credit report.' },
    { lawId: 'fcba-billing-error-disputes', why: 'How to dispute a billing error on a credit card.' },
    { lawId: 'tcpa-robocalls', why: 'Limits on robocalls and autodialed calls and texts.' },
    { lawId: 'efta-lost-debit-card', why: 'Limits on what you owe for a lost or stolen debit card.' },
    { lawId: 'ftc-act-unfair-deceptive-practices', why: 'The FTC Act ban on unfair or deceptive business practices.' },
  ],
  tax: [
    { lawId: 'irc-taxpayer-bill-of-rights', why: 'The taxpayer rights the IRS must respect.' },
    { lawId: 'irc-collection-due-process-levy', why: 'Notice and a hearing before the IRS levies on property.' },
    { lawId: 'irc-installment-agreements', why: 'Paying a tax debt in installments.' },
    { lawId: 'irc-innocent-spouse-relief', why: 'Relief from tax owed because of a spouse’s return.' },
    { lawId: 'irc-earned-income-credit', why: 'The earned income tax credit for working people.' },
    { lawId: 'irc-refund-deadline', why: 'The deadline to claim a tax refund.' },
  ],
};

/** The curated laws of a category whose canned question this is, or undefined. */
export function curatedCategoryLaws(query: string): readonly CuratedLaw[] | undefined {
  const category = legalCategories.find((c) => c.query === query.trim());
  return category ? categoryTopLaws[category.value] : undefined;
}

/**
 * A category's canned question answered with its curated laws, in their reviewed order, as search
 * hits: the same on the server (the corpus) and offline (the saved library), each caller finding a
 * law by its id. Undefined for any other question.
 */
export function curatedCategoryHits<R extends { id: string }>(query: string, find: (lawId: string) => R | undefined): { record: R; score: number; match: 'act' }[] | undefined {
  const curated = curatedCategoryLaws(query);
  if (!curated) return undefined;
  const records = curated.map((c) => find(c.lawId)).filter((r): r is R => r !== undefined);
  return records.map((record, i) => ({ record, score: records.length - i, match: 'act' as const }));
}
