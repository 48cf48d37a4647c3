import { expect } from 'vitest';
import type { LawLibrary } from '../../core/schemas/legal';
import { db } from '../../app/db/database';
import type { createLibraryWorker } from '../../app/search/libraryWorker';
import type { LibraryTask, WorkerReply } from '../../app/search/protocol';
import { libraryResponse } from '../../app/search/testLibrary';

// What the library worker's tests share: a task sent and its replies, a result read, a fake server.
let nextId = 1;

/** A task id no other task of this file has. */
export function nextTaskId(): number {
  return nextId++;
}

/** Sends a task; expects one final reply carrying its id (progress replies aside). */
export async function send(worker: ReturnType<typeof createLibraryWorker>, task: LibraryTask, id = nextTaskId()) {
  const replies: WorkerReply[] = [];
  await worker.handle({ id, ...task }, (reply) => replies.push(reply));
  const last = replies.at(-1)!;
  expect(replies.filter((r) => r.kind !== 'progress')).toHaveLength(1);
  expect(last.id).toBe(id);
  return { replies, last, progress: replies.flatMap((r) => (r.kind === 'progress' ? [r.progress] : [])) };
}

export function result<T>(reply: WorkerReply): T {
  if (reply.kind !== 'done') throw new Error(`expected done, got ${JSON.stringify(reply)}`);
  return reply.result as T;
}

/** A fetch that answers with `library` as the server would. */
export const serving = (library: LawLibrary) => async () => libraryResponse(library);

/** Every table of the device's database emptied (before each test). */
export async function clearDevice(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}
