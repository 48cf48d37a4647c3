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

/** Shortest time between two redraws of the progress bar. */
export const PROGRESS_REDRAW_MS = 100;

/**
 * The bar follows the worker's ~200 progress messages at most every PROGRESS_REDRAW_MS (each
 * redraw of the card is a task for a phone's main thread), but a new phase and a phase's 100%
 * show at once, so the bar is never seen to skip its end.
 */
export function throttledProgress(apply: (state: Pick<LibrarySaveState, 'phase' | 'percent'>) => void, waitMs = PROGRESS_REDRAW_MS) {
  let shown: Pick<LibrarySaveState, 'phase' | 'percent'> | null = null;
  let pending: Pick<LibrarySaveState, 'phase' | 'percent'> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: Pick<LibrarySaveState, 'phase' | 'percent'>) => {
    shown = state;
    pending = null;
    apply(state);
  };
  return {
    push(progress: SaveProgress) {
      const state = progressState(progress);
      if (shown?.phase === state.phase && shown.percent === state.percent) return;
      if (!shown || shown.phase !== state.phase || state.percent === 100) {
        // The last value of the phase before, if it was held back, then this one.
        if (pending && pending.phase !== state.phase) show(pending);
        show(state);
        return;
      }
      pending = state;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (pending) show(pending);
      }, waitMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}

/** Downloads, stores and indexes the library in the search worker; resolves when done or failed. */
export async function saveLibrary(): Promise<void> {
  if (controller) return;
  controller = new AbortController();
  Object.assign(librarySaveState, { phase: 'downloading', percent: 0, error: null, cancelled: false });
  const progress = throttledProgress((state) => Object.assign(librarySaveState, state));
  try {
    const { timings } = await runLibraryTask({ type: 'save' }, { signal: controller.signal, onProgress: (p) => progress.push(p) });
    console.info(`Law library saved ${JSON.stringify(timings)}`);
  } catch (error) {
    if (error instanceof LibraryWorkerError && error.code === 'cancelled') librarySaveState.cancelled = true;
    else librarySaveState.error = error instanceof Error ? error.message : 'The library could not be saved.';
  } finally {
    progress.stop();
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
