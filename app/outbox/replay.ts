import { ApiError, NetworkError, apiRequest } from '../api/client';
import { markOutboxFailed, markOutboxSending, nextDueOutboxEntry, removeOutboxEntry, scheduleOutboxRetry } from '../db/outbox';
import { getLastKnownUser } from '../db/session';
import type { OutboxEntry } from '../db/types';
import { outboxBackoffMs } from './backoff';
import { withOutboxLock } from './lock';
import { announceOutboxEvent } from './events';

export interface ReplaySummary {
  sent: number;
  failed: number;
  retrying: number;
  /** True when the run stopped because the server could not be reached. */
  offline: boolean;
  /** True when the run stopped because the server said the session is gone (401). */
  signedOut: boolean;
}

export interface ReplayOptions {
  send?: (entry: OutboxEntry) => Promise<unknown>;
  now?: () => number;
  /**
   * Send entries still waiting out their backoff too: the connection just came back (the
   * `online` event, Background Sync, app start), so waiting longer would help nobody.
   */
  force?: boolean;
  /** A request with no reply after this long counts as "no connection". */
  timeoutMs?: number;
}

/** A hung connection (captive portal, dead mobile link) must not hold the outbox forever. */
export const OUTBOX_SEND_TIMEOUT_MS = 30_000;

/** 4xx replies that say "not now" rather than "never": retried like a 5xx. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429]);

function sendWith(timeoutMs: number) {
  return (entry: OutboxEntry) =>
    apiRequest(entry.method, entry.url, entry.body, {
      headers: { 'Idempotency-Key': entry.id },
      signal: AbortSignal.timeout(timeoutMs),
    });
}

type Outcome = 'sent' | 'failed' | 'retry' | 'offline' | 'signedOut';

function classify(error: unknown): Exclude<Outcome, 'sent'> {
  if (!(error instanceof ApiError)) return error instanceof NetworkError ? 'offline' : 'retry';
  if (error.status === 401) return 'signedOut';
  if (error.status >= 400 && error.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(error.status)) return 'failed';
  return 'retry';
}

/**
 * Send every due entry, oldest first, one at a time under the outbox lock:
 * 2xx → the entry leaves the outbox; 4xx → failed, shown to the user with the reason;
 * 5xx (and 408/425/429) → retried later with backoff, and the run goes on with the next entry;
 * no reply → retried later, and the run stops (offline); 401 → kept, and the run stops (the
 * session is gone: sending more would only fail the same way; signing in again replays).
 * Only the signed-in user's entries are sent: the session cookie is theirs.
 */
export function replayOutbox({
  send,
  now = () => Date.now(),
  force = false,
  timeoutMs = OUTBOX_SEND_TIMEOUT_MS,
}: ReplayOptions = {}): Promise<ReplaySummary> {
  const sendEntry = send ?? sendWith(timeoutMs);
  return withOutboxLock(async () => {
    const summary: ReplaySummary = { sent: 0, failed: 0, retrying: 0, offline: false, signedOut: false };
    const tried = new Set<string>();
    const user = await getLastKnownUser();
    if (!user) return summary;
    for (;;) {
      const entry = await nextDueOutboxEntry(user.id, force ? Number.POSITIVE_INFINITY : now(), tried);
      if (!entry) return summary;
      tried.add(entry.id);
      await markOutboxSending(entry.id);
      let result: unknown;
      try {
        result = await sendEntry(entry);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const outcome = classify(error);
        if (outcome === 'failed') {
          await markOutboxFailed(entry.id, message);
          summary.failed++;
          announceOutboxEvent({ type: 'failed', entry, error: message });
          continue;
        }
        await scheduleOutboxRetry(entry.id, message, now() + outboxBackoffMs(entry.attempts + 1));
        summary.retrying++;
        announceOutboxEvent({ type: 'retrying', entry, error: message, offline: outcome === 'offline' });
        if (outcome === 'offline') {
          summary.offline = true;
          return summary;
        }
        if (outcome === 'signedOut') {
          summary.signedOut = true;
          return summary;
        }
        continue;
      }
      await removeOutboxEntry(entry.id);
      summary.sent++;
      announceOutboxEvent({ type: 'sent', entry, result });
    }
  });
}
