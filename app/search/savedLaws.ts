/**
 * The Federal Laws Database over the saved library: the same figures and the same paged,
 * filtered lists the server computes (core/laws/list.ts), by the same rules (core/laws/library.ts),
 * over the laws saved on this device.
 * Pure: used by the search worker and by the save (for the stat cards).
 */
import { countCategories, inCategory, megabytes } from '../../core/laws/library';
import { toFederalLaw } from '../../core/laws/records';
import type { LawRecord } from '../../core/laws/types';
import type { FederalLawStats, FederalLawsResponse, LibraryLaw } from '../../core/schemas/legal';
import { searchLawFacts, type LawIndex } from '../../core/search/engine';
import { arraySource, isRecordSource, type LawRecordSource } from '../../core/search/lookups';

/** What a saved law needs here (the stored rows have more). */
export type SavedLaw = LibraryLaw;

// The server's own rules (one copy, core/laws/library.ts): `?category=` matching and MB of 1024 × 1024 bytes.
export { inCategory, megabytes } from '../../core/laws/library';

export interface SavedLawsQuery {
  page: number;
  limit: number;
  category?: string;
  q?: string;
}

/**
 * One page of the saved library: guides first, then sections in official order; with `q`,
 * the engine's ranked results (`index` is then required). `total` counts every match. Only the
 * page's records are built (the saved laws are kept compact: core/laws/compactLibrary.ts).
 * The server's rules, as pageOfLaws (core/laws/library.ts) applies them to its records.
 */
export function listSavedLaws(
  laws: LawRecordSource | readonly SavedLaw[],
  index: LawIndex | null,
  { page, limit, category, q }: SavedLawsQuery,
): FederalLawsResponse {
  const source = isRecordSource(laws as LawRecordSource | readonly LawRecord[])
    ? (laws as LawRecordSource)
    : arraySource(laws as unknown as readonly LawRecord[]);
  const wanted = category?.trim() || undefined;
  const text = q?.trim() || undefined;
  const start = (page - 1) * limit;
  if (text) {
    if (!index) throw new Error('The search index is not ready');
    const hits = searchLawFacts(index, text, { limit: Number.MAX_SAFE_INTEGER, category: wanted });
    return { laws: hits.slice(start, start + limit).map((hit) => toFederalLaw(hit.record())), total: hits.length, page };
  }
  const matches: number[] = [];
  for (let i = 0; i < source.length; i++) if (!wanted || inCategory(source.facts(i), wanted)) matches.push(i);
  return { laws: matches.slice(start, start + limit).map((i) => toFederalLaw(source.at(i))), total: matches.length, page };
}

/**
 * The stat cards' figures for the saved copy: its law count, its size, its categories with
 * counts (guide topics in their defined order, then U.S. Code titles) and its date.
 */
export function savedLibraryStats(
  laws: Iterable<Pick<SavedLaw, 'kind' | 'category'>>,
  { rawBytes, lastUpdated }: { rawBytes: number; lastUpdated: string },
): FederalLawStats {
  let totalLaws = 0;
  const { categories, unknown } = countCategories(
    (function* counted() {
      for (const law of laws) {
        totalLaws += 1;
        yield law;
      }
    })(),
  );
  return {
    totalLaws,
    estimatedSizeMB: megabytes(rawBytes),
    // Anything the lists do not know (a newer library than this app) is still counted, last.
    categories: [...categories.map(({ category, count }) => ({ category, count })), ...unknown],
    lastUpdated,
  };
}
