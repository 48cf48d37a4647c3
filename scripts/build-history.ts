/**
 * Builds each U.S. Code section's history into the repo, from
 * ../shared/data/uscode-history/title-NN.jsonl.br (release point 119-100). Run: npm run build:data
 *
 * Output, under corpus/uscode-history/ (read by sync-server/lawHistory, never by the app bundle):
 * - title-NN.bin: each section's `{credit, amendments}` as one JSON line, in brotli chunks of about
 *   192 KB (the packing of scripts/build-text.ts), so reading one section's notes decompresses one chunk.
 * - index.json: { releasePoint, sectionCount, titles: { [title]: { chunks: [[offset, length]],
 *   sections: [[key, chunk, start, end, enacted, enactedLaw, lastAmended, lastAmendedLaw]] } } }:
 *   the dates (ISO) and Public Laws of core/laws/history's enactment() and lastAmendment(), ''
 *   where the credit has none, so "what changed since" needs no decompression at all.
 */
import { brotliDecompressSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enactment, lastAmendment, type SectionHistoryRow } from '../core/laws/history';
import { packTitle, titleFiles, titleNumber } from './build-text';

const sourceDir = fileURLToPath(new URL('../../shared/data/uscode-history/', import.meta.url));
export const historyOutDir = fileURLToPath(new URL('../corpus/uscode-history/', import.meta.url));
const RELEASE_POINT = '119-100';
const EXPECTED_SECTIONS = 50_936;

export type HistoryIndexRow = [
  key: string,
  chunk: number,
  start: number,
  end: number,
  enacted: string,
  enactedLaw: string,
  lastAmended: string,
  lastAmendedLaw: string,
];

export interface HistoryIndex {
  releasePoint: string;
  sectionCount: number;
  titles: Record<string, { chunks: [offset: number, length: number][]; sections: HistoryIndexRow[] }>;
}

function readRows(path: string, file: string): SectionHistoryRow[] {
  return brotliDecompressSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      const row = JSON.parse(l) as SectionHistoryRow;
      if (
        typeof row.section !== 'string' ||
        (row.credit !== null && typeof row.credit !== 'string') ||
        !Array.isArray(row.dates) ||
        !Array.isArray(row.acts) ||
        !Array.isArray(row.amendments)
      ) {
        throw new Error(`${file}: line ${i + 1} is not {section, credit, dates, acts, amendments}`);
      }
      return row;
    });
}

export function buildHistory(srcDir = sourceDir, outDir = historyOutDir): HistoryIndex {
  const files = titleFiles(srcDir, outDir);
  const index: HistoryIndex = { releasePoint: RELEASE_POINT, sectionCount: 0, titles: {} };
  let bytes = 0;
  for (const file of files) {
    const title = titleNumber(file);
    const rows = readRows(srcDir + file, file);
    const packed = packTitle(
      rows.map((r) => ({ section: r.section, text: JSON.stringify({ credit: r.credit, amendments: r.amendments }) })),
    );
    const sections = packed.index.sections.map(([key, chunk, start, end], i): HistoryIndexRow => {
      const first = enactment(rows[i]);
      const last = lastAmendment(rows[i]);
      // The enacting law's column holds a Public Law ("96-170") or, before them, "R.S. § 1979" / "ch. 676".
      return [key, chunk, start, end, first?.date ?? '', first?.publicLaw ?? first?.statute ?? '', last?.date ?? '', last?.publicLaw ?? ''];
    });
    writeFileSync(`${outDir}title-${String(title).padStart(2, '0')}.bin`, packed.bin);
    index.titles[String(title)] = { chunks: packed.index.chunks, sections };
    index.sectionCount += rows.length;
    bytes += packed.bin.length;
  }
  if (index.sectionCount !== EXPECTED_SECTIONS) throw new Error(`expected ${EXPECTED_SECTIONS} sections, found ${index.sectionCount}`);
  writeFileSync(`${outDir}index.json`, JSON.stringify(index));
  console.log(`history: ${index.sectionCount} sections, ${(bytes / 1e6).toFixed(2)} MB of notes`);
  return index;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildHistory();
