/**
 * The one law search engine: MiniSearch (BM25+, prefix and typo tolerance) over
 * LawRecords, plus a small query planner in front of it:
 *   1. citations ("42 USC 3604", "§ 1692c") and named Acts ("FCRA", "Title VII") are pinned
 *      first: the section's guides, then the section itself;
 *   2. the remaining words are searched, stop words dropped, with plain-English synonyms
 *      added at a lower weight;
 *   3. guides outrank bare headings, sections inside a named Act are favoured, and a bare
 *      section already explained by a guide in the list is folded into that guide.
 * Pure: the same module runs in the server and in the browser's search worker.
 */
import MiniSearch, { type Options, type QueryCombination, type SearchOptions } from 'minisearch';
import { inCategory } from '../laws/library';
import type { LawRecord } from '../laws/types';
import { findNamedActs, type NamedAct } from './acts';
import { parseCitations, type CitedSection } from './citations';
import {
  arraySource,
  isRecordSource,
  sectionLookups,
  sectionLookupsInSteps,
  type LawRecordSource,
  type RecordFacts,
  type SectionLookups,
} from './lookups';
import { expandSynonyms } from './synonyms';
import { normalizeText, processTerm, terms as textTerms, tokenize } from './text';
import { workSlices } from '../time/pause';

/** MiniSearch's document: a record and its position in the source (the index's id, so it holds numbers, not ids). */
interface IndexedDoc {
  position: number;
  record: LawRecord;
}

/** The index, its records (by position: an array, or a compact source building them on demand) and the section lookups. */
export interface LawIndex extends SectionLookups {
  readonly mini: MiniSearch<IndexedDoc>;
  readonly records: LawRecordSource;
}

export type { LawRecordSource, RecordFacts } from './lookups';

export interface LawSearchOptions {
  /** Most hits to return (default 10). */
  limit?: number;
  /** Keep only records of this category: its label ("Debt Collection", "Labor"), guide category id or legal category value. */
  category?: string;
}

export interface LawSearchHit {
  record: LawRecord;
  /** Higher is better; comparable only within one search. */
  score: number;
  /** Why it is here: named by citation, by an Act's name, or found by the text search. */
  match: 'citation' | 'act' | 'text';
}

/** Relevance weights. Tuned against the ranking test (core/search/ranking.test.ts). */
export const SEARCH_WEIGHTS = {
  fields: { title: 3, keywords: 3, synonyms: 2.5, heading: 2, act: 2, section: 2, summary: 1, category: 0.7 },
  /** Curated guides over bare official headings. */
  guide: 3,
  /** A bare section with a section card (curated words, like a guide's) over one with its heading only. */
  card: 3,
  /** Sections inside an Act the query names. */
  namedAct: 2,
  /** Plain-English synonym words, relative to the words typed. */
  synonym: 0.45,
} as const;

const FIELDS = /* @__PURE__ */ Object.keys(SEARCH_WEIGHTS.fields);
const key = (title: number, section: string) => `${title}/${section.toLowerCase()}`;

function extractField(record: LawRecord, field: string): string {
  const guide = record.kind === 'guide';
  switch (field) {
    case 'title':
      return record.title;
    case 'heading':
      return guide ? record.heading : ''; // a section's title is its heading
    case 'keywords':
      return record.keywords.join(' ');
    case 'synonyms':
      return record.synonyms.join(' ');
    case 'summary':
      return guide ? `${record.summary} ${record.subcategory}` : ''; // a section's summary is boilerplate
    case 'category':
      return guide ? `${record.category} ${record.titleName}` : record.titleName;
    case 'act':
      return record.act ?? '';
    case 'section':
      return record.usc.section;
    default:
      return '';
  }
}

const fuzzy = (term: string) => (/\d/.test(term) ? false : term.length >= 7 ? 2 : term.length >= 4 ? 1 : false);
/** Prefix matching for the last word only (the one being typed); stemming covers word endings elsewhere. */
const prefix = (term: string, i: number, all: string[]) => i === all.length - 1 && term.length >= 3 && !/^\d+$/.test(term);

/** MiniSearch options: identical for building and for loading a serialized index. */
const miniOptions: Options<IndexedDoc> = {
  fields: FIELDS,
  idField: 'position',
  storeFields: [],
  extractField: (doc, field) => (field === 'position' ? doc.position : extractField(doc.record, field)),
  tokenize,
  processTerm,
  searchOptions: { boost: SEARCH_WEIGHTS.fields, prefix, fuzzy, combineWith: 'OR' },
};

const toSource = (records: readonly LawRecord[] | LawRecordSource) => (isRecordSource(records) ? records : arraySource(records));

