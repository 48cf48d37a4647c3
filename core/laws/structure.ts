/**
 * The structure of one U.S. Code section's official text: section → subsections (a),
 * paragraphs (1), subparagraphs (A), clauses (i), subclauses (I), items (aa), subitems (AA),
 * sub-subitems (aaa), each with its full designation ("15 U.S.C. § 1692c(a)(1)").
 *
 * Pure and light (no corpus import): the server parses what it reads, and the browser parses the
 * titles a device saved, with the same rules.
 *
 * The official text (../shared/data/uscode-text) puts "§ 1692c." and the heading on the first two
 * lines, then each designation "(a)" on a line of its own, then (where there is one) the level's
 * heading, then its words. Indentation is not in the data, so two things are inferred:
 * - which level a designation is: "(i)" after "(h)" is a subsection, after "(A)" a clause;
 * - where words after a list belong: text starting in lower case after a list ("shall be punished
 *   as provided …") is the parent's closing words (`after`); other text continues the last level.
 */
import { formatCitation } from './links';

export interface LawLevel {
  /** Anchor id, the designations joined by "-": "a-1-A" (an inserted "(a–1)" becomes "a_1"). */
  id: string;
  /** This level's own designation: "(1)". */
  designation: string;
  /** All designations from the top: "(a)(1)". */
  path: string;
  /** "15 U.S.C. § 1692c(a)(1)". */
  citation: string;
  /** 0 for the top level of the section, 1 for its children, … */
  depth: number;
  /** The level's heading where the text gives one ("Communication with the consumer generally"). */
  heading?: string;
  /** The level's own words, without its children's; paragraphs separated by "\n". */
  text: string;
  /** Words that follow its children (flush language), if any. */
  after?: string;
}

export interface ParsedSection {
  /** The section's official heading (second line of the text). */
  heading: string;
  /** Words before the first designation (the whole text of an undivided section). */
  intro: string;
  /** Every designated level, in document order. */
  levels: LawLevel[];
}

/** The official order of levels. */
type Kind = 'subsection' | 'paragraph' | 'subparagraph' | 'clause' | 'subclause' | 'item' | 'subitem' | 'subsubitem';
const ORDER: Kind[] = ['subsection', 'paragraph', 'subparagraph', 'clause', 'subclause', 'item', 'subitem', 'subsubitem'];

