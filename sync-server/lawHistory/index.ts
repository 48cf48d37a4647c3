/**
 * Each U.S. Code section's history: when it was enacted and last amended and by
 * which Public Law, its source credit and its official amendment notes, read from
 * corpus/uscode-history (built by scripts/build-history.ts). The dates live in the index, in
 * memory (~3 MB), so filtering by "amended within" never decompresses anything; a section's notes
 * are one brotli chunk read off the event loop, kept in a small LRU.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { windowStart, type LawChange } from '../../core/laws/history';
import { titleChunkReader } from '../lawText/chunks';

export const LAW_HISTORY_DIR = fileURLToPath(new URL('../../corpus/uscode-history/', import.meta.url));

/** A section's dated changes (from the index). */
export interface SectionDates {
  title: number;
  /** As in the library ("1692c"); the second of a duplicated number has `duplicateNumber: 2`. */
  section: string;
  duplicateNumber?: number;
  enacted: LawChange | null;
  lastAmended: LawChange | null;
}

/** A section's dates with its official source credit and amendment notes (newest year first). */
export interface SectionHistory extends SectionDates {
  credit: string | null;
  amendments: string[];
}

export interface LawHistory {
  /** "119-100": the release point the history is current through. */
  readonly releasePoint: string;
  readonly sectionCount: number;
  /** Enactment and last amendment, synchronously (no I/O). */
  dates(title: number, section: string, duplicateNumber?: number): SectionDates | undefined;
  /** Dates, source credit and amendment notes. */
  history(title: number, section: string, duplicateNumber?: number): Promise<SectionHistory | undefined>;
  /**
   * Sections last amended (or enacted) on or after `since` (ISO date), newest first, then by
   * title and official order; only `title` when given.
   */
  changedSince(since: string, title?: number): SectionDates[];
  /** changedSince for the last `years` years before `now`. */
  changedWithin(years: number, title?: number, now?: Date): SectionDates[];
}

type Row = [key: string, chunk: number, start: number, end: number, enacted: string, enactedLaw: string, last: string, lastLaw: string];
interface HistoryIndex {
  releasePoint: string;
  sectionCount: number;
  titles: Record<string, { chunks: [number, number][]; sections: Row[] }>;
}

function textKey(section: string, duplicateNumber?: number): string {
  return duplicateNumber && duplicateNumber > 1 ? `${section}_${duplicateNumber}` : section;
}

function change(date: string, law: string): LawChange | null {
  if (!date) return null;
  // "96-170" is a Public Law; "R.S. § 1979" or "ch. 676" an enactment before them (scripts/build-history.ts).
  return law && !/^\d+-\d+$/.test(law) ? { date, publicLaw: null, statute: law } : { date, publicLaw: law || null };
}

function toDates(title: number, row: Row): SectionDates {
  const m = /^(.*)_(\d+)$/.exec(row[0]);
  return {
    title,
    section: m ? m[1] : row[0],
    ...(m ? { duplicateNumber: Number(m[2]) } : {}),
    enacted: change(row[4], row[5]),
    lastAmended: change(row[6], row[7]),
  };
}

export interface LawHistoryOptions {
  dir?: string;
  /** Decompressed chunks kept (each ≤ ~200 KB). */
  chunkCacheSize?: number;
}

export function openLawHistory(options: LawHistoryOptions = {}): LawHistory {
  const dir = options.dir ?? LAW_HISTORY_DIR;
  const index = JSON.parse(readFileSync(dir + 'index.json', 'utf8')) as HistoryIndex;
  const where = new Map<string, Map<string, Row>>();
  for (const [title, t] of Object.entries(index.titles)) where.set(title, new Map(t.sections.map((row) => [row[0], row])));
  // Every dated section, newest first (stable: title order, then the data's order), for the windows.
  const byDate: { title: number; row: Row }[] = [];
  for (const title of Object.keys(index.titles)
    .map(Number)
    .sort((a, b) => a - b)) {
    for (const row of index.titles[String(title)].sections) if (row[6]) byDate.push({ title, row });
  }
  byDate.sort((a, b) => (a.row[6] < b.row[6] ? 1 : a.row[6] > b.row[6] ? -1 : 0));

  const chunk = titleChunkReader(dir, (title, n) => index.titles[String(title)].chunks[n]!, options.chunkCacheSize ?? 8);

  const rowOf = (title: number, section: string, dup?: number) => where.get(String(title))?.get(textKey(section, dup));

  const changedSince = (since: string, title?: number) =>
    byDate.filter((e) => e.row[6] >= since && (title === undefined || e.title === title)).map((e) => toDates(e.title, e.row));

  return {
    releasePoint: index.releasePoint,
    sectionCount: index.sectionCount,
    dates(title, section, dup) {
      const row = rowOf(title, section, dup);
      return row && toDates(title, row);
    },
    async history(title, section, dup) {
      const row = rowOf(title, section, dup);
      if (!row) return undefined;
      const buf = await chunk(title, row[1]);
      const notes = JSON.parse(buf.subarray(row[2], row[3]).toString('utf8')) as { credit: string | null; amendments: string[] };
      return { ...toDates(title, row), credit: notes.credit, amendments: notes.amendments };
    },
    changedSince,
    changedWithin: (years, title, now) => changedSince(windowStart(years, now), title),
  };
}

let shared: LawHistory | undefined;

/** The process's one reader of corpus/uscode-history. */
export function getLawHistory(): LawHistory {
  shared ??= openLawHistory();
  return shared;
}
