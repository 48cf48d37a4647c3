/**
 * The law library's list rules, once for every copy of it: the server's corpus (./list.ts) and
 * the laws saved on a device (app/search/savedLaws.ts, in the search worker). Light: the
 * caller passes its records and its search, so nothing here pulls the corpus.
 */
import { guideCategories } from '../data/guides/categories';
import { uscodeTitleNames } from '../data/uscode/titles';
import type { FederalLaw, FederalLawsResponse } from '../schemas/legal';
import { toFederalLaw } from './records';
import type { LawRecord } from './types';

/** What `?category=` is read against (a LawRecord or a saved law). */
export interface CategoryFields {
  category: string;
  categoryId?: string;
  legalCategory?: string;
}

/** As `?category=` is read: a category label ("Labor"), a guide category id ("debt-collection") or a legal area ("housing"), any case. */
export function inCategory(law: CategoryFields, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  return [law.category, law.categoryId, law.legalCategory].some((c) => c?.toLowerCase() === wanted);
}

export interface LawPageQuery {
  page?: number;
  limit?: number;
  /** A category label, guide category id or legal area (see inCategory). */
  category?: string;
  /** Text search over the whole library (ranked by the search engine). */
  q?: string;
}

/** The ranked records for a text, every one of them, kept to the category when one is given (the engine's searchLaws over the caller's index). */
export type LibrarySearch<T> = (text: string, options: { limit: number; category?: string }) => readonly T[];

/**
 * One page of a library: its records as given (guides first, then sections in official
 * order), kept to the category; with `q`, the search's ranked results instead. `total` counts
 * every match. `search` is called only for a text search.
 */
export function pageOfLaws<T extends FederalLaw & CategoryFields>(
  laws: readonly T[],
  search: LibrarySearch<T>,
  { page = 1, limit = 20, category, q }: LawPageQuery = {},
): FederalLawsResponse {
  const wanted = category?.trim() || undefined;
  const text = q?.trim() || undefined;
  const matches: readonly T[] = text
    ? search(text, { limit: Number.MAX_SAFE_INTEGER, category: wanted })
    : wanted
      ? laws.filter((law) => inCategory(law, wanted))
      : laws;
  const start = (page - 1) * limit;
  // toFederalLaw reads only the FederalLaw fields, which every library record has.
  return { laws: matches.slice(start, start + limit).map((law) => toFederalLaw(law as unknown as LawRecord)), total: matches.length, page };
}

export interface LawCategory {
  /** The label records carry in `category`. */
  category: string;
  count: number;
  /** 'guide': a curated guide category; 'title': a U.S. Code title (bare sections). */
  kind: 'guide' | 'title';
  /** Guide category id ('debt-collection') or the title number. */
  id: string | number;
  /** The spec's legal category a guide category rolls up to. */
  legal?: string;
}

export interface CategoryCounts {
  /** Guide categories in their defined order, then U.S. Code titles in order; only those with records. */
  categories: LawCategory[];
  /** Categories neither list knows (a newer library than this code), in the order first met. */
  unknown: { category: string; count: number }[];
}

/** Every category of a library with its record count. */
export function countCategories(laws: Iterable<Pick<FederalLaw, 'kind' | 'category'>>): CategoryCounts {
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
  const categories: LawCategory[] = [];
  for (const { id, label, legal } of guideCategories) {
    const count = take(`guide:${label}`);
    if (count) categories.push({ category: label, count, kind: 'guide', id, ...(legal ? { legal } : {}) });
  }
  for (const [n, name] of Object.entries(uscodeTitleNames)) {
    const count = take(`section:${name}`);
    if (count) categories.push({ category: name, count, kind: 'title', id: Number(n) });
  }
  const unknown = [...counts].map(([key, count]) => ({ category: key.slice(key.indexOf(':') + 1), count }));
  return { categories, unknown };
}

/** Bytes as the library states its size (estimatedSizeMB): mebibytes (1024 × 1024 bytes), one decimal. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
