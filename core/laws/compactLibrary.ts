/**
 * The offline library in its compact form (core/schemas/lawLibrary.ts) and the one
 * way it becomes records: the server makes it from the corpus, a device's search worker expands
 * it into exactly the records the server builds (./records.ts), whole or a stored part at a
 * time. Pure: no corpus import, no Node API (the version hash is Web Crypto).
 */
import { uscodeTitleNames } from '../data/uscode/titles';
import type { LawRecordSource, RecordFacts } from '../search/lookups';
import type { LawLibrary, LibraryGuide } from '../schemas/lawLibrary';
import { LAW_LIBRARY_FORMAT } from './libraryFormat';
import { sectionKey, sectionRecordId } from './links';
import { buildGuideRecord, buildLawRecords, buildSectionRecord, type GuideInput } from './records';
import type { CardWords, CompactSection, LawRecord, SectionCardWords } from './types';
import { pause } from '../time/pause';

/** A record of the saved library: the server's record, with its section's official text when the library has it. */
export type LibraryRecord = LawRecord & { fullText: string | null };

/** What a library is made of (the corpus on the server; a part of it in tests). */
export interface LibraryContent {
  releasePoint: string;
  lastUpdated: string;
  fullTextActs: Readonly<Record<string, string>>;
  guides: readonly GuideInput[];
  sections: readonly CompactSection[];
  fullTexts: Readonly<Record<string, string>>;
  /** The section cards' search words by `title/section` (core/data/sectionCards); none when absent. */
  cards?: SectionCardWords;
}

/** A guide as the library sends it: what its record is built from (not the reviewers' notes). */
export function toLibraryGuide(guide: GuideInput): LibraryGuide {
  const { id, title, usc, summary, category, subcategory, penalties, keywords, synonyms, basis, agency, passage } = guide;
  return {
    id,
    title,
    usc: { title: usc.title, section: usc.section },
    summary,
    category,
    subcategory,
    penalties,
    keywords: [...keywords],
    synonyms: [...synonyms],
    basis,
    ...(agency ? { agency: { name: agency.name, url: agency.url } } : {}),
    ...(passage ? { passage: { at: passage.at, words: passage.words, ...(passage.also?.length ? { also: [...passage.also] } : {}) } } : {}),
  };
}

/** 16 characters of the SHA-256 of a text, base64url. */
export async function contentVersion(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 16);
}

/** The library's content (all but format and version). Guides whose section is not in the list are left out, as buildLawRecords leaves them out. */
export function libraryBody(content: LibraryContent): Omit<LawLibrary, 'format' | 'version'> {
  const keys = new Set(content.sections.map((row) => sectionKey(row[0], row[1])));
  const guides = content.guides.filter((g) => keys.has(sectionKey(g.usc.title, g.usc.section))).map(toLibraryGuide);
  const fullTexts: Record<string, string> = {};
  for (const [key, text] of Object.entries(content.fullTexts)) if (keys.has(key)) fullTexts[key] = text;
  const cards: Record<string, CardWords> = {};
  for (const [key, card] of Object.entries(content.cards ?? {}))
    if (keys.has(key)) cards[key] = { asks: [...card.asks], keywords: [...card.keywords] };
  return {
    releasePoint: content.releasePoint,
    lastUpdated: content.lastUpdated,
    count: guides.length + content.sections.length,
    fullTextActs: { ...content.fullTextActs },
    guides,
    sections: content.sections as LawLibrary['sections'],
    fullTexts,
    cards,
  };
}

/**
 * The library payload and its JSON. `version` is a hash of the content, so the same content
 * always has the same version wherever it is made (the server at start, the app's build).
 */
export async function makeLawLibrary(content: LibraryContent): Promise<{ library: LawLibrary; json: string }> {
  const body = libraryBody(content);
  // Pauses between the steps (each several ms on the full corpus): a server making this at start
  // keeps answering requests. The body is serialized once: the text hashed and the
  // payload are that JSON with format (and version) written in front, as JSON.stringify would.
  await pause();
  const bodyJson = JSON.stringify(body);
  await pause();
  const format = `{"format":${JSON.stringify(LAW_LIBRARY_FORMAT)},`;
  const version = await contentVersion(format + bodyJson.slice(1));
  const library: LawLibrary = { format: LAW_LIBRARY_FORMAT, version, ...body };
  return { library, json: `${format}"version":${JSON.stringify(version)},${bodyJson.slice(1)}` };
}

/** Adds the text to a record just built (in place: a phone's worker builds 51,386 of them and should not copy each). */
function withText(record: LawRecord, fullTexts: Readonly<Record<string, string>>): LibraryRecord {
  const key = sectionKey(record.usc.title, record.usc.section);
  const withFullText = record as LibraryRecord;
  withFullText.fullText = record.hasFullText && Object.hasOwn(fullTexts, key) ? fullTexts[key]! : null;
  return withFullText;
}

