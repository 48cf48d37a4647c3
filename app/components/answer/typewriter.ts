/**
 * The typewriter's steps (spec part 1 §9 "Typing animation"): one step every 20 ms by default,
 * revealing 2 characters, or 5 when the next character is a space or a newline, or 10 when it is
 * a box-drawing character. Answers type at speed 12: one step every 12 ms.
 */
export const TYPEWRITER_STEP_MS = 20;
export const ANSWER_TYPEWRITER_STEP_MS = 12;

export const CHARS_PER_STEP = 2;
export const CHARS_PER_STEP_WHITESPACE = 5;
export const CHARS_PER_STEP_BOX_DRAWING = 10;

/** U+2500–U+257F: ─ │ ┌ ┐ └ ┘ ├ ┤ ═ ║ … */
function isBoxDrawing(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0x2500 && code <= 0x257f;
}

function isSpaceOrNewline(char: string): boolean {
  return char === ' ' || char === '\n' || char === '\r' || char === '\t';
}

/** How many characters the step starting at `position` reveals. */
export function stepSize(text: string, position: number): number {
  const next = text.charAt(position);
  if (isSpaceOrNewline(next)) return CHARS_PER_STEP_WHITESPACE;
  if (isBoxDrawing(next)) return CHARS_PER_STEP_BOX_DRAWING;
  return CHARS_PER_STEP;
}

/** True when `index` falls between the two halves of a surrogate pair (an emoji, say). */
function splitsSurrogatePair(text: string, index: number): boolean {
  const code = text.charCodeAt(index - 1);
  return index > 0 && index < text.length && code >= 0xd800 && code <= 0xdbff;
}

/** The revealed length after `steps` more steps from `position` (never past the end, never mid-emoji). */
export function advance(text: string, position: number, steps = 1): number {
  let at = Math.max(0, Math.min(position, text.length));
  for (let i = 0; i < steps && at < text.length; i += 1) {
    at = Math.min(text.length, at + stepSize(text, at));
    if (splitsSurrogatePair(text, at)) at += 1;
  }
  return at;
}

/** How many steps have fallen due `elapsedMs` after the start (time-based, so a slow or throttled timer catches up). */
export function stepsDue(elapsedMs: number, stepMs: number): number {
  return elapsedMs <= 0 ? 0 : Math.floor(elapsedMs / stepMs);
}

/** How many steps the whole text takes (for tests and for estimating the reveal time). */
export function totalSteps(text: string): number {
  let steps = 0;
  for (let at = 0; at < text.length; steps += 1) at = advance(text, at);
  return steps;
}

/**
 * Where typing goes on from when the text changes: a text that starts with what is already
 * shown (an answer growing as it streams in) continues from there; any other text starts over.
 */
export function typingResumesAt(shown: string, text: string): number {
  return text.startsWith(shown) ? shown.length : 0;
}