/**
 * miniOptions for one build, remembering what each distinct word became while the records are
 * added (a title's name is stemmed once, not for each of its thousands of sections; about a
 * third less time): the same terms, as processTerm is pure. `done()` lets the memory go.
 */
function buildOptions(): { options: Options<IndexedDoc>; done: () => void } {
  let words: Map<string, string | null> | null = new Map();
  const options: Options<IndexedDoc> = {
    ...miniOptions,
    processTerm: (word) => {
      let term = words?.get(word);
      if (term === undefined) {
        term = processTerm(word);
        words?.set(word, term);
      }
      return term;
    },
  };
  return { options, done: () => void (words = null) };
}

/** Builds the index (1-3 s for the full library; see README "Law search engine"). A compact source's records are built one at a time and let go. */
export function createLawIndex(records: readonly LawRecord[] | LawRecordSource): LawIndex {
  const building = startLawIndex(isRecordSource(records) ? records : arraySource(records));
  building.addNew();
  return building.finish();
}

/**
 * An index built while its source grows (a device saving a streamed library):
 * `addNew()` indexes the records added since the last call, `finish()` makes the lookups. The
 * same index as createLawIndex over the whole source (records are added in the same order).
 */
export function startLawIndex(source: LawRecordSource): { addNew(): void; finish(): LawIndex } {
  const { options, done } = buildOptions();
  const mini = new MiniSearch<IndexedDoc>(options);
  const fields = source.searchFields?.bind(source) ?? source.at.bind(source);
  let next = 0;
  const addNew = () => {
    for (; next < source.length; next++) mini.add({ position: next, record: fields(next) });
  };
  return {
    addNew,
    finish() {
      addNew();
      done();
      return { mini, records: source, ...sectionLookups(source) };
    },
  };
}

/**
 * The same index, built in slices of a few ms with a pause between them, so a server building it
 * keeps answering other requests.
 */
export async function createLawIndexInSteps(records: readonly LawRecord[] | LawRecordSource): Promise<LawIndex> {
  const source = toSource(records);
  const { options, done } = buildOptions();
  const mini = new MiniSearch<IndexedDoc>(options);
  const slices = workSlices();
  for (let position = 0; position < source.length; position++) {
    mini.add({ position, record: source.at(position) });
    if (slices.due()) await slices.pause();
  }
  done();
  await slices.pause();
  return { mini, records: source, ...(await sectionLookupsInSteps(source)) };
}

/** The index as JSON (for a worker or a cache); load it back with the same records. */
export function serializeIndex(index: LawIndex): string {
  return JSON.stringify(index.mini);
}

export function loadIndex(json: string, records: readonly LawRecord[] | LawRecordSource): LawIndex {
  const source = toSource(records);
  return { mini: MiniSearch.loadJSON<IndexedDoc>(json, miniOptions), records: source, ...sectionLookups(source) };
}

function matchesCategory(record: RecordFacts, category: string | undefined): boolean {
  return !category || inCategory(record, category);
}

function citedRecords(index: LawIndex, cite: CitedSection): LawRecord[] {
  if (cite.title !== undefined) return index.bySection.get(key(cite.title, cite.section)) ?? [];
  return (index.byBareSection.get(cite.section) ?? []).slice(0, 6);
}

function inAct(index: LawIndex, record: RecordFacts, act: NamedAct): boolean {
  if (record.usc.title !== act.title) return false;
  const at = index.ordinal.get(key(record.usc.title, record.usc.section));
  const from = index.ordinal.get(key(act.title, act.from));
  const to = index.ordinal.get(key(act.title, act.to));
  return at !== undefined && from !== undefined && to !== undefined && at >= from && at <= to;
}

/** A hit before its record is built: its facts, and how to build the record (once, when asked). */
export interface LawFactsHit {
  facts: RecordFacts;
  score: number;
  match: LawSearchHit['match'];
  record(): LawRecord;
}

/** Ranked records for a question, a citation or an Act's name. Empty for an empty query. */
export function searchLaws(index: LawIndex, query: string, options: LawSearchOptions = {}): LawSearchHit[] {
  return searchLawFacts(index, query, options).map((hit) => ({ record: hit.record(), score: hit.score, match: hit.match }));
}

/** A ranking hit: the record's facts, its position (text hits) or the record itself (pinned ones). */
interface Candidate {
  record: RecordFacts;
  position?: number;
  built?: LawRecord;
  score: number;
  match: LawSearchHit['match'];
}

/**
 * searchLaws, with only the facts of each hit at hand: a compact source builds a record when
 * `record()` is called (a list page builds the 20 it shows of thousands of matches).
 */
