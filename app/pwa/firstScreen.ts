/**
 * "The first screen is up": set by RouteGate once a route's screen has mounted (its chunk loaded,
 * the session known). The service worker's precache waits for it, so the 2 MB of
 * precached files never compete with the files the first screen needs.
 */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markFirstScreenReady(): void {
  markReady();
}

export function firstScreenReady(): Promise<void> {
  return ready;
}

/** What the precache waits for, in order; each resolves once. */
export interface Readiness {
  /** The page's own files are in (the window's `load`). */
  pageLoaded(): Promise<void>;
  /** A screen has been drawn (markFirstScreenReady). */
  firstScreen(): Promise<void>;
  /** The main thread has nothing to do (requestIdleCallback). */
  idle(): Promise<void>;
}

/**
 * A screen that never mounts (a crash, a tab left on a broken route) must not leave the app
 * without its service worker: after `load`, the precache waits this long at most for the screen.
 */
export const FIRST_SCREEN_WAIT_MS = 10_000;
/** requestIdleCallback's own deadline: a page that is never idle still gets its worker. */
export const IDLE_WAIT_MS = 3_000;

export function browserReadiness(win: Window = window): Readiness {
  return {
    pageLoaded: () =>
      win.document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true })),
    firstScreen: () => Promise.race([firstScreenReady(), new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]),
    idle: () =>
      new Promise((resolve) => {
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
        else win.setTimeout(resolve, 0);
      }),
  };
}

/** Resolves once the page has loaded, its first screen is drawn and the main thread is idle. */
export async function afterFirstScreen(readiness: Readiness = browserReadiness()): Promise<void> {
  await readiness.pageLoaded();
  await readiness.firstScreen();
  await readiness.idle();
}
