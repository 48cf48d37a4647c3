import { describe, expect, it } from 'vitest';
import { findLaw, findLawsBySection, getLawRecords } from '../laws';
import { getCorpusIndex } from '../search';
import { customQuestionSchema, type CustomQuestion } from '../schemas/quiz';
import {
  buildCustomQuestion,
  checkGeneratedQuestion,
  createCustomQuestions,
  customQuestionId,
  fromCustomQuestion,
  parseCustomQuestionId,
  rebuildCustomQuestion,
} from './custom';
import { createCustomTest, findCustomQuestion } from './customCorpus';
import { seededRandom } from './random';

const records = getLawRecords();
const law = (id: string) => findLaw(id)!;

describe('custom questions built from the law library', () => {
  it('asks which law a summary describes, with wrong options from the same category', () => {
    const eitc = law('irc-earned-income-credit');
    const q = buildCustomQuestion('summary', eitc, 12345, 'easy', records)!;
    expect(customQuestionSchema.parse(q)).toEqual(q);
    expect(q.question).toBe(`Which law does this summary describe? "${eitc.summary}"`);
    expect(q.options[q.correctAnswer]).toBe(eitc.title);
    expect(q.options).toHaveLength(4);
    expect(new Set(q.options).size).toBe(4);
    const taxTitles = new Set(records.filter((r) => r.categoryId === 'taxes').map((r) => r.title));
    for (const option of q.options) expect(taxTitles.has(option), option).toBe(true);
    expect(q).toMatchObject({ category: 'Taxes', citation: '26 U.S.C. § 32', source: eitc.government_source, difficulty: 'easy' });
    expect(q.explanation).toContain(eitc.summary);
  });

  it('asks which citation a law is found in; every option is a real section of the category', () => {
    const q = buildCustomQuestion('citation', law('fdcpa-contact-times-places'), 777, 'medium', records)!;
    expect(q.options[q.correctAnswer]).toBe('15 U.S.C. § 1692c');
    for (const option of q.options) {
      const [, title, section] = /^(\d+) U\.S\.C\. § (.+)$/.exec(option)!;
      expect(findLawsBySection(Number(title), section!).length, option).toBeGreaterThan(0);
    }
  });

  it('asks which penalty a law sets, never from a law without one, and without naming its own citation', () => {
    const q = buildCustomQuestion('penalty', law('color-of-law-18-usc-242'), 4242, 'hard', records)!;
    const right = q.options[q.correctAnswer]!;
    expect(right.startsWith('Fine, up to 1 year in prison, or both')).toBe(true);
    // The right option does not name the law's own citation (that would give it away).
    for (const option of q.options) expect(option).not.toContain('18 U.S.C. § 242');
    expect(buildCustomQuestion('penalty', law('irc-earned-income-credit'), 1, 'hard', records)).toBeUndefined();
  });

  it('asks about bare sections by their official heading, with nearby sections of the same title as wrong options', () => {
    const section = records.find((r) => r.id === 'usc-42-2153e')!;
    const q = buildCustomQuestion('citation', section, 99, 'medium', records)!;
    expect(q.question).toBe('Which section of the U.S. Code has the official heading "Protection of environment"?');
    expect(q.options[q.correctAnswer]).toBe('42 U.S.C. § 2153e');
    for (const option of q.options) expect(option.startsWith('42 U.S.C. § ')).toBe(true);
    expect(buildCustomQuestion('summary', section, 99, 'medium', records)).toBeUndefined();
  });

  it('is the same question every time for the same id, so the server can grade it', () => {
    const q = buildCustomQuestion('summary', law('fha-hud-complaint'), 2024, 'medium', records)!;
    expect(q.id).toBe(customQuestionId('summary', 'fha-hud-complaint', 2024));
    expect(parseCustomQuestionId(q.id)).toEqual({ kind: 'summary', lawId: 'fha-hud-complaint', seed: 2024 });
    expect(rebuildCustomQuestion(q.id, findLaw, records)).toEqual({ ...q, difficulty: 'medium' });
    expect(findCustomQuestion(q.id)?.correctAnswer).toBe(q.correctAnswer);
    expect(findCustomQuestion('custom:summary:no-such-law:1')).toBeUndefined();
    expect(parseCustomQuestionId('crim-free-lawyer')).toBeUndefined();
    expect(parseCustomQuestionId('custom:opinion:x:1')).toBeUndefined();
  });

  it('makes a test about a topic from the laws the search engine finds, guides first, no two questions alike', () => {
    const test = createCustomTest(getCorpusIndex(), { topic: 'tax law', difficulty: 'medium', numberOfQuestions: 10 }, seededRandom(3));
    expect(test.topic).toBe('tax law');
    expect(test.questions).toHaveLength(10);
    expect(new Set(test.questions.map((q) => q.question)).size).toBe(10);
    // About taxes: the Taxes guides and the Internal Revenue Code's own sections (title 26).
    expect(test.questions.filter((q) => q.category === 'Taxes' || q.category === 'Internal Revenue Code').length).toBeGreaterThanOrEqual(8);
    // Guides first: every question on a guide comes before any question on a bare section.
    const bare = test.questions.map((q) => parseCustomQuestionId(q.id)!.lawId.startsWith('usc-'));
    expect(bare).toEqual([...bare].sort()); // false (a guide) sorts before true (a bare section)
    for (const q of test.questions) {
      expect(findCustomQuestion(q.id)?.options).toEqual(q.options);
      expect(new URL(q.source!).hostname).toBe('uscode.house.gov');
    }
    // Building the search index over the whole library takes a few seconds on a busy machine.
  }, 60_000);

  it('uses the difficulty: easy tests ask summaries first, hard ones citations and penalties', () => {
    const index = getCorpusIndex();
    const easy = createCustomTest(index, { topic: 'immigration', difficulty: 'easy', numberOfQuestions: 5 }, seededRandom(1));
    const hard = createCustomTest(index, { topic: 'immigration', difficulty: 'hard', numberOfQuestions: 5 }, seededRandom(1));
    const kinds = (qs: CustomQuestion[]) => qs.map((q) => parseCustomQuestionId(q.id)!.kind);
    expect(kinds(easy.questions)).toContain('summary');
    expect(kinds(easy.questions)).not.toContain('penalty');
    expect(kinds(hard.questions)[0]).toBe('citation');
    expect(easy.questions.every((q) => q.difficulty === 'easy')).toBe(true);
  });

  it('returns no questions for a topic nothing matches', () => {
    expect(createCustomQuestions({ difficulty: 'medium', count: 5, matches: [], records, random: seededRandom(1) })).toEqual([]);
  });
});

