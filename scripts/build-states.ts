/**
 * Builds core/data/generated/states.json (the 50 states of "101 What's Illegal", docs/features.md) from the official
 * data in ../shared/data: the name of each state's statutory code, where to read it
 * (state-codes.json, https) and its legislature's name (states.json). Run:
 * npx tsx scripts/build-states.ts
 *
 * state-codes.json's https URLs are preferred over states.json's older http ones (its README
 * says so). Arkansas, Mississippi and Tennessee publish their free code only through a vendor
 * portal linked from the legislature, so their statutesUrl stays null and the app links the
 * legislature. Deterministic; fails loudly instead of writing a partial file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const dataDir = fileURLToPath(new URL('../../shared/data/', import.meta.url));
export const outFile = fileURLToPath(new URL('../core/data/generated/states.json', import.meta.url));

interface StateRow {
  code: string;
  name: string;
  legislatureName: string;
}
interface StateCodeRow {
  code: string;
  name: string;
  statutoryCode: string;
  statutesUrl: string | null;
  legislatureUrl: string;
}

/** One state as stored in core/data/generated/states.json. */
export interface StateSourceRecord {
  code: string;
  name: string;
  statutoryCode: string;
  statutesUrl: string | null;
  legislatureName: string;
  legislatureUrl: string;
}

function httpsUrl(url: string | null, what: string): string | null {
  if (url === null) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`${what}: expected an https URL, got ${url}`);
  return url;
}

/** states.json spells one name in lower case ("New jersey Legislature"): keep the state's own spelling. */
function legislatureNameOf(row: StateRow): string {
  const name = row.legislatureName.trim();
  return name.toLowerCase().startsWith(row.name.toLowerCase()) ? row.name + name.slice(row.name.length) : name;
}

/** Pure: the two source files' text in, states.json's text out. */
export function buildStates(statesJson: string, stateCodesJson: string): string {
  const states = JSON.parse(statesJson) as StateRow[];
  const codes = JSON.parse(stateCodesJson) as StateCodeRow[];
  if (states.length !== 50 || codes.length !== 50) throw new Error('expected 50 states in each source');
  const records: StateSourceRecord[] = codes.map((row) => {
    const state = states.find((s) => s.code === row.code);
    if (!state || state.name !== row.name) throw new Error(`${row.code}: missing or different in states.json`);
    if (!row.statutoryCode?.trim()) throw new Error(`${row.code}: no statutory code name`);
    const legislatureUrl = httpsUrl(row.legislatureUrl, `${row.code} legislatureUrl`);
    if (!legislatureUrl) throw new Error(`${row.code}: no legislature URL`);
    return {
      code: row.code,
      name: row.name,
      statutoryCode: row.statutoryCode.trim(),
      statutesUrl: httpsUrl(row.statutesUrl, `${row.code} statutesUrl`),
      legislatureName: legislatureNameOf(state),
      legislatureUrl,
    };
  });
  records.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return `[\n${records.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = buildStates(readFileSync(`${dataDir}states.json`, 'utf8'), readFileSync(`${dataDir}state-codes.json`, 'utf8'));
  writeFileSync(outFile, text);
  console.log(`Wrote ${outFile}`);
}
