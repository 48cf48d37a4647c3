/**
 * Lists the sections of a title that a section card could be written for (no guide, no card yet),
 * each with its heading and the start of its official text, for people writing cards
 * (core/data/sectionCards/types.ts):
 *   npx tsx scripts/card-candidates.ts 15 1666 1666j          sections 1666 to 1666j, 600 characters each
 *   npx tsx scripts/card-candidates.ts 38 5301 5313 --chars 2000
 * Repealed, omitted and transferred sections are left out.
 */
import { allGuides } from '../core/data/guides';
import { allSectionCards } from '../core/data/sectionCards';
import { getLawText } from '../sync-server/lawText';

const args = process.argv.slice(2);
const charsAt = args.indexOf('--chars');
const chars = charsAt >= 0 ? Number(args.splice(charsAt, 2)[1]) : 600;
const [titleArg, from, to] = args;
const title = Number(titleArg);
if (!Number.isInteger(title)) {
  console.error('Usage: npx tsx scripts/card-candidates.ts <title> [from section] [to section] [--chars N]');
  process.exit(2);
}
const taken = new Set([
  ...allGuides.map((g) => `${g.usc.title}/${g.usc.section}`),
  ...allSectionCards.map((c) => `${c.usc.title}/${c.usc.section}`),
]);
const law = getLawText();
let inRange = from === undefined;
for await (const found of law.sectionsOfTitle(title)) {
  if (!inRange && found.section === from) inRange = true;
  if (!inRange) continue;
  const gone = /^(Repealed|Omitted|Transferred|Renumbered|Reserved)\b/i.test(found.heading) || found.duplicateNumber;
  if (!gone && !taken.has(`${title}/${found.section}`)) {
    const text = found.text.replace(/\s+/g, ' ').trim();
    console.log(`\n=== ${title} U.S.C. § ${found.section}. ${found.heading}`);
    console.log(text.length > chars ? `${text.slice(0, chars)} …[${text.length} characters]` : text);
  }
  if (found.section === to) break;
}
console.log(`\n(release point ${law.releasePoint})`);
