/**
 * Quotations word for word, under designations that exist (docs/evidence.md): every guide's
 * quotation and every quotation in the answers to the project's question sets (federal, state
 * law, no match, ranking, typo and the three held-out ranking sets) is checked against the
 * official text of the full Code (corpus/uscode-text) at the designation it cites.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { composeAnswer } from '../../core/answer/compose';
import { parseAnswer, type LawBlock } from '../../core/answer/format';
import { quoteProblem } from '../../core/answer/quoteCheck';
import { federalQuestions } from '../../eval/answer/questions/federal.questions';
import { noMatchQuestions } from '../../eval/answer/questions/noMatch.questions';
import { stateLawQuestions } from '../../eval/answer/questions/stateLaw.questions';
import { findLaw, findLawsBySection } from '../../core/laws/corpus';
import { parseSectionText } from '../../core/laws/structure';
import { allGuides } from '../../core/data/guides';
import { getCorpusIndex, searchLibrary } from '../../core/search/corpusIndex';
import { rankingQuestions, typoQuestions } from '../../eval/ranking/ranking.questions';
import heldout1 from '../../eval/ranking/ranking.heldout.json' with { type: 'json' };
import heldout2 from '../../eval/ranking/ranking.heldout2.json' with { type: 'json' };
import heldout3 from '../../eval/ranking/ranking.heldout3.json' with { type: 'json' };
import { getLawText } from '.';
import { passageFinder } from '../legal/answerPassages';

const lawText = getLawText();

async function check(quote: { citation: string; text: string }): Promise<string | undefined> {
  const m = /^(\d+) U\.S\.C\. § ([^(]+)/.exec(quote.citation);
  if (!m) return `not a U.S. Code citation: ${quote.citation}`;
  const section = await lawText.section(Number(m[1]), m[2]!);
  if (!section) return `no official text for ${quote.citation}`;
  return quoteProblem(parseSectionText(section.title, section.section, section.text), quote);
}

const questions = [
  ...federalQuestions.map((c) => c.question),
  ...stateLawQuestions.map((c) => c.question),
  ...noMatchQuestions,
  ...rankingQuestions.map((c) => c.question),
  ...typoQuestions.map((c) => c.question),
  ...[heldout1, heldout2, heldout3].flatMap((set) => (set as { question: string }[]).map((c) => c.question)),
];

beforeAll(() => void getCorpusIndex(), 120_000);

describe('quotations are word for word under designations that exist', { timeout: 300_000 }, () => {
  it('every guide quotes its section word for word', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const guide of allGuides) {
      const law = findLaw(guide.id)!;
      const find = await passageFinder(guide.title, [{ record: law }], lawText);
      const passage = find(law, []);
      if (!passage) continue;
      checked += 1;
      const problem = await check(passage);
      if (problem) wrong.push(`${guide.id}: ${problem}`);
    }
    console.info(`guide quotations: ${checked} checked, ${wrong.length} wrong`);
    expect(checked).toBeGreaterThan(allGuides.length * 0.9);
    expect(wrong).toEqual([]);
  });

  it(`every quotation in the answers to the ${questions.length} questions of the project's sets`, async () => {
    const wrong: string[] = [];
    const disagree: string[] = [];
    let checked = 0;
    let federal = 0;
    for (const question of questions) {
      const hits = searchLibrary(question, { limit: 10 });
      const passageFor = await passageFinder(question, hits, lawText);
      const reply = composeAnswer(question, hits, { engine: 'built-in', passageFor, sectionLaws: findLawsBySection });
      const blocks = parseAnswer(reply.response);
      // The lead's citation and the first quotation agree (and the quotation is the lead law's
      // recorded subsection where its guide records one: guidePassages.test.ts checks those).
      if (reply.jurisdiction?.kind === 'federal') {
        federal += 1;
        const lead = blocks[0]?.kind === 'paragraph' ? blocks[0].text : '';
        const first = blocks.find((b): b is LawBlock => b.kind === 'law' && !!b.quote)?.quote;
        const guide = allGuides.find((g) => g.id === reply.sources[0]?.lawId);
        const recorded = guide?.passage
          ? [guide.passage.at, ...(guide.passage.also ?? [])].map((at) => `${guide.usc.title} U.S.C. § ${guide.usc.section}${at}`)
          : undefined;
        if (!first || !lead.includes(`(${first.citation})`)) disagree.push(`${question.slice(0, 50)}: lead vs ${first?.citation}`);
        else if (recorded && !recorded.includes(first.citation))
          disagree.push(`${question.slice(0, 50)}: ${first.citation} not recorded for ${guide!.id}`);
      }
      for (const block of blocks) {
        if (block.kind !== 'law' || !(block as LawBlock).quote) continue;
        checked += 1;
        const problem = await check((block as LawBlock).quote!);
        if (problem) wrong.push(`${question.slice(0, 50)}: ${problem}`);
      }
    }
    console.info(
      `answer quotations: ${checked} checked, ${wrong.length} wrong; first quotation from the subsection the lead cites: ${federal - disagree.length}/${federal}`,
    );
    expect(checked).toBeGreaterThan(questions.length);
    expect(wrong).toEqual([]);
    expect(federal).toBeGreaterThan(120);
    expect(disagree).toEqual([]);
  });
});
