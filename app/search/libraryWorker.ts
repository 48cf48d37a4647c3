/**
 * What the law search worker does, as a plain module (tested in Node; lawSearch.worker.ts only
 * wires it to postMessage). It keeps the saved library and its index in memory, reloading
 * them whenever the saved copy changes (a save or a removal in any tab). Saving the library is
 * librarySave.ts.
 */
import { MAX_SOURCES } from '../../core/answer/compose';
import { composeUnderstood } from '../../core/answer/understood';
import { pickPassage } from '../../core/answer/passage';
import { parseSectionText } from '../../core/laws/structure';
import { curatedCategoryHits } from '../../core/data/legalCategories';
import type { LawRecord } from '../../core/laws/types';
import type { CompactLaws } from '../../core/laws/compactLibrary';
import { createLawIndex, loadIndex, serializeIndex, type LawIndex } from '../../core/search/engine';
import { rankOffline } from './titleRank';
import { getSavedLibrary, getStoredIndex, loadLibraryStore, storeIndex } from '../db/lawLibrary';
import type { SavedLibraryLaw } from '../db/types';
import { LibraryTaskError, libraryMessages, toFailure } from './libraryErrors';
import { saveLibraryDownload } from './librarySave';
import type { AnswerResult, LibraryTask, SaveProgress, SaveResult, TaskResults, WarmResult, WorkerReply, WorkerRequest } from './protocol';
import { listSavedLaws } from './savedLaws';
import { createTitleTextSearch } from './titleText';

export interface LibraryWorkerDeps {
  fetch: typeof fetch;
  /** Which build of the engine this is (the worker script's URL): a stored index from another build is rebuilt. */
  engine: string;
  now?: () => number;
  /**
   * Wait before storing a freshly built index (serializing blocks the worker ~0.5-2 s): the
   * question that comes right after a save or a rebuild is answered first.
   */
  keepIndexDelayMs?: number;
}

/** What `warm` asks once, as a person would (its answer is thrown away). */
export const WARM_UP_QUESTION = 'My employer does not pay me overtime for the extra hours I work. Is that legal?';

interface Loaded {
  slot: string;
  /** Compact: the index and a query build the records they need. */
  laws: CompactLaws;
  index?: Promise<{ index: LawIndex; from: 'stored' | 'built'; ms: number }>;
}

