/**
 * The app's side of the law search worker: one worker for the whole app, started on first
 * use. `runLibraryTask` sends a task and resolves with its result, or rejects with a
 * LibraryWorkerError carrying the worker's failure code.
 */
import type { FailureCode, LibraryTask, SaveProgress, TaskResults, WorkerReply, WorkerRequest } from './protocol';

export class LibraryWorkerError extends Error {
  override readonly name = 'LibraryWorkerError';
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: SaveProgress) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(message: string): void {
  for (const [id, task] of pending) {
    pending.delete(id);
    task.reject(new LibraryWorkerError('internal', message));
  }
  worker?.terminate();
  worker = undefined;
}

function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./lawSearch.worker.ts', import.meta.url), { type: 'module', name: 'law-search' });
  started.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const task = pending.get(reply.id);
    if (!task) return;
    if (reply.kind === 'progress') {
      task.onProgress?.(reply.progress);
      return;
    }
    pending.delete(reply.id);
    if (reply.kind === 'done') task.resolve(reply.result);
    else task.reject(new LibraryWorkerError(reply.error.code, reply.error.message, reply.error.status));
  });
  // The script failed to load or crashed: no reply will come; the next task starts a new worker.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    failAll('The offline law search stopped unexpectedly. Please try again.');
  });
  worker = started;
  return started;
}

export interface TaskOptions {
  onProgress?: (progress: SaveProgress) => void;
  /** Aborting sends `cancel` (only a save can be cancelled). */
  signal?: AbortSignal;
}

export function runLibraryTask<T extends LibraryTask>(task: T, { onProgress, signal }: TaskOptions = {}): Promise<TaskResults[T['type']]> {
  return new Promise((resolve, reject) => {
    let target: Worker;
    try {
      target = getWorker();
    } catch (error) {
      reject(new LibraryWorkerError('internal', `The offline law search could not start: ${(error as Error).message}`));
      return;
    }
    const id = nextId++;
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject, onProgress });
    signal?.addEventListener('abort', () => target.postMessage({ id: nextId++, type: 'cancel', target: id } satisfies WorkerRequest), {
      once: true,
    });
    target.postMessage({ id, ...task } satisfies WorkerRequest);
  });
}
