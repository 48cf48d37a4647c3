import { describe, expect, it } from 'vitest';
import { quizBank } from '../../../core/quiz/bank';
import type { QuizResult } from '../../../core/schemas/quiz';
import {
  currentTab,
  gradeOnDevice,
  initialQuizState,
  isLastQuestion,
  quizReducer,
  submissionOf,
  tabsEnabled,
  testInProgress,
  type QuizState,
} from './quizState';

const questions = quizBank.filter((q) => q.category === 'healthcare').slice(0, 3);
const test = { category: 'healthcare', difficulty: 'all' as const, custom: false, fromDevice: false };
const loaded = (): QuizState => quizReducer(initialQuizState, { type: 'loaded', questions, test, now: 1_000 });
const answerAll = (state: QuizState, choices: number[]) =>
  choices.reduce((s, choice, i) => {
    const answered = quizReducer(s, { type: 'answer', choice });
    return i < choices.length - 1 ? quizReducer(answered, { type: 'next' }) : answered;
  }, state);

describe('quiz states and tabs', () => {
  it('derives the tab: setup, then quiz once questions load, then results once finished', () => {
    expect(currentTab(initialQuizState)).toBe('setup');
    const state = loaded();
    expect(currentTab(state)).toBe('quiz');
    const done = quizReducer(answerAll(state, [0, 0, 0]), { type: 'finished', result: {} as QuizResult, status: 'saving' });
    expect(currentTab(done)).toBe('results');
  });

  it('locks Setup and Take Test while a test is in progress; View Results only after finishing', () => {
    expect(tabsEnabled(initialQuizState)).toEqual({ setup: true, quiz: false, results: false });
    const state = loaded();
    expect(tabsEnabled(state)).toEqual({ setup: true, quiz: true, results: false });
    const started = quizReducer(state, { type: 'answer', choice: 1 });
    expect(testInProgress(started)).toBe(true);
    expect(tabsEnabled(started)).toEqual({ setup: false, quiz: false, results: false });
    const done = quizReducer(answerAll(state, [0, 0, 0]), { type: 'finished', result: {} as QuizResult, status: 'saving' });
    expect(tabsEnabled(done)).toEqual({ setup: true, quiz: false, results: true });
  });

  it('needs an option before moving on, and locks the options once one is chosen', () => {
    const state = loaded();
    expect(quizReducer(state, { type: 'next' })).toBe(state);
    const answered = quizReducer(state, { type: 'answer', choice: 2 });
    expect(answered.answers).toEqual([2]);
    expect(quizReducer(answered, { type: 'answer', choice: 3 }).answers).toEqual([2]);
    expect(quizReducer(state, { type: 'answer', choice: 7 })).toBe(state);
    expect(quizReducer(answered, { type: 'next' }).currentIndex).toBe(1);
  });

  it('stops at the last question, where View Results submits instead', () => {
    const state = answerAll(loaded(), [0, 1, 2]);
    expect(state.currentIndex).toBe(2);
    expect(isLastQuestion(state)).toBe(true);
    expect(quizReducer(state, { type: 'next' })).toBe(state);
  });

  it('submits every answer with the question ids, category, difficulty and whole seconds spent, and grades them on the device', () => {
    const right = questions.map((q) => q.correctAnswer);
    const state = answerAll(loaded(), [right[0]!, (right[1]! + 1) % 4, right[2]!]);
    const submission = submissionOf(state, 66_400);
    expect(submission).toEqual({
      questionIds: questions.map((q) => q.id),
      answers: [right[0], (right[1]! + 1) % 4, right[2]],
      category: 'healthcare',
      difficulty: 'all',
      timeSpent: 65,
    });
    expect(gradeOnDevice(state, submission)).toMatchObject({ score: 67, correctAnswers: 2, totalQuestions: 3, timeSpent: 65 });
  });

  it("'Take Another Test' resets finished, index and answers (and the clock), keeping the questions", () => {
    const done = quizReducer(answerAll(loaded(), [0, 0, 0]), { type: 'finished', result: {} as QuizResult, status: 'saving' });
    const again = quizReducer(done, { type: 'retake', now: 50_000 });
    expect(again).toMatchObject({ finished: false, currentIndex: 0, answers: [], questions, startedAt: 50_000, result: null });
    expect(currentTab(again)).toBe('quiz');
  });

  it("replaces the device's grade with the server's when its own submission is delivered", () => {
    const done = quizReducer(answerAll(loaded(), [0, 0, 0]), { type: 'finished', result: { score: 1 } as QuizResult, status: 'queued' });
    const queued = quizReducer(done, { type: 'submissionQueued', id: 'entry-1', status: 'queued' });
    const server = { id: 'r1', score: 33 } as QuizResult;
    expect(quizReducer(queued, { type: 'saved', submissionId: 'other', result: server })).toBe(queued);
    expect(quizReducer(queued, { type: 'saved', submissionId: 'entry-1', result: server })).toMatchObject({
      result: server,
      resultStatus: 'saved',
    });
  });

  it('a new test starts from scratch', () => {
    const done = quizReducer(answerAll(loaded(), [0, 0, 0]), { type: 'finished', result: {} as QuizResult, status: 'saving' });
    const next = quizReducer(done, { type: 'loaded', questions: questions.slice(0, 1), test, now: 9 });
    expect(next).toMatchObject({ finished: false, answers: [], currentIndex: 0, result: null, startedAt: 9 });
    expect(quizReducer(done, { type: 'reset' })).toEqual(initialQuizState);
  });
});
