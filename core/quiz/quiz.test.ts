import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../schemas/quiz';
import { quizBank } from './bank';
import { gradeSubmission, GradingError } from './grade';
import { normalizeBattleQuestion, normalizeQuizText } from './normalize';
import { seededRandom } from './random';
import { pickQuestions, questionsAboutTopic } from './select';
import { formatQuizTime } from './time';

describe('picking questions', () => {
  it('keeps to the category and difficulty, in random order, never twice', () => {
    const picked = pickQuestions(quizBank, { category: 'tax', difficulty: 'hard', count: 10 }, seededRandom(1));
    expect(picked).toHaveLength(10);
    expect(picked.every((q) => q.category === 'tax' && q.difficulty === 'hard')).toBe(true);
    expect(new Set(picked.map((q) => q.id)).size).toBe(10);
    const again = pickQuestions(quizBank, { category: 'tax', difficulty: 'hard', count: 10 }, seededRandom(2));
    expect(again.map((q) => q.id)).not.toEqual(picked.map((q) => q.id));
  });

  it('takes every category and level for "all"', () => {
    const picked = pickQuestions(quizBank, { category: 'all', difficulty: 'all', count: 30 }, seededRandom(3));
    expect(picked).toHaveLength(30);
    expect(new Set(picked.map((q) => q.category)).size).toBeGreaterThan(3);
  });

  it("fills a long battle from the same category's other levels when one level runs out", () => {
    const picked = pickQuestions(quizBank, { category: 'environmental', difficulty: 'hard', count: 30 }, seededRandom(4));
    expect(picked).toHaveLength(30);
    expect(picked.every((q) => q.category === 'environmental')).toBe(true);
    const hard = quizBank.filter((q) => q.category === 'environmental' && q.difficulty === 'hard').length;
    // Every hard question comes first, then the others.
    expect(picked.slice(0, hard).every((q) => q.difficulty === 'hard')).toBe(true);
    expect(new Set(picked.map((q) => q.id)).size).toBe(30);
  });

  it('finds bank questions about a typed topic (offline custom tests)', () => {
    const picked = questionsAboutTopic(quizBank, 'Medicare', 5, seededRandom(5));
    expect(picked).toHaveLength(5);
    for (const q of picked) expect(`${q.question} ${q.explanation}`).toMatch(/medicare/i);
    expect(questionsAboutTopic(quizBank, 'zzzzqqq', 5, seededRandom(5))).toEqual([]);
    expect(questionsAboutTopic(quizBank, 'the law', 5, seededRandom(5))).toEqual([]);
  });
});

describe('grading', () => {
  const questions: QuizQuestion[] = quizBank.slice(0, 4);
  const lookup = (id: string) => questions.find((q) => q.id === id);
  const right = questions.map((q) => q.correctAnswer);

  it('counts correct answers and gives the score as a rounded percentage', () => {
    const answers = [right[0]!, (right[1]! + 1) % 4, right[2]!, (right[3]! + 2) % 4];
    const result = gradeSubmission({ questionIds: questions.map((q) => q.id), answers, timeSpent: 65 }, lookup);
    expect(result).toMatchObject({ score: 50, correctAnswers: 2, totalQuestions: 4, timeSpent: 65 });
    expect(result.details.map((d) => d.isCorrect)).toEqual([true, false, true, false]);
    expect(result.details[1]).toEqual({
      questionId: questions[1]!.id,
      question: questions[1]!.question,
      userAnswer: answers[1],
      correctAnswer: right[1],
      isCorrect: false,
      explanation: questions[1]!.explanation,
    });
    const three = gradeSubmission(
      { questionIds: questions.slice(0, 3).map((q) => q.id), answers: [right[0]!, right[1]!, (right[2]! + 1) % 4], timeSpent: 1 },
      lookup,
    );
    expect(three.score).toBe(67);
  });

  it('refuses unknown questions and answers that are not options', () => {
    expect(() => gradeSubmission({ questionIds: ['nope'], answers: [0], timeSpent: 0 }, lookup)).toThrow(GradingError);
    expect(() => gradeSubmission({ questionIds: [questions[0]!.id], answers: [4], timeSpent: 0 }, lookup)).toThrow(
      "Answer 1 is not one of the question's options",
    );
  });
});

describe('text normalization (battle questions)', () => {
  it('turns curly quotes into plain quotes and em dashes into hyphens, nothing else', () => {
    expect(normalizeQuizText('\u201CFair\u201D \u2018use\u2019 \u2014 rule \u2013 § 107')).toBe('"Fair" \'use\' - rule \u2013 § 107');
    expect(normalizeBattleQuestion({ question: 'A\u2014B', options: ['\u201Cx\u201D', 'y'], id: 'k' })).toEqual({
      question: 'A-B',
      options: ['"x"', 'y'],
      id: 'k',
    });
  });
});

describe('quiz time', () => {
  it('shows minutes:seconds with two-digit seconds', () => {
    expect(formatQuizTime(0)).toBe('0:00');
    expect(formatQuizTime(5)).toBe('0:05');
    expect(formatQuizTime(65)).toBe('1:05');
    expect(formatQuizTime(600)).toBe('10:00');
    expect(formatQuizTime(3599.9)).toBe('59:59');
    expect(formatQuizTime(-3)).toBe('0:00');
  });
});
