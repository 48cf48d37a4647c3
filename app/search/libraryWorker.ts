/**
 * What the law search worker does, as a plain module (tested in Node; lawSearch.worker.ts only
 * wires it to postMessage). It keeps the saved library and its index in memory, reloading
 * them whenever the saved copy changes (a save or a removal in any tab).
 */
import { composeAnswer, MAX_SOURCES } from '../../core/answer/compose';
import { pickPassage } from '../../core/answer/passage';
import { parseSectionText } from '../../core/laws/structure';
import type { CompactLaws } from '../../core/laws/compactLibrary';
import { LibraryLinesError, LibraryLinesReader } from '../../core/laws/libraryLines';
import { createLawIndex, loadIndex, serializeIndex, startLawIndex, type LawIndex } from '../../core/search/engine';
import { rankOffline } from './titleRank';
import {
  getSavedLibrary,
  getStoredIndex,
  LibraryFormatError,
  LibrarySaveCancelled,
  loadLibraryStore,
  storeIndex,
  storeLibraryParts,
} from '../db/lawLibrary';
import type { SavedLibraryLaw } from '../db/types';
import { DownloadCancelled, downloadSize, readBodyLines } from './download';
import { LIBRARY_URL } from './libraryConstants';
import type { AnswerResult, FailureCode, LibraryTask, SaveProgress, SaveResult, TaskResults, WarmResult, WorkerFailure, WorkerReply, WorkerRequest } from './protocol';
import { listSavedLaws, savedLibraryStats } from './savedLaws';
import { createTitleTextSearch } from './titleText';


export class LibraryTaskError extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const libraryMessages = {
  notSaved: 'The law library is not saved on this device.',
  network: 'The library could not be downloaded: the server could not be reached. Check your connection and try again.',
  signedOut: 'Your session has ended. Sign in again to save the library.',
  format: 'The library sent by the server could not be read. Please try again later.',
  storage: 'The library could not be saved on this device. Free up some storage space and try again.',
} as const;

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

const cancelledMessage = 'Saving the library was cancelled.';

/** What `warm` asks once, as a person would (its answer is thrown away). */
export const WARM_UP_QUESTION = 'My employer does not pay me overtime for the extra hours I work. Is that legal?';

interface Loaded {
  slot: string;
  /** Compact: the index and a query build the records they need (issue 18). */
  laws: CompactLaws;
  index?: Promise<{ index: LawIndex; from: 'stored' | 'built'; ms: number }>;
}

