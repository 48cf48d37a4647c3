import { useEffect, useRef, useState } from 'react';
import { advance, stepsDue } from './typewriter';

/**
 * Reveals `text` step by step (typewriter.ts), restarting whenever the text changes, and calls
 * `onDone` once it is all shown. Progress follows the clock, so a throttled timer (background
 * tab) catches up instead of crawling.
 */
export function useTypewriter(text: string, stepMs: number, onDone: () => void): string {
  const [shown, setShown] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    setShown(0);
    if (!text) {
      done.current();
      return;
    }
    const start = performance.now();
    let steps = 0;
    let position = 0;
    const timer = setInterval(() => {
      const due = stepsDue(performance.now() - start, stepMs);
      if (due > steps) {
        position = advance(text, position, due - steps);
        steps = due;
        setShown(position);
      }
      if (position >= text.length) {
        clearInterval(timer);
        done.current();
      }
    }, stepMs);
    return () => clearInterval(timer);
  }, [text, stepMs]);

  return text.slice(0, shown);
}
