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
import { federalQuestions } from '../../core/answer/questions/federal.questions';
import { noMatchQuestions } from '../../core/answer/questions/noMatch.questions';
import { stateLawQuestions } from '../../core/answer/questions/stateLaw.questions';
import { findLaw, findLawsBySection } from '../../core/laws/corpus';
import { parseSectionText } from '../../core/laws/structure';
import { allGuides } from '../../core/data/guides';
import { getCorpusIndex, searchLibrary } from '../../core/search/corpusIndex';
import { rankingQuestions, typoQuestions } from '../../core/search/ranking.questions';
import heldout1 from '../../core/search/ranking.heldout.json' with { type: 'json' };
import heldout2 from '../../core/search/ranking.heldout2.json' with { type: 'json' };
import heldout3 from '../../core/search/ranking.heldout3.json' with { type: 'json' };
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
    let checked = 0;
    for (const question of questions) {
      const hits = searchLibrary(question, { limit: 10 });
      const passageFor = await passageFinder(question, hits, lawText);
      const reply = composeAnswer(question, hits, { engine: 'built-in', passageFor, sectionLaws: findLawsBySection });
      for (const block of parseAnswer(reply.response)) {
        if (block.kind !== 'law' || !(block as LawBlock).quote) continue;
        checked += 1;
        const problem = await check((block as LawBlock).quote!);
        if (problem) wrong.push(`${question.slice(0, 50)}: ${problem}`);
      }
    }
    console.info(`answer quotations: ${checked} checked, ${wrong.length} wrong`);
    expect(checked).toBeGreaterThan(questions.length);
    expect(wrong).toEqual([]);
  });
});
