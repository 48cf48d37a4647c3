/**
 * Builds core/data/generated/offenceSections.json from the official text (corpus/uscode-text, built
 * from ../shared/data/uscode-text by scripts/build-text.ts): for every section the reviewed
 * offence list names (core/whatsIllegal/offences.ts), its official heading and the penalty
 * clauses its text states (core/penalties/readPenalty.ts). Small data the offline What's Illegal
 * uses without the corpus; the server uses the same. Run: npx tsx scripts/build-offence-sections.ts
 * (a test checks the file against the text, so an edit of the list without a rebuild fails).
 */
import { fileURLToPath } from 'node:url';
import { readPenalties } from '../core/penalties/readPenalty';
import { offenceSectionKeys, type OffenceSectionData } from '../core/whatsIllegal/offenceData';
import { openLawText } from '../sync-server/lawText';
import { writeKeyedJson } from './keyedJson';

const out = fileURLToPath(new URL('../core/data/generated/offenceSections.json', import.meta.url));

export async function buildOffenceSections(): Promise<Record<string, OffenceSectionData>> {
  const text = openLawText();
  const data: Record<string, OffenceSectionData> = {};
  for (const key of offenceSectionKeys()) {
    const [title, section] = key.split('/') as [string, string];
    const found = await text.section(Number(title), section);
    if (!found) throw new Error(`${key} is not in the official text`);
    data[key] = { heading: found.heading, penalties: readPenalties(found.text) };
  }
  return data;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const count = writeKeyedJson(out, await buildOffenceSections());
  console.log(`${count} sections written to ${out}`);
}
