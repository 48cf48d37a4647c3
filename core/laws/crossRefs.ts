/**
 * Cross-references in the official text, as links inside the app. Pure: the server
 * runs it when it sends a section (and a title for offline), with `holds` saying which sections
 * the library has, so a link never leads to a section we can't show.
 *
 * What is linked:
 * - "section 1692b of this title", "section 552a of title 5", "section 1320d–9(b)(3) of this
 *   title" (to the subsection), "sections 1681 to 1681x of this title" (each number), and the
 *   bracketed "[15 U.S.C. 77c(a)(2)]" the editors insert;
 * - in Title 26 only, bare "section 7703" / "section 152(f)(1)": the Internal Revenue Code cites
 *   its own sections without "of this title" (a bare number elsewhere is an Act's own section
 *   number, "section 5 of the Securities Act", and is left alone);
 * - "subsection (b)", "paragraph (2)", "subparagraph (A)(ii)", "clauses (i) and (ii)",
 *   "paragraph (3) of subsection (b)" (of this section): to that level, when the section has it;
 * - "this chapter" / "this subchapter": the data has no chapter boundaries, so these go to the
 *   title's listing opened at the current section, where the chapter's sections stand together
 *   in official order (the listing names the title, never claims to be the chapter).
 */
import { lawSectionPath, lawTitlePath } from './lawPaths';
import type { LawLevel, ParsedSection } from './structure';

export interface CrossRef {
  /** Offsets in the text searched (UTF-16, as String.slice). */
  start: number;
  end: number;
  /** In-app path: "/federal-laws/15/1692b", "/federal-laws/15/1692c#b", "/federal-laws/15#s-1692c". */
  to: string;
}

export interface RefContext {
  title: number;
  /** The section the text is in, URL form ("1692c"). */
  section: string;
  /** Anchor id of the level the text belongs to ("a-1-A"); empty for the section's intro. */
  levelId?: string;
  /** Every anchor id of the section (for "subsection (b)" etc.). */
  levelIds: ReadonlySet<string>;
}

/** Does the library hold this section? (`section` URL form: hyphens). */
export type Holds = (title: number, section: string) => boolean;

const NUM = String.raw`\d+[A-Za-z]*(?:[–-]\d+[A-Za-z]*)*`;
const SUB = String.raw`(?:\([A-Za-z0-9]{1,6}(?:[–-]\d+)?\))*`;
const JOIN = String.raw`(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to|through)\s+)`;
const SECTION_LIST = String.raw`\b(sections?)\s+(${NUM}${SUB}(?:${JOIN}${NUM}${SUB})*)`;
const OF_TITLE = String.raw`\s+of\s+(this\s+title|title\s+(\d{1,2})\b)`;

/** "section X of this title", "sections X to Y of title 5". */
const TITLED = new RegExp(SECTION_LIST + OF_TITLE, 'g');
/** Title 26's bare "section 152(f)(1)". */
const BARE = new RegExp(SECTION_LIST, 'g');
/** The editors' "[15 U.S.C. 77c(a)(2)]" (also "42 U.S.C. 1983" in running text). */
const USC = new RegExp(String.raw`\b(\d{1,2})\s+U\.S\.C\.\s+(?:§+\s*)?(${NUM})(${SUB})`, 'g');
const ONE_NUM = new RegExp(String.raw`(${NUM})(${SUB})`, 'g');

const LEVEL_WORD = String.raw`(?:subsections?|paragraphs?|subparagraphs?|clauses?|subclauses?)`;
const DESIG = String.raw`(?:\([A-Za-z0-9]{1,6}(?:[–-]\d+)?\))+`;
/** "paragraphs (1) and (2)", optionally "of subsection (b)", optionally "of this section". */
const INTERNAL = new RegExp(
  String.raw`\b(${LEVEL_WORD})\s+(${DESIG}(?:${JOIN}${DESIG})*)(\s+of\s+(subsection|paragraph|subparagraph|clause)\s+(${DESIG}))?(\s+of\s+this\s+section)?`,
  'g',
);
const ONE_DESIG = new RegExp(DESIG, 'g');
const THIS_UNIT = /\bthis\s+(chapter|subchapter)\b/g;

const fold = (s: string) => s.replace(/[–—]/g, '-');

function tokens(designations: string): string[] {
  return [...designations.matchAll(/\(([^()]+)\)/g)].map((m) => fold(m[1]).replace(/-/g, '_'));
}

/** The level a relative reference names, from the level the words are in: longest prefix first. */
function resolveLevel(kind: string, designation: string[], ctx: RefContext): string | undefined {
  const chain = ctx.levelId ? ctx.levelId.split('-') : [];
  // Subsections are always the section's top level.
  const maxPrefix = kind.startsWith('subsection') ? 0 : chain.length;
  for (let len = maxPrefix; len >= 0; len--) {
    const id = [...chain.slice(0, len), ...designation].join('-');
    if (ctx.levelIds.has(id)) return id;
  }
  return undefined;
}

