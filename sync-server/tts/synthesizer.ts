/**
 * Runs speech synthesis off the event loop. eSpeak NG blocks its thread for ~0.3 s per 1,500
 * characters and the MP3 encoder for ~2 s more (the 14th Amendment), which would stall every
 * other request: so one worker thread does it, one job at a time, started on first use and
 * stopped after a minute without work (it holds ~100 MB while alive).
 */
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../workerThread';
import { PriorityGate } from './priorityGate';

export interface SpeechJob {
  id: number;
  text: string;
  voice: string;
}

export type SpeechJobResult = { id: number; ok: true; mp3: Uint8Array; durationSeconds: number } | { id: number; ok: false; error: string };

export interface SynthesizedSpeech {
  mp3: Uint8Array;
  durationSeconds: number;
}

const IDLE_STOP_MS = 60_000;
/** Longest a job may take before the worker is judged stuck and restarted. */
const JOB_TIMEOUT_MS = 120_000;

interface Pending {
  resolve: (speech: SynthesizedSpeech) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Below the event loop's priority: a narration takes a core for seconds, and a play waits for its MP3 anyway. */
function startWorker(): Worker {
  return startWorkerThread(new URL('./speech.worker.ts', import.meta.url), { background: true });
}

class SpeechWorker {
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
    const worker = startWorker();
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
    if (result.ok) pending.resolve({ mp3: result.mp3, durationSeconds: result.durationSeconds });
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

const speechWorker = new SpeechWorker();
const gate = new PriorityGate();

export interface SynthesisOptions {
  /** Nobody is waiting for it (narrations made ahead): it runs only when no request's synthesis does. */
  background?: boolean;
}

/** Text to MP3 on the speech worker thread. */
export function synthesizeMp3(text: string, voice: string, { background = false }: SynthesisOptions = {}): Promise<SynthesizedSpeech> {
  const job = () => speechWorker.synthesize(text, voice);
  return background ? gate.background(job) : gate.foreground(job);
}

/** How many texts have been synthesized in this process (for tests and diagnostics). */
export function synthesisCount(): number {
  return speechWorker.jobs;
}
