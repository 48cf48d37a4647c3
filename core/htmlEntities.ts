import { decodeHTMLStrict } from 'entities';

/** One character reference: `&amp;`, `&#8220;`, `&#x201D;`. */
const REFERENCE = /&(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

/**
 * Decode the HTML character references in upstream text with the whole HTML table (the
 * `entities` package). `unknown` says what a reference that names no character becomes (one
 * not in the table, or a number that is no character): kept as written unless told otherwise.
 */
export function decodeEntities(text: string, unknown: (reference: string) => string = (reference) => reference): string {
  return text.replace(REFERENCE, (reference) => {
    const decoded = decodeHTMLStrict(reference);
    return decoded === reference || decoded === '\uFFFD' ? unknown(reference) : decoded;
  });
}
