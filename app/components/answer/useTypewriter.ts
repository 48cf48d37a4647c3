import { useEffect, useRef, useState } from 'react';
import { advance, stepsDue, typingResumesAt } from './typewriter';

/**
 * How often the typed text is shown. Steps stay the spec's (stepsDue: 2 characters
 * every 12 ms for an answer), but each update shows every step fallen due since the last one, so
 * a phone renders 20 times a second instead of once per step: typing used to keep a
 * 4×-throttled main thread busy for as long as the answer took to type. A timer, not animation
 * frames: frames asked for and not used still cost a phone a rendering pass each, and a timer
 * goes on (slowly) in a background tab.
 */
export const TYPING_FRAME_MS = 50;

/**
 * Reveals `text` step by step (typewriter.ts) and calls `onDone` each time it is all shown.
 * When the text changes, typing goes on from where it is if the new text starts with what is
 * shown (a streamed answer growing), and restarts otherwise (typingResumesAt). Progress follows
 * the clock, so a slow or throttled timer (background tab) catches up instead of crawling.
 */
export function useTypewriter(text: string, stepMs: number, onDone: () => void): string {
  // What is on screen: the first `length` characters of `text`.
  const [typed, setTyped] = useState({ text: '', length: 0 });
  // The same, for the next text's starting point (read by the effect, not by rendering).
  const onScreen = useRef('');
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    let position = typingResumesAt(onScreen.current, text);
    const show = () => {
      onScreen.current = text.slice(0, position);
      setTyped({ text, length: position });
    };
    show();
    if (position >= text.length) {
      done.current();
      return;
    }
    const start = performance.now();
    let steps = 0;
    // One update per TYPING_FRAME_MS (or per step, for a text whose steps are slower).
    const timer = setInterval(
      () => {
        const due = stepsDue(performance.now() - start, stepMs);
        if (due > steps) {
          position = advance(text, position, due - steps);
          steps = due;
          show();
        }
        if (position >= text.length) {
          clearInterval(timer);
          done.current();
        }
      },
      Math.max(stepMs, TYPING_FRAME_MS),
    );
    return () => clearInterval(timer);
  }, [text, stepMs]);

  // Until the effect has caught up with a new text, show where typing will go on from (never a
  // flash of the new text, never more of it than will be typed).
  return text.slice(0, typingResumesAt(typed.text.slice(0, typed.length), text));
}
