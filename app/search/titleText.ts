/**
 * Full-text search over the titles saved on this device ("saved titles are searched by
 * the offline engine too"). Runs in the law search worker: each saved title's text folded once
 * (the first time it is searched, kept while the saved copy is the same) and scanned for the
 * query's words (the engine's own terms: stemmed, stop words dropped). The reply has the shape
 * of GET /api/legal/text-search, so a screen shows either the same way.
 *
 * Words are all required; "quoted words" must appear together; `word*` matches words starting with it.
 */
import { normalizeText, processTerm, tokenize } from '../../core/search/text';
import type { HighlightRange, TextSearchQuery, TextSearchResponse, TextSearchResult } from '../../core/schemas/textSearch';
import { listSavedTitles, titleSections } from '../db/savedTitles';
import type { SavedTitleRecord, TitleSectionRecord } from '../db/types';

export const NO_SAVED_TITLES =
  'No title is saved on this device. Save a title for offline on its page to search its text without a connection.';

interface Doc {
  id: string;
  title: number;
  section: string;
  citation: string;
  heading: string;
  text: string;
}

/** A saved section's words in reading order: intro, then each level (designation, heading, words), closing words after it. */
export function sectionPlainText(section: Pick<TitleSectionRecord, 'intro' | 'levels'>): string {
  const parts: string[] = [];
  if (section.intro) parts.push(section.intro);
  for (const level of section.levels) {
    parts.push([level.designation, level.heading ? `${level.heading}.` : '', level.text].filter(Boolean).join(' '));
    if (level.after) parts.push(level.after);
  }
  return parts.join('\n');
}

export interface ParsedTextQuery {
  /** Terms every result has (engine terms: stemmed, stop words out). */
  terms: { term: string; prefix: boolean }[];
  /** Phrases every result has, normalized ("security deposit"). */
  phrases: string[];
}

/** `"security deposit" landlord retal*` -> terms and phrases. */
export function parseTextQuery(q: string): ParsedTextQuery {
  const phrases: string[] = [];
  const rest = q.replace(/["“”]([^"“”]+)["“”]/g, (_, phrase: string) => {
    const words = tokenize(phrase);
    if (words.length) phrases.push(words.join(' '));
    return ` ${phrase} `;
  });
  const terms: ParsedTextQuery['terms'] = [];
  for (const raw of rest.split(/\s+/)) {
    const prefix = raw.endsWith('*');
    for (const word of tokenize(raw)) {
      const term = processTerm(word);
      if (term && !terms.some((t) => t.term === term)) terms.push({ term, prefix });
    }
  }
  return { terms, phrases };
}

