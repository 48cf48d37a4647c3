import { describe, expect, it } from 'vitest';
import { findState } from '../data/states';
import { getCorpusIndex } from '../search/corpusIndex';
import { resolveCorpusSection, searchCorpusFederal } from './corpus';
import { answerWhatsIllegal } from './answerRequest';
import { catalogueOffences } from './foundOffences';
import { buildQuestion } from './question';
import { typedCases } from '../../eval/whatsIllegal/typedSet';
import { scoreCase } from '../../eval/whatsIllegal/typedSet/score';

// The accuracy set: every case is asked as the server asks it (curated knowledge, the offence
// catalogue, then the law search over the corpus; penalties are not scored, so none is read); ≥ 90 % must be right, and no federal case may be told that
// no federal law was found.
describe('the typed-activity accuracy set', () => {
  it('has at least 150 cases, state-law ones and long posts included', () => {
    expect(typedCases.length).toBeGreaterThanOrEqual(150);
    expect(typedCases.filter((c) => 'stateLaw' in c).length).toBeGreaterThanOrEqual(40);
    expect(typedCases.filter((c) => c.q.length > 100).length).toBeGreaterThanOrEqual(10);
    for (const c of typedCases) expect(findState(c.state), c.q).toBeDefined();
  });

  it('answers at least 90 % right, and never tells a federal case that no federal law was found', { timeout: 180_000 }, async () => {
    const index = getCorpusIndex();
    const wrong: string[] = [];
    let right = 0;
    let federalToldNone = 0;
    for (const c of typedCases) {
      const state = findState(c.state)!;
      const reply = await answerWhatsIllegal(
        { question: buildQuestion(c.q, state.name), state: state.code, stateName: state.name },
        {
          engine: 'built-in',
          resolveSection: resolveCorpusSection,
          searchFederal: (activity) => searchCorpusFederal(index, activity),
          findOffence: (activity, ask) =>
            catalogueOffences(activity, { resolveSection: resolveCorpusSection, penaltyOf: async () => undefined }, ask),
        },
      );
      const result = scoreCase(c, reply);
      if (result.right) right += 1;
      else wrong.push(`${'federal' in c ? 'federal' : 'state law'} | ${c.q} -> ${result.why}`);
      if ('federal' in c && result.why === 'says no federal law was found') federalToldNone += 1;
    }
    const score = right / typedCases.length;
    console.log(
      `Typed-activity accuracy: ${right}/${typedCases.length} = ${(score * 100).toFixed(1)} %${wrong.length ? `\nWrong:\n  ${wrong.join('\n  ')}` : ''}`,
    );
    expect(federalToldNone).toBe(0);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });
});
