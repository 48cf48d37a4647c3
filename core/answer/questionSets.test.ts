/**
 * The answers measured on our own question sets (eval/answer/questions): state-law questions are
 * answered as state-law questions, federal questions keep the right section in the first three
 * laws, and questions no law answers say so. Rates are printed for docs/ranking.md, "Answers that answer".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findLawsBySection } from '../laws/corpus';
import { getFullText } from '../laws/fullText';
import { getCorpusIndex, searchLibrary } from '../search/corpusIndex';
import { composeAnswer, type ComposableLaw } from './compose';
import { parseAnswer, type LawBlock } from './format';
import { NO_MATCH_LEAD, SAYS_STATE_LAW } from './lead';
import { pickPassage } from './passage';
import { parseSectionText } from '../laws/structure';
import { rankingQuestions, typoQuestions } from '../../eval/ranking/ranking.questions';
import { federalQuestions } from '../../eval/answer/questions/federal.questions';
import { noMatchQuestions } from '../../eval/answer/questions/noMatch.questions';
import { stateLawQuestions } from '../../eval/answer/questions/stateLaw.questions';
import { sentences } from './text';

/** The designated levels of a key law's official text (the full Code's text is server-side). */
const keyLawLevels = (title: number, section: string) => {
  const text = getFullText(title, section)?.text;
  return text ? parseSectionText(title, section, text).levels : undefined;
};

beforeAll(() => void getCorpusIndex(), 120_000);

function answer(question: string, state?: string) {
  const hits = searchLibrary(question, { limit: 10 });
  const passageFor = (law: ComposableLaw, exclude: readonly string[]) =>
    law.usc ? pickPassage(question, law, keyLawLevels(law.usc.title, law.usc.section), exclude) : undefined;
  const reply = composeAnswer(question, hits, { engine: 'built-in', state, sectionLaws: findLawsBySection, passageFor });
  const blocks = parseAnswer(reply.response);
  const first = blocks[0]?.kind === 'paragraph' ? blocks[0].text : '';
  const laws = blocks.filter((b): b is LawBlock => b.kind === 'law');
  return { reply, first, laws };
}

const sectionOf = (citation: string) => {
  const m = /^(\d+) U\.S\.C\. § (\S+)$/.exec(citation);
  return m ? `${m[1]}/${m[2]}` : citation;
};

describe('state-law questions (≥ 60, written as people write)', { timeout: 120_000 }, () => {
  it('has at least 60 questions', () => expect(stateLawQuestions.length).toBeGreaterThanOrEqual(60));

  it('the first paragraph says state law decides it for ≥ 95 %, in at most three sentences, never echoing the question', () => {
    const misses: string[] = [];
    for (const { question } of stateLawQuestions) {
      const { first, reply } = answer(question, 'TX');
      if (!SAYS_STATE_LAW.test(first) || reply.jurisdiction?.kind !== 'state') misses.push(question);
      expect(sentences(first).length, first).toBeLessThanOrEqual(3);
      expect(first).not.toContain(question.slice(0, 40));
      expect(first).toContain('Texas law');
    }
    const rate = 1 - misses.length / stateLawQuestions.length;
    console.info(
      `state-law questions: first paragraph says state law decides: ${(rate * 100).toFixed(1)} % (${stateLawQuestions.length - misses.length}/${stateLawQuestions.length})`,
    );
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises the topic a person wrote about', () => {
    const wrong = stateLawQuestions
      .map((c) => ({ c, got: answer(c.question).reply.jurisdiction }))
      .filter(({ c, got }) => got?.kind !== 'state' || got.topicId !== c.topic)
      .map(({ c, got }) => `${c.topic} <- ${got?.kind === 'state' ? got.topicId : got?.kind}: ${c.question}`);
    expect(wrong).toEqual([]);
  });

  it('presents no federal section unless it truly applies (the hand-checked list), and only under "Federal law that may also apply"', () => {
    let withFederal = 0;
    for (const c of stateLawQuestions) {
      const { laws, reply } = answer(c.question);
      const presented = laws.map((l) => sectionOf(l.badge));
      expect(
        presented.filter((s) => !(c.federal ?? []).includes(s)),
        c.question,
      ).toEqual([]);
      expect(
        reply.sources.map((s) => sectionOf(s.citation)).filter((s) => !(c.federal ?? []).includes(s)),
        c.question,
      ).toEqual([]);
      if (presented.length > 0) {
        withFederal += 1;
        expect(reply.response).toContain('Federal law that may also apply:');
      }
    }
    // The servicemember, lead-paint, domestic-violence and military-divorce questions do bring federal law in.
    expect(withFederal).toBeGreaterThanOrEqual(4);
  });
});

