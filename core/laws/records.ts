/**
 * Builders turning guides and official sections into LawRecords. Pure: no corpus import, so a
 * Web Worker that fetched the compact data can build the very same records.
 */
import type { FederalLaw, LawDetail, OfficialText } from '../schemas/legal';
import type { LawGuide } from '../data/guides/types';
import { guideCategories } from '../data/guides/categories';
import { uscodeTitleLabel, uscodeTitleNames } from '../data/uscode/titles';
import { CONFIDENCE, guideConfidence } from './confidence';
import { formatCitation, govinfoUrl, sectionKey, sectionRecordId, uscodeUrl } from './links';
import type { CompactSection, CorpusData, KeyLawText, LawRecord, SectionCardWords, UscodeMeta } from './types';
import { workSlices } from '../time/pause';

/** What a guide record is built from: a curated guide, or one sent in the offline library (category as a plain id). */
export type GuideInput = Pick<
  LawGuide,
  'id' | 'title' | 'usc' | 'summary' | 'subcategory' | 'penalties' | 'keywords' | 'synonyms' | 'basis' | 'agency' | 'passage'
> & {
  category: string;
};

/** What the records are built from: the section rows, which sections have full text, and the sections' cards. */
export type RecordsData = Pick<CorpusData, 'sections'> & { meta: Pick<UscodeMeta, 'fullTextActs'>; cards?: SectionCardWords };

const NO_CARDS: SectionCardWords = /* @__PURE__ */ Object.freeze({});

export const SECTION_PENALTIES = 'Not summarized: see the official text.';

const categoryById = /* @__PURE__ */ new Map<string, (typeof guideCategories)[number]>(guideCategories.map((c) => [c.id, c]));

/**
 * A bare official section: its exact heading, citation and links, nothing summarized. A section
 * with a card (core/data/sectionCards) searches by the card's asks (as `synonyms`, a guide's
 * plain-English phrasings) and keywords too; its summary stays the heading, and an answer quotes
 * its official text. A second section of one number (`duplicateNumber`) is another section: the
 * card, read against the first one's text, is not its.
 */
export function buildSectionRecord(
  row: CompactSection,
  fullTextActs: Readonly<Record<string, string>>,
  cards: SectionCardWords = NO_CARDS,
): LawRecord {
  const [title, section, heading] = row;
  const duplicateNumber = row[4];
  const citation = formatCitation(title, section);
  const key = sectionKey(title, section);
  const act = fullTextActs[key];
  const card = duplicateNumber || !Object.hasOwn(cards, key) ? undefined : cards[key];
  return {
    id: sectionRecordId(title, section, duplicateNumber),
    title: heading,
    citation,
    // It stands alone as a lead: no "read the full text" above the full text it sits over.
    summary: `${citation}, in ${uscodeTitleLabel(title)}, is headed “${heading.replace(/[.\s]+$/, '')}”.`,
    category: uscodeTitleNames[title] ?? `Title ${title}`,
    subcategory: `U.S. Code Title ${title}`,
    penalties: SECTION_PENALTIES,
    government_source: uscodeUrl(title, section),
    confidence: CONFIDENCE.sectionHeading,
    kind: 'section',
    usc: { title, section },
    govinfoUrl: govinfoUrl(title, section),
    hasFullText: act !== undefined && !duplicateNumber,
    heading,
    titleName: uscodeTitleNames[title] ?? `Title ${title}`,
    keywords: card ? [...card.keywords] : [],
    synonyms: card ? [...card.asks] : [],
    ...(card ? { carded: true as const } : {}),
    ...(act && !duplicateNumber ? { act } : {}),
  };
}