type Expandable = Pick<LawLibrary, 'guides' | 'sections' | 'fullTextActs' | 'fullTexts' | 'cards'>;

/** Every record of a library, guides first, then sections in official order: the server's getLawRecords(), plus full texts. */
export function expandLibrary(library: Expandable): LibraryRecord[] {
  const records = buildLawRecords(
    { sections: library.sections as CompactSection[], meta: { fullTextActs: library.fullTextActs }, cards: library.cards },
    library.guides,
  );
  return records.map((record) => withText(record, library.fullTexts));
}

/**
 * A run of a library's records as a device stores it: self-contained (the headings of its
 * guides, the Acts and texts of its sections), so one part expands without the others.
 */
export interface LibraryPart {
  guides: LibraryGuide[];
  /** The official heading of each guide's section, in the same order. */
  guideHeadings: string[];
  sections: CompactSection[];
  fullTextActs: Record<string, string>;
  fullTexts: Record<string, string>;
  /** The cards of its sections (a part stored before cards were sent has none). */
  cards?: Record<string, CardWords>;
}

/** The records of one part, in library order (expandLibrary's, for the same run). */
export function expandPart(part: LibraryPart): LibraryRecord[] {
  const records = [
    ...part.guides.map((guide, i) => buildGuideRecord(guide, part.guideHeadings[i]!, part.fullTextActs)),
    ...part.sections.map((row) => buildSectionRecord(row, part.fullTextActs, part.cards)),
  ];
  return records.map((record) => withText(record, part.fullTexts));
}

/** The official heading of each guide's section (the first row of that number), by `title/section`; only those. */
export function guideHeadings(library: Pick<Expandable, 'guides' | 'sections'>): Map<string, string> {
  const wanted = new Set(library.guides.map((g) => sectionKey(g.usc.title, g.usc.section)));
  const headings = new Map<string, string>();
  for (const row of library.sections) {
    // Only the titles guides are in need their keys made.
    const key = sectionKey(row[0], row[1]);
    if (wanted.has(key) && !headings.has(key)) headings.set(key, row[2]);
  }
  return headings;
}

/** One part: its runs of guides and sections, the Acts and texts they need, and its records' ids (without building them). */
function partOf(
  library: Expandable,
  guides: LibraryGuide[],
  guideHeadings: string[],
  sections: CompactSection[],
): { ids: string[]; part: LibraryPart } {
  const fullTextActs: Record<string, string> = {};
  const fullTexts: Record<string, string> = {};
  const cards: Record<string, CardWords> = {};
  const keep = (title: number, section: string) => {
    const key = sectionKey(title, section);
    if (Object.hasOwn(library.fullTextActs, key)) fullTextActs[key] = library.fullTextActs[key]!;
    if (Object.hasOwn(library.fullTexts, key)) fullTexts[key] = library.fullTexts[key]!;
  };
  for (const g of guides) keep(g.usc.title, g.usc.section);
  for (const row of sections) {
    keep(row[0], row[1]);
    const key = sectionKey(row[0], row[1]);
    if (Object.hasOwn(library.cards, key)) cards[key] = library.cards[key]!;
  }
  const ids = [...guides.map((g) => g.id), ...sections.map((row) => sectionRecordId(row[0], row[1], row[4]))];
  return { ids, part: { guides, guideHeadings, sections, fullTextActs, fullTexts, cards } };
}

/** The library cut into parts of `size` records (guides, then sections), with the ids of each part's records. */
export function splitLibrary(library: Expandable, size: number): { ids: string[]; part: LibraryPart }[] {
  const headings = guideHeadings(library);
  // Guides whose section is missing make no record (as in buildLawRecords).
  const guides = library.guides.filter((g) => headings.has(sectionKey(g.usc.title, g.usc.section)));
  const parts: { ids: string[]; part: LibraryPart }[] = [];
  for (let i = 0; i < guides.length; i += size) {
    const run = guides.slice(i, i + size);
    parts.push(
      partOf(
        library,
        run,
        run.map((g) => headings.get(sectionKey(g.usc.title, g.usc.section))!),
        [],
      ),
    );
  }
  for (let i = 0; i < library.sections.length; i += size) {
    parts.push(partOf(library, [], [], library.sections.slice(i, i + size) as CompactSection[]));
  }
  return parts;
}

/**
 * A library's records kept compact: the guides' records (a few hundred), and every
 * section as its row, built into a record only when asked. What the search worker keeps in
 * memory beside the index, instead of 51,386 records. Positions are expandLibrary's order.
 */
export class CompactLaws implements LawRecordSource {
  private constructor(
    private readonly guides: LibraryRecord[],
    private readonly sections: CompactSection[],
    private readonly fullTextActs: Record<string, string>,
    private readonly fullTexts: Record<string, string>,
    private readonly cards: Record<string, CardWords>,
  ) {}

