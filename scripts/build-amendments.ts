/**
 * Copies the official text of the Know Your Rights amendments (docs/features.md) from
 * ../shared/data/amendments-all.json into core/data/generated/amendments/official.json, character for
 * character. Run: npx tsx scripts/build-amendments.ts
 *
 * The source is the GPO House Rules and Manual (117th Congress), public domain; SOURCES.md
 * describes the extraction. Output is deterministic and the script fails loudly instead of
 * writing a partial file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const dataDir = fileURLToPath(new URL('../../shared/data/', import.meta.url));
export const outFile = fileURLToPath(new URL('../core/data/generated/amendments/official.json', import.meta.url));

/** The 16 numbers the spec lists, and the 17th Amendment (the spec counts 17 entries). */
export const RIGHTS_AMENDMENTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 17, 19, 24, 26] as const;

interface SourceRow {
  number: number;
  roman: string;
  ratifiedYear: number;
  ratificationCompleted: string;
  proposedByCongress: string;
  dateNote?: string;
  text: string;
  source: { repo: string; path: string; commit: string; element: string };
}

/** One amendment as stored in core/data: the source record's fields, unchanged. */
export type OfficialAmendment = SourceRow;

/** Pure: the source file's text in, official.json's text out. */
export function buildOfficialAmendments(sourceJson: string): string {
  const rows = JSON.parse(sourceJson) as SourceRow[];
  if (!Array.isArray(rows) || rows.length !== 27) throw new Error('amendments-all.json: expected the 27 amendments');
  const picked = RIGHTS_AMENDMENTS.map((n) => {
    const row = rows.find((r) => r.number === n);
    if (!row) throw new Error(`amendments-all.json: amendment ${n} is missing`);
    for (const field of ['roman', 'ratificationCompleted', 'proposedByCongress', 'text'] as const) {
      if (typeof row[field] !== 'string' || row[field].trim() === '') throw new Error(`amendment ${n}: ${field} is missing`);
    }
    if (!Number.isInteger(row.ratifiedYear)) throw new Error(`amendment ${n}: ratifiedYear is missing`);
    const { number, roman, ratifiedYear, ratificationCompleted, proposedByCongress, dateNote, text, source } = row;
    return { number, roman, ratifiedYear, ratificationCompleted, proposedByCongress, ...(dateNote ? { dateNote } : {}), text, source };
  });
  return JSON.stringify(picked, null, 2) + '\n';
}

export function readOfficialSource(dir = dataDir): string {
  return readFileSync(dir + 'amendments-all.json', 'utf8');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const text = buildOfficialAmendments(readOfficialSource());
    writeFileSync(outFile, text);
    console.log(`build-amendments: ${RIGHTS_AMENDMENTS.length} amendments written to core/data/generated/amendments/official.json`);
  } catch (error) {
    console.error(`build-amendments: ${(error as Error).message}`);
    process.exit(1);
  }
}
