/**
 * When each U.S. Code section was enacted and last amended, and by which Public Law,
 * from the official source credits in ../shared/data/uscode-history (release point 119-100).
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
  /**
   * An enactment not by a Public Law: "R.S. § 1979" (the Revised Statutes, 1874; `date` is then the
   * year alone) or the Statutes at Large chapter of an older Act, "ch. 676".
   */
  statute?: string;
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

const MONTH_NUMBER: Record<string, number> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  June: 6,
  July: 7,
  Aug: 8,
  Sept: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};
const CREDIT_DATE = /\b(Jan|Feb|Mar|Apr|May|June|July|Aug|Sept|Oct|Nov|Dec)\.? (\d{1,2}), (\d{4})\b/;

function isoOf(m: RegExpExecArray): string {
  return `${m[3]}-${String(MONTH_NUMBER[m[1]!]).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** The first element of a source credit: "(R.S. § 1979; Pub. L. 96–170 …)" → "R.S. § 1979". */
export function firstCreditElement(credit: string): string {
  return credit
    .replace(/^\s*\(/, '')
    .split(';')[0]!
    .trim();
}

/**
 * The law that enacted the section, read from the source credit's first element (the credit lists
 * the enacting law first and amendments after it):
 * - "R.S. § 1979" → the Revised Statutes of 1874;
 * - "Aug. 14, 1935, ch. 531, … § 1869, as added Pub. L. 89–97, … July 30, 1965" → the law that
 *   added the section, on its date (not the older Act it was added to);
 * - "June 25, 1938, ch. 676, § 7, 52 Stat. 1063" → the Act of that date, by its chapter;
 * - "Pub. L. 91–596, § 17, Dec. 29, 1970" → that Public Law.
 * Falls back to the credit's earliest date when the first element names no date.
 */
export function enactment(row: Pick<SectionHistoryRow, 'dates' | 'acts'> & Partial<Pick<SectionHistoryRow, 'credit'>>): LawChange | null {
  const first = row.credit ? firstCreditElement(row.credit) : '';
  const rs = /^R\.S\. §+ ?([\dA-Za-z–-]+(?:[,–-]+ ?[\dA-Za-z]+)*)/.exec(first);
  if (rs) return { date: '1874', publicLaw: null, statute: `R.S. § ${rs[1]}` };
  // The last "as added" wins: "Added … Pub. L. 116–283, § 1834, as added … Pub. L. 117–81, Dec. 27, 2021".
  const added = [...first.matchAll(/\b[Aa]s added\b|^Added\b/g)].at(-1);
  const enacting = added ? first.slice(added.index) : first;
  const date = CREDIT_DATE.exec(enacting);
  if (date) {
    const publicLaw = /Pub\. L\. (\d+)[–-](\d+)/.exec(enacting);
    if (publicLaw && publicLaw.index < date.index) return { date: isoOf(date), publicLaw: `${publicLaw[1]}-${publicLaw[2]}` };
    const chapter = /\bch\. (\d+[A-Za-z]?)/.exec(enacting.slice(date.index));
    return { date: isoOf(date), publicLaw: null, ...(chapter ? { statute: `ch. ${chapter[1]}` } : {}) };
  }
  const earliest = row.dates[0];
  return earliest ? { date: earliest, publicLaw: lawOn(row, earliest) } : null;
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

/**
 * "Jan. 2, 2025 by Pub. L. 118-210"; "Revised Statutes § 1979 (1874)"; "June 25, 1938, ch. 676"
 * (an Act of the Statutes at Large by its date and chapter); or the date alone.
 */
export function changeText(change: LawChange): string {
  if (change.statute?.startsWith('R.S.')) return `Revised Statutes ${change.statute.slice(5)} (${change.date.slice(0, 4)})`;
  if (change.statute) return `${formatLawDate(change.date)}, ${change.statute}`;
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
