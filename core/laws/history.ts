/**
 * When each U.S. Code section was enacted and last amended, and by which Public Law (issues 21,
 * 22), from the official source credits in ../shared/data/uscode-history (release point 119-100).
 * Pure: the rows are read by scripts/build-history.ts and sync-server/lawHistory; the app gets the
 * results over the wire (or in the saved library) and formats them with the helpers here.
 */

/** One row of ../shared/data/uscode-history/title-NN.jsonl.br, as published. */
export interface SectionHistoryRow {
  /** The data's section key: "1692c"; the second of a duplicated number "3598_2". */
  section: string;
  /** The official source credit, plain text; null for the 3 sections published without one. */
  credit: string | null;
  /** Every date in the credit, ISO, sorted; the last is the latest enactment or amendment. */
  dates: string[];
  /** The Public Laws the credit cites, in order (laws before 1957 are cited by chapter and are not here). */
  acts: { law: string; date: string }[];
  /** The "Amendments" notes' paragraphs, newest year first. */
  amendments: string[];
}

/** A dated change to a section: its enactment or its latest amendment. */
export interface LawChange {
  /** ISO date, "2025-01-02". */
  date: string;
  /** "118-210"; null when the credit cites the law by chapter only (before 1957). */
  publicLaw: string | null;
}

/** The Public Law of a credit dated `date`: the last one cited with that date (an "as added" law comes after the Act it adds to). */
function lawOn(row: Pick<SectionHistoryRow, 'acts'>, date: string): string | null {
  for (let i = row.acts.length - 1; i >= 0; i--) if (row.acts[i].date === date) return row.acts[i].law;
  return null;
}

/** The latest date in the credit and its Public Law; null when the credit has no date (mostly repealed or omitted sections). */
export function lastAmendment(row: Pick<SectionHistoryRow, 'dates' | 'acts'>): LawChange | null {
  const date = row.dates.at(-1);
  return date ? { date, publicLaw: lawOn(row, date) } : null;
}

/** The earliest date in the credit (the section's enactment or addition) and its Public Law. */
export function enactment(row: Pick<SectionHistoryRow, 'dates' | 'acts'>): LawChange | null {
  const date = row.dates[0];
  return date ? { date, publicLaw: lawOn(row, date) } : null;
}

/** True when the section's only dated change is its enactment (the credit cites no later law). */
export function neverAmended(enacted: LawChange | null, last: LawChange | null): boolean {
  return !!enacted && !!last && enacted.date === last.date;
}

const MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** "2025-01-02" -> "Jan. 2, 2025" (the style of the official source credits). */
export function formatLawDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** "Pub. L. 118-210" */
export function publicLawLabel(law: string): string {
  return `Pub. L. ${law}`;
}

/** "Jan. 2, 2025 by Pub. L. 118-210", or the date alone when the law is cited by chapter. */
export function changeText(change: LawChange): string {
  return change.publicLaw ? `${formatLawDate(change.date)} by ${publicLawLabel(change.publicLaw)}` : formatLawDate(change.date);
}

/** The first day of the window "last N years" before `now` (ISO date). */
export function windowStart(years: number, now: Date = new Date()): string {
  const start = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/** True when the change falls within the last `years` years before `now`. */
export function changedWithin(change: LawChange | null | undefined, years: number, now: Date = new Date()): boolean {
  return !!change && change.date >= windowStart(years, now);
}

/** The date-range choices of Advanced Search (spec): the value is the window in years, '' for all time. */
export const AMENDED_WITHIN_OPTIONS = [
  { value: '', label: 'All time' },
  { value: '5', label: 'Last 5 years' },
  { value: '10', label: 'Last 10 years' },
] as const;
export type AmendedWithin = 5 | 10;
