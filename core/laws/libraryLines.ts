/**
 * The offline library as lines (core/schemas/lawLibrary.ts libraryLineSchema): the
 * server writes them once at start, a device reads them as they arrive, storing and indexing
 * each part while the rest downloads, so only the last part is left when the last byte comes.
 * The key texts come first: every part a device stores then carries the texts of its sections,
 * as the parts of a whole library do (compactLibrary.ts splitLibrary). Pure.
 */
import type { LawLibrary, LibraryHeaderLine, LibraryLine } from '../schemas/lawLibrary';
import { libraryLineSchema } from '../schemas/lawLibrary';
import { CompactLaws, guideHeadings, type LibraryPart } from './compactLibrary';
import { sectionKey, sectionRecordId } from './links';
import type { CompactSection } from './types';

/** Section rows (and guides) a line: one stored part each on a device. */
export const LIBRARY_LINE_ROWS = 500;
/** Key texts (~5 KB each) and guides (~1.5 KB each) a line: a line is parsed at once, so none is very long. */
const TEXTS_PER_LINE = 20;
const GUIDES_PER_LINE = 100;

/** The library's lines, in order (each a JSON value; joined with newlines they are the reply). */
export function libraryLines(library: LawLibrary, rows = LIBRARY_LINE_ROWS): LibraryLine[] {
  const { format, version, releasePoint, lastUpdated, count, fullTextActs, cards } = library;
  const headings = guideHeadings(library);
  // A guide whose section is missing makes no record (as in buildLawRecords): it is not sent.
  const guides = library.guides.filter((g) => headings.has(sectionKey(g.usc.title, g.usc.section)));
  const texts = Object.entries(library.fullTexts);
  const lines: LibraryLine[] = [
    {
      kind: 'header',
      format,
      version,
      releasePoint,
      lastUpdated,
      count,
      fullTextActs,
      guides: guides.length,
      sections: library.sections.length,
      texts: texts.length,
    },
  ];
  for (let i = 0; i < texts.length; i += TEXTS_PER_LINE)
    lines.push({ kind: 'texts', fullTexts: Object.fromEntries(texts.slice(i, i + TEXTS_PER_LINE)) });
  const guideRows = Math.min(rows, GUIDES_PER_LINE);
  for (let i = 0; i < guides.length; i += guideRows) {
    const run = guides.slice(i, i + guideRows);
    lines.push({ kind: 'guides', guides: run, headings: run.map((g) => headings.get(sectionKey(g.usc.title, g.usc.section))!) });
  }
  for (let i = 0; i < library.sections.length; i += rows) {
    const run = library.sections.slice(i, i + rows);
    // Each line carries its own sections' cards: in the header, all of them made one line of 0.5 MB.
    const lineCards: LawLibrary['cards'] = {};
    for (const row of run) {
      const key = sectionKey(row[0], row[1]);
      if (Object.hasOwn(cards, key)) lineCards[key] = cards[key]!;
    }
    lines.push({ kind: 'sections', rows: run, cards: lineCards });
  }
  lines.push({ kind: 'end', count: guides.length + library.sections.length });
  return lines;
}

/** The reply's text: one line per part, each ending with a newline. */
export function libraryLinesText(library: LawLibrary, rows = LIBRARY_LINE_ROWS): string {
  return libraryLines(library, rows)
    .map((line) => `${JSON.stringify(line)}\n`)
    .join('');
}

export class LibraryLinesError extends Error {
  override readonly name = 'LibraryLinesError';
  /** The lines stopped before the end (a cut download), rather than a line being wrong. */
  constructor(
    message: string,
    readonly cut = false,
  ) {
    super(message);
  }
}

/** A part of the library ready to store, with its records' ids (as splitLibrary gives them). */
export interface ReceivedPart {
  ids: string[];
  part: LibraryPart;
}

/**
 * Reads the lines in order, checking each against its schema and the order itself: each
 * `guides` or `sections` line becomes a part to store, and its records join `laws` (positions
 * in expandLibrary's order, so an index can take them as they come). `finish()` only succeeds
 * once the `end` line has come and every count agrees.
 */
