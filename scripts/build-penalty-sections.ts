/**
 * Builds core/data/generated/penaltySections.json from the official text (corpus/uscode-text): every
 * section of the U.S. Code whose text carries a criminal penalty ("shall be fined", "imprisoned",
 * "guilty of a misdemeanor", "commits a class A misdemeanor"), and every section a penalty
 * section of the same title names ("Whoever violates any of the provisions of sections 1172,
 * 1173 ... of this title shall be fined ..."), with its official heading and the opening of its
 * operative text (what the offence search in core/whatsIllegal/penaltySearch.ts reads). A
 * section whose own text states no penalty clause points to the section that does.
 * Run: npx tsx scripts/build-penalty-sections.ts (core/whatsIllegal/penaltySearch.test.ts checks
 * entries against the official text). Not part of build:data: the search is not in the product.
 */
import { fileURLToPath } from 'node:url';
import { readPenalties } from '../core/penalties/readPenalty';
import { PENALTY_TEXT_CHARS, type PenaltySectionRow } from '../core/whatsIllegal/penaltySections';
import { openLawText, type SectionText } from '../sync-server/lawText';
import { writeKeyedJson } from './keyedJson';

const out = fileURLToPath(new URL('../core/data/generated/penaltySections.json', import.meta.url));

/** Words that make a section's text a criminal prohibition. */
const CRIMINAL =
  /\b(shall be fined|be imprisoned|imprisoned not|imprisoned for|imprisonment for not|guilty of a (?:misdemeanor|felony|class)|commits a class [a-e] (?:misdemeanor|felony))\b/i;
/** Sections that are gone or only point elsewhere. */
const GONE = /^(repealed|omitted|transferred|renumbered|vacant|reserved)\b/i;
/** "section 1172 ..." or "sections 401, 403, and 404 of this title" inside a sentence that sets a penalty. */
const NAMED =
  /\bsections?\s+((?:\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?(?:\([a-z0-9]+\))*(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and|through)\s+)?)+)\s*of this (?:title|chapter)/g;

/** The operative words of a section: its text without the number, heading and designation lines. */
export function operativeText(section: SectionText): string {
  const lines = section.text
    .split('\n')
    .slice(2)
    .filter((line) => !/^\(\w{1,6}\)$/.test(line.trim()));
  return lines.join(' ').replace(/\s+/g, ' ').trim().slice(0, PENALTY_TEXT_CHARS);
}

export async function buildPenaltySections(): Promise<Record<string, PenaltySectionRow>> {
  const text = openLawText();
  const rows: Record<string, PenaltySectionRow> = {};
  const named = new Map<string, string>();
  const all = new Map<string, SectionText>();
  for (const title of text.titles()) {
    for await (const section of text.sectionsOfTitle(title)) {
      if (section.duplicateNumber || GONE.test(section.heading) || !CRIMINAL.test(section.text)) continue;
      const key = `${title}/${section.section}`;
      all.set(key, section);
      const clauses = readPenalties(section.text);
      rows[key] = [section.heading, operativeText(section), ...(clauses.length ? [] : [''])] as PenaltySectionRow;
      // Sections this penalty section names, in a sentence that sets a penalty.
      for (const sentence of section.text.split(/(?<=[.;])\s+/)) {
        if (!CRIMINAL.test(sentence)) continue;
        for (const m of sentence.matchAll(NAMED)) {
          for (const n of m[1]!.matchAll(/\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?/g)) {
            const other = `${title}/${n[0]}`;
            if (other !== key && !named.has(other)) named.set(other, key);
          }
        }
      }
    }
  }
  for (const [key, penaltyKey] of named) {
    const [title, section] = key.split('/') as [string, string];
    const row = rows[key];
    if (row) {
      // Criminal words but no clause the reader can read: its penalty is where another section says.
      if (row.length === 3) row[2] = penaltyKey;
      continue;
    }
    const found = await text.section(Number(title), section);
    if (!found || GONE.test(found.heading)) continue;
    rows[key] = [found.heading, operativeText(found), penaltyKey];
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const count = writeKeyedJson(out, await buildPenaltySections());
  console.log(`${count} sections written to ${out}`);
}
