/**
 * Paged law lists and library figures, all computed from the corpus (no hard-coded numbers).
 */
import type { FederalLawStats, FederalLawsResponse } from '../schemas/legal';
import { searchLibrary } from '../search/corpusIndex';
import { corpusMeta, getLawRecords } from './corpus';
import { allFullTexts } from './fullText';
import { countCategories, megabytes, pageOfLaws, type LawCategory, type LawPageQuery } from './library';

export type { LawCategory };
export type ListLawsOptions = LawPageQuery;

/**
 * One page of the library: guides first, then sections in official order; with `q`, ranked
 * search results instead. `total` counts every match.
 */
export function listLaws(options: ListLawsOptions = {}): FederalLawsResponse {
  return pageOfLaws(getLawRecords(), (text, search) => searchLibrary(text, search).map((hit) => hit.record), options);
}

let categories: LawCategory[] | undefined;

/** Every category with its record count: guide categories (in their defined order), then titles 1-54. */
export function lawCategories(): readonly LawCategory[] {
  categories ??= countCategories(getLawRecords()).categories;
  return categories;
}

let sizeMB: string | undefined;

/**
 * The library's size as a device saves it: every record and every full text, serialized as
 * JSON and counted in UTF-8 bytes; MB = 1024 × 1024 bytes, one decimal.
 */
export function librarySizeMB(): string {
  if (sizeMB) return sizeMB;
  const encoder = new TextEncoder();
  const bytes = encoder.encode(JSON.stringify(getLawRecords())).length + encoder.encode(JSON.stringify(allFullTexts())).length;
  sizeMB = megabytes(bytes);
  return sizeMB;
}

/** GET /api/legal/federal-laws/stats. lastUpdated: the release point's date, or its label when no source states a date. */
export function lawStats(): FederalLawStats {
  return {
    totalLaws: getLawRecords().length,
    estimatedSizeMB: librarySizeMB(),
    categories: lawCategories().map(({ category, count }) => ({ category, count })),
    lastUpdated: corpusMeta.releasePointDate ?? corpusMeta.label,
  };
}
