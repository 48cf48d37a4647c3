/**
 * Is a quotation word for word, under a designation that exists? Checks one quoted passage
 * ({ citation: "15 U.S.C. § 1692c(a)(3)", text }) against the parsed official text of its section:
 * - the designation path is one the Code's structure allows (each designation one level deeper:
 *   subsection (a), paragraph (1), subparagraph (A), clause (i), subclause (I), items (aa) …;
 *   the older "(1)(a)" style of a few sections is allowed), and the section has it;
 * - every piece of the quotation between "…" marks appears, in order, in the official words of
 *   the cited level with its parent's lead-in (designations and headings as the Code prints them);
 * - the cited level's own words are quoted (a quote of the parent alone is not "at" the child).
 * Returns why it is wrong, or undefined when it is right.
 */
import type { ParsedSection } from '../laws/structure';
import { levelWords } from './levelWords';

const RANKS = ['subsection', 'paragraph', 'subparagraph', 'clause', 'subclause', 'item', 'subitem', 'subsubitem'] as const;

/** The ranks a designation could have (0 subsection … 7 sub-subitem). */
function ranksOf(token: string): number[] {
  const b = token.replace(/[–-]\d+$/, '');
  if (/^\d/.test(b)) return [1];
  const ranks: number[] = [];
  if (/^[a-z]+$/.test(b)) {
    if (b.length === 1 || /^([a-z])\1+$/.test(b)) ranks.push(0);
    if (/^[ivxlc]+$/.test(b)) ranks.push(3);
    if (/^([a-z])\1$/.test(b)) ranks.push(5);
    if (/^([a-z])\1\1$/.test(b)) ranks.push(7);
    return ranks.length ? ranks : [3];
  }
  if (b.length === 1 || /^([A-Z])\1+$/.test(b)) ranks.push(2);
  if (/^[IVXLC]+$/.test(b)) ranks.push(4);
  if (/^([A-Z])\1+$/.test(b)) ranks.push(6);
  return ranks.length ? ranks : [4];
}

/** A designation path the Code's structure allows: "(a)(1)(A)(i)", or the older "(1)(a)(i)". */
export function isCitablePath(path: string): boolean {
  const tokens = [...path.matchAll(/\(([^()]+)\)/g)].map((m) => m[1]!);
  let previous = -1;
  for (const [i, token] of tokens.entries()) {
    const deeper = ranksOf(token).filter((r) => r > previous);
    // The older style: a paragraph's parts lettered (a), (b) (15 U.S.C. § 1114(1)(a), 18 U.S.C. § 2511(1)(a)).
    const older = i === 1 && previous === 1 && /^[a-z]$/.test(token) ? [RANKS.indexOf('subparagraph')] : [];
    const next = [...deeper, ...older];
    if (next.length === 0) return false;
    previous = Math.min(...next);
  }
  return tokens.length > 0;
}

/** Words compared as the index compares them: one kind of quote mark, single spaces, headings' ".—" as a space. */
const normal = (text: string) =>
  text
    .replace(/[“”„"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/\.—/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function quoteProblem(section: ParsedSection, quote: { citation: string; text: string }): string | undefined {
  // An undivided section is quoted whole, under the section's own citation.
  if (section.levels.length === 0 && !quote.citation.endsWith(')')) {
    const whole = normal(section.intro);
    const problem = inOrder(whole, quote);
    if (problem) return problem;
    return whole.startsWith(normal(quote.text).split('…')[0]!.trim()) ? undefined : `the quotation does not start ${quote.citation}`;
  }
  const at = section.levels.findIndex((l) => l.citation === quote.citation);
  if (at < 0) return `no such designation: ${quote.citation}`;
  const level = section.levels[at]!;
  if (!isCitablePath(level.path)) return `not a designation the Code's structure allows: ${quote.citation}`;
  const own = normal(levelWords(section.levels, at));
  let parent = -1;
  for (let k = at - 1; k >= 0; k--) {
    if (section.levels[k]!.depth < level.depth) {
      parent = section.levels[k]!.depth === level.depth - 1 ? k : -1;
      break;
    }
  }
  const scope = normal(parent >= 0 ? levelWords(section.levels, parent) : own);
  const problem = inOrder(scope, quote);
  if (problem) return problem;
  const pieces = normal(quote.text)
    .split('…')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  // The cited level's own words are quoted (its first words, or its heading where it has no words).
  const start = normal(level.text || level.heading || own).slice(0, 40);
  if (!pieces.some((p) => p.includes(start) || start.startsWith(p))) return `the quotation does not quote ${quote.citation} itself`;
  return undefined;
}

/** Each piece between "…" marks is word for word in `scope`, in order. */
function inOrder(scope: string, quote: { citation: string; text: string }): string | undefined {
  const pieces = normal(quote.text)
    .split('…')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (pieces.length === 0) return 'empty quotation';
  let from = 0;
  for (const piece of pieces) {
    const found = scope.indexOf(piece, from);
    if (found < 0) return `not word for word at ${quote.citation}: “${piece.slice(0, 80)}”`;
    from = found + piece.length;
  }
  return undefined;
}
