/**
 * A level of a section's official text as the Code prints it, for quoting and for checking
 * quotations (passage.ts, quoteCheck.ts).
 */
import type { LawLevel } from '../laws/structure';

export const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A level as the Code prints it, with its designation, its heading ("(B) College student credit
 * card account.—The term …") and every level under it, in reading order.
 */
export function levelWords(levels: readonly LawLevel[], at: number): string {
  const root = levels[at]!;
  const parts: string[] = [];
  const closers: LawLevel[] = [];
  for (let k = at; k < levels.length; k++) {
    const level = levels[k]!;
    if (k > at && level.depth <= root.depth) break;
    while (closers.length && closers.at(-1)!.depth >= level.depth) {
      const done = closers.pop()!;
      if (done.after) parts.push(flat(done.after));
    }
    const text = flat(level.text);
    parts.push([level.designation, level.heading ? `${level.heading}.—${text}` : text].filter(Boolean).join(' '));
    closers.push(level);
  }
  while (closers.length) {
    const done = closers.pop()!;
    if (done.after) parts.push(flat(done.after));
  }
  return flat(parts.join(' '));
}
