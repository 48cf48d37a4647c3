/**
 * Prints one U.S. Code section's official text (release point, heading, each level with its
 * citation), for people writing or reviewing content against the law:
 *   npx tsx scripts/law-text.ts 15 1692c        whole section
 *   npx tsx scripts/law-text.ts 15 1692c --raw  the text exactly as published
 */
import { getLawText } from '../sync-server/lawText';

const [titleArg, section, flag] = process.argv.slice(2);
const title = Number(titleArg);
if (!Number.isInteger(title) || !section) {
  console.error('Usage: npx tsx scripts/law-text.ts <title> <section> [--raw]');
  process.exit(2);
}
const law = getLawText();
const found = await law.section(title, section);
if (!found) {
  console.error(`${title} U.S.C. § ${section} is not in the official text (release point ${law.releasePoint}).`);
  process.exit(1);
}
console.log(`${title} U.S.C. § ${found.section}. ${found.heading}  [release point ${law.releasePoint}]`);
if (flag === '--raw' || found.levels.length === 0) {
  console.log(found.text);
} else {
  if (found.intro) console.log(found.intro);
  for (const level of found.levels) {
    console.log(`${'  '.repeat(level.depth)}[${level.citation}] ${level.text}`);
  }
}