export function createLibraryWorker({ fetch: fetchFn, engine, now = () => performance.now(), keepIndexDelayMs = 3000 }: LibraryWorkerDeps) {
  let loaded: Promise<Loaded> | undefined;
  let loadedSlot: string | undefined;
  const cancels = new Map<number, AbortController>();
  // Saved titles' full text (issue 15): indexed apart from the library, title by title.
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

  /** GET /api/legal/library: the response, whose lines are then read as they arrive. */
  async function request(signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetchFn(LIBRARY_URL, { credentials: 'same-origin', signal, headers: { Accept: 'application/x-ndjson' } });
    } catch (error) {
      if (signal.aborted) throw new LibraryTaskError('cancelled', cancelledMessage);
      throw new LibraryTaskError('network', libraryMessages.network, undefined, { cause: error });
    }
    if (!response.ok) {
      const message = response.status === 401 ? libraryMessages.signedOut : `The library could not be downloaded (the server answered ${response.status}).`;
      throw new LibraryTaskError('http', message, response.status);
    }
    return response;
  }

  /**
   * Downloads, stores and indexes the library at once (issue 18): each part is checked, added
   * to the index and written as its line arrives, so when the last byte comes only the last
   * part, the index's lookups and the switch to the new copy remain. A cut or cancelled
   * download leaves the copy saved before (storeLibraryParts).
   */
  async function save(id: number, progress: (p: SaveProgress) => void): Promise<SaveResult> {
    const controller = new AbortController();
    cancels.set(id, controller);
    const { signal } = controller;
    try {
      const started = now();
      const response = await request(signal);
      const { downloadBytes } = downloadSize(response.headers);
      const reader = new LibraryLinesReader();
      const indexing = startLawIndex(reader.laws);
      let bodyBytes = 0;
      let fetched = started;
      let indexMs = 0;
      const lines = readBodyLines(response, {
        signal,
        onProgress: ({ received, total }) => {
          bodyBytes = received;
          progress({ phase: 'downloading', received, total });
        },
      });
      async function* parts() {
        for (;;) {
          const next = await lines.next().catch((error: unknown) => {
            throw downloadFailure(error, signal);
          });
          if (next.done) break;
          const part = reader.read(next.value);
          if (!part) continue;
          const indexStarted = now();
          indexing.addNew();
          indexMs += now() - indexStarted;
          yield part;
        }
        fetched = now();
      }
      const { saved, laws } = await storeLibraryParts(
        { parts: parts(), complete: () => ({ ...reader.finish(), rawBytes: bodyBytes }), laws: reader.laws },
        {
          stats: (categories, rawBytes) => savedLibraryStats(categories, { rawBytes: rawBytes ?? 0, lastUpdated: reader.header?.lastUpdated ?? '' }),
          downloadBytes,
          signal,
          // Only the parts still being written once the download is over are shown as "saving".
          onProgress: (stored, total) => fetched !== started && progress({ phase: 'storing', stored, total }),
        },
      );
      const storedAt = now();
      // The index's lookups, now that every law is in; the new copy is searched from memory.
      progress({ phase: 'indexing' });
      const index = indexing.finish();
      const indexed = now();
      indexMs += indexed - storedAt;
      const current: Loaded = { slot: saved.slot, laws };
      current.index = Promise.resolve({ index, from: 'built' as const, ms: indexMs });
      loaded = Promise.resolve(current);
      loadedSlot = saved.slot;
      // Kept for the next start (loading it is faster than building); the save is done without it.
      keepIndex(saved.slot, index);
      return { saved, timings: { downloadMs: fetched - started, storeMs: storedAt - fetched, indexMs } };
    } catch (error) {
      throw toTaskError(error);
    } finally {
      cancels.delete(id);
      // Nothing of the request goes on once the save has ended (a failure before its body was
      // read would leave it open); after a complete download this does nothing.
      controller.abort();
    }
  }

  async function answer(query: string, state?: string): Promise<AnswerResult> {
    const started = now();
    const { current } = await laws();
    const { index } = await indexOf(current);
    const searching = now();
    // Blended with the text of the titles saved on this device, as the server blends the whole Code's.
    const hits = rankOffline(index, query, await titleText.savedIndexes().catch(() => []), MAX_SOURCES);
    // The same answer as the server's: the saved copy holds the key laws' official text to quote.
    const result = composeAnswer(query, hits, {
      engine: 'offline',
      state,
      passageFor: (law, exclude) => {
        const text = (law as Partial<SavedLibraryLaw>).fullText;
        return law.usc && text ? pickPassage(query, law, parseSectionText(law.usc.title, law.usc.section, text).levels, exclude) : undefined;
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
    // user's first question. This also indexes the saved titles' text (issue 15).
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

/** What reading the download failed with, as the user is told it. */
function downloadFailure(error: unknown, signal: AbortSignal): LibraryTaskError {
  if (error instanceof DownloadCancelled || signal.aborted) return new LibraryTaskError('cancelled', cancelledMessage);
  return new LibraryTaskError('network', interrupted((error as Error).message), undefined, { cause: error });
}

/**
 * Nothing of a cut download is kept: the next try starts again from the first byte. `why` may be
 * the browser's own words ("network error", "Load failed"), without a full stop: one is added.
 */
function interrupted(why: string): string {
  const reason = why.trim() || 'the connection was lost';
  return `The library download was interrupted: ${reason}${/[.!?]$/.test(reason) ? '' : '.'} Nothing from it was kept; try again to download it from the start.`;
}

function toTaskError(error: unknown): LibraryTaskError {
  if (error instanceof LibraryTaskError) return error;
  if (error instanceof LibraryLinesError) return error.cut ? new LibraryTaskError('network', interrupted(error.message)) : new LibraryTaskError('format', libraryMessages.format);
  if (error instanceof LibrarySaveCancelled) return new LibraryTaskError('cancelled', error.message);
  if (error instanceof LibraryFormatError) return new LibraryTaskError('format', libraryMessages.format);
  // Anything else while writing is IndexedDB refusing it (QuotaExceededError, a blocked database...).
  return new LibraryTaskError('storage', libraryMessages.storage, undefined, { cause: error });
}

export function toFailure(error: unknown): WorkerFailure {
  if (error instanceof LibraryTaskError) return { code: error.code, message: error.message, ...(error.status ? { status: error.status } : {}) };
  return { code: 'internal', message: error instanceof Error && error.message ? error.message : 'Something went wrong in the law search.' };
}
