/**
 * A reviewer's aid for guide passages (docs/evidence.md, "Passages that serve the lead"): lists the
 * guides that lead the answers to the project's question sets, most-used first, and for each guide
 * without a recorded passage proposes the levels of its official text that share most words with
 * its summary. A proposal is only a starting point: the reviewer reads the summary and the text
 * and records the subsection whose words carry the claim (core/data/guides, `passage`).
 *
 * With --unrecorded it skips the question sets and lists, data file by data file, every guide that
 * records no passage and whose section is divided (an undivided section is quoted whole), with the
 * proposals and the section's outline (each level's designation, heading and opening words).
 *
 *   npx tsx scripts/passage-proposals.ts [--all] > .tmp/proposals.txt
 *   npx tsx scripts/passage-proposals.ts --unrecorded [--depth 1] > .tmp/unrecorded.txt
 */
import { composeAnswer } from '../core/answer/compose';
import { parseAnswer, type LawBlock } from '../core/answer/format';
import { pickPassage } from '../core/answer/passage';
import { federalQuestions } from '../eval/answer/questions/federal.questions';
import { noMatchQuestions } from '../eval/answer/questions/noMatch.questions';
import { stateLawQuestions } from '../eval/answer/questions/stateLaw.questions';
import { allGuides, type LawGuide } from '../core/data/guides';
import { housingConsumerGuides } from '../core/data/guides/housing-consumer';
import { rightsHealthBenefitsGuides } from '../core/data/guides/rights-health-benefits';
import { workSchoolGuides } from '../core/data/guides/work-school';
import { flat } from '../core/answer/levelWords';
import { findLawsBySection } from '../core/laws/corpus';
import { getCorpusIndex, searchLibrary } from '../core/search/corpusIndex';
import { everydayQuestions } from '../eval/ranking/ranking.everyday';
import { rankingQuestions, typoQuestions } from '../eval/ranking/ranking.questions';
import heldout1 from '../eval/ranking/ranking.heldout.json' with { type: 'json' };
import heldout2 from '../eval/ranking/ranking.heldout2.json' with { type: 'json' };
import heldout3 from '../eval/ranking/ranking.heldout3.json' with { type: 'json' };
import longPosts from '../eval/understanding/federal-long-posts.json' with { type: 'json' };
import type { LawLevel } from '../core/laws/structure';
import { getLawText } from '../sync-server/lawText';
import { passageFinder } from '../sync-server/legal/answerPassages';

const lawText = getLawText();

/** The first levels of the summary's best-matching words (a proposal, not a choice). */
function proposals(guide: LawGuide, levels: readonly LawLevel[]): string[] {
  const shown = new Set<string>();
  const lines: string[] = [];
  for (let k = 0; k < 4; k++) {
    const p = pickPassage(guide.summary, { citation: '', keywords: guide.keywords }, levels, [...shown]);
    if (!p) break;
    shown.add(p.citation);
    const level = levels.find((l) => l.path === p.designation)!;
    lines.push(`  ${p.designation} ${level.heading ?? ''}: ${flat(level.text).slice(0, 260)}`);
  }
  return lines;
}

if (process.argv.includes('--unrecorded')) {
  const depthArg = process.argv.indexOf('--depth');
  const maxDepth = depthArg > 0 ? Number(process.argv[depthArg + 1]) : 2;
  const files: [string, LawGuide[]][] = [
    ['housing-consumer.ts', housingConsumerGuides],
    ['work-school.ts', workSchoolGuides],
    ['rights-health-benefits.ts', rightsHealthBenefitsGuides],
  ];
  let count = 0;
  let undivided = 0;
  for (const [file, guides] of files) {
    for (const guide of guides) {
      if (guide.passage) continue;
      const section = await lawText.section(guide.usc.title, guide.usc.section);
      const levels = section?.levels ?? [];
      if (!levels.length) {
        undivided += 1;
        continue;
      }
      count += 1;
      console.log(
        `\n## ${file} ${guide.id} [${guide.usc.title} U.S.C. § ${guide.usc.section}] ${section!.heading}\nTITLE: ${guide.title}\nSUMMARY: ${guide.summary}\nPROPOSALS:`,
      );
      console.log(proposals(guide, levels).join('\n'));
      console.log('OUTLINE:');
      for (const l of levels)
        if (l.depth <= maxDepth)
          console.log(`${'  '.repeat(l.depth)}${l.path} ${l.heading ? `[${l.heading}] ` : ''}${flat(l.text).slice(0, 140)}`);
    }
  }
  console.log(
    `\nguides without a recorded passage whose section is divided: ${count}; on an undivided section (quoted whole, nothing to record): ${undivided}`,
  );
  process.exit(0);
}

