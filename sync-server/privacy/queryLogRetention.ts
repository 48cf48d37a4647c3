/**
 * The privacy policy's promise that query logs are anonymised after
 * policyFigures.queryLogsAnonymizedAfterDays days: at start and then once a day, every recent
 * search older than that is removed from the store (nothing then ties it to anyone).
 */
import { policyFigures } from '../../core/policies';
import type { Store } from '../store';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface QueryLogRetention {
  /** Stops the daily run. */
  stop(): void;
  /** Resolves when the latest run has finished. */
  idle(): Promise<void>;
}

export async function startQueryLogRetention(
  store: Pick<Store, 'recentSearches'>,
  log: (...args: unknown[]) => void,
  { now = Date.now, everyMs = DAY_MS }: { now?: () => number; everyMs?: number } = {},
): Promise<QueryLogRetention> {
  const run = () =>
    store.recentSearches
      .removeOlderThan(new Date(now() - policyFigures.queryLogsAnonymizedAfterDays * DAY_MS))
      // A failed write is tried again tomorrow; the server keeps serving.
      .catch((error: unknown) => log('[laws-ai] removing old query logs failed:', error));
  let last: Promise<unknown> = run();
  await last;
  const timer = setInterval(() => {
    last = run();
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), idle: async () => void (await last) };
}
