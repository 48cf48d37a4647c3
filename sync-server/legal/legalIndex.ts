import { findLaw, getLawRecords, lawStats } from '../../core/laws';
import { createLawIndex, loadCorpusIndex, type LawIndex } from '../../core/search';
import { categorySummaries, isKnownCategory, legalStatistics } from './legalStatistics';

/**
 * The law search index of the server: built once, on the first request that needs it, or
 * earlier by `warmLawIndex()` (sync-server/index.ts calls it once listening; createApp does
 * not, so tests that never search stay fast). Every caller waits on the same build.
 */
let building: Promise<LawIndex> | undefined;
let ready = false;

export function lawIndex(): Promise<LawIndex> {
  if (!building) {
    // In steps that let other requests through (~1-4 s of work in all), starting on
    // the next turn of the event loop, so the listening message and first connections go first.
    const build = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => loadCorpusIndex())
      .then((index) => {
        ready = true;
        return index;
      });
    // A failed build is not remembered: the next request tries again.
    build.catch(() => {
      if (building === build) building = undefined;
    });
    building = build;
  }
  return building;
}

/** Whether the index has been built in this process. */
export function isLawIndexReady(): boolean {
  return ready;
}

/** Build the index now, in the background; reports how long it took (or why it failed). */
export function warmLawIndex(log: (message: string) => void = console.log): Promise<void> {
  const started = performance.now();
  return lawIndex().then(
    (index) => log(`Law search index ready: ${index.records.length} laws in ${Math.round(performance.now() - started)} ms`),
    (err: unknown) =>
      log(`Law search index could not be built (it will be retried on the next search): ${(err as Error)?.message ?? String(err)}`),
  );
}

/**
 * The law records nearly every legal route reads (51,386 of them, about a second to build) and
 * the figures counted from them, made before the server listens (sync-server/index.ts): made by
 * a first request instead (even GET /api/legal/categories), they held every other request for
 * seconds. Not in createApp: tests that never read the library stay fast.
 */
export function warmLawRecords(): void {
  getLawRecords();
  findLaw('');
  categorySummaries();
  isKnownCategory('');
  legalStatistics();
  lawStats();
}

/**
 * The index's code run once before listening, on a sample of records (guides, then sections),
 * the small index thrown away: cold, the first 600 records took ~180 ms against ~40 ms once
 * compiled (V8 compiles and optimizes a function as it runs it), and that cost fell on the
 * stepped build's first slices, just as the first requests came.
 */
export function warmLawIndexCode(): void {
  const records = getLawRecords();
  const middle = Math.floor(records.length / 2);
  createLawIndex([...records.slice(0, 300), ...records.slice(middle, middle + 300)]);
}
