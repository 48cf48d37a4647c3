import { ApiError, NetworkError, apiRequest } from '../api/client';
import {
  markOutboxFailed,
  markOutboxSending,
  nextDueOutboxEntry,
  removeOutboxEntry,
  scheduleOutboxRetry,
} from '../db/outbox';
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
}

type Send = (entry: OutboxEntry) => Promise<unknown>;

const sendEntry: Send = (entry) =>
  apiRequest(entry.method, entry.url, entry.body, { headers: { 'Idempotency-Key': entry.id } });

/**
 * Send every due entry, oldest first, one at a time under the outbox lock:
 * 2xx → the entry leaves the outbox; 4xx → failed, shown to the user with the reason;
 * 5xx → retried later with backoff; no reply → retried later, and the run stops (offline).
 * Only the signed-in user's entries are sent: the session cookie is theirs.
 */
export function replayOutbox({ send = sendEntry, now = () => Date.now() }: { send?: Send; now?: () => number } = {}): Promise<ReplaySummary> {
  return withOutboxLock(async () => {
    const summary: ReplaySummary = { sent: 0, failed: 0, retrying: 0, offline: false };
    const tried = new Set<string>();
    const user = await getLastKnownUser();
    if (!user) return summary;
    for (;;) {
      const entry = await nextDueOutboxEntry(user.id, now(), tried);
      if (!entry) return summary;
      tried.add(entry.id);
      await markOutboxSending(entry.id);
      try {
        const result = await send(entry);
        await removeOutboxEntry(entry.id);
        summary.sent++;
        announceOutboxEvent({ type: 'sent', entry, result });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          await markOutboxFailed(entry.id, message);
          summary.failed++;
          announceOutboxEvent({ type: 'failed', entry, error: message });
          continue;
        }
        await scheduleOutboxRetry(entry.id, message, now() + outboxBackoffMs(entry.attempts + 1));
        summary.retrying++;
        if (error instanceof NetworkError) {
          summary.offline = true;
          return summary;
        }
      }
    }
  });
}
