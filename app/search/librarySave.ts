/**
 * Saving the library: GET /api/legal/library, its lines read as they arrive, each
 * part checked, added to the index and written to IndexedDB, so when the last byte comes only
 * the last part, the index's lookups and the switch to the new copy remain. A cut, bad or
 * cancelled download leaves the copy saved before (storeLibraryParts).
 */
import type { CompactLaws } from '../../core/laws/compactLibrary';
import { LibraryLinesError, LibraryLinesReader } from '../../core/laws/libraryLines';
import { startLawIndex, type LawIndex } from '../../core/search/engine';
import { LibraryFormatError, LibrarySaveCancelled, storeLibraryParts, type SavedLibrary } from '../db/lawLibrary';
import { DownloadCancelled, downloadSize, readBodyLines } from './download';
import { LIBRARY_URL } from './libraryConstants';
import { LibraryTaskError, libraryMessages } from './libraryErrors';
import type { SaveProgress, SaveResult } from './protocol';
import { savedLibraryStats } from './savedLaws';

export interface LibraryDownload {
  saved: SavedLibrary;
  /** The new copy's laws and index, to search from memory at once. */
  laws: CompactLaws;
  index: LawIndex;
  timings: SaveResult['timings'];
}

/** Downloads, stores and indexes the library; fails with a LibraryTaskError (the copy saved before kept). */
export async function saveLibraryDownload(
  { fetch: fetchFn, now, signal }: { fetch: typeof fetch; now: () => number; signal: AbortSignal },
  progress: (p: SaveProgress) => void,
): Promise<LibraryDownload> {
  try {
    const started = now();
    const response = await request(fetchFn, signal);
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
        stats: (categories, rawBytes) =>
          savedLibraryStats(categories, { rawBytes: rawBytes ?? 0, lastUpdated: reader.header?.lastUpdated ?? '' }),
        downloadBytes,
        signal,
        // Only the parts still being written once the download is over are shown as "saving".
        onProgress: (stored, total) => fetched !== started && progress({ phase: 'storing', stored, total }),
      },
    );
    const storedAt = now();
    // The index's lookups, now that every law is in.
    progress({ phase: 'indexing' });
    const index = indexing.finish();
    indexMs += now() - storedAt;
    return { saved, laws, index, timings: { downloadMs: fetched - started, storeMs: storedAt - fetched, indexMs } };
  } catch (error) {
    throw toTaskError(error);
  }
}

/** GET /api/legal/library: the response, whose lines are then read as they arrive. */
async function request(fetchFn: typeof fetch, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetchFn(LIBRARY_URL, { credentials: 'same-origin', signal, headers: { Accept: 'application/x-ndjson' } });
  } catch (error) {
    if (signal.aborted) throw new LibraryTaskError('cancelled', libraryMessages.cancelled);
    throw new LibraryTaskError('network', libraryMessages.network, undefined, { cause: error });
  }
  if (!response.ok) {
    const message =
      response.status === 401 ? libraryMessages.signedOut : `The library could not be downloaded (the server answered ${response.status}).`;
    throw new LibraryTaskError('http', message, response.status);
  }
  return response;
}

/** What reading the download failed with, as the user is told it. */
function downloadFailure(error: unknown, signal: AbortSignal): LibraryTaskError {
  if (error instanceof DownloadCancelled || signal.aborted) return new LibraryTaskError('cancelled', libraryMessages.cancelled);
  return new LibraryTaskError('network', interrupted(error instanceof Error ? error.message : ''), undefined, { cause: error });
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
  if (error instanceof LibraryLinesError)
    return error.cut ? new LibraryTaskError('network', interrupted(error.message)) : new LibraryTaskError('format', libraryMessages.format);
  if (error instanceof LibrarySaveCancelled) return new LibraryTaskError('cancelled', error.message);
  if (error instanceof LibraryFormatError) return new LibraryTaskError('format', libraryMessages.format);
  // Anything else while writing is IndexedDB refusing it (QuotaExceededError, a blocked database...).
  return new LibraryTaskError('storage', libraryMessages.storage, undefined, { cause: error });
}
