/**
 * Quality bar: questions as people ask them find the right federal section in the
 * top 3, as a curated guide (searches prefer the guide over the bare heading).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getCorpusIndex, searchLibrary } from './corpusIndex';
import { rankingQuestions, typoQuestions, type RankingCase } from '../../eval/ranking/ranking.questions';
import { findLawsBySection } from '../laws/corpus';

// Building the full index takes a second or two, much longer on a loaded machine.
beforeAll(() => void getCorpusIndex(), 120_000);

const keyOf = (title: number, section: string) => `${title}/${section}`;

function expectTop3({ question, expect: wanted }: RankingCase) {
  const top = searchLibrary(question, { limit: 3 });
  const found = top.find((hit) => wanted.includes(keyOf(hit.record.usc.title, hit.record.usc.section)));
  expect(found, `${question}\n  got: ${top.map((h) => `${h.record.citation} ${h.record.title}`).join('\n       ')}`).toBeDefined();
  expect(found!.record.kind).toBe('guide');
}

describe('ranking: ordinary questions', () => {
  it('has at least 24 questions, each answered by a section a guide covers', () => {
    expect(rankingQuestions.length).toBeGreaterThanOrEqual(24);
    for (const c of [...rankingQuestions, ...typoQuestions]) {
      for (const k of c.expect) {
        const [title, section] = k.split('/');
        expect(
          findLawsBySection(Number(title), section).some((r) => r.kind === 'guide'),
          k,
        ).toBe(true);
      }
    }
  });

  for (const c of rankingQuestions) it(`"${c.question}" -> ${c.expect.join(' or ')}`, () => expectTop3(c));
});

describe('ranking: typos', () => {
  for (const c of typoQuestions) it(`"${c.question}" -> ${c.expect.join(' or ')}`, () => expectTop3(c));

  it('"evicton" finds eviction protections', () => {
    const [first] = searchLibrary('evicton', { limit: 3 });
    expect(`${first.record.title} ${first.record.heading}`.toLowerCase()).toContain('evict');
  });
});