describe('federal questions (≥ 60, written as people write)', { timeout: 120_000 }, () => {
  it('has at least 60 questions', () => expect(federalQuestions.length).toBeGreaterThanOrEqual(60));

  it('keeps the right section among the first three laws for ≥ 95 % and never says state law decides it', () => {
    const misses: string[] = [];
    for (const c of federalQuestions) {
      const { first, laws, reply } = answer(c.question);
      expect(reply.jurisdiction?.kind, c.question).toBe('federal');
      // A federal lead may mention state law beside it ("some state laws require every party's
      // consent"), but never hands the question to it.
      expect(first, first).not.toMatch(/^It depends on|decided (?:mainly )?by state law/);
      expect(sentences(first).length, first).toBeLessThanOrEqual(3);
      // The lead names the law it rests on.
      expect(first, c.question).toContain(laws[0]!.quote?.citation ?? laws[0]!.badge);
      if (!laws.slice(0, 3).some((l) => c.expect.includes(sectionOf(l.badge))))
        misses.push(`${c.question}\n   got ${laws.map((l) => l.badge).join(', ')}`);
    }
    const rate = 1 - misses.length / federalQuestions.length;
    console.info(
      `federal questions: right section in the first three laws: ${(rate * 100).toFixed(1)} % (${federalQuestions.length - misses.length}/${federalQuestions.length})`,
    );
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe("short and misspelled questions (the ranking test's)", { timeout: 120_000 }, () => {
  it('are answered with the right section, not with "nothing fits"', () => {
    for (const c of [...rankingQuestions, ...typoQuestions]) {
      const { first, laws, reply } = answer(c.question);
      if (reply.jurisdiction?.kind === 'state') continue; // "evict me while I am deployed": state law, with the SCRA below
      expect(first, c.question).not.toBe(NO_MATCH_LEAD);
      expect(
        laws.slice(0, 3).some((l) => c.expect.includes(sectionOf(l.badge))),
        c.question,
      ).toBe(true);
    }
  });

  it('a servicemember facing eviction hears that state law decides evictions and that the SCRA protects them', () => {
    const { first, laws } = answer('my landlord is trying to evict me while I am deployed');
    expect(first).toMatch(/decided mainly by state law/);
    expect(first).toContain('Servicemembers Civil Relief Act');
    expect(laws.map((l) => sectionOf(l.badge))).toEqual(['50/3951']);
  });
});

describe('questions no law answers', { timeout: 120_000 }, () => {
  it('say that no federal law clearly answers them (≥ 90 %), with the state-law route and legal aid', () => {
    let caught = 0;
    for (const question of noMatchQuestions) {
      const { first, reply, laws } = answer(question);
      if (first === NO_MATCH_LEAD) {
        caught += 1;
        expect(laws).toEqual([]);
        expect(reply.sources).toEqual([]);
        expect(reply.response).toContain('/state-laws');
        expect(reply.response).toContain('/legal-resources');
        expect(reply.jurisdiction).toEqual({ kind: 'none' });
      }
    }
    console.info(`questions no law answers: said so for ${caught}/${noMatchQuestions.length}`);
    expect(caught / noMatchQuestions.length).toBeGreaterThanOrEqual(0.9);
  });
});
