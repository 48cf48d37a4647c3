/**
 * Measures the offence search (core/whatsIllegal/penaltySearch.ts) on its own, outside the
 * product's answer path, on the What's Illegal sets (eval/understanding) and the state-law cases
 * of the typed accuracy set: for each set, activities it names a right section for, a wrong
 * section for, and none. Run: npx tsx scripts/offence-search-eval.ts [--verbose]
 * (docs/understanding.md "What's Illegal": why it is not in the answer path).
 */
import rows from '../core/data/generated/penaltySections.json';
import { penaltySectionsOf, type PenaltySectionRow } from '../core/whatsIllegal/penaltySections';
import { OffenceSearch } from '../core/whatsIllegal/penaltySearch';
import { WHATS_ILLEGAL_SETS, readWhatsIllegalSet } from '../eval/whatsIllegal/sets';
import { typedCases } from '../eval/whatsIllegal/typedSet';

const search = new OffenceSearch(penaltySectionsOf(rows as unknown as Record<string, PenaltySectionRow>));
const verbose = process.argv.includes('--verbose');
type Case = { q: string; federal?: readonly string[] };
// The sets up to fresh-7: those this search was measured on (docs/understanding.md "What's Illegal").
const sets: [string, Case[]][] = WHATS_ILLEGAL_SETS.slice(0, WHATS_ILLEGAL_SETS.indexOf('fresh-7') + 1).map((f) => [
  f,
  readWhatsIllegalSet<Case>(f),
]);
sets.push(['typed state-law cases', typedCases.filter((c) => 'stateLaw' in c)]);
for (const [name, set] of sets) {
  let right = 0,
    wrong = 0;
  for (const c of set) {
    const found = search.find(c.q);
    if (!found.length) continue;
    const ok = found.some((h) => c.federal?.includes(h.entry.key));
    if (ok) right += 1;
    else wrong += 1;
    if (verbose || !ok)
      console.log(
        `${ok ? 'ok   ' : 'WRONG'} ${c.q.slice(0, 80)} -> ${found.map((h) => `${h.entry.key} (${h.entry.heading.slice(0, 50)})`).join('; ')}`,
      );
  }
  console.log(`${name} (${set.length}): right ${right}, wrong ${wrong}, none ${set.length - right - wrong}`);
}
