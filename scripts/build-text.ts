/**
 * Builds the official text of every U.S. Code section into the repo (docs/performance.md
 * "The text of the law"), from
 * ../shared/data/uscode-text/title-NN.jsonl.br (release point 119-100). Run: npm run build:data
 *
 * Output, under corpus/uscode-text/ (read by sync-server/lawText, never by the app bundle):
 * - title-NN.bin: the title's section texts, concatenated in official order and cut into brotli
 *   chunks of about CHUNK_BYTES each, so a reader decompresses one chunk, never the whole title.
 * - index.json: { releasePoint, sectionCount, titles: { [title]: { chunks: [[offset, length]],
 *   sections: [[key, chunk, start, end]] } } } with byte offsets into the decompressed chunk;
 *   `key` is the data's section key ("1692c"; the second of a duplicated number "3598_2").
 *
 * The text is stored exactly as published. Every section is parsed once here (core/laws/structure)
 * so a text the parser cannot read fails the build instead of a reader.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSectionText } from '../core/laws/structure';
import type { CompactSection } from '../core/laws/types';

/** The library's official order (core/data/generated/uscode/sections.json, built by build-corpus.ts). */
function officialOrder(): Map<string, number> {
  const rows = JSON.parse(
    readFileSync(new URL('../core/data/generated/uscode/sections.json', import.meta.url), 'utf8'),
  ) as CompactSection[];
  return new Map(rows.map((row, i) => [`${row[0]}/${row[1]}${row[4] ? `_${row[4]}` : ''}`, i]));
}

const sourceDir = fileURLToPath(new URL('../../shared/data/uscode-text/', import.meta.url));
export const textOutDir = fileURLToPath(new URL('../corpus/uscode-text/', import.meta.url));
const RELEASE_POINT = '119-100';
const EXPECTED_SECTIONS = 50_936;
const CHUNK_BYTES = 192 * 1024;

interface TextRow {
  section: string;
  text: string;
}

export interface TitleIndex {
  chunks: [offset: number, length: number][];
  sections: [key: string, chunk: number, start: number, end: number][];
}

export interface TextIndex {
  releasePoint: string;
  sectionCount: number;
  titles: Record<string, TitleIndex>;
}

function compress(buf: Buffer): Buffer {
  return brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** One title's rows → its .bin file and index. Pure. */
export function packTitle(rows: TextRow[]): { bin: Buffer; index: TitleIndex } {
  const index: TitleIndex = { chunks: [], sections: [] };
  const parts: Buffer[] = [];
  let offset = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    const packed = compress(Buffer.concat(pending));
    index.chunks.push([offset, packed.length]);
    parts.push(packed);
    offset += packed.length;
    pending = [];
    pendingBytes = 0;
  };
  for (const row of rows) {
    const bytes = Buffer.from(row.text, 'utf8');
    if (pendingBytes > 0 && pendingBytes + bytes.length > CHUNK_BYTES) flush();
    index.sections.push([row.section, index.chunks.length, pendingBytes, pendingBytes + bytes.length]);
    pending.push(bytes);
    pendingBytes += bytes.length;
  }
  flush();
  return { bin: Buffer.concat(parts), index };
}

export function titleNumber(file: string): number {
  const m = /^title-(\d+)\.jsonl\.br$/.exec(file);
  if (!m) throw new Error(`unexpected file ${file}`);
  return Number(m[1]);
}

/** The 53 titles' files (title-N.jsonl.br) in srcDir, in title order; `outDir` is made ready for the output. */
export function titleFiles(srcDir: string, outDir: string): string[] {
  const files = readdirSync(srcDir)
    .filter((f) => f.endsWith('.jsonl.br'))
    .sort((a, b) => titleNumber(a) - titleNumber(b));
  if (files.length !== 53) throw new Error(`expected 53 title files in ${srcDir}, found ${files.length}`);
  mkdirSync(outDir, { recursive: true });
  return files;
}

export function buildText(srcDir = sourceDir, outDir = textOutDir): TextIndex {
  const files = titleFiles(srcDir, outDir);
  const index: TextIndex = { releasePoint: RELEASE_POINT, sectionCount: 0, titles: {} };
  let levels = 0;
  const order = officialOrder();
  const position = (title: number, key: string) => {
    const at = order.get(`${title}/${key}`);
    if (at === undefined) throw new Error(`title ${title}: section ${key} is not in the library's section list`);
    return at;
  };
  for (const file of files) {
    const title = titleNumber(file);
    const rows = brotliDecompressSync(readFileSync(srcDir + file))
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l, i) => {
        const row = JSON.parse(l) as TextRow;
        if (typeof row.section !== 'string' || typeof row.text !== 'string') throw new Error(`${file}: line ${i + 1} has no section/text`);
        return row;
      });
    rows.sort((a, b) => position(title, a.section) - position(title, b.section));
    for (const row of rows) levels += parseSectionText(title, row.section, row.text).levels.length;
    const { bin, index: titleIndex } = packTitle(rows);
    writeFileSync(`${outDir}title-${String(title).padStart(2, '0')}.bin`, bin);
    index.titles[String(title)] = titleIndex;
    index.sectionCount += rows.length;
    console.log(`title ${title}: ${rows.length} sections, ${titleIndex.chunks.length} chunks, ${(bin.length / 1e6).toFixed(2)} MB`);
  }
  if (index.sectionCount !== EXPECTED_SECTIONS) throw new Error(`expected ${EXPECTED_SECTIONS} sections, found ${index.sectionCount}`);
  writeFileSync(`${outDir}index.json`, JSON.stringify(index));
  console.log(`${index.sectionCount} sections, ${levels} designated levels parsed`);
  return index;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildText();
