import type { FederalLaw } from '../schemas/legal';
import type { LegalCategoryValue } from '../data/guides/categories';

/**
 * One record of the law library: a curated guide or a bare official section. The API's
 * FederalLaw fields (spec part 2 §3) plus what search and the detail view need. Internal: send
 * `toFederalLaw(record)` / `toLawDetail(...)` over the wire.
 */
export interface LawRecord extends FederalLaw {
  /** The official section heading, copied exactly from the release point (curly quotes kept). */
  heading: string;
  /** Official name of the U.S. Code title, e.g. "The Public Health and Welfare". */
  titleName: string;
  /** Lawyer's words (guides; a bare section's card's keywords); empty for a bare section with no card. */
  keywords: string[];
  /** How ordinary people say it (guides; a bare section's card's asks); empty for a bare section with no card. */
  synonyms: string[];
  /** Federal agency to complain to or learn from (guides only). */
  agency?: { name: string; url: string };
  /** Guide category id (guides only), e.g. 'debt-collection'. */
  categoryId?: string;
  /** The spec's legal category this rolls up to (guides only), e.g. 'consumer'. */
  legalCategory?: LegalCategoryValue;
  /** The designation of the subsection a guide's summary rests on ("(g)(1)"): the passage it quotes. */
  passage?: string;
  /** Other subsections the guide's summary rests on, quoted when the question names one of them more plainly. */
  passageAlso?: readonly string[];
  /** Acronym of the Act when the section is one of the key laws with full text, e.g. 'FDCPA'. */
  act?: string;
  /** A bare section with a section card (its keywords and synonyms are the card's). */
  carded?: true;
}

/**
 * One row of core/data/generated/uscode/sections.json, in official order:
 * [title, section, heading] or, where needed, [title, section, heading, sectionOfficial, duplicateNumber].
 * `section` uses an ASCII hyphen (URL form); `sectionOfficial` (or 0 when equal to `section`)
 * keeps the official en dash; `duplicateNumber` (2) marks the second section of a number that
 * appears twice in a title.
 */
export type CompactSection =
  | [title: number, section: string, heading: string]
  | [title: number, section: string, heading: string, sectionOfficial: string | 0]
  | [title: number, section: string, heading: string, sectionOfficial: string | 0, duplicateNumber: number];

/** core/data/generated/uscode/meta.json */
export interface UscodeMeta {
  /** OLRC release point, e.g. "119-100". */
  releasePoint: string;
  /** The release point's date when a source states it; null when unknown (never guessed). */
  releasePointDate: string | null;
  /** "Pub. L. 119-100". */
  currentThrough: string;
  /** Human label used as `lastUpdated` when no date is known. */
  label: string;
  sectionCount: number;
  titleCount: number;
  /** `title/section` of each section whose full official text is in key-laws.json -> its Act's acronym. */
  fullTextActs: Record<string, string>;
  source: { repository: string; commit: string; files: string[] };
}

/** One entry of core/data/generated/uscode/key-laws.json (keyed by `title/section`). */
export interface KeyLawText {
  act: string;
  actName: string;
  heading: string;
  text: string;
  sourceCredit: string;
}

/** What buildLawRecords needs: the compact generated data (a worker can fetch it). */
export interface CorpusData {
  sections: CompactSection[];
  meta: UscodeMeta;
}

/**
 * A section card's search words (core/data/sectionCards): how people put the matter a section
 * with no guide governs. Search data only: a record carries them as its synonyms and keywords;
 * they are never shown, and the answer quotes the section's official text.
 */
export interface CardWords {
  asks: string[];
  keywords: string[];
}

/** The section cards by `title/section` (core/laws/links.ts sectionKey). */
export type SectionCardWords = Readonly<Record<string, CardWords>>;
