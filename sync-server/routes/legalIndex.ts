import { getCorpusIndex, type LawIndex } from '../../core/search';

/**
 * The law search index of the server: built once, on the first request that needs it, or
 * earlier by `warmLawIndex()` (sync-server/index.ts calls it once listening; createApp does
 * not, so tests that never search stay fast). Every caller waits on the same build.
 */
let building: Promise<LawIndex> | undefined;
let ready = false;

export function lawIndex(): Promise<LawIndex> {
  if (!building) {
    // Next turn of the event loop: a warm-up started right after listen() lets the listening
    // message and the first connections through before the ~1-2 s build.
    const build = new Promise<LawIndex>((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(getCorpusIndex());
          ready = true;
        } catch (err) {
          reject(err);
        }
      });
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
    (err: unknown) => log(`Law search index could not be built (it will be retried on the next search): ${(err as Error)?.message ?? String(err)}`),
  );
}