getCorpusIndex();
const questions = [
  ...federalQuestions.map((c) => c.question),
  ...stateLawQuestions.map((c) => c.question),
  ...noMatchQuestions,
  ...rankingQuestions.map((c) => c.question),
  ...typoQuestions.map((c) => c.question),
  ...everydayQuestions.map((c) => c.question),
  ...[heldout1, heldout2, heldout3, longPosts].flatMap((set) => (set as { question: string }[]).map((c) => c.question)),
];
const leads = new Map<string, number>();
const answers = { total: 0, agree: 0, recorded: 0 };
for (const question of questions) {
  const hits = searchLibrary(question, { limit: 10 });
  const passageFor = await passageFinder(question, hits, lawText);
  const reply = composeAnswer(question, hits, { engine: 'built-in', passageFor, sectionLaws: findLawsBySection });
  const top = reply.jurisdiction?.kind === 'federal' ? reply.sources?.[0]?.lawId : undefined;
  if (!top) continue;
  leads.set(top, (leads.get(top) ?? 0) + 1);
  const blocks = parseAnswer(reply.response);
  const lead = blocks[0]?.kind === 'paragraph' ? blocks[0].text : '';
  const first = blocks.find((b): b is LawBlock => b.kind === 'law' && !!b.quote)?.quote;
  const recorded = allGuides.find((g) => g.id === top)?.passage;
  answers.total += 1;
  if (first && lead.includes(`(${first.citation})`)) answers.agree += 1;
  else if (process.argv.includes('--misses'))
    console.error(`MISS ${top}: ${question.slice(0, 60)} | first ${first?.citation} | lead ${lead.slice(0, 160)}`);
  if (
    recorded &&
    first &&
    [recorded.at, ...(recorded.also ?? [])].some((at) =>
      first.citation.endsWith(`§ ${allGuides.find((g) => g.id === top)!.usc.section}${at}`),
    )
  )
    answers.recorded += 1;
}
console.log(
  `federal answers ${answers.total}; first quotation from the subsection the lead cites ${answers.agree}; lead guide's recorded subsection quoted first ${answers.recorded}`,
);
const all = process.argv.includes('--all');
const guides = [...allGuides].sort((a, b) => (leads.get(b.id) ?? 0) - (leads.get(a.id) ?? 0));
console.log(`questions ${questions.length}; guides leading ${[...leads.keys()].filter((id) => allGuides.some((g) => g.id === id)).length}`);
for (const guide of guides) {
  const uses = leads.get(guide.id) ?? 0;
  if (!all && uses === 0) continue;
  const section = await lawText.section(guide.usc.title, guide.usc.section);
  const levels = section?.levels ?? [];
  const mark = guide.passage ? `RECORDED ${guide.passage.at}` : levels.length ? '' : 'NO LEVELS';
  console.log(`\n## ${guide.id} [${guide.usc.title} U.S.C. § ${guide.usc.section}] leads ${uses} ${mark}\nSUMMARY: ${guide.summary}`);
  if (guide.passage || !levels.length) continue;
  console.log(proposals(guide, levels).join('\n'));
  console.log(
    `  TOP: ${levels
      .filter((l) => l.depth === 0)
      .map((l) => `${l.path} ${l.heading ?? flat(l.text).slice(0, 40)}`)
      .join(' | ')
      .slice(0, 700)}`,
  );
}
process.exit(0);
