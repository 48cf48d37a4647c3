/**
 * Builds the committed law corpus under core/data/generated/uscode/ from the official data in
 * ../shared/data (docs/DESIGN.md "Data: what lives where"). Run: npx tsx scripts/build-corpus.ts
 *
 * - sections.json: every section of uscode-sections.jsonl, in official order, as compact rows
 *   (see CompactSection in core/laws/types.ts). Nothing is dropped; headings are copied exactly.
 * - key-laws.json: the full official texts, keyed by `title/section`.
 * - meta.json: release point (from SOURCES.md), counts and which sections have full text.
 *
 * Output is deterministic (input order, fixed key order, one row per line) and the script
 * fails loudly on anything unexpected instead of writing a partial corpus.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sectionKey, sectionRecordId } from '../core/laws/links';
import { uscodeTitleNames } from '../core/data/uscode/titles';
import type { CompactSection, KeyLawText, UscodeMeta } from '../core/laws/types';

export const dataDir = fileURLToPath(new URL('../../shared/data/', import.meta.url));
export const outDir = fileURLToPath(new URL('../core/data/generated/uscode/', import.meta.url));
const EXPECTED_SECTIONS = 50_936;
const EXPECTED_KEY_LAWS = 240;

interface SectionRow {
  title: number;
  section: string;
  sectionOfficial?: string;
  heading: string;
  identifier: string;
  duplicateNumber?: number;
}
interface KeyLawRow {
  act: string;
  actName: string;
  title: number;
  section: string;
  heading: string;
  text: string;
  sourceCredit: string;
}

/** The source files' text, as read from ../shared/data. */
export interface CorpusSource {
  sectionsJsonl: string;
  keyLawsJsonl: string;
  sourcesMd: string;
  readmeMd: string;
}

/** The generated files' exact text, by file name. */
export type CorpusFiles = Record<'sections.json' | 'key-laws.json' | 'meta.json', string>;

export function readCorpusSource(dir = dataDir): CorpusSource {
  return {
    sectionsJsonl: readFileSync(dir + 'uscode-sections.jsonl', 'utf8'),
    keyLawsJsonl: readFileSync(dir + 'uscode-key-laws.jsonl', 'utf8'),
    sourcesMd: readFileSync(dir + 'SOURCES.md', 'utf8'),
    readmeMd: readFileSync(dir + 'README.md', 'utf8'),
  };
}

function parseJsonl<T>(name: string, text: string): T[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      try {
        return JSON.parse(line) as T;
      } catch {
        throw new Error(`${name}: line ${i + 1} is not JSON`);
      }
    });
}

/** Pure: source text in, generated file text out. Throws on anything unexpected. */
export function buildCorpusFiles(source: CorpusSource): CorpusFiles {
  const sections = parseJsonl<SectionRow>('uscode-sections.jsonl', source.sectionsJsonl);
  const keyLaws = parseJsonl<KeyLawRow>('uscode-key-laws.jsonl', source.keyLawsJsonl);

  // Release point: stated in SOURCES.md. Its date is stated nowhere in the data, so it stays null.
  const releaseMatch = /usc\/\.release-point = (\S+) \(OLRC release point, current through (Pub\. L\. [0-9-]+)\)/.exec(source.sourcesMd);
  if (!releaseMatch) throw new Error('SOURCES.md no longer states the release point');
  const [, releasePoint, currentThrough] = releaseMatch;
  if (!source.readmeMd.includes(`release point ${releasePoint}`))
    throw new Error(`README.md does not agree on release point ${releasePoint}`);
  const uscodeSources = source.sourcesMd.slice(source.sourcesMd.indexOf('## uscode-sections.jsonl'));
  const repoMatch = /Repo (\S+), commit ([0-9a-f]{40})/.exec(uscodeSources);
  if (!repoMatch) throw new Error('SOURCES.md no longer names the U.S. Code repository and commit');

  const ids = new Set<string>();
  const headings = new Map<string, string>();
  const rows: CompactSection[] = sections.map((s, i) => {
    if (!Number.isInteger(s.title) || !/^[0-9A-Za-z-]+$/.test(s.section) || typeof s.heading !== 'string' || !s.heading) {
      throw new Error(`uscode-sections.jsonl line ${i + 1}: unexpected row ${JSON.stringify(s)}`);
    }
    if (!uscodeTitleNames[s.title]) throw new Error(`title ${s.title} has no name in core/data/uscode/titles.ts`);
    const official = s.sectionOfficial ?? s.section;
    if (s.identifier !== `/us/usc/t${s.title}/s${official}`) throw new Error(`line ${i + 1}: identifier ${s.identifier} is not derivable`);
    const id = sectionRecordId(s.title, s.section, s.duplicateNumber);
    if (ids.has(id)) throw new Error(`duplicate id ${id} (line ${i + 1})`);
    ids.add(id);
    const key = sectionKey(s.title, s.section);
    if (!headings.has(key)) headings.set(key, s.heading);
    if (s.duplicateNumber) return [s.title, s.section, s.heading, s.sectionOfficial ?? 0, s.duplicateNumber];
    if (s.sectionOfficial && s.sectionOfficial !== s.section) return [s.title, s.section, s.heading, s.sectionOfficial];
    return [s.title, s.section, s.heading];
  });
  if (rows.length !== EXPECTED_SECTIONS) throw new Error(`expected ${EXPECTED_SECTIONS} sections, read ${rows.length}`);

  const keyLawTexts: Record<string, KeyLawText> = {};
  const fullTextActs: Record<string, string> = {};
  for (const k of keyLaws) {
    const key = sectionKey(k.title, k.section);
    if (!headings.has(key)) throw new Error(`key law ${key} is not in the section list`);
    if (keyLawTexts[key]) throw new Error(`key law ${key} appears twice`);
    if (headings.get(key) !== k.heading) throw new Error(`key law ${key}: heading differs from the section list`);
    keyLawTexts[key] = { act: k.act, actName: k.actName, heading: k.heading, text: k.text, sourceCredit: k.sourceCredit };
    fullTextActs[key] = k.act;
  }
  if (keyLaws.length !== EXPECTED_KEY_LAWS) throw new Error(`expected ${EXPECTED_KEY_LAWS} key-law texts, read ${keyLaws.length}`);

  const meta: UscodeMeta = {
    releasePoint,
    releasePointDate: null,
    currentThrough,
    label: `U.S. Code release point ${releasePoint} (current through ${currentThrough})`,
    sectionCount: rows.length,
    titleCount: new Set(sections.map((s) => s.title)).size,
    fullTextActs,
    source: { repository: repoMatch[1].replace(/,$/, ''), commit: repoMatch[2], files: ['uscode-sections.jsonl', 'uscode-key-laws.jsonl'] },
  };
  return {
    // One row per line: small diffs when a release point changes.
    'sections.json': '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n',
    'key-laws.json': JSON.stringify(keyLawTexts, null, 1) + '\n',
    'meta.json': JSON.stringify(meta, null, 2) + '\n',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const files = buildCorpusFiles(readCorpusSource());
    mkdirSync(outDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(outDir + name, text);
    const meta = JSON.parse(files['meta.json']) as UscodeMeta;
    console.log(
      `build-corpus: ${meta.sectionCount} sections in ${meta.titleCount} titles, ${Object.keys(meta.fullTextActs).length} full texts, ` +
        `release point ${meta.releasePoint} (its date is not stated in the data).`,
    );
  } catch (error) {
    console.error(`build-corpus: ${(error as Error).message}`);
    process.exit(1);
  }
}
