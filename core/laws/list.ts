/**
 * Paged law lists and library figures, all computed from the corpus (no hard-coded numbers).
 */
import type { FederalLawStats, FederalLawsResponse } from '../schemas/legal';
import { guideCategories } from '../data/guides/categories';
import { uscodeTitleNames } from '../data/uscode/titles';
import { searchLibrary } from '../search/corpusIndex';
import { corpusMeta, getLawRecords } from './corpus';
import { allFullTexts } from './fullText';
import { toFederalLaw } from './records';
import type { LawRecord } from './types';

export interface ListLawsOptions {
  page?: number;
  limit?: number;
  /** A category label ("Fair Housing", "Labor"), guide category id or legal category value. */
  category?: string;
  /** Text search over the whole library (ranked by the search engine). */
  q?: string;
}

function inCategory(record: LawRecord, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  return [record.category, record.categoryId, record.legalCategory].some((c) => c?.toLowerCase() === wanted);
}

/**
 * One page of the library: guides first, then sections in official order; with `q`, ranked
 * search results instead. `total` counts every match.
 */
export function listLaws({ page = 1, limit = 20, category, q }: ListLawsOptions = {}): FederalLawsResponse {
  const wanted = category?.trim() ? category : undefined;
  const matches: readonly LawRecord[] = q?.trim()
    ? searchLibrary(q, { limit: Number.MAX_SAFE_INTEGER, category: wanted }).map((hit) => hit.record)
    : wanted
      ? getLawRecords().filter((r) => inCategory(r, wanted))
      : getLawRecords();
  const start = (page - 1) * limit;
  return { laws: matches.slice(start, start + limit).map(toFederalLaw), total: matches.length, page };
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

let categories: LawCategory[] | undefined;

/** Every category with its record count: guide categories (in their defined order), then titles 1-54. */
export function lawCategories(): readonly LawCategory[] {
  if (categories) return categories;
  const counts = new Map<string, number>();
  for (const r of getLawRecords()) counts.set(`${r.kind}:${r.category}`, (counts.get(`${r.kind}:${r.category}`) ?? 0) + 1);
  const guides: LawCategory[] = guideCategories
    .filter((c) => counts.has(`guide:${c.label}`))
    .map((c) => ({ category: c.label, count: counts.get(`guide:${c.label}`)!, kind: 'guide', id: c.id, ...(c.legal ? { legal: c.legal } : {}) }));
  const titles: LawCategory[] = Object.entries(uscodeTitleNames)
    .map(([n, name]) => ({ category: name, count: counts.get(`section:${name}`) ?? 0, kind: 'title' as const, id: Number(n) }))
    .filter((c) => c.count > 0);
  categories = [...guides, ...titles];
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
  sizeMB = (bytes / (1024 * 1024)).toFixed(1);
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
