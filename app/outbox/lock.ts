/**
 * One replay at a time across tabs and the service worker (Web Locks). Where the API is missing
 * (old browsers, Node tests) an in-process lock keeps replays of this context serialized.
 */
const LOCK_NAME = 'laws-ai-outbox';
let localTail: Promise<unknown> = Promise.resolve();

export async function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(LOCK_NAME, work) as Promise<T>;
  const run = localTail.then(work, work);
  localTail = run.catch(() => undefined);
  return run;
}
