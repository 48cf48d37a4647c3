/**
 * The index over the whole library, built once on first use (server; a worker that imports
 * the corpus can use it too). Pulls the corpus: keep it out of UI chunks.
 */
import { getLawRecords } from '../laws/corpus';
import { createLawIndex, searchLaws, type LawIndex, type LawSearchHit, type LawSearchOptions } from './engine';

let index: LawIndex | undefined;

export function getCorpusIndex(): LawIndex {
  index ??= createLawIndex(getLawRecords());
  return index;
}

/** searchLaws over the whole library. */
export function searchLibrary(query: string, options?: LawSearchOptions): LawSearchHit[] {
  return searchLaws(getCorpusIndex(), query, options);
}
