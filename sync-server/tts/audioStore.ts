/**
 * Narration files, made once and kept: `getOrCreateAudio(text, voice)` returns the MP3 of that
 * text in DATA_DIR/audio, named by a hash of the text, the voice and the encoder settings, so
 * the same text is never synthesized twice (concurrent requests share one synthesis) and a
 * file's name changes whenever its content would. Any feature can use it (the amendments'
 * narrations; news summaries); routes/audio.ts serves the files at /api/audio/{id}.mp3.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_PATH_PREFIX } from '../../core/schemas/amendments';
import { DEFAULT_VOICE, SPEECH_RATE_WPM, VOICE_PATTERN } from './espeak';
import { MP3_KBPS } from './mp3';
import { synthesizeMp3, type SynthesisOptions } from './synthesizer';
import type { Speaker } from './openaiSpeech';

export interface AudioFile {
  /** 32 hex digits. */
  id: string;
  /** Absolute path of the MP3. */
  file: string;
  bytes: number;
}

/** Longest text one file may hold (the 14th Amendment narration is ~2,700 characters). */
export const MAX_AUDIO_TEXT = 20_000;
/** Changes every id when the way files are made changes. */
const ENGINE = `espeak-ng-1.0.2/${SPEECH_RATE_WPM}wpm/mp3-${MP3_KBPS}k`;
const ID_PATTERN = /^[0-9a-f]{32}$/;

export const audioUrlOf = (id: string) => `${AUDIO_PATH_PREFIX}${id}.mp3`;

export class AudioStore {
  readonly dir: string;
  readonly #making = new Map<string, Promise<AudioFile>>();
  #speaker: Speaker | undefined;
  /**
   * NARRATION_CACHE_MB: the most the files may take together. Beyond it the least recently played
   * (or made) go, oldest first; a file played again is made again. Unbounded until set.
   */
  capBytes = Number.POSITIVE_INFINITY;
  #evicting: Promise<void> = Promise.resolve();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'audio');
  }

  /**
   * Narrate with a speech model first (OPENAI_TTS_MODEL), eSpeak NG when it fails; undefined for
   * eSpeak NG only. Files already made keep their ids.
   */
  useSpeaker(speaker: Speaker | undefined): void {
    this.#speaker = speaker;
  }

  /** The id of `text` as eSpeak NG speaks it (`engine` names another speaker). */
  idOf(text: string, voice: string = DEFAULT_VOICE, engine: string = ENGINE): string {
    return createHash('sha256').update(`${engine}\n${voice}\n${text}`).digest('hex').slice(0, 32);
  }

  /** The file of an id, or null for anything that is not an id (no path ever leaves the folder). */
  fileOf(id: string): string | null {
    return ID_PATTERN.test(id) ? path.join(this.dir, `${id}.mp3`) : null;
  }

  /** The stored file, or null when it has not been made. */
  async find(id: string): Promise<AudioFile | null> {
    const file = this.fileOf(id);
    if (!file) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      // Its last use, for the least-recently-used eviction (a failure only makes it look older).
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return { id, file, bytes: info.size };
    } catch {
      return null;
    }
  }

  /**
   * The MP3 of `text` spoken with `voice`: from disk, or synthesized now (once, however many ask).
   * `background`: made ahead of any request (see narrateAhead.ts), after every request's synthesis.
   */
  getOrCreateAudio(text: string, voice: string = DEFAULT_VOICE, options: SynthesisOptions = {}): Promise<AudioFile> {
    if (text.trim() === '') return Promise.reject(new RangeError('No text to speak'));
    if (text.length > MAX_AUDIO_TEXT) return Promise.reject(new RangeError(`Text too long to speak (over ${MAX_AUDIO_TEXT} characters)`));
    if (!VOICE_PATTERN.test(voice)) return Promise.reject(new RangeError(`Unknown voice: ${voice}`));
    const speaker = this.#speaker;
    if (!speaker) return this.getOrCreateEspeak(text, voice, options);
    const id = this.idOf(text, voice, speaker.name);
    const running = this.#making.get(id);
    if (running) return running;
    const made = this.#fromSpeaker(speaker, id, text, voice, options).finally(() => this.#making.delete(id));
    this.#making.set(id, made);
    return made;
  }

  async #fromSpeaker(speaker: Speaker, id: string, text: string, voice: string, options: SynthesisOptions): Promise<AudioFile> {
    const found = await this.find(id);
    if (found) return found;
    try {
      return await this.#write(id, await speaker.speak(text));
    } catch (error) {
      console.error(`[laws-ai] the speech model failed, narrating with eSpeak NG instead: ${(error as Error).message}`);
      return this.getOrCreateEspeak(text, voice, options);
    }
  }

  /** eSpeak NG's narration of `text`, whatever speaker is configured. */
  getOrCreateEspeak(text: string, voice: string = DEFAULT_VOICE, options: SynthesisOptions = {}): Promise<AudioFile> {
    const id = this.idOf(text, voice);
    const running = this.#making.get(id);
    if (running) return running;
    const made = this.#findOrMake(id, text, voice, options).finally(() => this.#making.delete(id));
    this.#making.set(id, made);
    return made;
  }

  async #findOrMake(id: string, text: string, voice: string, options: SynthesisOptions): Promise<AudioFile> {
    const found = await this.find(id);
    if (found) return found;
    const { mp3 } = await synthesizeMp3(text, voice, options);
    return this.#write(id, mp3);
  }

  async #write(id: string, mp3: Uint8Array): Promise<AudioFile> {
    const file = this.fileOf(id)!;
    await mkdir(this.dir, { recursive: true });
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(partial, mp3);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    // One eviction at a time; this file is the newest, so it goes last.
    this.#evicting = this.#evicting.then(() => this.#evict(id)).catch(() => undefined);
    await this.#evicting;
    return { id, file, bytes: mp3.byteLength };
  }

  /** Remove the least recently used files until the rest fit in capBytes (never `keep`). */
  async #evict(keep: string): Promise<void> {
    if (!Number.isFinite(this.capBytes)) return;
    const names = (await readdir(this.dir)).filter((n) => n.endsWith('.mp3'));
    const files = (
      await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(this.dir, name)).catch(() => null);
          return info?.isFile() ? { id: name.slice(0, -4), bytes: info.size, used: info.mtimeMs } : null;
        }),
      )
    ).filter((f) => f !== null);
    let total = files.reduce((sum, f) => sum + f.bytes, 0);
    files.sort((a, b) => a.used - b.used);
    for (const f of files) {
      if (total <= this.capBytes) break;
      if (f.id === keep || this.#making.has(f.id)) continue;
      await rm(path.join(this.dir, `${f.id}.mp3`), { force: true });
      total -= f.bytes;
    }
  }

  /** What the files take on disk now. */
  async usedBytes(): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let total = 0;
    for (const name of names.filter((n) => n.endsWith('.mp3')))
      total += (await stat(path.join(this.dir, name)).catch(() => ({ size: 0 }))).size;
    return total;
  }
}

const stores = new Map<string, AudioStore>();

/** The one store of a data directory (so every route shares its in-flight syntheses). */
export function audioStoreFor(dataDir: string, capBytes?: number): AudioStore {
  let store = stores.get(dataDir);
  if (!store) {
    store = new AudioStore(dataDir);
    stores.set(dataDir, store);
  }
  if (capBytes !== undefined) store.capBytes = capBytes;
  return store;
}
