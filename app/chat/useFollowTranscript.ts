import { useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from './reducedMotion';

/**
 * Follows a transcript as it grows; returns the ref of its log. In the page, a new message (the
 * question, its answer below it) is scrolled to the top of the view. A boxed transcript keeps
 * itself scrolled to its end (also when the typing indicator shows) and, on a phone where it
 * sits below the question panel, is brought into view when something is added.
 */
export function useFollowTranscript(count: number, typing: unknown, boxed: boolean) {
  const log = useRef<HTMLDivElement>(null);
  const seen = useRef(count);
  const typingShown = Boolean(typing);
  useLayoutEffect(() => {
    const box = log.current;
    const added = count > seen.current;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (box && boxed) {
      box.scrollTop = box.scrollHeight;
      if (added) box.scrollIntoView?.({ block: 'nearest', behavior });
    } else if (box && added) {
      box.querySelector<HTMLElement>(`[data-message-index="${seen.current}"]`)?.scrollIntoView?.({ block: 'start', behavior });
    }
    seen.current = count;
  }, [count, typingShown, boxed]);
  return log;
}
