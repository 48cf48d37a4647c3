/**
 * Law search: ONE ranked full-text engine, used unchanged by the server and by the
 * browser's search worker. Built on MiniSearch (BM25+, prefix and typo tolerance).
 *
 *   createLawIndex(records: readonly LawRecord[]): LawIndex       build (1-3 s for the full library)
 *   searchLaws(index, query, { limit = 10, category? }): LawSearchHit[]
 *       -> ranked { record, score, match: 'citation' | 'act' | 'text' }, best first
 *   serializeIndex(index): string / loadIndex(json, records): LawIndex   (same records, same order)
 *   getCorpusIndex(): LawIndex / searchLibrary(query, options)       the whole library, built once
 *   loadCorpusIndex(): Promise<LawIndex>                              the same, built in steps (a server warming up)
 *       (these import the corpus JSON: fine on the server and in a worker, not in a UI chunk)
 *
 * What a query does (see engine.ts): citations ("42 USC 3604", "42 U.S.C. § 3604", "§ 1692c",
 * "section 1692c") and Act names ("FCRA", "FDCPA", "Title VII", "Section 8") go first to the
 * section and its guide; other words are searched with stop words dropped ("can my boss ..."),
 * stemmed, prefix- and typo-tolerant ("overtme", "evicton"), with plain-English synonyms
 * (synonyms.ts: "landlord", "kicked out", "fired", "boss", "debt collector calling") added at a
 * lower weight; guides outrank bare headings and a bare section is folded into its guide.
 * `category` keeps one category: a label ("Debt Collection", "Labor"), a guide category id
 * ("debt-collection") or one of the spec's legal categories ("consumer").
 */
export { createLawIndex, searchLaws, serializeIndex, loadIndex, queryTerms, SEARCH_WEIGHTS } from './engine';
export type { LawIndex, LawSearchHit, LawSearchOptions } from './engine';
export { getCorpusIndex, loadCorpusIndex, searchLibrary } from './corpusIndex';
export { plainEnglishSynonyms, expandSynonyms } from './synonyms';
export { namedActs, findNamedActs, type NamedAct } from './acts';
export { parseCitations, type CitedSection } from './citations';
