/**
 * Pauses for long work done in steps: they let timers and I/O through before the next step. A
 * server building its search index this way keeps answering other requests.
 */

/**
 * The next turn of the event loop: setImmediate where there is one (Node: pending I/O is polled
 * first, and no timer's 1 ms minimum is waited when nothing is pending), else setTimeout (the one
 * macrotask Node and browsers both have).
 */
export function pause(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate ? immediate(() => resolve()) : setTimeout(resolve, 0)));
}

/**
 * How long one step may hold the event loop. Steps are cut by time, not by count: the records
 * differ a hundredfold in size (a guide against a bare section) and the first ones run before the
 * code is compiled (the first 250 of the index took 170 ms there, the next 250 a few).
 */
export const SLICE_MS = 8;

export interface WorkSlices {
  /** True once this slice has run its time: then `await slices.pause()` before the next unit. */
  due(): boolean;
  /** Pause, and start the next slice. */
  pause(): Promise<void>;
}

/** Cuts long work into slices of about `sliceMs`: `if (slices.due()) await slices.pause();` after each unit. */
export function workSlices(sliceMs = SLICE_MS, now: () => number = () => performance.now()): WorkSlices {
  let started = now();
  return {
    due: () => now() - started >= sliceMs,
    pause: async () => {
      await pause();
      started = now();
    },
  };
}