  /** From the payload as downloaded (its rows and texts kept as they are, not copied). */
  static fromLibrary(library: Expandable): CompactLaws {
    const headings = guideHeadings(library);
    const guides: LibraryRecord[] = [];
    for (const guide of library.guides) {
      const heading = headings.get(sectionKey(guide.usc.title, guide.usc.section));
      // A guide whose section is missing makes no record (as in buildLawRecords).
      if (heading !== undefined) guides.push(withText(buildGuideRecord(guide, heading, library.fullTextActs), library.fullTexts));
    }
    // Never added to (only a growing copy is): the payload's own rows and texts are kept.
    return new CompactLaws(
      guides,
      library.sections as CompactSection[],
      library.fullTextActs as Record<string, string>,
      library.fullTexts as Record<string, string>,
      library.cards as Record<string, CardWords>,
    );
  }

  /** From the parts a device stored, in their order. */
  static fromParts(parts: Iterable<LibraryPart>): CompactLaws {
    const laws = CompactLaws.growing();
    for (const part of parts) laws.add(part);
    return laws;
  }

  /** None yet: parts are added as they arrive (a streamed download, core/laws/libraryLines.ts). */
  static growing(): CompactLaws {
    return new CompactLaws([], [], {}, {}, {});
  }

  /** The next part's records, after those already here (guides come before every section). */
  add(part: LibraryPart): void {
    if (part.guides.length && this.sections.length) throw new RangeError('Guides come before every section');
    Object.assign(this.fullTextActs, part.fullTextActs);
    Object.assign(this.fullTexts, part.fullTexts);
    if (part.cards) Object.assign(this.cards, part.cards);
    part.guides.forEach((guide, i) =>
      this.guides.push(withText(buildGuideRecord(guide, part.guideHeadings[i]!, part.fullTextActs), part.fullTexts)),
    );
    for (const row of part.sections) this.sections.push(row);
  }

  get length(): number {
    return this.guides.length + this.sections.length;
  }

  at(position: number): LibraryRecord {
    if (position < this.guides.length) return this.guides[position]!;
    const row = this.sections[position - this.guides.length];
    if (!row) throw new RangeError(`No law at position ${position}`);
    return withText(buildSectionRecord(row, this.fullTextActs, this.cards), this.fullTexts);
  }

  facts(position: number): RecordFacts {
    if (position < this.guides.length) return this.guides[position]!;
    const row = this.sections[position - this.guides.length];
    if (!row) throw new RangeError(`No law at position ${position}`);
    const [title, section, heading] = row;
    // As buildSectionRecord states them.
    return {
      id: sectionRecordId(title, section, row[4]),
      kind: 'section',
      usc: { title, section },
      heading,
      category: uscodeTitleNames[title] ?? `Title ${title}`,
      ...(!row[4] && Object.hasOwn(this.cards, sectionKey(title, section)) ? { carded: true as const } : {}),
    };
  }

  /**
   * A section's search fields only (what core/search/engine.ts extractField reads: heading,
   * title name, Act, number, its card's keywords and asks), without the citation, summary and links `at` builds: the index of
   * 51,386 laws is built from these.
   */
  searchFields(position: number): LawRecord {
    if (position < this.guides.length) return this.guides[position]!;
    const row = this.sections[position - this.guides.length];
    if (!row) throw new RangeError(`No law at position ${position}`);
    const [title, section, heading] = row;
    const key = sectionKey(title, section);
    const act = row[4] ? undefined : this.fullTextActs[key];
    // As buildSectionRecord reads a card: the first section of its number only.
    const card = row[4] || !Object.hasOwn(this.cards, key) ? undefined : this.cards[key];
    const titleName = uscodeTitleNames[title] ?? `Title ${title}`;
    return {
      kind: 'section',
      title: heading,
      heading,
      titleName,
      category: titleName,
      usc: { title, section },
      keywords: card ? card.keywords : [],
      synonyms: card ? card.asks : [],
      ...(card ? { carded: true } : {}),
      ...(act ? { act } : {}),
    } as unknown as LawRecord;
  }

  /** Every record's facts, in order. */
  *[Symbol.iterator](): IterableIterator<RecordFacts> {
    for (let i = 0; i < this.length; i++) yield this.facts(i);
  }

  /** Every record's kind and category, in order, without their facts (the figures of a save: one object per title, shared). */
  *categories(): IterableIterator<Pick<RecordFacts, 'kind' | 'category'>> {
    yield* this.guides;
    const byTitle = new Map<number, Pick<RecordFacts, 'kind' | 'category'>>();
    for (const [title] of this.sections) {
      let facts = byTitle.get(title);
      if (!facts) {
        facts = { kind: 'section', category: uscodeTitleNames[title] ?? `Title ${title}` };
        byTitle.set(title, facts);
      }
      yield facts;
    }
  }
}
