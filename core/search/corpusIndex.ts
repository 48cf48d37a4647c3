/**
 * The index over the whole library, built once on first use (server; a worker that imports
 * the corpus can use it too). Pulls the corpus: keep it out of UI chunks.
 */
import { getLawRecords, loadLawRecords } from '../laws/corpus';
import { createLawIndex, createLawIndexInSteps, searchLaws, type LawIndex, type LawSearchHit, type LawSearchOptions } from './engine';

let index: LawIndex | undefined;

export function getCorpusIndex(): LawIndex {
  index ??= createLawIndex(getLawRecords());
  return index;
}

let loading: Promise<LawIndex> | undefined;

/**
 * The same index, built in steps that let other work through while the server warms up
 * (docs/performance.md, "The server while it builds").
 * A getCorpusIndex() call meanwhile builds it at once; this one then resolves to that index.
 */
export function loadCorpusIndex(): Promise<LawIndex> {
  if (index) return Promise.resolve(index);
  loading ??= loadLawRecords()
    .then((records) => (index ? index : createLawIndexInSteps(records)))
    .then((built) => (index ??= built));
  // A failed build is not remembered: the next call tries again.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** searchLaws over the whole library. */
export function searchLibrary(query: string, options?: LawSearchOptions): LawSearchHit[] {
  return searchLaws(getCorpusIndex(), query, options);
}
