/**
 * The law library saved on this device ("Save the library for offline use", issue 3).
 *
 * Every save writes its laws under a new `slot`; only when every chunk is stored does the
 * `meta` record switch to that slot, and the previous slot is deleted afterwards. A download
 * or a save that fails or is cancelled therefore leaves the copy saved before untouched, and
 * rows of a save interrupted by a closed tab are cleaned up by the next save or removal.
 * No React here: the search worker uses this module too.
 */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { CompactLaws, expandPart, splitLibrary } from '../../core/laws/compactLibrary';
import type { RecordFacts } from '../../core/search/lookups';
import { federalLawStatsSchema, LAW_LIBRARY_FORMAT, lawLibrarySchema } from '../../core/schemas/legal';
import { db } from './database';
import type { LibraryChunkRecord, LibraryIndexRecord, SavedLibraryLaw } from './types';

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

/** Live: undefined while reading, then the saved library or null. */
export function useSavedLibrary(): SavedLibrary | null | undefined {
  return useLiveQuery(() => getSavedLibrary(), [], undefined);
}

let localTail: Promise<unknown> = Promise.resolve();

/** One library write at a time across tabs and workers (Web Locks), or in this context without them. */
export function withLibraryLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request('laws-ai-library', work) as Promise<T>;
  const run = localTail.then(work, work);
  localTail = run.catch(() => undefined);
  return run;
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
  /** The /federal-laws figures of this library, from its laws (once every law has been checked). */
  stats: (laws: Iterable<Pick<RecordFacts, 'kind' | 'category'>>) => SavedLibrary['stats'];
  downloadBytes?: number | null;
  rawBytes?: number | null;
  chunkSize?: number;
  signal?: AbortSignal;
  /** After each chunk: laws stored so far, of `total`. */
  onProgress?: (stored: number, total: number) => void;
  now?: Date;
}

const slotRange = (slot: string) => [[slot, Dexie.minKey], [slot, Dexie.maxKey]] as const;

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
 * Writes one stored part with IndexedDB itself rather than through Dexie (issue 18): Dexie tells
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

function newSlot(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Stores a downloaded library (the compact payload) in chunks and makes it the saved library.
 * The payload is checked against its schema first; a bad reply, a cancel or a storage error
 * leaves the previously saved library as it was. Returns what was saved and its laws, kept
 * compact (for the search index: records built on demand, as the server builds its own).
 */
export function storeLawLibrary(
  library: unknown,
  { stats, downloadBytes = null, rawBytes = null, chunkSize = LIBRARY_CHUNK_SIZE, signal, onProgress, now = new Date() }: StoreLibraryOptions,
): Promise<{ saved: SavedLibrary; laws: CompactLaws }> {
  const parsed = lawLibrarySchema.safeParse(library);
  if (!parsed.success) return Promise.reject(new LibraryFormatError('The library sent by the server could not be read.'));
  const payload = parsed.data;
  const laws = CompactLaws.fromLibrary(payload);
  if (payload.count !== laws.length) return Promise.reject(new LibraryFormatError('The library sent by the server is incomplete.'));
  const parts = splitLibrary(payload, chunkSize);

  return withLibraryLock(async () => {
    await cleanupUnlocked();
    const slot = newSlot();
    // Listed before the first row is written: if this tab dies mid-save, the next save deletes it.
    await db.transaction('rw', db.meta, async () => {
      await db.meta.put({ key: CLEANUP_KEY, value: [...(await cleanupList()), slot] });
    });
    try {
      let stored = 0;
      for (const [chunk, { ids, part }] of parts.entries()) {
        if (signal?.aborted) throw new LibrarySaveCancelled();
        const record: LibraryChunkRecord = { slot, chunk, ids, part };
        await putPartQuietly(record);
        stored += ids.length;
        onProgress?.(stored, laws.length);
      }
      if (signal?.aborted) throw new LibrarySaveCancelled();
      const saved: SavedLibrary = {
        format: LAW_LIBRARY_FORMAT,
        slot,
        version: payload.version,
        releasePoint: payload.releasePoint,
        lastUpdated: payload.lastUpdated,
        count: laws.length,
        savedAt: now.getTime(),
        downloadBytes,
        rawBytes,
        stats: stats(laws.categories()),
      };
      await db.transaction('rw', db.meta, async () => {
        const previous = await getSavedLibrary();
        const rest = (await cleanupList()).filter((s) => s !== slot);
        await db.meta.put({ key: CLEANUP_KEY, value: previous ? [...rest, previous.slot] : rest });
        await db.meta.put({ key: INFO_KEY, value: saved });
      });
      await cleanupUnlocked();
      return { saved, laws };
    } catch (error) {
      await cleanupUnlocked().catch(() => undefined);
      throw error;
    }
  });
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
