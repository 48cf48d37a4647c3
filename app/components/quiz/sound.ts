/**
 * Short generated beeps for the battle (Web Audio; no audio files). Nothing plays unless the
 * caller says sound is on, and the AudioContext is made on first use (after a click, which
 * browsers require before audio may start).
 */
type Tone = { frequency: number; durationMs: number; delayMs?: number; type?: OscillatorType };

export const SOUNDS = {
  countdown: [{ frequency: 660, durationMs: 120 }],
  go: [{ frequency: 990, durationMs: 200 }],
  select: [{ frequency: 520, durationMs: 60 }],
  correct: [
    { frequency: 784, durationMs: 110 },
    { frequency: 1047, durationMs: 160, delayMs: 110 },
  ],
  wrong: [{ frequency: 196, durationMs: 260, type: 'sawtooth' }],
  victory: [
    { frequency: 523, durationMs: 140 },
    { frequency: 659, durationMs: 140, delayMs: 140 },
    { frequency: 784, durationMs: 140, delayMs: 280 },
    { frequency: 1047, durationMs: 300, delayMs: 420 },
  ],
  defeat: [
    { frequency: 392, durationMs: 200 },
    { frequency: 311, durationMs: 200, delayMs: 200 },
    { frequency: 262, durationMs: 400, delayMs: 400 },
  ],
  draw: [
    { frequency: 523, durationMs: 200 },
    { frequency: 523, durationMs: 200, delayMs: 260 },
  ],
} satisfies Record<string, Tone[]>;

export type SoundName = keyof typeof SOUNDS;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return undefined;
  }
}

/** Play a named beep when `enabled`; silently nothing where Web Audio is unavailable. */
export function playSound(name: SoundName, enabled: boolean): void {
  if (!enabled) return;
  const ctx = audioContext();
  if (!ctx) return;
  for (const tone of SOUNDS[name] as Tone[]) {
    const start = ctx.currentTime + (tone.delayMs ?? 0) / 1000;
    const end = start + tone.durationMs / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.type ?? 'sine';
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    // A quick fade in and out: no clicks.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  }
}