export function searchLawFacts(index: LawIndex, query: string, options: LawSearchOptions = {}): LawFactsHit[] {
  return rankCandidates(index, query, options).map(({ record: facts, position, built, score, match }) => {
    let record = built;
    return { facts, score, match, record: () => (record ??= index.records.at(position!)) };
  });
}

function rankCandidates(index: LawIndex, query: string, options: LawSearchOptions): Candidate[] {
  const limit = options.limit ?? 10;
  const folded = normalizeText(query).replace(/\s+/g, ' ').trim();
  if (!folded) return [];
  // Acts first ("section 8" is the voucher program, not a citation), on the text with its capitals.
  const caseKept = query
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'");
  const { acts, rest: withoutActs } = findNamedActs(caseKept);
  const { cites, rest } = parseCitations(normalizeText(withoutActs));

  const pinned: { record: LawRecord; match: LawSearchHit['match'] }[] = [];
  for (const cite of cites) for (const record of citedRecords(index, cite)) pinned.push({ record, match: 'citation' });
  const typed = textTerms(rest);
  for (const act of acts) {
    // A bare Act name opens its anchor section; with other words, the text search picks within the Act.
    if (typed.length === 0)
      for (const record of index.bySection.get(key(act.title, act.anchor)) ?? []) pinned.push({ record, match: 'act' });
  }

  // Words to search: what was typed (minus citations), the Acts' names, and synonyms at a lower weight.
  let searchTerms = [...typed, ...acts.flatMap((a) => textTerms(a.name))];
  if (searchTerms.length === 0 && pinned.length > 0) searchTerms = textTerms(pinned[0].record.heading); // related sections
  const extra = [...new Set(textTerms(expandSynonyms(rest.replace(/\s+/g, ' '))))].filter((t) => !searchTerms.includes(t));
  const unique = [...new Set(searchTerms)];

  const hits = new Map<string, Candidate>();
  const keep = (record: RecordFacts) => matchesCategory(record, options.category);
  if (unique.length + extra.length > 0) {
    const preprocessed: SearchOptions = { tokenize: (s: string) => s.split(' ').filter(Boolean), processTerm: (t: string) => t };
    const queries: QueryCombination[] = [{ ...preprocessed, queries: [unique.join(' ')] }];
    // Synonyms are our own correctly spelled words: no prefix or typo matching for them.
    if (extra.length)
      queries.push({ ...preprocessed, queries: [extra.join(' ')], boostTerm: () => SEARCH_WEIGHTS.synonym, prefix: false, fuzzy: false });
    // Document boosts are per record, not per term, so they are applied once to the final
    // score (the same result as MiniSearch's boostDocument, without a callback per term and document).
    const results = index.mini.search({ combineWith: 'OR', queries });
    for (const result of results) {
      const position = result.id as number;
      const record = index.records.facts(position);
      if (!keep(record)) continue;
      let boost = record.kind === 'guide' ? SEARCH_WEIGHTS.guide : record.carded ? SEARCH_WEIGHTS.card : 1;
      if (acts.length && acts.some((act) => inAct(index, record, act))) boost *= SEARCH_WEIGHTS.namedAct;
      hits.set(record.id, { record, position, score: result.score * boost, match: 'text' });
    }
  }
  const sorted = [...hits.values()].sort((a, b) => b.score - a.score);

  // Pinned records first, in order, scored above every text hit.
  const top = sorted.length ? sorted[0].score : 0;
  const ranked: Candidate[] = [];
  const seen = new Set<string>();
  pinned.forEach(({ record, match }, i) => {
    if (seen.has(record.id) || !keep(record)) return;
    seen.add(record.id);
    ranked.push({ record, built: record, score: top + pinned.length - i, match });
  });
  // Prefer the guide: a bare section is replaced, at its rank, by the guides explaining it.
  const guidesOf = new Map<string, Candidate[]>();
  for (const hit of sorted) {
    if (hit.record.kind !== 'guide') continue;
    const k = key(hit.record.usc.title, hit.record.usc.section);
    guidesOf.set(k, [...(guidesOf.get(k) ?? []), hit]);
  }
  const push = (hit: Candidate) => {
    if (seen.has(hit.record.id)) return;
    seen.add(hit.record.id);
    ranked.push(hit);
  };
  for (const hit of sorted) {
    if (ranked.length >= limit) break;
    const guides = hit.record.kind === 'section' ? guidesOf.get(key(hit.record.usc.title, hit.record.usc.section)) : undefined;
    if (guides) {
      for (const guide of guides) push({ ...guide, score: Math.max(guide.score, hit.score) });
      seen.add(hit.record.id);
    } else push(hit);
  }
  return ranked.slice(0, limit);
}

/** Every term the engine would search for a query (for tests and for highlighting). */
export function queryTerms(query: string): string[] {
  return textTerms(query);
}

export { processTerm };
