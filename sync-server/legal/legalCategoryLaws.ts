/**
 * A Legal Category's canned question ("What are the top federal laws about tax law?") answered with
 * the category's curated top laws, in their reviewed order (core/data/legalCategories.ts), rather
 * than with whatever sections share its words.
 */
import { curatedCategoryHits } from '../../core/data/legalCategories';
import { findLaw } from '../../core/laws/corpus';
import type { LawRecord } from '../../core/laws/types';

export function curatedHits(query: string): { record: LawRecord; score: number; match: 'act' }[] | undefined {
  return curatedCategoryHits(query, findLaw);
}