function overlaps(refs: CrossRef[], start: number, end: number): boolean {
  return refs.some((r) => start < r.end && end > r.start);
}

function anchorOf(sub: string): string | undefined {
  const t = tokens(sub);
  return t.length ? t.join('-') : undefined;
}

/** Every cross-reference in `text` the app can follow, in order, never overlapping. */
export function findCrossReferences(text: string, ctx: RefContext, holds: Holds): CrossRef[] {
  const refs: CrossRef[] = [];
  const add = (start: number, end: number, to: string) => {
    if (!overlaps(refs, start, end)) refs.push({ start, end, to });
  };
  /** Link each section number of a list ("1681 to 1681x") found at `offset`. */
  const linkList = (list: string, offset: number, title: number) => {
    for (const m of list.matchAll(ONE_NUM)) {
      const section = fold(m[1]);
      if (!holds(title, section)) continue;
      const start = offset + m.index;
      add(start, start + m[0].length, lawSectionPath(title, section, anchorOf(m[2])));
    }
  };

  for (const m of text.matchAll(TITLED)) {
    const title = m[4] ? Number(m[4]) : ctx.title;
    const parts = [...m[2].matchAll(ONE_NUM)];
    if (parts.length === 1 && parts[0][0] === m[2]) {
      // One section: the words "section 1692b of this title" are the link.
      const section = fold(parts[0][1]);
      if (holds(title, section)) add(m.index, m.index + m[0].length, lawSectionPath(title, section, anchorOf(parts[0][2])));
    } else {
      linkList(m[2], m.index + m[0].indexOf(m[2], m[1].length), title);
    }
  }

  for (const m of text.matchAll(USC)) {
    const title = Number(m[1]);
    const section = fold(m[2]);
    if (holds(title, section)) add(m.index, m.index + m[0].length, lawSectionPath(title, section, anchorOf(m[3])));
  }

  if (ctx.title === 26) {
    for (const m of text.matchAll(BARE)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 4);
      // "section 5 of the Act …", "section 501(c)(3) of such Code": not this title's own number.
      if (/^\s+of\b/.test(after)) continue;
      linkList(m[2], m.index + m[0].indexOf(m[2], m[1].length), 26);
    }
  }

  for (const m of text.matchAll(INTERNAL)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    // "paragraph (2) of section 1681b", "subsection (a) of such section": another section's.
    if (!m[6] && /^\s+of\b/.test(after)) continue;
    const kind = m[4] ?? m[1];
    const parent = m[5] ? tokens(m[5]) : [];
    const listStart = m.index + m[1].length + m[0].slice(m[1].length).indexOf(m[2]);
    for (const d of m[2].matchAll(ONE_DESIG)) {
      const id = resolveLevel(kind, [...parent, ...tokens(d[0])], ctx);
      if (!id) continue;
      const start = listStart + d.index;
      // A single reference links its words ("subsection (b)"), a list each designation.
      const single = d.index === 0 && d[0].length === m[2].length;
      if (single) add(m.index, m.index + m[0].length, lawSectionPath(ctx.title, ctx.section, id));
      else add(start, start + d[0].length, lawSectionPath(ctx.title, ctx.section, id));
    }
  }

  for (const m of text.matchAll(THIS_UNIT)) add(m.index, m.index + m[0].length, lawTitlePath(ctx.title, ctx.section));

  return refs.sort((a, b) => a.start - b.start);
}

/** One link of a section's text: in its intro (level '') or a level's own words or closing words. */
export interface TextLink extends CrossRef {
  level: string;
  field: 'text' | 'after';
}

/** Every cross-reference of a parsed section, level by level. */
export function linkSection(parsed: Pick<ParsedSection, 'intro' | 'levels'>, title: number, section: string, holds: Holds): TextLink[] {
  const levelIds = new Set(parsed.levels.map((l) => l.id));
  const out: TextLink[] = [];
  const base = { title, section, levelIds };
  if (parsed.intro) for (const r of findCrossReferences(parsed.intro, base, holds)) out.push({ ...r, level: '', field: 'text' });
  for (const level of parsed.levels) {
    const ctx = { ...base, levelId: level.id };
    for (const r of findCrossReferences(level.text, ctx, holds)) out.push({ ...r, level: level.id, field: 'text' });
    if (level.after) for (const r of findCrossReferences(level.after, ctx, holds)) out.push({ ...r, level: level.id, field: 'after' });
  }
  return out;
}

/** A text cut into plain runs and links, for rendering (as text, never HTML). */
export type TextRun = { text: string; to?: string };

export function splitByLinks(text: string, links: readonly Pick<CrossRef, 'start' | 'end' | 'to'>[]): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const link of [...links].sort((a, b) => a.start - b.start)) {
    if (link.start < at || link.end > text.length) continue;
    if (link.start > at) runs.push({ text: text.slice(at, link.start) });
    runs.push({ text: text.slice(link.start, link.end), to: link.to });
    at = link.end;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

export type { LawLevel };
