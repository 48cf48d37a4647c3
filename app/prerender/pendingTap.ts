/**
 * A tap on a button of a prerendered page made before the app ran it (startAfterPaint.js keeps
 * the last one) is made again once the app has taken the page over, so the visitor's "Read the
 * 4th Amendment" opens it instead of being lost.
 */
export interface PendingTap {
  /** The button's text, trimmed. */
  text: string;
  /** Its rank among the page's buttons of that text. */
  rank: number;
}

declare global {
  interface Window {
    __lawsAiPendingTap?: PendingTap;
    __lawsAiTakenOver?: boolean;
  }
}

/**
 * Whether React runs this element yet: a part of the page whose code was still loading is hydrated
 * after the rest, and until then its button has no handler. React keeps an element's props on it
 * under a `__reactProps` key once it has hydrated it.
 */
function runByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

const RETRY_MS = 100;
const GIVE_UP_MS = 10_000;

/** Taps the button kept before the app took over, once React runs it; from then on no tap is kept. */
export function tapPendingButton(): void {
  window.__lawsAiTakenOver = true;
  const pending = window.__lawsAiPendingTap;
  delete window.__lawsAiPendingTap;
  if (pending) tapWhenRun(pending, Date.now() + GIVE_UP_MS);
}

function tapWhenRun(pending: PendingTap, until: number): void {
  const same = Array.from(document.querySelectorAll('button')).filter((button) => (button.textContent ?? '').trim() === pending.text);
  const button = same[pending.rank];
  if (button && runByReact(button)) {
    if (!button.disabled) button.click();
  } else if (Date.now() < until) {
    setTimeout(() => tapWhenRun(pending, until), RETRY_MS);
  }
}
