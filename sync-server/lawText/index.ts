/**
 * The official text of every U.S. Code section, read from corpus/uscode-text (built by
 * scripts/build-text.ts). Only the index (~2 MB) stays in memory; a section's chunk (~190 KB of
 * text) is read and decompressed off the event loop when asked for, and a bounded LRU keeps the
 * most recent chunks and parsed sections, so the whole Code is never held at once.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSectionText, type LawLevel } from '../../core/laws/structure';
import { titleChunkReader } from './chunks';

export const LAW_TEXT_DIR = fileURLToPath(new URL('../../corpus/uscode-text/', import.meta.url));

/** One section's official text and its parsed structure. */
export interface SectionText {
  title: number;
  /** As in the library ("1692c"); the second of a duplicated number has `duplicateNumber: 2`. */
  section: string;
  duplicateNumber?: number;
  heading: string;
  /** The official text exactly as published. */
  text: string;
  /** Words before the first designation (the whole text of an undivided section). */
  intro: string;
  levels: LawLevel[];
}

export interface LawText {
  /** "119-100": the release point the text is current through. */
  readonly releasePoint: string;
  readonly sectionCount: number;
  /** Titles that have text, ascending. */
  titles(): number[];
  has(title: number, section: string, duplicateNumber?: number): boolean;
  section(title: number, section: string, duplicateNumber?: number): Promise<SectionText | undefined>;
  /** Every section of a title, in official order (one chunk decompressed at a time). */
  sectionsOfTitle(title: number): AsyncIterable<SectionText>;
  /** Uncompressed bytes of a title's text (for "size before download"). */
  titleTextBytes(title: number): number;
}

interface TitleIndex {
  chunks: [number, number][];
  sections: [string, number, number, number][];
}
interface TextIndex {
  releasePoint: string;
  sectionCount: number;
  titles: Record<string, TitleIndex>;
}

/** A small least-recently-used map. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

export interface LawTextOptions {
  dir?: string;
  /** Decompressed chunks kept (each ≤ ~200 KB). */
  chunkCacheSize?: number;
  /** Parsed sections kept. */
  sectionCacheSize?: number;
}

function textKey(section: string, duplicateNumber?: number): string {
  return duplicateNumber && duplicateNumber > 1 ? `${section}_${duplicateNumber}` : section;
}

export function openLawText(options: LawTextOptions = {}): LawText {
  const dir = options.dir ?? LAW_TEXT_DIR;
  const index = JSON.parse(readFileSync(dir + 'index.json', 'utf8')) as TextIndex;
  const where = new Map<string, Map<string, [number, number, number]>>();
  for (const [title, t] of Object.entries(index.titles)) {
    where.set(title, new Map(t.sections.map(([key, chunk, start, end]) => [key, [chunk, start, end]])));
  }
  const chunk = titleChunkReader(dir, (title, n) => index.titles[String(title)].chunks[n]!, options.chunkCacheSize ?? 24);
  const parsed = new Lru<SectionText>(options.sectionCacheSize ?? 256);

  function build(title: number, key: string, raw: string): SectionText {
    const m = /^(.*)_(\d+)$/.exec(key);
    const section = m ? m[1] : key;
    const p = parseSectionText(title, section, raw);
    return {
      title,
      section,
      ...(m ? { duplicateNumber: Number(m[2]) } : {}),
      heading: p.heading,
      text: raw,
      intro: p.intro,
      levels: p.levels,
    };
  }

  async function read(title: number, key: string): Promise<SectionText | undefined> {
    const loc = where.get(String(title))?.get(key);
    if (!loc) return undefined;
    const cacheKey = `${title}/${key}`;
    const hit = parsed.get(cacheKey);
    if (hit) return hit;
    const [n, start, end] = loc;
    const buf = await chunk(title, n);
    const result = build(title, key, buf.subarray(start, end).toString('utf8'));
    parsed.set(cacheKey, result);
    return result;
  }

  return {
    releasePoint: index.releasePoint,
    sectionCount: index.sectionCount,
    titles: () =>
      Object.keys(index.titles)
        .map(Number)
        .sort((a, b) => a - b),
    has: (title, section, dup) => where.get(String(title))?.has(textKey(section, dup)) ?? false,
    section: (title, section, dup) => read(title, textKey(section, dup)),
    async *sectionsOfTitle(title) {
      const t = index.titles[String(title)];
      if (!t) return;
      for (const [key, n, start, end] of t.sections) {
        const buf = await chunk(title, n);
        yield build(title, key, buf.subarray(start, end).toString('utf8'));
      }
    },
    titleTextBytes(title) {
      const t = index.titles[String(title)];
      return t ? t.sections.reduce((sum, [, , start, end]) => sum + (end - start), 0) : 0;
    },
  };
}

let shared: LawText | undefined;

/** The process's one reader of corpus/uscode-text. */
export function getLawText(): LawText {
  shared ??= openLawText();
  return shared;
}
