/**
 * The Legal Assistant's ranking with the full text: the headings engine blended with
 * the official text of every section (core/search/blend.ts, the SQLite FTS5 index in its worker).
 * Everyday questions in areas the guides cover thinly find their section in the top 3, each
 * expectation backed by words of the official text; no earlier ranking question is lost; the
 * question sets of the answer keep their rates. Rates are printed for the README.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeAnswer } from '../../core/answer/compose';
import { federalQuestions } from '../../eval/answer/questions/federal.questions';
import { noMatchQuestions } from '../../eval/answer/questions/noMatch.questions';
import { findLawsBySection } from '../../core/laws/corpus';
import { getCorpusIndex, type LawIndex } from '../../core/search';
import { everydayQuestions } from '../../eval/ranking/ranking.everyday';
import heldOutQuestions from '../../eval/ranking/ranking.heldout.json';
import heldOutQuestions2 from '../../eval/ranking/ranking.heldout2.json';
import heldOutQuestions3 from '../../eval/ranking/ranking.heldout3.json';
import { rankingQuestions, typoQuestions, type RankingCase } from '../../eval/ranking/ranking.questions';
import { getLawText } from '../lawText';
import { TEST_LAW_INDEX_DIR } from '../../test-support/server/harness';
import { TextSearch } from '../textSearch';
import { rankLaws } from './lawRanking';

let text: TextSearch;
let index: LawIndex;

beforeAll(async () => {
  text = new TextSearch(TEST_LAW_INDEX_DIR, () => {}).start();
  index = getCorpusIndex();
  // Built once into .tmp/law-index (about half a minute), then only opened.
  expect(await text.ready(240_000), text.error).toBe(true);
}, 300_000);
afterAll(() => text?.stop());

const keyOf = (usc: { title: number; section: string }) => `${usc.title}/${usc.section}`;

async function top3(c: RankingCase) {
  const { hits, fullText } = await rankLaws(index, c.question, { limit: 10 }, text);
  expect(fullText).toBe(true);
  return { hits, found: hits.slice(0, 3).find((h) => c.expect.includes(keyOf(h.record.usc))) };
}

const normalize = (s: string) => s.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');

interface BackedCase extends RankingCase {
  /** Words of the official text of an expected section. */
  because: string;
}

/** The cases whose expected sections are missing, or none of whose texts holds `because`. */
async function unbackedCases(cases: BackedCase[]): Promise<string[]> {
  const lawText = getLawText();
  const unbacked: string[] = [];
  for (const c of cases) {
    const texts = await Promise.all(c.expect.map((k) => lawText.section(Number(k.split('/')[0]), k.split('/')[1]!)));
    if (!texts.every(Boolean)) unbacked.push(`${c.expect.join(' ')}: a section is missing`);
    else if (!texts.some((t) => normalize(t!.text).includes(normalize(c.because)))) unbacked.push(`${c.expect.join(' ')}: ${c.because}`);
  }
  return unbacked;
}

/** The cases whose expected section is not in the top 3, each with what came instead. */
async function top3Misses(cases: RankingCase[]): Promise<string[]> {
  const misses: string[] = [];
  for (const c of cases) {
    const { hits, found } = await top3(c);
    if (!found)
      misses.push(
        `${c.question}\n   want ${c.expect.join(' or ')}, got ${hits
          .slice(0, 3)
          .map((h) => h.record.citation)
          .join(', ')}`,
      );
  }
  return misses;
}

