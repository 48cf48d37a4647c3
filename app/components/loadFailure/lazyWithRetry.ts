import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own constraint on what it loads.
type AnyComponent = ComponentType<any>;

/** A part not even asked for: the browser says it is offline (see importPart below). */
export class OfflineDownloadError extends Error {
  override name = 'OfflineDownloadError';
  constructor() {
    super('Not downloaded: the browser is offline');
  }
}

/** The file named in a failed import's message (Chromium, Firefox), without any query. */
function failedFile(error: unknown): string | undefined {
  const match = error instanceof Error ? /dynamically imported module: (\S+)/i.exec(error.message) : null;
  return match?.[1]?.split('?')[0];
}

/** One per part whose load failed and is not yet forgotten: each gives its part a fresh lazy. */
const failedParts = new Set<() => void>();

/**
 * Forgets every failed load, so the next render of each such part imports its file anew. Called
 * once a failure's message is on screen (LoadFailureAlert): the failed part is no longer being
 * rendered, so nothing re-imports until the user tries again, opens it again or comes back to it.
 * Forgetting earlier (in the load's own catch) would make React's re-render after the rejection
 * import again at once, and offline that loops.
 */
export function forgetFailedLoads(): void {
  const parts = [...failedParts];
  failedParts.clear();
  for (const forget of parts) forget();
}

export type RetryableLazy<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  /** Fetches the part ahead of its first render (its failure is kept like a render's). */
  preload(): Promise<void>;
};

export interface RetryOptions<M, T> {
  /** The component in the module (its default export unless given). */
  pick?: (module: M) => T;
  /** How a file is imported again under a new address (tests give their own). */
  importFile?: (url: string) => Promise<M>;
  /** Whether the file arrives now (a plain fetch, which the browser does not hold failed). */
  reachable?: (url: string) => Promise<boolean>;
  /** A new page: the one way to clear a failure the browser holds for a file imported by the part. */
  reload?: () => void;
}

/** Offline, and no service worker to give the app's files: nothing can arrive. */
function cannotArrive(): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return false;
  return !navigator.serviceWorker?.controller;
}

async function fetchable(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * React.lazy, except that a failed load is not kept forever. Two things keep it otherwise:
 * React.lazy remembers a rejected import for the life of the page, and so does the browser's
 * module map (Chromium 150: an import() whose file, or a file it imports, failed once fails again
 * without a request, whatever the connection; seen in e2e/download-failure.spec.ts). So:
 * - a part is not asked for while nothing can arrive (offline, no service worker): the browser
 *   then has no failure to remember;
 * - a file that did fail is imported again under a new address ("?retry=n");
 * - if that fails too while the file itself arrives (a file it imports is the one held failed),
 *   a retry the user asked for loads a new page, online, which clears it.
 * Every lazy part of the app is made with this.
 */
export function lazyWithRetry<T extends AnyComponent, M = { default: T }>(
  load: () => Promise<M>,
  options: RetryOptions<M, T> = {},
): RetryableLazy<T> {
  const pick = options.pick ?? ((module: M) => (module as { default: T }).default);
  const importFile = options.importFile ?? ((url: string) => import(/* @vite-ignore */ url) as Promise<M>);
  const reachable = options.reachable ?? fetchable;
  const reload = options.reload ?? (() => window.location.reload());
  let failedUrl: string | undefined;
  let retries = 0;
  // Set once a failure of this part has been shown: later loads are the user's retries.
  let failureShown = false;
  const attempt = async (): Promise<T> => {
    if (cannotArrive()) throw new OfflineDownloadError();
    try {
      return pick(await (failedUrl ? importFile(`${failedUrl}?retry=${++retries}`) : load()));
    } catch (error) {
      failedUrl = failedFile(error) ?? failedUrl;
      throw error;
    }
  };
  const importPart = async (): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      // Not there: the connection (or the server) is the problem, and the message says so.
      if (!failedUrl || !(await reachable(failedUrl))) throw error;
    }
    // The file arrives, yet its import failed: the browser holds an earlier failure.
    try {
      return await attempt();
    } catch (error) {
      if (!failureShown || !failedUrl || !(await reachable(failedUrl))) throw error;
      reload();
      return new Promise<T>(() => undefined); // the page is being replaced
    }
  };
  let current: LazyExoticComponent<T>;
  const forget = () => {
    failureShown = true;
    current = fresh();
  };
  const fresh = () =>
    lazy(() =>
      importPart().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(forget);
          throw error;
        },
      ),
    );
  current = fresh();
  function RetryableLazy(props: ComponentProps<T>) {
    return createElement(current as AnyComponent, props);
  }
  RetryableLazy.preload = () => importPart().then(() => undefined);
  return RetryableLazy;
}
