/**
 * A section's official text as the reader shows it: one block per piece of text in
 * reading order: the intro, each level's own words (indented by depth, with its designation and
 * heading), and a list's closing words after its last child, at the parent's depth. Each
 * paragraph is cut into plain runs and cross-reference links (rendered as text, never HTML).
 */
import { splitByLinks, type TextRun } from '../../../../core/laws/crossRefs';
import type { OfficialText, TextLinkPayload } from '../../../../core/schemas/legal';

export interface TextBlock {
  /** Unique key: "intro", "a-1", "a-1/after". */
  key: string;
  kind: 'intro' | 'level' | 'after';
  /** Anchor id of the level ("" for the intro). */
  levelId: string;
  depth: number;
  /** A level's own designation "(1)" (levels only). */
  designation?: string;
  heading?: string;
  /** "15 U.S.C. § 1692c(a)(1)" (levels only). */
  citation?: string;
  /** The paragraphs of the block, each as runs of text and links. */
  paragraphs: TextRun[][];
}

/** Runs of each "\n"-separated paragraph of `text`, with the links whose offsets fall in it. */
export function paragraphRuns(text: string, links: readonly Pick<TextLinkPayload, 'start' | 'end' | 'to'>[]): TextRun[][] {
  if (text === '') return [];
  const out: TextRun[][] = [];
  let offset = 0;
  for (const paragraph of text.split('\n')) {
    const end = offset + paragraph.length;
    const inside = links
      .filter((l) => l.start >= offset && l.end <= end)
      .map((l) => ({ ...l, start: l.start - offset, end: l.end - offset }));
    out.push(splitByLinks(paragraph, inside));
    offset = end + 1;
  }
  return out;
}

/** Every block of a section's text, in reading order. */
export function officialTextBlocks(text: Pick<OfficialText, 'intro' | 'levels' | 'links'>): TextBlock[] {
  const byField = new Map<string, TextLinkPayload[]>();
  for (const link of text.links) {
    const key = `${link.level}/${link.field}`;
    const list = byField.get(key);
    if (list) list.push(link);
    else byField.set(key, [link]);
  }
  const linksOf = (level: string, field: 'text' | 'after') => byField.get(`${level}/${field}`) ?? [];

  const blocks: TextBlock[] = [];
  if (text.intro)
    blocks.push({ key: 'intro', kind: 'intro', levelId: '', depth: 0, paragraphs: paragraphRuns(text.intro, linksOf('', 'text')) });

  // Levels whose closing words wait for their children to end.
  const open: OfficialText['levels'] = [];
  const close = (depth: number) => {
    while (open.length && open.at(-1)!.depth >= depth) {
      const level = open.pop()!;
      blocks.push({
        key: `${level.id}/after`,
        kind: 'after',
        levelId: level.id,
        depth: level.depth,
        paragraphs: paragraphRuns(level.after!, linksOf(level.id, 'after')),
      });
    }
  };
  for (const level of text.levels) {
    close(level.depth);
    blocks.push({
      key: level.id,
      kind: 'level',
      levelId: level.id,
      depth: level.depth,
      designation: level.designation,
      heading: level.heading,
      citation: level.citation,
      paragraphs: paragraphRuns(level.text, linksOf(level.id, 'text')),
    });
    if (level.after) open.push(level);
  }
  close(0);
  return blocks;
}

/** Index of the block a deep link names (the level's own block), or -1. */
export function blockIndexOf(blocks: readonly TextBlock[], levelId: string): number {
  return blocks.findIndex((b) => b.kind === 'level' && b.levelId === levelId);
}

/** The anchor a URL hash names ("#a-1" -> "a-1"); "" when none. */
export function anchorFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The element id of a level: as in the URL on the reader page, prefixed inside the detail view (ids stay unique). */
export function levelElementId(levelId: string, prefix = ''): string {
  return `${prefix}${levelId}`;
}

/** What "Copy citation" puts on the clipboard for a level. */
export function citationCopyText(level: { citation: string }): string {
  return level.citation;
}