/** A curated guide; `heading` is the official heading of the section it explains. */
export function buildGuideRecord(guide: GuideInput, heading: string, fullTextActs: Readonly<Record<string, string>>): LawRecord {
  const { title, section } = guide.usc;
  const category = categoryById.get(guide.category);
  const act = fullTextActs[sectionKey(title, section)];
  return {
    id: guide.id,
    title: guide.title,
    citation: formatCitation(title, section),
    summary: guide.summary,
    category: category?.label ?? guide.category,
    subcategory: guide.subcategory,
    penalties: guide.penalties,
    government_source: uscodeUrl(title, section),
    confidence: guideConfidence(guide.basis),
    kind: 'guide',
    usc: { title, section },
    govinfoUrl: govinfoUrl(title, section),
    hasFullText: act !== undefined,
    heading,
    titleName: uscodeTitleNames[title] ?? `Title ${title}`,
    keywords: [...guide.keywords],
    synonyms: [...guide.synonyms],
    ...(guide.agency ? { agency: { ...guide.agency } } : {}),
    ...(guide.passage ? { passage: guide.passage.at } : {}),
    ...(guide.passage?.also?.length ? { passageAlso: [...guide.passage.also] } : {}),
    categoryId: guide.category,
    ...(category?.legal ? { legalCategory: category.legal } : {}),
    ...(act ? { act } : {}),
  };
}

/**
 * Every record: guides first (in the given order), then every section in official order.
 * A guide whose section is not in the official list is left out (the corpus test names it):
 * a citation that does not exist must never reach a user.
 */
export function buildLawRecords(data: RecordsData, guides: readonly GuideInput[]): LawRecord[] {
  const records: LawRecord[] = [];
  for (const _ of recordSteps(data, guides, records));
  return records;
}

/** Records built between two chances to pause (a fraction of a millisecond once compiled). */
const RECORDS_PER_STEP = 25;

/**
 * The same records, built in slices of a few ms with a pause (a macrotask) between them, so a
 * server building them keeps answering other requests (~1 s of work for 51,000 records).
 */
export async function buildLawRecordsInSteps(data: RecordsData, guides: readonly GuideInput[]): Promise<LawRecord[]> {
  const records: LawRecord[] = [];
  const slices = workSlices();
  for (const _ of recordSteps(data, guides, records)) if (slices.due()) await slices.pause();
  return records;
}

function* recordSteps(data: RecordsData, guides: readonly GuideInput[], records: LawRecord[]): Generator<void> {
  const { fullTextActs } = data.meta;
  const cards = data.cards ?? NO_CARDS;
  const headings = new Map<string, string>();
  for (const row of data.sections) {
    const key = sectionKey(row[0], row[1]);
    if (!headings.has(key)) headings.set(key, row[2]);
  }
  yield;
  for (const guide of guides) {
    const heading = headings.get(sectionKey(guide.usc.title, guide.usc.section));
    if (heading !== undefined) records.push(buildGuideRecord(guide, heading, fullTextActs));
    yield;
  }
  yield;
  for (const [i, row] of data.sections.entries()) {
    records.push(buildSectionRecord(row, fullTextActs, cards));
    if ((i + 1) % RECORDS_PER_STEP === 0) yield;
  }
}

/** The API shape (spec part 2 §3 plus links): drops the internal search fields. */
export function toFederalLaw(record: LawRecord): FederalLaw {
  return {
    id: record.id,
    title: record.title,
    citation: record.citation,
    summary: record.summary,
    category: record.category,
    subcategory: record.subcategory,
    penalties: record.penalties,
    government_source: record.government_source,
    confidence: record.confidence,
    kind: record.kind,
    usc: { ...record.usc },
    govinfoUrl: record.govinfoUrl,
    hasFullText: record.hasFullText,
  };
}

/**
 * GET /api/legal/laws/:id: the record plus the official text of its section. `official` is the
 * text read from corpus/uscode-text (the server's sync-server/lawText) with its parsed levels;
 * without it, the key-laws text where there is one.
 */
export function toLawDetail(
  record: LawRecord,
  fullText: KeyLawText | undefined,
  official?: { text: string; officialText: OfficialText },
): LawDetail {
  return {
    ...toFederalLaw(record),
    fullText: official?.text || fullText?.text || null,
    titleName: record.titleName,
    keywords: [...record.keywords],
    officialText: official?.officialText ?? null,
  };
}
