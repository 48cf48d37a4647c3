/**
 * The readable text of an HTML page, for finding an amendment's words in it: scripts, styles
 * and footnote markers go, tags become spaces, entities are decoded. Not a full HTML parser:
 * it only has to keep the words of the page in order.
 */
import { decodeEntities as decodeEntitiesWith } from '../../core/htmlEntities';

/** Entities decoded; one that names no character becomes a space, never a broken character. */
export function decodeEntities(text: string): string {
  // A soft hyphen (&shy;) inside a word would split it for the word search: it goes.
  return decodeEntitiesWith(text, () => ' ').replace(/\u00ad/g, '');
}

export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Footnote markers ("establishment<sup>1</sup> of") would split the words of the text.
    .replace(/<sup\b[\s\S]*?<\/sup\s*>/gi, '')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