describe('custom questions in the app (spec fallbacks)', () => {
  it('maps citation and source to lawReference and governmentSource', () => {
    const q: CustomQuestion = {
      id: 'custom:x',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 2,
      explanation: 'E',
      category: 'Taxes',
      difficulty: 'hard',
      citation: '26 U.S.C. § 32',
      source: 'https://uscode.house.gov/x',
    };
    expect(fromCustomQuestion(q)).toEqual({
      id: 'custom:x',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 2,
      explanation: 'E',
      category: 'Taxes',
      difficulty: 'hard',
      lawReference: '26 U.S.C. § 32',
      governmentSource: 'https://uscode.house.gov/x',
    });
  });

  it("falls back to 'Federal Law Database', 'Verified Government Source' and 'Custom Topic'", () => {
    const q: CustomQuestion = {
      id: 'custom:y',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 0,
      explanation: 'E',
      difficulty: 'easy',
      citation: '  ',
    };
    expect(fromCustomQuestion(q)).toMatchObject({
      lawReference: 'Federal Law Database',
      governmentSource: 'Verified Government Source',
      category: 'Custom Topic',
    });
  });
});

describe('checking an AI-written question', () => {
  const exists = (title: number, section: string) => findLawsBySection(title, section).length > 0;
  const good = {
    id: 'custom:ai:1',
    question: 'Which Act protects renters from discrimination because of familial status?',
    options: ['Fair Housing Act', 'Clean Air Act', 'Speedy Trial Act', 'Lacey Act'],
    correctAnswer: 0,
    explanation: 'The Fair Housing Act, 42 U.S.C. § 3604, lists familial status.',
    category: 'Fair Housing',
    difficulty: 'medium',
    citation: '42 U.S.C. § 3604',
    source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section3604&num=0&edition=prelim',
  };

  it('keeps a valid question with a citation the library has', () => {
    expect(checkGeneratedQuestion(good, exists)).toEqual(good);
  });

  it('drops questions without four distinct options or with an index out of range', () => {
    expect(checkGeneratedQuestion({ ...good, options: ['A', 'B', 'C'] }, exists)).toBeUndefined();
    expect(checkGeneratedQuestion({ ...good, options: ['Fair Housing Act', 'fair housing act', 'X', 'Y'] }, exists)).toBeUndefined();
    expect(checkGeneratedQuestion({ ...good, correctAnswer: 4 }, exists)).toBeUndefined();
    expect(checkGeneratedQuestion({ ...good, correctAnswer: -1 }, exists)).toBeUndefined();
    expect(checkGeneratedQuestion('not a question', exists)).toBeUndefined();
  });

  it('drops a citation the library does not have (the fallbacks then show) and a question whose text cites one', () => {
    const invented = checkGeneratedQuestion({ ...good, citation: '42 U.S.C. § 99999' }, exists)!;
    expect(invented.citation).toBeUndefined();
    expect(invented.source).toBeUndefined();
    expect(fromCustomQuestion(invented).lawReference).toBe('Federal Law Database');
    expect(checkGeneratedQuestion({ ...good, explanation: 'See 42 U.S.C. § 99999.' }, exists)).toBeUndefined();
  });
});
