/**
 * The length of a post in a question box: the count and the limit are always shown, and a post
 * over the limit is refused with a message, never cut (docs/understanding.md).
 */
const number = (n: number) => n.toLocaleString('en-US');

/** "1,234 / 5,000 characters". */
export function postLengthNote(length: number, max: number): string {
  return `${number(length)} / ${number(max)} characters`;
}

/** The message for a post over the limit, or undefined when it fits. */
export function overLimitMessage(length: number, max: number): string | undefined {
  if (length <= max) return undefined;
  return `Your post is ${number(length)} characters; the limit is ${number(max)}. Please shorten it by ${number(length - max)} characters. Nothing has been cut.`;
}