const DESIGNATION_LINE = /^(\((?:[0-9]+[A-Za-z]?|[a-z]{1,4}|[A-Z]{1,4})(?:[–-][0-9]+)?\))+$/;
const ONE_DESIGNATION = /\(([^()]+)\)/g;
const ROMAN_LOWER = /^(?=[ivxlc])(c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_UPPER = /^(?=[IVXLC])(C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

interface Open {
  kind: Kind;
  token: string;
  level: LawLevel;
}

/** Every kind a designation token could be, most likely first. */
function candidates(token: string): Kind[] {
  const base = token.replace(/[–-]\d+$/, '');
  if (/^\d/.test(base)) return ['paragraph'];
  if (/^[a-z]+$/.test(base)) {
    const kinds: Kind[] = [];
    const sameLetters = /^([a-z])\1*$/.test(base);
    if (base.length === 1) kinds.push('subsection');
    if (ROMAN_LOWER.test(base)) kinds.push('clause');
    if (sameLetters && base.length === 2) kinds.push('item', 'subsection');
    if (sameLetters && base.length === 3) kinds.push('subsubitem', 'subsection');
    if (kinds.length === 0) kinds.push(base.length === 1 ? 'subsection' : 'clause');
    return kinds;
  }
  const kinds: Kind[] = [];
  const sameLetters = /^([A-Z])\1*$/.test(base);
  if (base.length === 1) kinds.push('subparagraph');
  if (ROMAN_UPPER.test(base)) kinds.push('subclause');
  if (sameLetters && base.length >= 2) kinds.push('subitem', 'subparagraph');
  if (kinds.length === 0) kinds.push('subclause');
  return kinds;
}

function romanValue(token: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  const t = token.toLowerCase();
  let total = 0;
  for (let i = 0; i < t.length; i++) {
    const v = values[t[i]] ?? 0;
    const next = values[t[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** Ordinal of a token read as `kind`: 1 for (a), (1), (A), (i), (I), (aa), (AA), (aaa). */
function ordinal(token: string, kind: Kind): number {
  const base = token.replace(/[–-]\d+$/, '');
  if (kind === 'paragraph') return parseInt(base, 10);
  if (kind === 'clause' || kind === 'subclause') return romanValue(base);
  const letter = base.toLowerCase().charCodeAt(0) - 96;
  // Items (aa), (bb) … and subitems (AA), (BB) … count from their first: (aa) is the first item.
  if (kind === 'item' || kind === 'subitem' || kind === 'subsubitem') return letter;
  // Subsections and subparagraphs: (a)..(z), then (aa), (bb) … as official numbering continues.
  return (base.length - 1) * 26 + letter;
}

function isFirst(token: string, kind: Kind): boolean {
  return ordinal(token, kind) === 1 && !/[–-]\d+$/.test(token);
}

/** Where a new designation goes: the index in `stack` it replaces (or stack.length to nest) and its kind. */
function place(stack: Open[], token: string, last: LawLevel | undefined): { at: number; kind: Kind } {
  const kinds = candidates(token);
  const top = stack.at(-1);
  const topRank = top ? ORDER.indexOf(top.kind) : -1;
  // A deeper list that starts here: (a) after a subsection's words, (i) after (A).
  const startsList = (): { at: number; kind: Kind } | undefined => {
    for (const kind of kinds) {
      if (ORDER.indexOf(kind) > topRank && isFirst(token, kind)) return { at: stack.length, kind };
    }
    return undefined;
  };
  // Words that announce a list ("It shall be unlawful—", or a heading with no words) make a
  // first designation a child: (A) "… the following—" then (i) is a clause, not subsection (i).
  const announcesList = !top || (top.level === last && (top.level.text === '' || /[—:]$/.test(top.level.text)));
  if (announcesList) {
    const child = startsList();
    // "(i)" after "(h) … the following:" skips two levels as a clause; read as subsection (i)
    // continuing (h) when it can (the Code nests one level at a time).
    const skips = child && ORDER.indexOf(child.kind) > topRank + 1;
    const continues = skips ? deepest(stack, kinds, (kind, open) => ordinal(token, kind) === ordinal(open.token, kind) + 1) : undefined;
    if (child && !continues) return child;
    // A first designation after announcing words is their child even out of the usual order
    // ("(ii) … provide—" then "(A)": 18 U.S.C. § 2511(2)(a)(ii)(A)).
    // (Only its own first paragraph: a later one may be flush words misread as its own.)
    const outOfOrder =
      !child && top && !top.level.text.includes('\n')
        ? kinds.find((kind) => isFirst(token, kind) && !stack.some((open) => open.kind === kind))
        : undefined;
    if (outOfOrder) return { at: stack.length, kind: outOfOrder };
  }
  // A level whose words open with its first child inline ("(a) (i) It shall not be …") has that
  // list continue on the next line: "(ii)" is its clause, 18 U.S.C. § 2511(2)(a)(ii).
  if (top && top.level === last) {
    const inline = /^\(([^()\s]+)\)\s/.exec(top.level.text)?.[1];
    const kind = inline
      ? kinds.find((k) => ORDER.indexOf(k) > topRank && candidates(inline).includes(k) && isFirst(inline, k) && ordinal(token, k) === 2)
      : undefined;
    if (kind) return { at: stack.length, kind };
  }
  // 1. It continues an open level's sequence: (h) → (i), (2) → (3), (iv) → (v); the deepest wins.
  const next = deepest(stack, kinds, (kind, open) => ordinal(token, kind) === ordinal(open.token, kind) + (/[–-]\d+$/.test(token) ? 0 : 1));
  if (next) return next;
  // 2. It starts a new, deeper list.
  const child = startsList();
  if (child) return child;
  // 3. A later (or repeated) member of an open list: a designation was skipped or repealed.
  const later = deepest(stack, kinds, (kind, open) => ordinal(token, kind) >= ordinal(open.token, kind));
  if (later) return later;
  // 4. Out of order (a misnumbered or relocated designation): a sibling of the open level of its
  //    kind, never a child of it, so the path stays one the Code could cite.
  const sibling = deepest(stack, kinds, () => true);
  if (sibling) return sibling;
  // 5. Anything else nests: under the current level when it is a deeper kind, else under the
  //    deepest open level it can be a child of ("(1)" after flush words that follow "(b)(iii)"
  //    is "(b)(1)"); only where none is open does it nest out of order (15 U.S.C. § 1114(1)(a)).
  const deeper = kinds.find((kind) => ORDER.indexOf(kind) > topRank);
  if (deeper) return { at: stack.length, kind: deeper };
  for (let at = stack.length - 1; at >= 0; at--) {
    const kind = kinds.find((k) => ORDER.indexOf(k) > ORDER.indexOf(stack[at].kind));
    if (kind) return { at: at + 1, kind };
  }
  return { at: stack.length, kind: kinds[0] };
}

/** The deepest open level of one of `kinds` that `fits`. */
function deepest(stack: Open[], kinds: Kind[], fits: (kind: Kind, open: Open) => boolean): { at: number; kind: Kind } | undefined {
  for (let at = stack.length - 1; at >= 0; at--) {
    const open = stack[at];
    if (kinds.includes(open.kind) && fits(open.kind, open)) return { at, kind: open.kind };
  }
  return undefined;
}

function idToken(token: string): string {
  return token.replace(/[–-]/g, '_');
}

/**
 * A line right after a designation is its heading when it reads like one: short, no closing
 * punctuation ("Communication with third parties"), or in the older "Action for relief.—" style.
 * Returns the heading without that closing ".—".
 */
function headingOf(line: string, next: string | undefined): string | undefined {
  if (next === undefined || line.length > 200) return undefined;
  if (!/^[“"‘'A-Z0-9]/.test(line)) return undefined;
  const dashed = /^(.{1,160})\.—$/.exec(line);
  if (dashed) return dashed[1];
  if (/[.;:,—–\-]$/.test(line) || /\s(or|and)$/.test(line)) return undefined;
  return line;
}

function appendParagraph(existing: string | undefined, line: string): string {
  return existing ? `${existing}\n${line}` : line;
}

/**
 * Parse one section's official text. `section` as in the data ("1692c", "2000e-2"); the citation
 * of each level is built from it.
 */
export function parseSectionText(title: number, section: string, text: string): ParsedSection {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  let i = 0;
  let heading = '';
  if (lines[0]?.startsWith('§')) {
    i = 1;
    if (lines[1] !== undefined && !DESIGNATION_LINE.test(lines[1])) {
      heading = lines[1];
      i = 2;
    }
  }
  const sectionCitation = formatCitation(title, section.replace(/_2$/, ''));
  const levels: LawLevel[] = [];
  const intro: string[] = [];
  const stack: Open[] = [];
  const ids = new Set<string>();
  /** The level that owns the words read last, and whether its children have started. */
  let current: LawLevel | undefined;

  for (; i < lines.length; i++) {
    const line = lines[i];
    if (DESIGNATION_LINE.test(line)) {
      const tokens = [...line.matchAll(ONE_DESIGNATION)].map((m) => m[1]);
      for (const token of tokens) {
        const { at, kind } = place(stack, token, levels.at(-1));
        stack.length = at;
        const parentPath = stack.map((o) => `(${o.token})`).join('');
        const path = `${parentPath}(${token})`;
        let id = [...stack.map((o) => idToken(o.token)), idToken(token)].join('-');
        // A handful of official texts repeat a designation; the anchor must stay unique.
        for (let n = 2; ids.has(id); n++) id = `${id.replace(/~\d+$/, '')}~${n}`;
        ids.add(id);
        const level: LawLevel = {
          id,
          designation: `(${token})`,
          path,
          citation: `${sectionCitation}${path}`,
          depth: stack.length,
          text: '',
        };
        stack.push({ kind, token, level });
        levels.push(level);
        current = level;
      }
      const next = lines[i + 1];
      const levelHeading = next !== undefined && !DESIGNATION_LINE.test(next) ? headingOf(next, lines[i + 2]) : undefined;
      if (levelHeading !== undefined) {
        current!.heading = levelHeading;
        i++;
      }
      continue;
    }
    if (!current) {
      intro.push(line);
      continue;
    }
    if (current.text === '') {
      current.text = line;
      continue;
    }
    // Words after a finished list: lower-case text closes the parent's sentence ("shall be …").
    const lastOwner = stack.at(-1)?.level;
    const parent = stack.at(-2)?.level;
    if (lastOwner === current && parent && /^[a-z]/.test(line)) {
      parent.after = appendParagraph(parent.after, line);
      current = parent;
      stack.pop();
      continue;
    }
    if (current.after !== undefined) current.after = appendParagraph(current.after, line);
    else current.text = appendParagraph(current.text, line);
  }
  return { heading, intro: intro.join('\n'), levels };
}

/** The level an anchor id names ("a-1"), if the section has it. */
export function findLevel(parsed: ParsedSection, id: string): LawLevel | undefined {
  return parsed.levels.find((l) => l.id === id);
}

/** A level's words with all its descendants', in reading order (for quoting a whole subsection). */
export function levelFullText(parsed: ParsedSection, id: string): string {
  const start = parsed.levels.findIndex((l) => l.id === id);
  if (start < 0) return '';
  const root = parsed.levels[start];
  const parts: string[] = [];
  const closers: LawLevel[] = [];
  for (let k = start; k < parsed.levels.length; k++) {
    const level = parsed.levels[k];
    if (k > start && level.depth <= root.depth) break;
    while (closers.length && closers.at(-1)!.depth >= level.depth) {
      const done = closers.pop()!;
      if (done.after) parts.push(done.after);
    }
    parts.push([level.designation, level.heading, level.text].filter(Boolean).join(' '));
    closers.push(level);
  }
  while (closers.length) {
    const done = closers.pop()!;
    if (done.after) parts.push(done.after);
  }
  return parts.join('\n');
}
