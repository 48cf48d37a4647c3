/**
 * Dexie side of the outbox (DESIGN.md "Writes: the outbox"): every write that may happen
 * offline waits here until the server acknowledges it. It knows nothing about what it carries.
 */
import { db } from './database';
import type { OutboxEntry } from './types';

export type NewOutboxEntry = Pick<OutboxEntry, 'kind' | 'method' | 'url' | 'body' | 'userId'>;

export async function addOutboxEntry(entry: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const stored: OutboxEntry = { ...entry, id: crypto.randomUUID(), createdAt: now, state: 'pending', attempts: 0 };
  await db.outbox.add(stored);
  return stored;
}

/**
 * The oldest entry that may be sent now. Called under the replay lock, so an entry left
 * 'sending' by a page that died mid-request counts as due again.
 */
export async function nextDueOutboxEntry(
  userId: string,
  now = Date.now(),
  skip: ReadonlySet<string> = new Set(),
): Promise<OutboxEntry | undefined> {
  return db.outbox
    .orderBy('createdAt')
    .filter((e) => e.userId === userId && e.state !== 'failed' && (e.nextAttemptAt ?? 0) <= now && !skip.has(e.id))
    .first();
}

export async function markOutboxSending(id: string): Promise<void> {
  await db.outbox.update(id, { state: 'sending' });
}

export async function removeOutboxEntry(id: string): Promise<void> {
  await db.outbox.delete(id);
}

export async function markOutboxFailed(id: string, error: string): Promise<void> {
  await db.outbox.update(id, { state: 'failed', lastError: error });
}

export async function scheduleOutboxRetry(id: string, error: string, nextAttemptAt: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((e) => {
      e.state = 'pending';
      e.attempts += 1;
      e.lastError = error;
      e.nextAttemptAt = nextAttemptAt;
    });
}

/** "Retry" on a failed entry: due again now. */
export async function retryOutboxEntry(id: string): Promise<void> {
  await db.outbox.update(id, { state: 'pending', nextAttemptAt: 0 });
}

/** "Discard" on a failed entry: it is never sent. */
export async function discardOutboxEntry(id: string): Promise<void> {
  await db.outbox.delete(id);
}

export async function getOutboxEntry(id: string): Promise<OutboxEntry | undefined> {
  return db.outbox.get(id);
}

/** Every entry of the user still on the device (pending, sending or failed). */
export async function countOutboxEntries(userId: string): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

/** When the user's next entry waiting for a retry is due (epoch ms), or undefined when none waits. */
export async function nextOutboxAttemptAt(userId: string): Promise<number | undefined> {
  const waiting = await db.outbox
    .where('userId')
    .equals(userId)
    .filter((e) => e.state !== 'failed')
    .toArray();
  if (waiting.length === 0) return undefined;
  return Math.min(...waiting.map((e) => e.nextAttemptAt ?? 0));
}
