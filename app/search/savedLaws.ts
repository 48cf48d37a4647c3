/**
 * The Federal Laws Database over the saved library: the same figures and the same paged,
 * filtered lists the server computes (core/laws/list.ts), by the same rules (core/laws/library.ts),
 * over the laws saved on this device.
 * Pure: used by the search worker and by the save (for the stat cards).
 */
import { countCategories, megabytes, pageOfLaws } from '../../core/laws/library';
import type { FederalLawStats, FederalLawsResponse, LibraryLaw } from '../../core/schemas/legal';
import { searchLaws, type LawIndex } from '../../core/search/engine';

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
 * the engine's ranked results (`index` is then required). `total` counts every match.
 */
export function listSavedLaws(laws: readonly SavedLaw[], index: LawIndex | null, query: SavedLawsQuery): FederalLawsResponse {
  return pageOfLaws(
    laws,
    (text, options) => {
      if (!index) throw new Error('The search index is not ready');
      return searchLaws(index, text, options).map((hit) => hit.record as SavedLaw);
    },
    query,
  );
}

/**
 * The stat cards' figures for the saved copy: its law count, its size, its categories with
 * counts (guide topics in their defined order, then U.S. Code titles) and its date.
 */
export function savedLibraryStats(laws: readonly SavedLaw[], { rawBytes, lastUpdated }: { rawBytes: number; lastUpdated: string }): FederalLawStats {
  const { categories, unknown } = countCategories(laws);
  return {
    totalLaws: laws.length,
    estimatedSizeMB: megabytes(rawBytes),
    // Anything the lists do not know (a newer library than this app) is still counted, last.
    categories: [...categories.map(({ category, count }) => ({ category, count })), ...unknown],
    lastUpdated,
  };
}
