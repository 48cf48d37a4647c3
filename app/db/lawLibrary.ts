/**
 * The law library saved on this device ("Save the library for offline use").
 *
 * Every save writes its laws under a new `slot`; only when every chunk is stored does the
 * `meta` record switch to that slot, and the previous slot is deleted afterwards. A download
 * or a save that fails or is cancelled therefore leaves the copy saved before untouched, and
 * rows of a save interrupted by a closed tab are cleaned up by the next save or removal.
 * No React here: the search worker uses this module too.
 */
import { Dexie, liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { CompactLaws, expandPart, splitLibrary } from '../../core/laws/compactLibrary';
import type { ReceivedPart } from '../../core/laws/libraryLines';
import type { RecordFacts } from '../../core/search/lookups';
import { federalLawStatsSchema, LAW_LIBRARY_FORMAT, lawLibrarySchema } from '../../core/schemas/legal';
import { db } from './database';
import type { LibraryChunkRecord, LibraryIndexRecord, SavedLibraryLaw } from './types';
import { randomId } from '../../core/randomId';

const INFO_KEY = 'law-library';
/** Slots whose rows are to be deleted (a save in progress is listed too, until it completes). */
const CLEANUP_KEY = 'law-library-cleanup';
/** Laws per stored row (and per transaction): small enough that the page (or worker) stays responsive. */
export const LIBRARY_CHUNK_SIZE = 500;

export const savedLibrarySchema = z.object({
  /** The payload's format: a copy saved in another one is not read (the database upgrade removes it). */
  format: z.literal(LAW_LIBRARY_FORMAT),
  slot: z.string(),
  version: z.string(),
  releasePoint: z.string(),
  lastUpdated: z.string(),
  count: z.number(),
  /** Epoch milliseconds of the save. */
  savedAt: z.number(),
  /** Bytes sent over the network (compressed), when the server said. */
  downloadBytes: z.number().nullable(),
  /** Bytes of the library as JSON (the compact payload). */
  rawBytes: z.number().nullable(),
  /** The /federal-laws figures, computed from the saved copy. */
  stats: federalLawStatsSchema,
});
export type SavedLibrary = z.infer<typeof savedLibrarySchema>;

/** The saved library, or null (also when the stored record is unusable). */
export async function getSavedLibrary(): Promise<SavedLibrary | null> {
  const record = await db.meta.get(INFO_KEY);
  const parsed = savedLibrarySchema.safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * Tells `onChange` whether a library is saved, at once and after every change to it (a save or a
 * removal, in any tab or the worker). `onError`: the watch stopped (IndexedDB closed).
 */
export function watchSavedLibrary(onChange: (saved: boolean) => void, onError: () => void): () => void {
  const subscription = liveQuery(getSavedLibrary).subscribe({ next: (saved) => onChange(saved !== null), error: onError });
  return () => subscription.unsubscribe();
}

/** Live: undefined while reading, then the saved library or null. */
export function useSavedLibrary(): SavedLibrary | null | undefined {
  return useLiveQuery(() => getSavedLibrary(), [], undefined);
}

let localTail: Promise<unknown> = Promise.resolve();

/**
 * One library write at a time across tabs and workers (Web Locks), or in this context without
 * them. `signal` stops the wait for the lock (a save cancelled while another tab's save holds it).
 */
export function withLibraryLock<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return (signal ? locks.request('laws-ai-library', { signal }, work) : locks.request('laws-ai-library', work)) as Promise<T>;
  // Without Web Locks: the work waits its turn; cancelled while waiting, it fails at once and
  // does nothing when its turn comes (once it has begun, the work itself handles a cancel).
  let begun = false;
  const turn = () => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    begun = true;
    return work();
  };
  const run = localTail.then(turn, turn);
  localTail = run.catch(() => undefined);
  if (!signal) return run;
  return new Promise<T>((resolve, reject) => {
    const abort = () => void (begun || reject(signal.reason));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    run.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export class LibraryFormatError extends Error {
  override readonly name = 'LibraryFormatError';
}

export class LibrarySaveCancelled extends Error {
  override readonly name = 'LibrarySaveCancelled';
  constructor() {
    super('Saving the library was cancelled.');
  }
}

export interface StoreLibraryOptions {
  /** The /federal-laws figures of this library, from its laws (once every law has been checked) and its size. */
  stats: (laws: Iterable<Pick<RecordFacts, 'kind' | 'category'>>, rawBytes: number | null) => SavedLibrary['stats'];
  downloadBytes?: number | null;
  rawBytes?: number | null;
  chunkSize?: number;
  signal?: AbortSignal;
  /** After each chunk is written: laws stored so far, of `total` (those received so far, while a download goes on). */
  onProgress?: (stored: number, total: number) => void;
  now?: Date;
}

const slotRange = (slot: string) =>
  [
    [slot, Dexie.minKey],
    [slot, Dexie.maxKey],
  ] as const;

function slotRows(slot: string) {
  const [lower, upper] = slotRange(slot);
  return db.libraryChunks.where('[slot+chunk]').between(lower, upper, true, true);
}

async function cleanupList(): Promise<string[]> {
  const value = (await db.meta.get(CLEANUP_KEY))?.value;
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

/** Deletes the rows and index of every slot listed for cleanup, except the one in use. Call under the lock. */
async function cleanupUnlocked(): Promise<void> {
  const current = (await getSavedLibrary())?.slot;
  for (const slot of await cleanupList()) {
    if (slot !== current) {
      await slotRows(slot).delete();
      await db.libraryIndexes.delete(slot);
    }
    await db.transaction('rw', db.meta, async () => {
      await db.meta.put({ key: CLEANUP_KEY, value: (await cleanupList()).filter((s) => s !== slot) });
    });
  }
}

/** Removes what interrupted saves left behind. */
export function cleanupSavedLibrary(): Promise<void> {
  return withLibraryLock(cleanupUnlocked);
}

/**
 * Writes one stored part with IndexedDB itself rather than through Dexie: Dexie tells
 * every tab's live queries about each write, with the 500 ids of the part's multi-entry index,
 * and merging those into its sets cost a phone's main thread ~2 s of 50-110 ms tasks over a
 * save. No live query reads these rows; the save's `meta` record, which they do watch, is still
 * written through Dexie once the parts are in.
 */
async function putPartQuietly(record: LibraryChunkRecord): Promise<void> {
  if (!db.isOpen()) await db.open();
  const idb = db.backendDB();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(db.libraryChunks.name, 'readwrite');
    tx.objectStore(db.libraryChunks.name).put(record);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('The library part could not be written'));
    tx.onabort = () => reject(tx.error ?? new Error('Writing the library part was aborted'));
  });
}

const newSlot = randomId;

/** What a save writes: its parts as they come, and then what the library is. */
export interface LibraryToStore {
  /** The parts in library order (a download's, as they arrive). */
  parts: AsyncIterable<ReceivedPart> | Iterable<ReceivedPart>;
  /** Once every part is in: the library's facts (throws when it is incomplete), and its size when only known then. */
  complete(): Pick<SavedLibrary, 'version' | 'releasePoint' | 'lastUpdated'> & { rawBytes?: number };
  /** Its laws, compact; whole once `complete()` has returned. */
  laws: CompactLaws;
}

/**
 * Stores a library part by part under a new slot, then makes it the saved library. Written
 * while the rest downloads: each part is written without waiting for the one
 * before (IndexedDB queues them), and only when all are in and the library is whole does
 * `meta` switch to the new slot. A bad or cut reply, a cancel or a storage error leaves the
 * previously saved library as it was, and this slot's rows are deleted.
 */
export function storeLibraryParts(
  { parts, complete, laws }: LibraryToStore,
  { stats, downloadBytes = null, rawBytes = null, signal, onProgress, now = new Date() }: Omit<StoreLibraryOptions, 'chunkSize'>,
): Promise<{ saved: SavedLibrary; laws: CompactLaws }> {
  const saving = withLibraryLock(async () => {
    await cleanupUnlocked();
    const slot = newSlot();
    // Listed before the first row is written: if this tab dies mid-save, the next save deletes it.
    await db.transaction('rw', db.meta, async () => {
      await db.meta.put({ key: CLEANUP_KEY, value: [...(await cleanupList()), slot] });
    });
    const writes: Promise<void>[] = [];
    let failed = null as { error: unknown } | null;
    let saved: SavedLibrary;
    try {
      let stored = 0;
      let chunk = 0;
      for await (const { ids, part } of parts) {
        if (signal?.aborted) throw new LibrarySaveCancelled();
        if (failed) throw failed.error;
        const writing = putPartQuietly({ slot, chunk: chunk++, ids, part }).then(() => {
          stored += ids.length;
          onProgress?.(stored, laws.length);
        });
        writing.catch((error: unknown) => void (failed ??= { error }));
        writes.push(writing);
      }
      const library = complete();
      const size = library.rawBytes ?? rawBytes;
      await Promise.all(writes);
      if (signal?.aborted) throw new LibrarySaveCancelled();
      saved = {
        format: LAW_LIBRARY_FORMAT,
        slot,
        version: library.version,
        releasePoint: library.releasePoint,
        lastUpdated: library.lastUpdated,
        count: laws.length,
        savedAt: now.getTime(),
        downloadBytes,
        rawBytes: size,
        stats: stats(laws.categories(), size),
      };
      await db.transaction('rw', db.meta, async () => {
        const previous = await getSavedLibrary();
        const rest = (await cleanupList()).filter((s) => s !== slot);
        await db.meta.put({ key: CLEANUP_KEY, value: previous ? [...rest, previous.slot] : rest });
        await db.meta.put({ key: INFO_KEY, value: saved });
      });
    } catch (error) {
      // The rows still being written are deleted after them.
      await Promise.allSettled(writes);
      await cleanupUnlocked().catch(() => undefined);
      throw error;
    }
    // The new copy is the saved one: the save is done. The previous copy's rows are listed for
    // cleanup, so a failure to delete them now leaves them to the next cleanup, not a failed save.
    await cleanupUnlocked().catch(() => undefined);
    return { saved, laws };
  }, signal);
  // Cancelled while waiting for the lock: nothing was written.
  return saving.catch((error: unknown) => {
    throw signal?.aborted && !(error instanceof LibrarySaveCancelled) && isAbort(error) ? new LibrarySaveCancelled() : error;
  });
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Stores a whole library (the compact payload, as one object) in chunks and makes it the saved
 * library: checked against its schema first, then written as storeLibraryParts writes a download.
 */
export function storeLawLibrary(
  library: unknown,
  { chunkSize = LIBRARY_CHUNK_SIZE, ...options }: StoreLibraryOptions,
): Promise<{ saved: SavedLibrary; laws: CompactLaws }> {
  const parsed = lawLibrarySchema.safeParse(library);
  if (!parsed.success) return Promise.reject(new LibraryFormatError('The library sent by the server could not be read.'));
  const payload = parsed.data;
  const laws = CompactLaws.fromLibrary(payload);
  if (payload.count !== laws.length) return Promise.reject(new LibraryFormatError('The library sent by the server is incomplete.'));
  return storeLibraryParts({ parts: splitLibrary(payload, chunkSize), complete: () => payload, laws }, options);
}

/** "Remove saved library": the laws, the index and the record of the save. */
export function removeSavedLibrary(): Promise<void> {
  return withLibraryLock(async () => {
    await db.transaction('rw', db.meta, async () => {
      const saved = await getSavedLibrary();
      if (saved) await db.meta.put({ key: CLEANUP_KEY, value: [...(await cleanupList()), saved.slot] });
      await db.meta.delete(INFO_KEY);
    });
    await cleanupUnlocked();
  });
}

/** The laws of a saved slot, in library order, kept compact (records built when asked). */
export async function loadLibraryStore(slot: string): Promise<CompactLaws> {
  const parts: LibraryChunkRecord['part'][] = [];
  await slotRows(slot).each((row) => void parts.push(row.part));
  return CompactLaws.fromParts(parts);
}

/** Every law of a saved slot, in library order, built from the stored parts (tests, and a whole copy). */
export async function loadLibraryLaws(slot: string): Promise<SavedLibraryLaw[]> {
  const laws = await loadLibraryStore(slot);
  return Array.from({ length: laws.length }, (_, i) => laws.at(i));
}

/** One law of the saved library, with its full text when the library has it; null when not saved. */
export async function getLibraryLaw(id: string): Promise<SavedLibraryLaw | null> {
  const saved = await getSavedLibrary();
  if (!saved) return null;
  const rows = await db.libraryChunks.where('ids').equals(id).toArray();
  const row = rows.find((r) => r.slot === saved.slot);
  return row ? (expandPart(row.part).find((law) => law.id === id) ?? null) : null;
}

/** The serialized search index of a slot, when one was stored by this engine build. */
export async function getStoredIndex(slot: string, engine: string): Promise<string | null> {
  const record = await db.libraryIndexes.get(slot);
  return record && record.engine === engine ? record.json : null;
}

/** Keeps a slot's serialized index, unless the slot is no longer the saved library. */
export function storeIndex(record: LibraryIndexRecord): Promise<boolean> {
  return db.transaction('rw', db.meta, db.libraryIndexes, async () => {
    if ((await getSavedLibrary())?.slot !== record.slot) return false;
    await db.libraryIndexes.put(record);
    return true;
  });
}
