/**
 * MP3: plays everywhere (iOS Safari included) and is small. Speech at 32 kbit/s mono is
 * ~240 KB a minute, against ~2.6 MB for the WAV espeak-ng writes. Encoded with
 * @breezystack/lamejs (pure JS); readMp3Info checks a file frame by frame.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import type { SpeechPcm } from './espeak';

export const MP3_KBPS = 32;
const CHUNK = 1152 * 16;

export function encodeMp3({ samples, sampleRate }: SpeechPcm, kbps = MP3_KBPS): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += CHUNK) parts.push(encoder.encodeBuffer(samples.subarray(i, i + CHUNK)));
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  /** Bit rate of the first frame. */
  kbps: number;
  durationSeconds: number;
}

// Bit rates (kbit/s) of Layer III by MPEG version; sample rates by version.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Walks the MPEG-1/2/2.5 Layer III frames of `data` (after an ID3v2 tag, if any). Throws
 * unless the whole file is a clean sequence of frames: a real check that it is MP3.
 */
export function readMp3Info(data: Uint8Array): Mp3Info {
  let at = 0;
  if (data.length >= 10 && data[0] === 0x49 && data[1] === 0x44 && data[2] === 0x33) {
    at = 10 + (((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f));
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let kbps = 0;
  while (at + 4 <= data.length) {
    const b1 = data[at + 1]!;
    const b2 = data[at + 2]!;
    if (data[at] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`not an MP3 frame at byte ${at}`);
    const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layer = (b1 >> 1) & 3; // 1: Layer III
    if (version === 1 || layer !== 1) throw new Error(`not MPEG Layer III at byte ${at}`);
    const rate = SAMPLE_RATES[version]![(b2 >> 2) & 3];
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4];
    if (!rate || !bitrate) throw new Error(`bad MP3 frame header at byte ${at}`);
    const padding = (b2 >> 1) & 1;
    const samplesPerFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((samplesPerFrame / 8) * bitrate * 1000) / rate) + padding;
    if (frames === 0) {
      sampleRate = rate;
      kbps = bitrate;
    }
    frames++;
    samples += samplesPerFrame;
    at += length;
  }
  if (frames === 0) throw new Error('no MP3 frames');
  return { frames, sampleRate, kbps, durationSeconds: samples / sampleRate };
}
