/**
 * The server's worker threads (the full-text index and its build, speech) run TypeScript
 * modules: each registers tsx's loader first (tests run under vitest, whose loader a worker
 * thread does not inherit).
 */
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerThreadOptions {
  workerData?: unknown;
  /**
   * Run below the event loop's priority (Linux, where a thread's nice value is its own): work
   * that takes a core for seconds or minutes and that no request waits on then gives the core to
   * the thread answering requests on a busy machine, instead of sharing it evenly.
   */
  background?: boolean;
}

/** A worker thread running the TypeScript module at `entry` (a file URL). */
export function startWorkerThread(entry: URL, { workerData, background = false }: WorkerThreadOptions = {}): Worker {
  const require = createRequire(import.meta.url);
  // tsx's ESM API (its "import" export), located through its package.json.
  const tsxPackage = require.resolve('tsx/package.json');
  const tsxExports = (require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports;
  const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), tsxExports['./esm/api']!.import.default)).href;
  // setPriority(0, …) changes the calling thread alone on Linux (the whole process elsewhere).
  const lower =
    background && process.platform === 'linux'
      ? `try { require('node:os').setPriority(0, ${constants.priority.PRIORITY_BELOW_NORMAL}); } catch {}\n`
      : '';
  const boot = `${lower}import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** What a run-once thread's message means: its result or its failure (undefined: more to come). */
export type ThreadOutcome<Result> = { result: Result } | { error: string };

/**
 * Runs the module at `entry` in a thread of its own until its first outcome (`read` turns each
 * message into one), then terminates it: the result, or a rejection naming `what` when the
 * thread fails, throws or exits without one. Settles once the thread is gone, so nothing of it
 * outlives the call.
 */
export function runThreadOnce<Message, Result>(
  entry: URL,
  what: string,
  read: (message: Message) => ThreadOutcome<Result> | undefined,
  options: WorkerThreadOptions = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const thread = startWorkerThread(entry, options);
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      // A terminated thread exits with code 1; the outcome is already decided.
      void thread.terminate().then(done, done);
    };
    thread.on('message', (message: Message) => {
      let outcome: ThreadOutcome<Result> | undefined;
      try {
        outcome = read(message);
      } catch (err) {
        outcome = { error: (err as Error)?.message ?? String(err) };
      }
      if (!outcome) return;
      if ('result' in outcome) {
        const { result } = outcome;
        settle(() => resolve(result));
      } else {
        const error = new Error(`${what} failed: ${outcome.error}`);
        settle(() => reject(error));
      }
    });
    thread.on('error', (err) => settle(() => reject(new Error(`${what} failed: ${err.message}`, { cause: err }))));
    thread.on('exit', (code) => settle(() => reject(new Error(`${what} stopped before it finished (exit code ${code})`))));
  });
}
