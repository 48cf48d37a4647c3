/**
 * The outbox (DESIGN.md "Writes: the outbox"): queue a write, replay it on start, on `online`,
 * after queuing, when a backoff ends and from the service worker's Background Sync, never
 * sending it twice (the entry id is the Idempotency-Key the server remembers). It knows
 * nothing about what the writes are: features give it a kind, a method, a URL and a body.
 */
import {
  addOutboxEntry,
  countOutboxEntries,
  discardOutboxEntry,
  getOutboxEntry,
  nextOutboxAttemptAt,
  retryOutboxEntry,
  type NewOutboxEntry,
} from '../db/outbox';
import { getLastKnownUser } from '../db/session';
import type { OutboxEntry } from '../db/types';
import { onOutboxEvent } from './events';
import { replayOutbox, type ReplayOptions } from './replay';
import { OUTBOX_SYNC_TAG } from './syncTag';

export { replayOutbox, type ReplayOptions, type ReplaySummary } from './replay';
export { onOutboxEvent, type OutboxEvent } from './events';
export { OUTBOX_SYNC_TAG } from './syncTag';
export type { NewOutboxEntry } from '../db/outbox';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

const warn = (error: unknown) => console.warn('Outbox replay failed', error);

/** Ask the service worker to replay when connectivity returns, even if the page is closed (Chromium). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const container = (globalThis as { navigator?: Navigator }).navigator?.serviceWorker;
    const registration = (await container?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the next start or `online` event replays.
  }
}

/** Queue a write and start sending it; does not wait for the server. */
export async function enqueueWrite(entry: NewOutboxEntry): Promise<OutboxEntry> {
  const stored = await addOutboxEntry(entry);
  void requestBackgroundSync();
  void replayOutbox().catch(warn);
  return stored;
}

/** What became of a write the user is waiting for. */
export type WriteOutcome =
  /** Acknowledged. `result` is the reply; undefined when another tab or the service worker sent it. */
  | { status: 'sent'; entry: OutboxEntry; result: unknown }
  /** The server refused it (4xx); it stays in the outbox as failed, with the reason. */
  | { status: 'failed'; entry: OutboxEntry; error: string }
  /** Not sent yet (offline, server unreachable or busy); it is sent later, by itself. */
  | { status: 'queued'; entry: OutboxEntry; error?: string; offline: boolean };

export interface SubmitOptions {
  /** Give up waiting (the write stays queued) after this long. */
  waitMs?: number;
  /** Called once the entry is safely stored, before anything is sent. */
  onStored?: (entry: OutboxEntry) => void;
  replay?: ReplayOptions;
}

/** How long a screen waits for the first attempt before saying "queued". */
export const SUBMIT_WAIT_MS = 15_000;

/** Replay now and resolve with what became of `entry` (sent, refused, or still queued). */
function awaitOutcome(entry: OutboxEntry, { waitMs = SUBMIT_WAIT_MS, replay }: SubmitOptions): Promise<WriteOutcome> {
  return new Promise<WriteOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: WriteOutcome) => {
      if (settled) return;
      settled = true;
      stop();
      clearTimeout(timer);
      resolve(outcome);
    };
    // The entry may be sent by this replay, or by another tab or the service worker holding
    // the lock: their events arrive over the BroadcastChannel.
    const stop = onOutboxEvent((event) => {
      if (event.entry.id !== entry.id) return;
      if (event.type === 'sent') settle({ status: 'sent', entry, result: event.result });
      else if (event.type === 'failed') settle({ status: 'failed', entry, error: event.error });
      else settle({ status: 'queued', entry, error: event.error, offline: event.offline });
    });
    const timer = setTimeout(() => settle({ status: 'queued', entry, offline: false }), waitMs);
    const afterReplay = async (offline: boolean) => {
      if (settled) return;
      // Not settled by this run: another context may have sent or refused it meanwhile.
      const stored = await getOutboxEntry(entry.id);
      if (stored?.state === 'failed') settle({ status: 'failed', entry, error: stored.lastError ?? '' });
      else if (stored) settle({ status: 'queued', entry, error: stored.lastError, offline });
      else {
        // Gone: sent elsewhere. Its event is on its way over the BroadcastChannel; if it never
        // comes, it was sent all the same (the feature reads the result from the server).
        setTimeout(() => settle({ status: 'sent', entry, result: undefined }), 3000);
      }
    };
    replayOutbox(replay)
      .then(
        (summary) => afterReplay(summary.offline),
        (error: unknown) => {
          warn(error);
          return afterReplay(false);
        },
      )
      .catch(() => settle({ status: 'queued', entry, offline: false }));
  });
}

/**
 * Store a write in the outbox FIRST, then try to send it at once. Whatever happens to the
 * connection from here on, the write is either acknowledged or still on the device, and a
 * resend carries the same Idempotency-Key, so it can neither be lost nor filed twice.
 */
export async function submitWrite(newEntry: NewOutboxEntry, options: SubmitOptions = {}): Promise<WriteOutcome> {
  const entry = await addOutboxEntry(newEntry);
  options.onStored?.(entry);
  void requestBackgroundSync();
  // The browser knows it is offline: say "queued" now; the `online` event (or Background Sync)
  // sends it. Waiting for a replay could mean waiting behind another context's hung request.
  if (browserSaysOffline()) return { status: 'queued', entry, offline: true };
  return awaitOutcome(entry, options);
}

function browserSaysOffline(): boolean {
  return (globalThis as { navigator?: Navigator }).navigator?.onLine === false;
}

/** "Retry" on a failed write: due again now, sent at once when possible. */
export async function retryWrite(id: string, options: SubmitOptions = {}): Promise<WriteOutcome | undefined> {
  await retryOutboxEntry(id);
  const entry = await getOutboxEntry(id);
  if (!entry) return undefined;
  void requestBackgroundSync();
  return awaitOutcome(entry, options);
}

/** "Discard" on a failed write. */
export function discardWrite(id: string): Promise<void> {
  return discardOutboxEntry(id);
}

/**
 * How many of the user's writes have not reached the server, after one last quick attempt to
 * send them (logout asks before deleting them).
 */
export async function countUnsentWrites(userId: string, { waitMs = 4000 }: { waitMs?: number } = {}): Promise<number> {
  const attempt = replayOutbox({ force: true }).catch(warn);
  await Promise.race([attempt, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  return countOutboxEntries(userId);
}

let started = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Wake up when the earliest entry in backoff is due (unless the browser says it is offline). */
async function scheduleNextAttempt(): Promise<void> {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (browserSaysOffline()) return;
  const user = await getLastKnownUser();
  const at = user ? await nextOutboxAttemptAt(user.id) : undefined;
  if (at === undefined) return;
  retryTimer = setTimeout(() => replayNow(false), Math.max(0, at - Date.now()));
}

function replayNow(force: boolean): void {
  replayOutbox({ force })
    .catch(warn)
    .finally(() => void scheduleNextAttempt().catch(warn));
}

/**
 * Start the outbox once a user is signed in: replay now (app start), whenever the browser
 * says the network is back, and when a backoff ends. Safe to call more than once.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => replayNow(true));
  // A retry scheduled by another tab or the service worker: keep our timer in step.
  onOutboxEvent((event) => {
    if (event.type === 'retrying') void scheduleNextAttempt().catch(warn);
  });
  replayNow(true);
}
