/** Small text helpers for the composer: sentences, lists and quoting. */

// Words ending in "." that do not end a sentence ("U.S. Department", "8 a.m. Monday").
const ABBREVIATION =
  /(?:^|[\s(])(?:U\.S|U\.S\.C|C\.F\.R|e\.g|i\.e|etc|Inc|Corp|Co|Ltd|No|Nos|Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|v|Dept|Sec|Pub|L|Stat|a\.m|p\.m|[A-Z])\.$/;

/** Split text into sentences without breaking after abbreviations like "U.S." or "a.m.". */
export function sentences(text: string): string[] {
  const pieces = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/);
  const out: string[] = [];
  let current = '';
  pieces.forEach((piece, i) => {
    current = current ? `${current} ${piece}` : piece;
    const next = pieces[i + 1];
    // A following piece that starts in lower case or with "§"/a digit continues this sentence.
    const continues = next !== undefined && /^[a-z§\d]/.test(next);
    if (!continues && !ABBREVIATION.test(current)) {
      out.push(current);
      current = '';
    }
  });
  if (current) out.push(current);
  return out.filter((s) => s.length > 0);
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The user's question on one line, without surrounding quotes, at most `max` characters. */
export function plainQuestion(query: string, max = 160): string {
  let text = query
    .replace(/[*\[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .trim();
  if (text.length > max) {
    const cut = text.slice(0, max);
    const space = cut.lastIndexOf(' ');
    text = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
  }
  return text;
}
