/**
 * Full-text search over the official text of every U.S. Code section, for
 * GET /api/legal/text-search and the Legal Assistant's ranking.
 *
 *   getTextSearch(dir).start()                 open or build the index in the background
 *   .state                                     'idle' | 'building' | 'ready' | 'failed'
 *   .ready(waitMs)                             true once searches use the full text
 *   .search(query, {title, offset, limit})     a page of sections with snippets, and the total
 *   .rank(match, limit)                        the best sections for a question's words
 *
 * The index (SQLite FTS5, db.ts) lives in its own worker thread; its file is derived data kept
 * in LAW_INDEX_DIR (default DATA_DIR/law-index), named by the corpus's release point, built
 * once and reused by every later start. Until it is ready, callers answer from the headings
 * engine and say so.
 */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../workerThread';
import type { BuildStats, SearchPage, SectionHit } from './db';
import type { WorkerReply, WorkerRequest, WorkerStart } from './protocol';
import type { TextQuery } from './query';

type WorkerRequestBody = { [K in WorkerRequest['op']]: Omit<Extract<WorkerRequest, { op: K }>, 'id'> }[WorkerRequest['op']];

export type TextSearchState = 'idle' | 'building' | 'ready' | 'failed';
export type RankedSection = Omit<SectionHit, 'snippet' | 'markedHeading'>;

/** Longest one search may take before it is given up (the worker answers in milliseconds). */
const REQUEST_TIMEOUT_MS = 15_000;
const RETRY_AFTER_MS = 60_000;

function startWorker(data: WorkerStart): Worker {
  return startWorkerThread(new URL('./worker.ts', import.meta.url), { workerData: data });
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class TextSearch {
  #worker: Worker | undefined;
  #state: TextSearchState = 'idle';
  #error: string | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #waiters: (() => void)[] = [];
  #failedAt = 0;
  /** How the index was last built in this process (for logs and the bench). */
  lastBuild: BuildStats | undefined;

  constructor(
    readonly dir: string,
    private readonly log: (message: string) => void = console.log,
    private readonly lawTextDir?: string,
  ) {}

  get state(): TextSearchState {
    return this.#state;
  }

  get error(): string | undefined {
    return this.#error;
  }

  /** Open or build the index in the background (again after a failure). */
  start(): this {
    if (this.#worker || this.#state === 'ready') return this;
    // After a failure, try again at most once a minute (a broken corpus must not rebuild per request).
    if (this.#state === 'failed' && Date.now() - this.#failedAt < RETRY_AFTER_MS) return this;
    this.#state = 'building';
    this.#error = undefined;
    const started = performance.now();
    const worker = startWorker({ dir: this.dir, ...(this.lawTextDir ? { lawTextDir: this.lawTextDir } : {}) });
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'result') {
        const pending = this.#pending.get(reply.id);
        if (!pending) return;
        this.#pending.delete(reply.id);
        clearTimeout(pending.timer);
        if (reply.ok) pending.resolve(reply.result as never);
        else pending.reject(new Error(reply.error));
      } else if (reply.type === 'built') {
        this.lastBuild = reply.stats;
        this.log(
          `Full-text index of the U.S. Code built: ${reply.stats.sections} sections, ${(reply.stats.characters / 1e6).toFixed(1)} M characters, ${(reply.stats.bytes / 1e6).toFixed(0)} MB, in ${(reply.stats.milliseconds / 1000).toFixed(1)} s`,
        );
      } else if (reply.status === 'building') {
        this.log('Building the full-text index of the U.S. Code in the background; searches use the headings until it is ready.');
      } else if (reply.status === 'ready') {
        this.#state = 'ready';
        if (reply.how === 'waited' && !this.lastBuild)
          this.log(`Full-text index of the U.S. Code ready (${Math.round(performance.now() - started)} ms): ${reply.file}`);
        this.#wake();
      } else {
        this.#fail(new Error(reply.error));
      }
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => {
      if (this.#worker === worker) this.#fail(new Error(`the index worker stopped (exit code ${code})`));
    });
    return this;
  }

  /** True once searches use the full text; waits up to `waitMs` for it. */
  async ready(waitMs = 0): Promise<boolean> {
    if (this.#state === 'ready') return true;
    if (waitMs <= 0 || this.#state !== 'building') return false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    return this.state === 'ready';
  }

  search(query: TextQuery, options: { title?: number; offset: number; limit: number; amendedSince?: string }): Promise<SearchPage> {
    return this.#ask({ op: 'search', query, options });
  }

  /** The best `limit` sections for an OR query, then the `also` sections it matches (scored alike). */
  rank(match: string, limit: number, also: readonly { title: number; section: string }[] = []): Promise<RankedSection[]> {
    return this.#ask({ op: 'rank', match, limit, also: also.map(({ title, section }) => ({ title, section })) });
  }

  /** Stop the worker (tests; the server's worker simply ends with the process). */
  async stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#state = 'idle';
    this.#wake();
    for (const p of this.#pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error('the full-text index was stopped'));
    }
    this.#pending.clear();
    await worker?.terminate();
  }

  #ask<T>(request: WorkerRequestBody): Promise<T> {
    const worker = this.#worker;
    if (!worker || this.#state !== 'ready') return Promise.reject(new Error('the full-text index is not ready'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error('the full-text search took too long'));
      }, REQUEST_TIMEOUT_MS);
      timer.unref();
      this.#pending.set(id, { resolve: resolve as (value: never) => void, reject, timer });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  #fail(error: Error): void {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#state = 'failed';
    this.#failedAt = Date.now();
    this.#error = error.message;
    this.log(
      `The full-text index of the U.S. Code is not available (searches use the headings; it is tried again on the next search): ${error.message}`,
    );
    for (const p of this.#pending.values()) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    this.#pending.clear();
    this.#wake();
    void worker?.terminate();
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }
}

const shared = new Map<string, TextSearch>();

/** The process's one full-text index for a directory (every app instance on it shares it). */
export function getTextSearch(dir: string): TextSearch {
  const key = path.resolve(dir);
  let search = shared.get(key);
  if (!search) {
    search = new TextSearch(key);
    shared.set(key, search);
  }
  return search;
}

export { parseTextQuery, questionQuery, type TextQuery } from './query';
export { HIT_START, HIT_END, type SectionHit, type SearchPage } from './db';
