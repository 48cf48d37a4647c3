import { describe, expect, it } from 'vitest';
import { DEVICE_VOICE_NOTICE, NO_VOICE_ERROR, ReadAloud, type ReadState, type Voice } from './readAloud';

/** A voice that finishes a sentence when told to, and records what it was asked to say. */
function fakeVoice(fail?: (text: string) => boolean) {
  const said: { text: string; rate: number }[] = [];
  let finish: (() => void) | null = null;
  const voice: Voice & { said: typeof said; finishSentence(): Promise<void>; rates: number[] } = {
    said,
    rates: [],
    speak(text, rate, signal) {
      said.push({ text, rate });
      if (fail?.(text)) return Promise.reject(new Error('503'));
      return new Promise<void>((resolve, reject) => {
        finish = resolve;
        signal.addEventListener('abort', () => reject(new DOMException('Stopped', 'AbortError')));
      });
    },
    setRate(rate) {
      voice.rates.push(rate);
    },
    async finishSentence() {
      finish?.();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
  return voice;
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const SENTENCES = ['One.', 'Two.', 'Three.'];

describe('read aloud', () => {
  it('reads each sentence in turn with the server voice, marking the one being read', async () => {
    const server = fakeVoice();
    const reader = new ReadAloud(SENTENCES, { server, device: fakeVoice() });
    const seen: ReadState[] = [];
    reader.subscribe((s) => seen.push(s));
    reader.play();
    await tick();
    expect(reader.state).toMatchObject({ status: 'playing', index: 0, voice: 'server' });
    await server.finishSentence();
    expect(reader.state.index).toBe(1);
    await server.finishSentence();
    await server.finishSentence();
    expect(reader.state).toMatchObject({ status: 'idle', index: -1 });
    expect(server.said.map((s) => s.text)).toEqual(SENTENCES);
    expect(seen.filter((s) => s.status === 'playing').map((s) => s.index)).toContain(2);
  });

  it('pauses and resumes at the start of the sentence it was reading, at the new speed', async () => {
    const server = fakeVoice();
    const reader = new ReadAloud(SENTENCES, { server });
    reader.play();
    await tick();
    await server.finishSentence();
    reader.pause();
    await tick();
    expect(reader.state).toMatchObject({ status: 'paused', index: 1 });
    reader.setRate(1.5);
    expect(server.rates).toEqual([1.5]);
    reader.play();
    await tick();
    expect(server.said.at(-1)).toEqual({ text: 'Two.', rate: 1.5 });
    reader.stop();
    expect(reader.state).toMatchObject({ status: 'idle', index: -1 });
  });

  it('goes on with the device voice when the server cannot make the audio, and says so', async () => {
    const server = fakeVoice((t) => t === 'Two.');
    const device = fakeVoice();
    const reader = new ReadAloud(SENTENCES, { server, device });
    reader.play();
    await tick();
    await server.finishSentence();
    await tick();
    expect(reader.state).toMatchObject({ index: 1, voice: 'device', notice: DEVICE_VOICE_NOTICE });
    await device.finishSentence();
    await device.finishSentence();
    expect(device.said.map((s) => s.text)).toEqual(['Two.', 'Three.']);
    expect(reader.state.status).toBe('idle');
  });

  it('uses the device voice from the start offline, and says when there is no voice at all', async () => {
    const server = fakeVoice();
    const device = fakeVoice();
    const offline = new ReadAloud(SENTENCES, { server, device, offline: () => true });
    offline.play();
    await tick();
    expect(offline.state.voice).toBe('device');
    expect(server.said).toEqual([]);
    offline.stop();

    const none = new ReadAloud(SENTENCES, { offline: () => true });
    none.play();
    await tick();
    expect(none.state).toMatchObject({ status: 'idle', error: NO_VOICE_ERROR });
  });
});
