/**
 * The law library as loaded from the committed corpus (core/data/generated/uscode, built by
 * scripts/build-corpus.ts) and the curated guides. Importing this module pulls ~3 MB of JSON:
 * app code should reach it only through a dynamic import (or from a Web Worker).
 */
import sectionsJson from '../data/generated/uscode/sections.json' with { type: 'json' };
import metaJson from '../data/generated/uscode/meta.json' with { type: 'json' };
import { allGuides } from '../data/guides';
import { sectionCardWords } from '../data/sectionCards';
import { buildLawRecords, buildLawRecordsInSteps, type RecordsData } from './records';
import type { CardWords, CompactSection, CorpusData, LawRecord, SectionCardWords, UscodeMeta } from './types';

/** Release point, counts and which sections have full text (small). */
export const corpusMeta: UscodeMeta = metaJson as UscodeMeta;

/**
 * The compact generated data (what a device downloads to build its own library). A function,
 * not a constant, so a bundle that never calls it can leave the sections out.
 */
export function getCorpusData(): CorpusData {
  return { sections: sectionsJson as unknown as CompactSection[], meta: corpusMeta };
}

let cards: Record<string, CardWords> | undefined;
/** The section cards' search words by `title/section` (core/data/sectionCards), read once. */
export function corpusSectionCards(): SectionCardWords {
  cards ??= sectionCardWords();
  return cards;
}

/** What the server's records are built from: the corpus and the section cards (the offline library carries both). */
export function corpusRecordsData(): RecordsData {
  return { ...getCorpusData(), cards: corpusSectionCards() };
}

let records: LawRecord[] | undefined;
let byId: Map<string, LawRecord> | undefined;

/** Every record (guides first, then all sections in official order). Built once, on first use. */
export function getLawRecords(): readonly LawRecord[] {
  records ??= buildLawRecords(corpusRecordsData(), allGuides);
  return records;
}

let loading: Promise<readonly LawRecord[]> | undefined;

/**
 * The same records, built in steps that let other work through while the server warms up
 * (docs/performance.md, "The server while it builds").
 */
export function loadLawRecords(): Promise<readonly LawRecord[]> {
  if (records) return Promise.resolve(records);
  loading ??= buildLawRecordsInSteps(corpusRecordsData(), allGuides).then((built) => (records ??= built));
  return loading;
}

export function findLaw(id: string): LawRecord | undefined {
  byId ??= new Map(getLawRecords().map((r) => [r.id, r]));
  return byId.get(id);
}

let bySection: Map<string, LawRecord[]> | undefined;

/**
 * Records of one U.S. Code section: its guides first, then the section itself. Looked up in a map
 * made once from the records (a scan of all 51,000 a call made the 2,746 section cards' check take
 * 84 s on a loaded machine, past its 30 s limit, and every answer's section lookups slow).
 */
export function findLawsBySection(title: number, section: string): LawRecord[] {
  if (!bySection) {
    bySection = new Map();
    for (const r of getLawRecords()) {
      const key = `${r.usc.title}/${r.usc.section.toLowerCase()}`;
      const list = bySection.get(key);
      if (list) list.push(r);
      else bySection.set(key, [r]);
    }
  }
  return [...(bySection.get(`${title}/${section.toLowerCase()}`) ?? [])];
}