export class LibraryLinesReader {
  header: LibraryHeaderLine | null = null;
  readonly laws = CompactLaws.growing();
  private fullTexts: Record<string, string> = {};
  /** Every section line's cards so far: the whole library's once the end has come. */
  readonly cards: LawLibrary['cards'] = {};
  private texts = 0;
  private guides = 0;
  private sections = 0;
  /** The count the `end` line states (null until it has come). */
  private endCount: number | null = null;

  /** One line (its text or its parsed JSON); the part it makes, if any. */
  read(line: string | unknown): ReceivedPart | null {
    let value = line;
    if (typeof line === 'string') {
      try {
        value = JSON.parse(line) as unknown;
      } catch {
        throw new LibraryLinesError('A line of the library is not JSON.');
      }
    }
    const parsed = libraryLineSchema.safeParse(value);
    if (!parsed.success) throw new LibraryLinesError('A line of the library is not one this app can read.');
    const next = parsed.data;
    if (this.endCount !== null) throw new LibraryLinesError('The library goes on after its end.');
    if ((next.kind === 'header') !== (this.header === null)) throw new LibraryLinesError('The library does not start with its header.');
    switch (next.kind) {
      case 'header':
        this.header = next;
        return null;
      case 'texts':
        if (this.guides || this.sections) throw new LibraryLinesError('The library sends texts after its laws.');
        Object.assign(this.fullTexts, next.fullTexts);
        this.texts += Object.keys(next.fullTexts).length;
        return null;
      case 'guides': {
        if (this.sections) throw new LibraryLinesError('The library sends guides after its sections.');
        this.guides += next.guides.length;
        return this.add(
          { guides: next.guides, guideHeadings: next.headings, sections: [] },
          next.guides.map((g) => g.id),
        );
      }
      case 'sections':
        this.sections += next.rows.length;
        Object.assign(this.cards, next.cards);
        return this.add(
          { guides: [], guideHeadings: [], sections: next.rows as CompactSection[] },
          next.rows.map((row) => sectionRecordId(row[0], row[1], row[4])),
          next.cards,
        );
      case 'end':
        this.endCount = next.count;
        return null;
    }
  }

  private add(
    run: Pick<LibraryPart, 'guides' | 'guideHeadings' | 'sections'>,
    ids: string[],
    cards: LibraryPart['cards'] = {},
  ): ReceivedPart {
    const { fullTextActs: acts } = this.header!;
    const fullTextActs: Record<string, string> = {};
    const fullTexts: Record<string, string> = {};
    const keep = (title: number, section: string) => {
      const key = sectionKey(title, section);
      if (Object.hasOwn(acts, key)) fullTextActs[key] = acts[key]!;
      if (Object.hasOwn(this.fullTexts, key)) fullTexts[key] = this.fullTexts[key]!;
    };
    for (const g of run.guides) keep(g.usc.title, g.usc.section);
    for (const row of run.sections) keep(row[0], row[1]);
    // As splitLibrary's parts: each carries the cards of its own sections (its line's).
    const part: LibraryPart = { ...run, fullTextActs, fullTexts, cards };
    this.laws.add(part);
    return { ids, part };
  }

  /** The header, once the whole library has come; throws when any of it is missing. */
  finish(): LibraryHeaderLine {
    const header = this.header;
    if (!header || this.endCount === null) throw new LibraryLinesError('The library ended before its last line.', true);
    const counts = [this.guides, this.sections, this.texts, this.laws.length, this.laws.length];
    if (counts.join() !== [header.guides, header.sections, header.texts, header.count, this.endCount].join())
      throw new LibraryLinesError('The library sent by the server is incomplete.');
    return header;
  }
}

/** The whole library from its lines (tests and benches: what the server's reply holds). */
export function libraryFromLines(text: string): LawLibrary {
  const reader = new LibraryLinesReader();
  const guides: LawLibrary['guides'] = [];
  const sections: LawLibrary['sections'] = [];
  const fullTexts: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (!line) continue;
    const part = reader.read(line)?.part;
    if (!part) continue;
    guides.push(...part.guides);
    sections.push(...(part.sections as LawLibrary['sections']));
    Object.assign(fullTexts, part.fullTexts);
  }
  const { format, version, releasePoint, lastUpdated, count, fullTextActs } = reader.finish();
  return { format, version, releasePoint, lastUpdated, count, fullTextActs, guides, sections, fullTexts, cards: reader.cards };
}
