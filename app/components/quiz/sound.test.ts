import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playSound, SOUNDS } from './sound';

/** A Web Audio stand-in that records the oscillators started. */
class FakeAudioContext {
  static started: { frequency: number; type: string }[] = [];
  static made = 0;
  currentTime = 0;
  state = 'running';
  destination = {};
  constructor() {
    FakeAudioContext.made += 1;
  }
  resume() {
    return Promise.resolve();
  }
  createGain() {
    const ramp = () => undefined;
    return { gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp }, connect: (to: unknown) => to };
  }
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0, setValueAtTime: (v: number) => (osc.frequency.value = v) },
      connect: (to: unknown) => to,
      start: () => FakeAudioContext.started.push({ frequency: osc.frequency.value, type: osc.type }),
      stop: () => undefined,
    };
    return osc;
  }
}

beforeEach(() => {
  FakeAudioContext.started = [];
  (globalThis as { window?: unknown }).window = { AudioContext: FakeAudioContext };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('battle sounds', () => {
  it('plays generated tones (no audio files) when sound is on', () => {
    playSound('correct', true);
    expect(FakeAudioContext.started).toEqual(SOUNDS.correct.map((t) => ({ frequency: t.frequency, type: 'sine' })));
    playSound('wrong', true);
    expect(FakeAudioContext.started.at(-1)).toEqual({ frequency: 196, type: 'sawtooth' });
  });

  it('plays nothing, and makes no audio context, when sound is off', () => {
    const made = FakeAudioContext.made;
    playSound('victory', false);
    expect(FakeAudioContext.started).toEqual([]);
    expect(FakeAudioContext.made).toBe(made);
  });

  it('stays silent where Web Audio is missing', () => {
    (globalThis as { window?: unknown }).window = {};
    expect(() => playSound('countdown', true)).not.toThrow();
  });
});
