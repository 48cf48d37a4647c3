import { highlightParts, type HighlightRange } from '../../../core/schemas/textSearch';

/** A text search result's text with its matched words in <mark>. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <>{highlightParts(text, ranges).map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}
