import type { HighlightRange } from '../../core/schemas/textSearch';
import { HIT_END, HIT_START } from './db';

/**
 * An FTS5 snippet with hit markers made into plain text (line breaks and runs of spaces become
 * one space) and the ranges of the words found, so the client marks them as text, never HTML.
 */
export function snippetWithRanges(marked: string): { snippet: string; highlights: HighlightRange[] } {
  let snippet = '';
  const highlights: HighlightRange[] = [];
  let start = -1;
  for (const ch of marked.replace(/\s+/g, ' ').trim()) {
    if (ch === HIT_START) start = snippet.length;
    else if (ch === HIT_END) {
      if (start >= 0 && snippet.length > start) {
        const last = highlights.at(-1);
        // Adjacent hits ("security" "deposit") become one range.
        if (last && (last[1] === start || (last[1] === start - 1 && snippet[start - 1] === ' '))) last[1] = snippet.length;
        else highlights.push([start, snippet.length]);
      }
      start = -1;
    } else snippet += ch;
  }
  return { snippet, highlights };
}
