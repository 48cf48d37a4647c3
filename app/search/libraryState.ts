/**
 * "Save the library for offline use": the save under way (shared by every screen that shows
 * the card) and the actions on the saved copy. What is saved is read from Dexie (useSavedLibrary).
 */
import { proxy } from 'valtio';
import { removeSavedLibrary } from '../db/lawLibrary';
import { LibraryWorkerError, runLibraryTask } from './client';
import { downloadPercent } from './download';
import type { SaveProgress } from './protocol';

export type SavePhase = 'idle' | 'downloading' | 'storing' | 'indexing';

export interface LibrarySaveState {
  phase: SavePhase;
  /** 0-100 for the phase under way; null while the size is unknown. */
  percent: number | null;
  /** The last save's failure, shown until the next attempt. */
  error: string | null;
  /** The last save was cancelled by the user. */
  cancelled: boolean;
}

export const librarySaveState = proxy<LibrarySaveState>({ phase: 'idle', percent: null, error: null, cancelled: false });

let controller: AbortController | null = null;

export function progressState(progress: SaveProgress): Pick<LibrarySaveState, 'phase' | 'percent'> {
  switch (progress.phase) {
    case 'downloading':
      return { phase: 'downloading', percent: downloadPercent(progress.received, progress.total) };
    case 'storing':
      return { phase: 'storing', percent: downloadPercent(progress.stored, progress.total) };
    case 'indexing':
      return { phase: 'indexing', percent: null };
  }
}

/** Downloads, stores and indexes the library in the search worker; resolves when done or failed. */
export async function saveLibrary(): Promise<void> {
  if (controller) return;
  controller = new AbortController();
  Object.assign(librarySaveState, { phase: 'downloading', percent: 0, error: null, cancelled: false });
  try {
    const { timings } = await runLibraryTask(
      { type: 'save' },
      { signal: controller.signal, onProgress: (progress) => Object.assign(librarySaveState, progressState(progress)) },
    );
    console.info(`Law library saved ${JSON.stringify(timings)}`);
  } catch (error) {
    if (error instanceof LibraryWorkerError && error.code === 'cancelled') librarySaveState.cancelled = true;
    else librarySaveState.error = error instanceof Error ? error.message : 'The library could not be saved.';
  } finally {
    controller = null;
    Object.assign(librarySaveState, { phase: 'idle', percent: null });
  }
}

export function cancelLibrarySave(): void {
  controller?.abort();
}

export async function removeLibrary(): Promise<void> {
  Object.assign(librarySaveState, { error: null, cancelled: false });
  await removeSavedLibrary();
}
