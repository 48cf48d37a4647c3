/**
 * Read aloud: speaks a text one sentence at a time so the sentence being read can be
 * highlighted. The server's voice (eSpeak NG, or an OpenAI-compatible speech model when one is
 * configured) when online; the browser's own speech synthesis offline or when the server cannot
 * make the audio. No DOM here: the voices are injected, so the controller is tested with fakes.
 */

export interface Voice {
  /** Speak one sentence at `rate` (1 = normal); resolves when it has been spoken. */
  speak(text: string, rate: number, signal: AbortSignal): Promise<void>;
  /** Change the rate of the sentence being spoken, where the voice can. */
  setRate?(rate: number): void;
}

export type ReadStatus = 'idle' | 'playing' | 'paused';
export type VoiceName = 'server' | 'device';

export interface ReadState {
  status: ReadStatus;
  /** The sentence being read (or to resume at); -1 when idle. */
  index: number;
  voice: VoiceName | null;
  rate: number;
  /** Why reading stopped early, in words for the reader. */
  error: string | null;
  /** Set when the device's voice took over from the server's. */
  notice: string | null;
}

export const READ_RATES = [0.75, 1, 1.25, 1.5] as const;
export const DEVICE_VOICE_NOTICE = 'Reading with this device’s voice (the server’s narration is not available right now).';
export const NO_VOICE_ERROR = 'Read aloud is not available on this device right now.';

export interface ReadAloudOptions {
  server?: Voice;
  device?: Voice;
  /** True when the browser says it is offline: the device's voice is used from the start. */
  offline?: () => boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as Error)?.name === 'AbortError';
}

export class ReadAloud {
  readonly sentences: readonly string[];
  #state: ReadState = { status: 'idle', index: -1, voice: null, rate: 1, error: null, notice: null };
  #listeners = new Set<(state: ReadState) => void>();
  #abort: AbortController | null = null;
  #run = 0;

  constructor(
    sentences: readonly string[],
    private readonly options: ReadAloudOptions,
  ) {
    this.sentences = sentences;
  }

  get state(): ReadState {
    return this.#state;
  }

  subscribe(listener: (state: ReadState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(patch: Partial<ReadState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const l of this.#listeners) l(this.#state);
  }

  #pickVoice(): VoiceName | null {
    if (this.#state.voice === 'device') return this.options.device ? 'device' : null;
    if (this.options.server && !this.options.offline?.()) return 'server';
    return this.options.device ? 'device' : null;
  }

  /** Start, or resume at the sentence that was being read. */
  play(): void {
    if (this.#state.status === 'playing' || this.sentences.length === 0) return;
    const start = this.#state.index >= 0 ? this.#state.index : 0;
    void this.#loop(start);
  }

  /** Stop speaking; play() resumes at the start of the same sentence. */
  pause(): void {
    if (this.#state.status !== 'playing') return;
    this.#run++;
    this.#abort?.abort();
    this.#set({ status: 'paused' });
  }

  /** Stop and forget the place. */
  stop(): void {
    this.#run++;
    this.#abort?.abort();
    this.#set({ status: 'idle', index: -1 });
  }

  setRate(rate: number): void {
    this.#set({ rate });
    const voice = this.#state.voice === 'server' ? this.options.server : this.options.device;
    voice?.setRate?.(rate);
  }

  async #loop(start: number): Promise<void> {
    const run = ++this.#run;
    this.#set({ status: 'playing', error: null });
    for (let i = start; i < this.sentences.length; i++) {
      if (run !== this.#run) return;
      const name = this.#pickVoice();
      if (!name) {
        this.#set({ status: 'idle', index: -1, error: NO_VOICE_ERROR });
        return;
      }
      this.#set({ index: i, voice: name });
      const abort = new AbortController();
      this.#abort = abort;
      try {
        await (name === 'server' ? this.options.server! : this.options.device!).speak(this.sentences[i], this.#state.rate, abort.signal);
      } catch (error) {
        if (run !== this.#run || isAbort(error)) return;
        if (name === 'server' && this.options.device) {
          // The server could not make it (offline, signed out, busy): the device reads the rest.
          this.#set({ voice: 'device', notice: DEVICE_VOICE_NOTICE });
          i--;
          continue;
        }
        this.#set({ status: 'idle', index: -1, error: NO_VOICE_ERROR });
        return;
      }
    }
    if (run === this.#run) this.#set({ status: 'idle', index: -1 });
  }
}
