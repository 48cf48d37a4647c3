/**
 * Runs speech synthesis off the event loop. eSpeak NG blocks its thread for ~0.3 s per 1,500
 * characters and the MP3 encoder for ~2 s more (the 14th Amendment), which would stall every
 * other request: so a worker thread does it, one job at a time, started on first use and
 * stopped after a minute without work (it holds ~100 MB while alive). Requests' narrations and
 * those made ahead have a thread each, at normal and at low priority.
 */
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../workerThread';
import { PriorityGate } from './priorityGate';

export interface SpeechJob {
  id: number;
  text: string;
  voice: string;
}

export type SpeechJobResult =
  { id: number; ok: true; mp3: Uint8Array; durationSeconds: number; threadPriority: number } | { id: number; ok: false; error: string };

export interface SynthesizedSpeech {
  mp3: Uint8Array;
  durationSeconds: number;
  /** The nice value of the thread that made it (Linux: the thread's own; elsewhere the process's). */
  threadPriority: number;
}

const IDLE_STOP_MS = 60_000;
/** Longest a job may take before the worker is judged stuck and restarted. */
const JOB_TIMEOUT_MS = 120_000;

interface Pending {
  resolve: (speech: SynthesizedSpeech) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class SpeechWorker {
  /**
   * `background`: the thread runs below the event loop's priority. Only narrations made ahead run
   * there: a play waiting for its MP3 on a busy machine starved at nice 10 (a clean-clone CI run
   * saw a first play wait over 60 s), while its few seconds at normal priority share the cores evenly.
   */
  readonly #background: boolean;
  constructor(background: boolean) {
    this.#background = background;
  }

  #worker: Worker | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #idle: NodeJS.Timeout | undefined;
  /** Jobs started since the process began (a repeat that came from the cache starts none). */
  jobs = 0;

  synthesize(text: string, voice: string): Promise<SynthesizedSpeech> {
    const worker = this.#ensureWorker();
    this.jobs++;
    const id = this.#nextId++;
    clearTimeout(this.#idle);
    return new Promise<SynthesizedSpeech>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(new Error('speech synthesis took too long')), JOB_TIMEOUT_MS);
      timer.unref();
      this.#pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, text, voice } satisfies SpeechJob);
    });
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorkerThread(new URL('./speech.worker.ts', import.meta.url), { background: this.#background });
    // A worker never keeps the server (or a test run) alive on its own.
    worker.unref();
    worker.on('message', (result: SpeechJobResult) => this.#settle(result));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => {
      if (this.#worker === worker) {
        this.#worker = undefined;
        this.#rejectAll(new Error(`speech worker stopped (exit code ${code})`));
      }
    });
    this.#worker = worker;
    return worker;
  }

  #settle(result: SpeechJobResult): void {
    const pending = this.#pending.get(result.id);
    if (!pending) return;
    this.#pending.delete(result.id);
    clearTimeout(pending.timer);
    if (result.ok) pending.resolve({ mp3: result.mp3, durationSeconds: result.durationSeconds, threadPriority: result.threadPriority });
    else pending.reject(new Error(result.error));
    if (this.#pending.size === 0) this.#scheduleStop();
  }

  #scheduleStop(): void {
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      if (this.#pending.size === 0) this.#stop();
    }, IDLE_STOP_MS);
    this.#idle.unref();
  }

  #fail(error: Error): void {
    this.#rejectAll(error);
    this.#stop();
  }

  #rejectAll(error: Error): void {
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.#pending.delete(id);
    }
  }

  #stop(): void {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) void worker.terminate();
  }
}

// Two threads, each started on first use and stopped after a minute idle: the gate keeps a
// narration made ahead from starting while a request's runs, so both rarely live at once.
const requestWorker = new SpeechWorker(false);
const aheadWorker = new SpeechWorker(true);
const gate = new PriorityGate();

export interface SynthesisOptions {
  /** Nobody is waiting for it (narrations made ahead): it runs only when no request's synthesis does. */
  background?: boolean;
}

/** Text to MP3 on the speech worker thread. */
export function synthesizeMp3(text: string, voice: string, { background = false }: SynthesisOptions = {}): Promise<SynthesizedSpeech> {
  return background
    ? gate.background(() => aheadWorker.synthesize(text, voice))
    : gate.foreground(() => requestWorker.synthesize(text, voice));
}

/** How many texts have been synthesized in this process (for tests and diagnostics). */
export function synthesisCount(): number {
  return requestWorker.jobs + aheadWorker.jobs;
}
