/**
 * Speech from text with eSpeak NG compiled to WASM (npm `espeak-ng`, GPL-3.0-or-later): no
 * network, no key. Each call runs the espeak-ng program once in a fresh WASM instance (its
 * main() is not re-entrant); the 18 MB module is compiled once per thread. CPU-bound: the
 * server calls this from a worker thread (synthesizer.ts), never on its event loop.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';

export const DEFAULT_VOICE = 'en-us';
/** Words per minute: espeak-ng's default (175) is fast for legal text read to a listener. */
export const SPEECH_RATE_WPM = 160;

/** A voice name as espeak-ng spells them ("en-us", "es", "en-gb-x-rp"): nothing else is passed on. */
export const VOICE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{1,8}){0,3}$/;

export interface SpeechPcm {
  /** Mono, 16-bit signed. */
  samples: Int16Array;
  sampleRate: number;
}

let compiled: Promise<WebAssembly.Module> | undefined;

function espeakWasm(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('espeak-ng/dist/espeak-ng.wasm');
    return WebAssembly.compile(await readFile(file));
  })();
  return compiled;
}

/** Reads the PCM out of the RIFF/WAVE file espeak-ng writes (mono 16-bit). */
export function parseWav(wav: Uint8Array): SpeechPcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('espeak-ng did not write a WAV file');
  let sampleRate = 0;
  let at = 12;
  while (at + 8 <= wav.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (channels !== 1 || bits !== 16) throw new Error(`unexpected WAV format: ${channels} channels, ${bits} bits`);
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      // espeak-ng may leave the size unset when it cannot seek back: take what is there.
      const end = Math.min(body + size, wav.byteLength);
      const bytes = wav.slice(body, body + Math.floor((end - body) / 2) * 2);
      return { samples: new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** Speaks `text` (plain text, never markup) with `voice`. */
export async function synthesizeSpeech(text: string, voice: string = DEFAULT_VOICE): Promise<SpeechPcm> {
  if (!VOICE_PATTERN.test(voice)) throw new Error(`Unknown voice: ${voice}`);
  const wasm = await espeakWasm();
  const messages: string[] = [];
  const espeak = await ESpeakNg({
    // The text goes in a file, not on the command line, so a text starting with "-" is read, not parsed.
    arguments: ['-v', voice, '-s', String(SPEECH_RATE_WPM), '-w', '/speech.wav', '-f', '/speech.txt'],
    preRun: [(module) => module.FS.writeFile('/speech.txt', text)],
    print: () => {},
    printErr: (line) => messages.push(line),
    instantiateWasm(imports, done) {
      void WebAssembly.instantiate(wasm, imports).then((instance) => done(instance));
      return {};
    },
  });
  let wav: Uint8Array;
  try {
    wav = espeak.FS.readFile('/speech.wav');
  } catch {
    throw new Error(`espeak-ng wrote no audio${messages.length ? `: ${messages.join(' ')}` : ''}`);
  }
  return parseWav(wav);
}
