/**
 * The full-text index of the U.S. Code: one SQLite file (node-sqlite3-wasm: SQLite
 * compiled to WebAssembly, FTS5 included, the same on every Node version, no native build)
 * with one FTS5 row per section — its heading and its official words, Porter-stemmed — and a
 * plain table saying which section each row is. Rows are numbered in official order, so a
 * title is a range of row ids (a title filter costs nothing).
 *
 * Derived data: rebuilt from corpus/uscode-text when the release point or SCHEMA_VERSION
 * changes, never stored in the app's store. Runs inside the index worker (worker.ts), never on
 * the server's event loop.
 */
import { mkdirSync, mkdtempSync, openSync, closeSync, renameSync, rmSync, statSync, existsSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { LawText } from '../lawText';
import { getLawHistory } from '../lawHistory';
import { plainWords, type TextQuery } from './query';

const { Database } = sqlite;
type Db = InstanceType<typeof Database>;

/** Bump when the file's layout or tokenizer changes: an older file is then rebuilt. */
export const SCHEMA_VERSION = 1;
/** bm25 weight of a section's heading relative to its text. */
export const HEADING_WEIGHT = 6;
/** Markers the worker puts around hits in snippets (turned into ranges before leaving the server). */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';
/** Words of text in a snippet. */
const SNIPPET_WORDS = 28;

export function indexFileName(releasePoint: string): string {
  return `uscode-fts-${releasePoint.replace(/[^\w.-]/g, '_')}-v${SCHEMA_VERSION}.sqlite`;
}

export interface BuildStats {
  sections: number;
  characters: number;
  milliseconds: number;
  bytes: number;
}

/** The words of a section below its "§ 1692c." and heading lines. */
function bodyOf(text: string): string {
  const lines = text.split('\n');
  return (/^§/.test(lines[0] ?? '') ? lines.slice(2) : lines).join('\n');
}

/**
 * Build the index into `file` (written beside it under another name and renamed when complete,
 * so a reader never opens half a file). Sections are read one title at a time.
 */
export async function buildIndex(file: string, lawText: LawText, onProgress?: (done: number, total: number) => void): Promise<BuildStats> {
  const started = performance.now();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.building`;
  const db = new Database(partial);
  let sections = 0;
  let characters = 0;
  try {
    db.exec(`PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=8192; PRAGMA cache_size=-32000;
      CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE sections(rowid INTEGER PRIMARY KEY, title INTEGER NOT NULL, section TEXT NOT NULL, dup INTEGER NOT NULL, heading TEXT NOT NULL);
      CREATE TABLE titles(title INTEGER PRIMARY KEY, first INTEGER NOT NULL, last INTEGER NOT NULL);
      CREATE VIRTUAL TABLE fts USING fts5(heading, body, tokenize='porter unicode61 remove_diacritics 2');`);
    const addSection = db.prepare('INSERT INTO sections(rowid, title, section, dup, heading) VALUES (?, ?, ?, ?, ?)');
    const addText = db.prepare('INSERT INTO fts(rowid, heading, body) VALUES (?, ?, ?)');
    const addTitle = db.prepare('INSERT INTO titles(title, first, last) VALUES (?, ?, ?)');
    try {
      const titles = lawText.titles();
      for (const [i, title] of titles.entries()) {
        const first = sections + 1;
        db.exec('BEGIN');
        for await (const s of lawText.sectionsOfTitle(title)) {
          sections += 1;
          characters += s.text.length;
          addSection.run([sections, s.title, s.section, s.duplicateNumber ?? 1, s.heading]);
          addText.run([sections, s.heading, bodyOf(s.text)]);
        }
        if (sections >= first) addTitle.run([title, first, sections]);
        db.exec('COMMIT');
        onProgress?.(i + 1, titles.length);
      }
    } finally {
      addSection.finalize();
      addText.finalize();
      addTitle.finalize();
    }
    db.exec(`INSERT INTO fts(fts) VALUES('optimize')`);
    const putMeta = db.prepare('INSERT INTO meta(key, value) VALUES (?, ?)');
    for (const [k, v] of Object.entries({
      releasePoint: lawText.releasePoint,
      schema: String(SCHEMA_VERSION),
      sections: String(sections),
      characters: String(characters),
      builtAt: new Date().toISOString(),
    }))
      putMeta.run([k, v]);
    putMeta.finalize();
    db.close();
    renameSync(partial, file);
  } catch (err) {
    if (db.isOpen) db.close();
    rmSync(partial, { force: true });
    throw err;
  }
  return { sections, characters, milliseconds: Math.round(performance.now() - started), bytes: statSync(file).size };
}

/** Whether `file` is a complete index of this release point. */
export function isUsableIndex(file: string, releasePoint: string): boolean {
  if (!existsSync(file)) return false;
  let reader: PrivateReader | undefined;
  try {
    reader = openPrivately(file);
    const rows = reader.db.all('SELECT key, value FROM meta') as { key: string; value: string }[];
    const meta = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return meta.releasePoint === releasePoint && meta.schema === String(SCHEMA_VERSION) && Number(meta.sections) > 0;
  } catch {
    return false;
  } finally {
    reader?.close();
  }
}

interface PrivateReader {
  db: Db;
  close(): void;
}

/**
 * Open a finished (never again written) index file for reading through a symlink of this
 * reader's own. node-sqlite3-wasm's VFS locks a database by making a `<path>.lock` directory,
 * for readers too, and its open takes no URI (so no `immutable=1`): readers of one path in
 * several processes (servers, test workers) would take turns and, under load, fail with
 * "database is locked". Each reader's lock is then beside its own link, and nobody waits.
 */
function openPrivately(file: string): PrivateReader {
  const dir = mkdtempSync(path.join(tmpdir(), 'laws-ai-fts-'));
  try {
    const link = path.join(dir, 'index.sqlite');
    symlinkSync(path.resolve(file), link);
    const db = new Database(link, { readOnly: true, fileMustExist: true });
    return {
      db,
      close: () => {
        if (db.isOpen) db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

const LOCK_STALE_MS = 10 * 60_000;

/**
 * Run `build` unless another process is building the same file: then wait for it. A lock left
 * by a process that died is taken over after LOCK_STALE_MS without progress.
 */
export async function buildOnce(
  file: string,
  releasePoint: string,
  build: (touch: () => void) => Promise<void>,
): Promise<'built' | 'waited'> {
  mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    if (isUsableIndex(file, releasePoint)) return 'waited';
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (fd !== undefined) {
      closeSync(fd);
      try {
        if (isUsableIndex(file, releasePoint)) return 'waited';
        await build(() => {
          const now = new Date();
          utimesSync(lock, now, now);
        });
        return 'built';
      } finally {
        rmSync(lock, { force: true });
      }
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
    } catch {
      // The lock went away meanwhile: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface SectionHit {
  title: number;
  section: string;
  duplicateNumber: number;
  heading: string;
  /** Snippet with HIT_START/HIT_END around the words found. */
  snippet: string;
  /** The heading with HIT_START/HIT_END around the words found. */
  markedHeading: string;
  /** bm25: higher is better (the negated FTS5 rank). */
  score: number;
}

export interface SearchPage {
  hits: SectionHit[];
  total: number;
}

export class TextIndex {
  readonly #reader: PrivateReader;
  readonly #db: Db;
  readonly #titleRange: Map<number, [number, number]>;
  /** `title/section` (lower case) -> row id, for scoring named sections (the first of a duplicate number). */
  readonly #rowOf = new Map<string, number>();

  constructor(file: string) {
    this.#reader = openPrivately(file);
    this.#db = this.#reader.db;
    this.#db.exec('PRAGMA cache_size=-16000');
    // A quoted phrase is compared word for word as the index splits words: commas, hyphens,
    // apostrophes and section signs separate words and are otherwise ignored (query.ts plainWords).
    this.#db.function('plain_words', (text: unknown) => ` ${plainWords(String(text ?? ''))} `, { deterministic: true });
    const rows = this.#db.all('SELECT title, first, last FROM titles') as { title: number; first: number; last: number }[];
    this.#titleRange = new Map(rows.map((r) => [r.title, [r.first, r.last]]));
    for (const r of this.#db.all('SELECT rowid, title, section FROM sections ORDER BY rowid') as {
      rowid: number;
      title: number;
      section: string;
    }[]) {
      const key = `${r.title}/${r.section.toLowerCase()}`;
      if (!this.#rowOf.has(key)) this.#rowOf.set(key, r.rowid);
    }
  }

  close(): void {
    this.#reader.close();
  }

  titles(): number[] {
    return [...this.#titleRange.keys()];
  }

  #amendedReady = false;

  /**
   * Each row's last amendment date (sync-server/lawHistory), as a temporary table joined by the
   * "amended within" filter. Made once, on the first search that asks (~1 s).
   */
  #amended(): void {
    if (this.#amendedReady) return;
    const history = getLawHistory();
    this.#db.exec('CREATE TEMP TABLE IF NOT EXISTS amended(rowid INTEGER PRIMARY KEY, date TEXT NOT NULL)');
    const rows = this.#db.all('SELECT rowid, title, section, dup FROM sections') as {
      rowid: number;
      title: number;
      section: string;
      dup: number;
    }[];
    const add = this.#db.prepare('INSERT OR REPLACE INTO temp.amended(rowid, date) VALUES (?, ?)');
    this.#db.exec('BEGIN');
    try {
      for (const r of rows) {
        const date = history.dates(r.title, r.section, r.dup > 1 ? r.dup : undefined)?.lastAmended?.date;
        if (date) add.run([r.rowid, date]);
      }
      this.#db.exec('COMMIT');
    } catch (err) {
      this.#db.exec('ROLLBACK');
      throw err;
    } finally {
      add.finalize();
    }
    this.#amendedReady = true;
  }

  /** Where clauses and values shared by the page and its count; `amendedSince` (ISO date) joins `a`. */
  #filter(
    query: TextQuery,
    title: number | undefined,
    amendedSince?: string,
  ): { from: string; where: string; values: (string | number)[] } {
    let where = 'fts MATCH ?';
    const values: (string | number)[] = [query.match];
    let from = 'fts';
    if (amendedSince) {
      this.#amended();
      from = 'fts JOIN temp.amended a ON a.rowid = fts.rowid';
      where += ' AND a.date >= ?';
      values.push(amendedSince);
    }
    if (title !== undefined) {
      const range = this.#titleRange.get(title) ?? [0, -1];
      where += ' AND fts.rowid BETWEEN ? AND ?';
      values.push(range[0], range[1]);
    }
    for (const phrase of query.exact) {
      // Word for word, whole words, ignoring punctuation as the index does.
      where += " AND instr(plain_words(fts.heading || ' ' || fts.body), ?) > 0";
      values.push(` ${phrase} `);
    }
    return { from, where, values };
  }

  /** With `amendedSince`, only sections last amended on or after it, newest first. */
  search(query: TextQuery, options: { title?: number; offset: number; limit: number; amendedSince?: string }): SearchPage {
    const { from, where, values } = this.#filter(query, options.title, options.amendedSince);
    const newestFirst = options.amendedSince ? 'a.date DESC, ' : '';
    const rows = this.#db.all(
      `SELECT s.title, s.section, s.dup, s.heading, -bm25(fts, ${HEADING_WEIGHT}, 1) AS score,
              snippet(fts, 1, '${HIT_START}', '${HIT_END}', '…', ${SNIPPET_WORDS}) AS snippet,
              highlight(fts, 0, '${HIT_START}', '${HIT_END}') AS marked
         FROM ${from} JOIN sections s ON s.rowid = fts.rowid
        WHERE ${where} ORDER BY ${newestFirst}bm25(fts, ${HEADING_WEIGHT}, 1), fts.rowid LIMIT ? OFFSET ?`,
      [...values, options.limit, options.offset],
    ) as { title: number; section: string; dup: number; heading: string; score: number; snippet: string; marked: string }[];
    const total = (this.#db.get(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, values) as { n: number }).n;
    return {
      total,
      hits: rows.map((r) => ({
        title: r.title,
        section: r.section,
        duplicateNumber: r.dup,
        heading: r.heading,
        snippet: r.snippet,
        markedHeading: r.marked,
        score: r.score,
      })),
    };
  }

  /**
   * The best sections for an OR query of a question's words (no snippets, no count), and then
   * the named `also` sections that match it but are not among them (scored the same way, for
   * blending with the headings engine's candidates).
   */
  rank(
    match: string,
    limit: number,
    also: readonly { title: number; section: string }[] = [],
  ): Omit<SectionHit, 'snippet' | 'markedHeading'>[] {
    type Row = { title: number; section: string; dup: number; heading: string; score: number };
    const columns = `s.title, s.section, s.dup, s.heading, -bm25(fts, ${HEADING_WEIGHT}, 1) AS score`;
    const rows = this.#db.all(
      `SELECT ${columns} FROM fts JOIN sections s ON s.rowid = fts.rowid
        WHERE fts MATCH ? ORDER BY bm25(fts, ${HEADING_WEIGHT}, 1) LIMIT ?`,
      [match, limit],
    ) as Row[];
    const have = new Set(rows.map((r) => `${r.title}/${r.section.toLowerCase()}`));
    const ids = [...new Set(also.map((s) => `${s.title}/${s.section.toLowerCase()}`))]
      .filter((k) => !have.has(k))
      .flatMap((k) => this.#rowOf.get(k) ?? []);
    if (ids.length) {
      rows.push(
        ...(this.#db.all(
          `SELECT ${columns} FROM fts JOIN sections s ON s.rowid = fts.rowid
            WHERE fts MATCH ? AND fts.rowid IN (${ids.map(() => '?').join(',')})`,
          [match, ...ids],
        ) as Row[]),
      );
    }
    return rows.map((r) => ({ title: r.title, section: r.section, duplicateNumber: r.dup, heading: r.heading, score: r.score }));
  }
}
