/**
 * The federal law library. One API for the server, the search worker and tests.
 *
 * Light (no corpus; fine in any UI chunk — or import them from ./links, ./confidence directly):
 *   formatCitation(title, section) -> "42 U.S.C. § 3604"
 *   uscodeUrl(title, section), govinfoUrl(title, section) -> official links (https)
 *   sectionKey(title, section) -> "42/3604";  sectionRecordId(title, section) -> "usc-42-3604"
 *   uscodeTitleNames[title], uscodeTitleLabel(title) -> "Title 42 — The Public Health and Welfare"
 *   CONFIDENCE, guideConfidence(basis): the one confidence rule (99 / 97 / 90)
 *   buildLawRecords(data: CorpusData, guides), buildGuideRecord, buildSectionRecord  (pure)
 *   toFederalLaw(record): FederalLaw;  toLawDetail(record, fullText): LawDetail
 *   library rules over any copy of the library (./library: the server's lists and the saved
 *   copy's): pageOfLaws(laws, search, { page, limit, category, q }), inCategory(law, category),
 *   countCategories(laws) -> { categories, unknown }, megabytes(bytes) -> "42.0"
 *   types: LawRecord (FederalLaw + heading, titleName, keywords, synonyms, agency?, categoryId?,
 *          legalCategory?, act?), CompactSection, CorpusData, UscodeMeta, KeyLawText
 *
 * Corpus (pulls ~3 MB of JSON on first import; built lazily and cached):
 *   getLawRecords(): readonly LawRecord[]        guides first, then all 50,936 sections
 *   findLaw(id): LawRecord | undefined           guide id or "usc-{title}-{section}"
 *   findLawsBySection(title, section): LawRecord[]   guides first
 *   getFullText(title, section): KeyLawText | undefined   (key-laws only; ~1.2 MB more)
 *   listLaws({ page, limit, category, q }): FederalLawsResponse   (q = ranked search)
 *   lawStats(): FederalLawStats;  lawCategories(): LawCategory[];  librarySizeMB(): string
 *   corpusMeta: UscodeMeta (release point 119-100; its date is not stated in the data);
 *   getCorpusData(): CorpusData (the compact section rows the records are built from)
 *   ./corpusLibrary makeCorpusLibrary(): the offline library payload and its JSON (GET /api/legal/library)
 *
 * Offline library (./compactLibrary, pure): makeLawLibrary(content), expandLibrary(library) ->
 *   the same records as getLawRecords() plus full texts; splitLibrary/expandPart: the parts a
 *   device stores, each expanding alone. ./libraryLines (imported from there, not through
 *   this index: exported here, it kept the guides' data in UI bundles; core/laws/bundle.test.ts): the payload as lines (what GET
 *   /api/legal/library sends, libraryLinesText) and LibraryLinesReader, which checks them as they
 *   arrive and gives the parts to store.
 *
 * App UI code: import the light helpers from './links' etc., and reach the corpus only through
 * a dynamic import() or a worker, so the main bundle stays small.
 */
export { formatCitation, uscodeUrl, govinfoUrl, sectionKey, sectionRecordId } from './links';
export { CONFIDENCE, guideConfidence } from './confidence';
export { uscodeTitleNames, uscodeTitleLabel } from '../data/uscode/titles';
export { pageOfLaws, inCategory, countCategories, megabytes, type LawPageQuery, type LibrarySearch, type CategoryCounts } from './library';
export {
  buildLawRecords,
  buildGuideRecord,
  buildSectionRecord,
  toFederalLaw,
  toLawDetail,
  SECTION_PENALTIES,
  type GuideInput,
} from './records';
export {
  makeLawLibrary,
  libraryBody,
  expandLibrary,
  expandPart,
  splitLibrary,
  contentVersion,
  type LibraryRecord,
  type LibraryPart,
  type LibraryContent,
} from './compactLibrary';
export type { LawRecord, CompactSection, CorpusData, UscodeMeta, KeyLawText } from './types';
export { getLawRecords, findLaw, findLawsBySection, corpusMeta, getCorpusData, corpusRecordsData, corpusSectionCards } from './corpus';
export { getFullText, allFullTexts } from './fullText';
export { listLaws, lawStats, lawCategories, librarySizeMB, type ListLawsOptions, type LawCategory } from './list';
