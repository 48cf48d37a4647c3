/**
 * The saved library as the screens use it when the server cannot be reached: the assistant's
 * answer (engine 'offline'), a page of the law database and its figures. Everything that
 * searches runs in the worker; the figures were computed when the library was saved.
 */
import type { FederalLawStats, FederalLawsResponse, SearchResponse } from '../../core/schemas/legal';
import { answerOnlineOrOffline } from '../chat/answerOnlineOrOffline';
import { getSavedLibrary, watchSavedLibrary } from '../db/lawLibrary';
import { pwaState } from '../pwa/pwaState';
import { runLibraryTask } from './client';
import type { SavedLawsQuery } from './savedLaws';

/** The notice an answer from the saved library carries (core/answer ENGINE_LINES says the same). */
export const OFFLINE_ANSWER_NOTICE = 'Offline: answered from your saved library';

/** The browser says there is no connection (a failed request is the other sign). */
export function knownOffline(): boolean {
  return !pwaState.online;
}

export async function hasSavedLibrary(): Promise<boolean> {
  return (await getSavedLibrary().catch(() => null)) !== null;
}

/** Whether a library is saved, as a live query last said (undefined until it has said). */
let knownSaved: boolean | undefined;
let watching = false;

function watchSavedLibraryOnce(): void {
  if (watching) return;
  watching = true;
  try {
    watchSavedLibrary(
      (saved) => (knownSaved = saved),
      () => {
        knownSaved = undefined;
        watching = false;
      },
    );
  } catch {
    watching = false;
  }
}

/**
 * The assistant's check before an offline answer: true at once when a live query (started when
 * the library is warmed) knows one is saved, so the question goes straight to the worker (a read
 * behind a busy page took 50-350 ms on the phone). The worker checks again: a copy removed in
 * between fails there as 'not-saved'. Otherwise IndexedDB is read.
 */
export async function likelyHasSavedLibrary(): Promise<boolean> {
  watchSavedLibraryOnce();
  return knownSaved === true || hasSavedLibrary();
}

export async function answerFromSavedLibrary(query: string, state?: string): Promise<SearchResponse> {
  const { answer, timings } = await runLibraryTask({ type: 'answer', query, ...(state ? { state } : {}) });
  console.info(`Offline answer ${JSON.stringify(timings)}`);
  return answer;
}

export function savedLawsPage(query: SavedLawsQuery): Promise<FederalLawsResponse> {
  return runLibraryTask({ type: 'list', query });
}

/** The stat cards' figures of the saved copy, or null when nothing is saved. */
export async function savedLibraryFigures(): Promise<FederalLawStats | null> {
  return (await getSavedLibrary().catch(() => null))?.stats ?? null;
}

/** Load the saved library and its index in the worker now, so the first offline question is quick. */
export function warmSavedLibrary(): void {
  watchSavedLibraryOnce();
  void runLibraryTask({ type: 'warm' }).then(
    (result) => console.info(`Saved library ready ${JSON.stringify(result)}`),
    () => undefined,
  );
}

/**
 * The server's reply; from the saved library instead when the browser says it is offline or
 * the request gets no reply, if a library is saved. Otherwise the server's error as it was.
 */
export async function serverOrSavedLibrary<T>(fromServer: () => Promise<T>, fromSaved: () => Promise<T>): Promise<T> {
  // Offline with no library saved, the server is still asked (its error is the one shown).
  const skipServer = knownOffline() && (await hasSavedLibrary());
  return answerOnlineOrOffline({ knownOffline: () => skipServer, fromServer, onDevice: fromSaved, deviceCanAnswer: hasSavedLibrary });
}