/** [start, end) of every word of `text` that is one of the query's terms (or a phrase's words). */
export function highlightRanges(text: string, query: ParsedTextQuery): HighlightRange[] {
  const wanted = new Set(query.terms.filter((t) => !t.prefix).map((t) => t.term));
  const prefixes = query.terms.filter((t) => t.prefix).map((t) => t.term);
  for (const phrase of query.phrases)
    for (const word of phrase.split(' ')) {
      const term = processTerm(word);
      if (term) wanted.add(term);
    }
  const ranges: HighlightRange[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu)) {
    const term = processTerm(m[0].replace(/['’]/g, ''));
    if (term && (wanted.has(term) || prefixes.some((p) => term.startsWith(p)))) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

const SNIPPET_BEFORE = 90;
const SNIPPET_AFTER = 160;

/** The words around the first place the query is found, cut at word boundaries, "…" where cut. */
export function snippetOf(text: string, query: ParsedTextQuery): { snippet: string; highlights: HighlightRange[] } {
  const flat = text.replace(/\s+/g, ' ');
  const folded = normalizeText(flat);
  let at = -1;
  for (const phrase of query.phrases) {
    at = folded.search(new RegExp(phrase.split(' ').map(escapeRegExp).join('[^\\p{L}\\p{N}]+'), 'u'));
    if (at >= 0) break;
  }
  if (at < 0) {
    const first = highlightRanges(flat, query)[0];
    at = first ? first[0] : 0;
  }
  let start = Math.max(0, at - SNIPPET_BEFORE);
  let end = Math.min(flat.length, at + SNIPPET_AFTER);
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > at ? flat.lastIndexOf(' ', end) : end;
  const lead = start > 0 ? '…' : '';
  const snippet = `${lead}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
  return { snippet, highlights: highlightRanges(snippet, query) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface IndexedDoc extends Doc {
  /** Heading and text, folded (lower case, quotes and dashes plain) for matching. */
  folded: string;
  foldedHeading: string;
}

export interface TitleIndex {
  key: string;
  docs: IndexedDoc[];
}

/** A term as a pattern over folded text: the stem or the word as typed, at a word's start ("polici" also finds "policy"). */
export function termPattern(term: { term: string; prefix: boolean }, typed: string | undefined): RegExp {
  const forms = new Set([term.term]);
  if (!term.prefix) {
    if (typed) forms.add(typed);
    if (term.term.endsWith('i')) forms.add(`${term.term.slice(0, -1)}y`);
  }
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...forms].map(escapeRegExp).join('|')})`, 'gu');
}

/**
 * A phrase as a pattern: its words in order, anything but letters and digits between them
 * (commas, hyphens, section signs), and an apostrophe inside a word optional either side
 * ("consumers" as the query tokenizes it still finds "consumer’s"), as the online index reads words.
 */
export function phrasePattern(phrase: string): RegExp {
  const words = normalizeText(phrase)
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const word = (w: string) => [...w].map(escapeRegExp).join("'?");
  return new RegExp(`(?<![\\p{L}\\p{N}'])${words.map(word).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'u');
}

export function count(pattern: RegExp, text: string, cap = 20): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (n < cap && pattern.exec(text)) n++;
  return n;
}

/**
 * A saved title made searchable: each section's words folded once. A scan of the folded text is
 * used rather than an inverted index: building MiniSearch over Title 15 (9.4 M characters) took
 * 15-19 s in the e2e run on this loaded machine, where folding takes a fraction of that and a
 * search scans it in well under a second.
 */
export function buildTitleIndex(key: string, sections: readonly TitleSectionRecord[]): TitleIndex {
  const docs = sections.map((s) => {
    const text = sectionPlainText(s);
    return {
      id: s.id,
      title: s.title,
      section: s.section,
      citation: s.citation,
      heading: s.heading,
      text,
      folded: normalizeText(text),
      foldedHeading: normalizeText(s.heading),
    };
  });
  return { key, docs };
}

/** Search titles' indexes; results best first across titles (words found in the heading count most). */
export function searchTitleIndexes(indexes: readonly TitleIndex[], query: TextSearchQuery, releasePoint: string): TextSearchResponse {
  const parsed = parseTextQuery(query.q ?? '');
  const base = { page: query.page, limit: query.limit, engine: 'full-text' as const, releasePoint };
  if (parsed.terms.length === 0 && parsed.phrases.length === 0) return { ...base, results: [], total: 0 };
  const typed = new Map<string, string>();
  for (const word of tokenize((query.q ?? '').replace(/["“”]/g, ' '))) {
    const term = processTerm(word);
    if (term && !typed.has(term)) typed.set(term, word);
  }
  const terms = parsed.terms.map((t) => termPattern(t, typed.get(t.term)));
  const phrases = parsed.phrases.map(phrasePattern);
  const hits: { doc: IndexedDoc; score: number }[] = [];
  for (const index of indexes) {
    for (const doc of index.docs) {
      let score = 0;
      let all = true;
      for (const pattern of terms) {
        const inHeading = count(pattern, doc.foldedHeading);
        const inText = count(pattern, doc.folded);
        if (inHeading + inText === 0) {
          all = false;
          break;
        }
        score += inHeading * 5 + Math.log2(1 + inText);
      }
      if (!all || !phrases.every((p) => p.test(doc.foldedHeading) || p.test(doc.folded))) continue;
      // Shorter sections that use the words are more about them.
      hits.push({ doc, score: score / Math.log2(2 + doc.folded.length / 2000) });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.doc.citation.localeCompare(b.doc.citation, 'en', { numeric: true }));
  const from = (query.page - 1) * query.limit;
  const results: TextSearchResult[] = hits.slice(from, from + query.limit).map(({ doc }) => ({
    id: doc.id,
    citation: doc.citation,
    title: doc.heading,
    titleHighlights: highlightRanges(doc.heading, parsed),
    ...snippetOf(doc.text, parsed),
  }));
  return { ...base, results, total: hits.length };
}

/** The worker's side: the saved titles' indexes, rebuilt when a title is saved again or removed. */
export function createTitleTextSearch({ now = () => performance.now() }: { now?: () => number } = {}) {
  const indexes = new Map<number, Promise<TitleIndex>>();

  function indexOf(saved: SavedTitleRecord): Promise<TitleIndex> {
    const key = `${saved.title}:${saved.savedAt}:${saved.sectionCount}`;
    const existing = indexes.get(saved.title);
    if (existing) {
      const checked = existing.then((index) => (index.key === key ? index : null));
      return checked.then((index) => index ?? rebuild());
    }
    return rebuild();
    function rebuild() {
      const building = (async () => {
        const started = now();
        const index = buildTitleIndex(key, await titleSections(saved.title));
        console.info(`Saved title ${saved.title} text index built in ${Math.round(now() - started)} ms (${index.docs.length} sections)`);
        return index;
      })();
      indexes.set(saved.title, building);
      building.catch(() => {
        if (indexes.get(saved.title) === building) indexes.delete(saved.title);
      });
      return building;
    }
  }

  /** The saved titles, their indexes for those saved no more dropped. */
  async function savedTitles(): Promise<SavedTitleRecord[]> {
    const saved = await listSavedTitles();
    for (const title of indexes.keys()) if (!saved.some((s) => s.title === title)) indexes.delete(title);
    return saved;
  }

  /** Every saved title's index (none when no title is saved), for the Legal Assistant's offline ranking. */
  async function savedIndexes(): Promise<TitleIndex[]> {
    return Promise.all((await savedTitles()).map(indexOf));
  }

  async function search(query: TextSearchQuery): Promise<TextSearchResponse> {
    const saved = await savedTitles();
    const wanted = query.title ? saved.filter((s) => s.title === query.title) : saved;
    const releasePoint = wanted[0]?.releasePoint ?? saved[0]?.releasePoint ?? '';
    if (wanted.length === 0) {
      return {
        results: [],
        total: 0,
        page: query.page,
        limit: query.limit,
        engine: 'full-text',
        releasePoint,
        notice: query.title
          ? `Title ${query.title} is not saved on this device. Save it for offline on its page to search its text without a connection.`
          : NO_SAVED_TITLES,
      };
    }
    const started = now();
    const built = await Promise.all(wanted.map(indexOf));
    const reply = searchTitleIndexes(built, query, releasePoint);
    console.info(`Offline text search in ${Math.round(now() - started)} ms over ${wanted.length} saved title(s)`);
    const names = wanted.map((s) => `Title ${s.title}`).join(', ');
    return { ...reply, notice: `Offline: searched the text saved on this device (${names}).` };
  }

  return { search, savedIndexes };
}
