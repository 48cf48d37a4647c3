/**
 * The Federal Laws Database over the saved library: the same figures and the same paged,
 * filtered lists the server computes (core/laws/list.ts), over the laws saved on this device.
 * Pure: used by the search worker and by the save (for the stat cards).
 */
import { guideCategories } from '../../core/data/guides/categories';
import { uscodeTitleNames } from '../../core/data/uscode/titles';
import { toFederalLaw } from '../../core/laws/records';
import type { LawRecord } from '../../core/laws/types';
import type { FederalLawStats, FederalLawsResponse, LibraryLaw } from '../../core/schemas/legal';
import { searchLaws, type LawIndex } from '../../core/search/engine';

/** What a saved law needs here (the stored rows have more). */
export type SavedLaw = LibraryLaw;

/** As the server reads `?category=`: a category label, a guide category id or a legal area. */
export function inCategory(law: Pick<SavedLaw, 'category' | 'categoryId' | 'legalCategory'>, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  return [law.category, law.categoryId, law.legalCategory].some((c) => c?.toLowerCase() === wanted);
}

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
export function listSavedLaws(laws: readonly SavedLaw[], index: LawIndex | null, { page, limit, category, q }: SavedLawsQuery): FederalLawsResponse {
  const wanted = category?.trim() || undefined;
  const text = q?.trim() || undefined;
  let matches: readonly SavedLaw[];
  if (text) {
    if (!index) throw new Error('The search index is not ready');
    matches = searchLaws(index, text, { limit: Number.MAX_SAFE_INTEGER, category: wanted }).map((hit) => hit.record as SavedLaw);
  } else {
    matches = wanted ? laws.filter((law) => inCategory(law, wanted)) : laws;
  }
  const start = (page - 1) * limit;
  return { laws: matches.slice(start, start + limit).map((law) => toFederalLaw(law as LawRecord)), total: matches.length, page };
}

/** One decimal of a mebibyte, as the server states estimatedSizeMB. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/**
 * The stat cards' figures for the saved copy: its law count, its size, its categories with
 * counts (guide topics in their defined order, then U.S. Code titles) and its date.
 */
export function savedLibraryStats(laws: readonly SavedLaw[], { rawBytes, lastUpdated }: { rawBytes: number; lastUpdated: string }): FederalLawStats {
  const counts = new Map<string, number>();
  for (const law of laws) {
    const key = `${law.kind}:${law.category}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const take = (key: string) => {
    const count = counts.get(key);
    counts.delete(key);
    return count;
  };
  const categories: FederalLawStats['categories'] = [];
  for (const { label } of guideCategories) {
    const count = take(`guide:${label}`);
    if (count) categories.push({ category: label, count });
  }
  for (const name of Object.values(uscodeTitleNames)) {
    const count = take(`section:${name}`);
    if (count) categories.push({ category: name, count });
  }
  // Anything the lists above do not know (a newer library than this app) is still counted.
  for (const [key, count] of counts) categories.push({ category: key.slice(key.indexOf(':') + 1), count });
  return { totalLaws: laws.length, estimatedSizeMB: megabytes(rawBytes), categories, lastUpdated };
}