describe('everyday questions (≥ 60, in areas the guides cover thinly)', { timeout: 300_000 }, () => {
  it('each expectation is backed by words of the official text of an expected section', async () => {
    expect(everydayQuestions.length).toBeGreaterThanOrEqual(60);
    expect(await unbackedCases(everydayQuestions)).toEqual([]);
  });

  // The target: 90 % (docs/ranking.md). Reached with guides for the areas the library covered thinly
  // (veterans' benefits, child labor exemptions and penalties, taxes, hiring verification,
  // small business, unemployment hearings); README "Ranking with the full text" has the figures.
  it('find the right section in the top 3 (≥ 90 %)', async () => {
    const misses = await top3Misses(everydayQuestions);
    const rate = 1 - misses.length / everydayQuestions.length;
    console.info(
      `everyday questions with the full text: right section in the top 3: ${(rate * 100).toFixed(1)} % (${everydayQuestions.length - misses.length}/${everydayQuestions.length})`,
    );
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

// Written after the tuning above was done (the project's held-back sets are kept by others): 20 long
// everyday posts, expectations checked by hand against the official text, never tuned on. First
// and only run before this test: 17/20 (85 %). The bar leaves one question of margin for changes
// elsewhere in the library; docs/ranking.md "Ranking with the full text" reports the rate.
describe('held-out everyday questions (not tuned on)', { timeout: 300_000 }, () => {
  it('each expectation is backed by words of the official text of an expected section', async () => {
    expect(heldOutQuestions.length).toBe(20);
    expect(await unbackedCases(heldOutQuestions)).toEqual([]);
  });

  it('find the right section in the top 3 (85 % when written; bar 80 %)', async () => {
    const misses = await top3Misses(heldOutQuestions);
    const rate = 1 - misses.length / heldOutQuestions.length;
    console.info(
      `held-out everyday questions: right section in the top 3: ${(rate * 100).toFixed(1)} % (${heldOutQuestions.length - misses.length}/${heldOutQuestions.length})`,
    );
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  });
});

// A second held-out set (2026-11-25, third session), written before any change to the blend was
// tried, in areas where several guides could crowd out a guide-less section (credit, debt
// collection, housing, veterans, work, taxes, health). Baseline: 9/15; no blend variant tried
// raised it without losing a question elsewhere (README "Ranking with the full text"). 2026-11-27:
// 10/15 with the synonyms read from its misses and the third set's (no longer held out).
describe('second held-out set (its misses read on 2026-11-27)', { timeout: 300_000 }, () => {
  it('each expectation is backed by words of the official text of an expected section', async () => {
    expect(heldOutQuestions2.length).toBe(15);
    expect(await unbackedCases(heldOutQuestions2)).toEqual([]);
  });

  it('find the right section in the top 3 (9/15 when written; bar 8/15)', async () => {
    const misses = await top3Misses(heldOutQuestions2);
    console.info(
      `second held-out set: right section in the top 3: ${heldOutQuestions2.length - misses.length}/${heldOutQuestions2.length}`,
    );
    expect(heldOutQuestions2.length - misses.length, misses.join('\n')).toBeGreaterThanOrEqual(8);
  });
});

// A third held-out set (2026-11-27), written from the official text before the ranker was run on
// it: 20 long posts spread over work, housing, debt, credit, banking, student loans, benefits,
// health coverage, school records, servicemembers, calls, mail-order, warranties, bankruptcy and
// passports. First run, before any change: 12/20 (load average 0.6); the bar is that count minus
// one. Then, read from the misses of this set and the second, plain-English synonyms for what the
// Code names otherwise (core/search/synonyms.everyday.ts): 17/20, no longer a held-out figure.
describe('third held-out set (its misses read after the first run)', { timeout: 300_000 }, () => {
  it('each expectation is backed by words of the official text of an expected section', async () => {
    expect(heldOutQuestions3.length).toBe(20);
    expect(await unbackedCases(heldOutQuestions3)).toEqual([]);
  });

  it('find the right section in the top 3 (12/20 when written; bar 11/20)', async () => {
    const misses = await top3Misses(heldOutQuestions3);
    console.info(`third held-out set: right section in the top 3: ${heldOutQuestions3.length - misses.length}/${heldOutQuestions3.length}`);
    expect(heldOutQuestions3.length - misses.length, misses.join('\n')).toBeGreaterThanOrEqual(11);
  });
});

describe('no earlier ranking question is lost', { timeout: 300_000 }, () => {
  for (const c of [...rankingQuestions, ...typoQuestions]) {
    it(`"${c.question}" -> ${c.expect.join(' or ')}, as a guide`, async () => {
      const { hits, found } = await top3(c);
      expect(
        found,
        hits
          .slice(0, 3)
          .map((h) => h.record.citation)
          .join(', '),
      ).toBeDefined();
      expect(found!.record.kind).toBe('guide');
    });
  }

  it("the answer's federal questions keep the right section in the top 3 (≥ 95 %) and questions no law answers still say so (≥ 90 %)", async () => {
    let federal = 0;
    for (const c of federalQuestions) if ((await top3(c)).found) federal += 1;
    let none = 0;
    for (const question of noMatchQuestions) {
      const { hits } = await rankLaws(index, question, { limit: 10 }, text);
      if (composeAnswer(question, hits, { engine: 'built-in', sectionLaws: findLawsBySection }).jurisdiction?.kind === 'none') none += 1;
    }
    console.info(
      `with the full text: federal questions ${federal}/${federalQuestions.length} in the top 3; no-law questions said so ${none}/${noMatchQuestions.length}`,
    );
    expect(federal / federalQuestions.length).toBeGreaterThanOrEqual(0.95);
    expect(none / noMatchQuestions.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe("the issue's examples", { timeout: 120_000 }, () => {
  it('a hospital sharing medical records ranks a health-privacy section first, not the school-records law', async () => {
    const { hits } = await rankLaws(
      index,
      'the hospital shared my medical records with my employer without asking me, is that allowed?',
      { limit: 10 },
      text,
    );
    expect(['42/1320d-6', '42/1320d-5', '42/17935', '42/290dd-2']).toContain(keyOf(hits[0]!.record.usc));
    expect(hits.slice(0, 3).map((h) => keyOf(h.record.usc))).toContain('42/1320d-6');
  });

  it('the age a teenager may start working finds child labor, not family leave', async () => {
    const { hits } = await rankLaws(index, 'at what age can a teenager start working a job', { limit: 10 }, text);
    expect(['29/212', '29/213', '29/203']).toContain(keyOf(hits[0]!.record.usc));
  });

  it('while the full-text index is not ready, the headings engine answers alone', async () => {
    const idle = new TextSearch('/nonexistent', () => {});
    const { hits, fullText } = await rankLaws(index, 'my boss does not pay overtime', { limit: 5 }, idle);
    expect(fullText).toBe(false);
    expect(hits.map((h) => keyOf(h.record.usc))).toContain('29/207');
  });
});