export function createLibraryWorker({ fetch: fetchFn, engine, now = () => performance.now(), keepIndexDelayMs = 3000 }: LibraryWorkerDeps) {
  let loaded: Promise<Loaded> | undefined;
  let loadedSlot: string | undefined;
  const cancels = new Map<number, AbortController>();
  // Saved titles' full text: indexed apart from the library, title by title.
  const titleText = createTitleTextSearch({ now });
  // The one answer `warm` composes (so the worker's code is compiled), and how long it took.
  let warmUp: Promise<number> | undefined;

  /** The saved laws in memory, read again when the saved copy is another one. */
  async function laws(): Promise<{ current: Loaded; ms: number }> {
    const saved = await getSavedLibrary();
    if (!saved) {
      loaded = undefined;
      loadedSlot = undefined;
      throw new LibraryTaskError('not-saved', libraryMessages.notSaved);
    }
    const started = now();
    if (!loaded || loadedSlot !== saved.slot) {
      loadedSlot = saved.slot;
      const reading = loadLibraryStore(saved.slot).then((laws) => ({ slot: saved.slot, laws }));
      reading.catch(() => {
        if (loaded === reading) loaded = undefined;
      });
      loaded = reading;
    }
    return { current: await loaded, ms: now() - started };
  }

  /** Stores the index's JSON a little later, once the current reply (and likely the next question) has gone. */
  function keepIndex(slot: string, index: LawIndex): void {
    setTimeout(() => {
      const started = now();
      // Best effort: without it the next start builds the index instead.
      Promise.resolve()
        .then(() => storeIndex({ slot, engine, json: serializeIndex(index) }))
        .then((kept) => kept && console.info(`Law library index kept for the next start in ${Math.round(now() - started)} ms`))
        .catch(() => undefined);
    }, keepIndexDelayMs);
  }

  function indexOf(current: Loaded) {
    current.index ??= (async () => {
      const started = now();
      const json = await getStoredIndex(current.slot, engine).catch(() => null);
      if (json) {
        try {
          return { index: loadIndex(json, current.laws), from: 'stored' as const, ms: now() - started };
        } catch {
          // An unreadable stored index is rebuilt below.
        }
      }
      const index = createLawIndex(current.laws);
      const ms = now() - started;
      // Kept for the next start, without making this question wait for it.
      keepIndex(current.slot, index);
      return { index, from: 'built' as const, ms };
    })();
    const building = current.index;
    // A failed build is not remembered: the next question tries again.
    building.catch(() => {
      if (current.index === building) current.index = undefined;
    });
    return building;
  }

  /** Saves the library (librarySave.ts); the new copy is then searched from memory. */
  async function save(id: number, progress: (p: SaveProgress) => void): Promise<SaveResult> {
    const controller = new AbortController();
    cancels.set(id, controller);
    try {
      const { saved, laws, index, timings } = await saveLibraryDownload({ fetch: fetchFn, now, signal: controller.signal }, progress);
      const current: Loaded = { slot: saved.slot, laws };
      current.index = Promise.resolve({ index, from: 'built' as const, ms: timings.indexMs });
      loaded = Promise.resolve(current);
      loadedSlot = saved.slot;
      // Kept for the next start (loading it is faster than building); the save is done without it.
      keepIndex(saved.slot, index);
      return { saved, timings };
    } finally {
      cancels.delete(id);
      // Nothing of the request goes on once the save has ended (a failure before its body was
      // read would leave it open); after a complete download this does nothing.
      controller.abort();
    }
  }

  /** A guide of the saved library by its id (guides come first, a few hundred of them). */
  function savedGuide(saved: CompactLaws, id: string): LawRecord | undefined {
    for (let i = 0; i < saved.length; i++) {
      const record = saved.at(i);
      if (record.kind !== 'guide') return undefined;
      if (record.id === id) return record;
    }
    return undefined;
  }

  async function answer(query: string, state?: string): Promise<AnswerResult> {
    const started = now();
    const { current } = await laws();
    const { index } = await indexOf(current);
    const searching = now();
    // A Legal Category's canned question opens its curated laws, as on the server; any other
    // question is blended with the text of the titles saved on this device, as the server blends
    // the whole Code's.
    const hits =
      curatedCategoryHits(query, (id) => savedGuide(current.laws, id)) ??
      rankOffline(index, query, await titleText.savedIndexes().catch(() => []), MAX_SOURCES);
    // The same answer as the server's: the saved copy holds the key laws' official text to quote.
    const result = composeUnderstood(query, hits, {
      engine: 'offline',
      state,
      passageFor: (law, exclude) => {
        const text = (law as Partial<SavedLibraryLaw>).fullText;
        if (!law.usc || !text) return undefined;
        const parsed = parseSectionText(law.usc.title, law.usc.section, text);
        return pickPassage(query, law, parsed.levels, exclude, parsed.intro);
      },
      sectionLaws: (title, section) => index.bySection.get(`${title}/${section.toLowerCase()}`) ?? [],
    });
    return { answer: result, timings: { loadMs: searching - started, searchMs: now() - searching } };
  }

  async function warm(): Promise<WarmResult> {
    const { current, ms } = await laws();
    const built = await indexOf(current);
    // The first answer is slower than the next (compiling the search, ranking,
    // passage and composing code; first-use tables): compose one now, once, rather than on the
    // user's first question. This also indexes the saved titles' text.
    // A second warm (the app opened offline warms twice) waits for it too: "ready" means ready.
    const first = !warmUp;
    if (!warmUp) {
      const started = now();
      warmUp = answer(WARM_UP_QUESTION).then(
        () => now() - started,
        () => now() - started,
      );
    }
    const answerMs = await warmUp;
    return { laws: current.laws.length, index: built.from, timings: { lawsMs: ms, indexMs: built.ms, ...(first ? { answerMs } : {}) } };
  }

  async function run(id: number, task: LibraryTask, progress: (p: SaveProgress) => void): Promise<TaskResults[LibraryTask['type']]> {
    switch (task.type) {
      case 'save':
        return save(id, progress);
      case 'answer':
        return answer(task.query, task.state);
      case 'list': {
        const { current } = await laws();
        const index = task.query.q?.trim() ? (await indexOf(current)).index : null;
        return listSavedLaws(current.laws, index, task.query);
      }
      case 'warm':
        return warm();
      case 'textSearch':
        return titleText.search(task.query);
    }
  }

  /** Handles one message; every request gets exactly one `done` or `failed`. */
  async function handle(message: WorkerRequest, post: (reply: WorkerReply) => void): Promise<void> {
    if (message.type === 'cancel') {
      cancels.get(message.target)?.abort();
      return;
    }
    const { id } = message;
    try {
      const result = await run(id, message, (progress) => post({ id, kind: 'progress', progress }));
      post({ id, kind: 'done', result });
    } catch (error) {
      post({ id, kind: 'failed', error: toFailure(error) });
    }
  }

  return { handle };
}
