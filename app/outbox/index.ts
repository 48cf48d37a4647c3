/**
 * The outbox (DESIGN.md "Writes: the outbox"): queue a write, replay it on start, on `online`,
 * after queuing and from the service worker's Background Sync, never sending it twice (the
 * entry id is the Idempotency-Key the server remembers).
 */
import { addOutboxEntry, type NewOutboxEntry } from '../db/outbox';
import type { OutboxEntry } from '../db/types';
import { replayOutbox } from './replay';
import { OUTBOX_SYNC_TAG } from './syncTag';

export { replayOutbox } from './replay';
export { onOutboxEvent, type OutboxEvent } from './events';

export { OUTBOX_SYNC_TAG } from './syncTag';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Ask the service worker to replay when connectivity returns, even if the page is closed (Chromium). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the next start or `online` event replays.
  }
}

export async function enqueueWrite(entry: NewOutboxEntry): Promise<OutboxEntry> {
  const stored = await addOutboxEntry(entry);
  void requestBackgroundSync();
  void replayOutbox().catch((error: unknown) => console.warn('Outbox replay failed', error));
  return stored;
}

let started = false;

/** Replay now and whenever the browser says the network is back. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  const replay = () => void replayOutbox().catch((error: unknown) => console.warn('Outbox replay failed', error));
  window.addEventListener('online', replay);
  replay();
}
