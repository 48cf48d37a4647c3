import { describe, expect, it } from 'vitest';
import type { BattleQuestion } from '../schemas/quiz';
import { battleResultSchema } from '../schemas/quiz';
import {
  advanceBattle,
  aiChoice,
  aiDelayMs,
  answerQuestion,
  battleResultPayload,
  initialBattleState,
  nextDueAt,
  nextQuestion,
  resetBattle,
  startBattle,
  winnerOf,
  type BattleState,
} from './battle';
import { seededRandom, type RandomSource } from './random';

/** Returns the queued values in order, then `rest` forever: each test says exactly what "random" is. */
function queued(values: number[], rest = 0.5): RandomSource {
  const queue = [...values];
  return () => (queue.length ? queue.shift()! : rest);
}

const question = (id: string, correctAnswer = 1, extra: Partial<BattleQuestion> = {}): BattleQuestion => ({
  id,
  question: `Question ${id}?`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer,
  explanation: `Because ${id}.`,
  category: 'criminal',
  difficulty: 'medium',
  lawReference: '18 U.S.C. § 242',
  ...extra,
});

/** A one-question battle, started at t=0, past its countdown at t=3000 with the AI due `aiDelay` later. */
function inBattle(aiDelay: number, difficulty: 'easy' | 'medium' | 'hard' = 'medium', questions = [question('q1')]): BattleState {
  // The AI delay is the first random value used when the question starts: 3000 + r * 4000.
  const started = startBattle(questions, difficulty, { now: 0, random: queued([]) });
  const r = (aiDelay - 3000) / 4000;
  return advanceBattle(started, { now: 3000, random: queued([r]) });
}

describe('start and countdown', () => {
  it('returns to setup when no questions are loaded', () => {
    const state = startBattle([], 'hard', { now: 0, random: Math.random });
    expect(state.phase).toBe('setup');
    expect(nextDueAt(state)).toBeUndefined();
  });

  it('counts down 3, 2, 1 a second apart, then starts question 1 with 10 seconds on the clock', () => {
    let state = startBattle([question('q1'), question('q2')], 'medium', { now: 0, random: seededRandom(1) });
    expect(state).toMatchObject({ phase: 'countdown', countdown: 3 });
    state = advanceBattle(state, { now: 999, random: seededRandom(2) });
    expect(state.countdown).toBe(3);
    state = advanceBattle(state, { now: 1000, random: seededRandom(2) });
    expect(state.countdown).toBe(2);
    state = advanceBattle(state, { now: 2000, random: seededRandom(2) });
    expect(state.countdown).toBe(1);
    state = advanceBattle(state, { now: 3000, random: seededRandom(2) });
    expect(state).toMatchObject({
      phase: 'battle',
      currentQuestion: 0,
      timeLeft: 10,
      userAnswered: false,
      aiAnswered: false,
      showResult: false,
      startedAt: 3000,
    });
  });

  it('returns to setup if the questions are gone when the first question should start', () => {
    const started = startBattle([question('q1')], 'easy', { now: 0, random: Math.random });
    const state = advanceBattle({ ...started, questions: [] }, { now: 3000, random: Math.random });
    expect(state.phase).toBe('setup');
  });

  it('shuffles the loaded questions and normalizes curly quotes and em dashes', () => {
    const qs = Array.from({ length: 12 }, (_, i) =>
      question(`q${i}`, 0, {
        question: `Is \u201Cit\u201D the law\u2014or isn\u2019t it? (${i})`,
        options: ['\u2018yes\u2019', 'no\u2014never', 'maybe', 'n/a'],
      }),
    );
    const state = startBattle(qs, 'medium', { now: 0, random: seededRandom(42) });
    const ids = state.questions.map((q) => q.id);
    expect([...ids].sort()).toEqual(qs.map((q) => q.id).sort());
    expect(ids).not.toEqual(qs.map((q) => q.id));
    for (const q of state.questions) {
      expect(q.question).toMatch(/^Is "it" the law-or isn't it\? \(\d+\)$/);
      expect(q.options.slice(0, 2)).toEqual(["'yes'", 'no-never']);
    }
    // The same seed gives the same order: shuffling uses only the injected source.
    expect(startBattle(qs, 'medium', { now: 0, random: seededRandom(42) }).questions.map((q) => q.id)).toEqual(ids);
  });
});

describe('the question clock', () => {
  it('ticks down once a second', () => {
    let state = inBattle(6500);
    state = advanceBattle(state, { now: 3000 + 4000, random: Math.random });
    expect(state.timeLeft).toBe(6);
    state = advanceBattle(state, { now: 3000 + 4999, random: Math.random });
    expect(state.timeLeft).toBe(6);
    state = advanceBattle(state, { now: 3000 + 5000, random: Math.random });
    expect(state.timeLeft).toBe(5);
  });

  it('waits 3 to 7 seconds before the AI answers', () => {
    expect(aiDelayMs(() => 0)).toBe(3000);
    expect(aiDelayMs(() => 0.999999)).toBe(6999);
    const random = seededRandom(7);
    const delays = Array.from({ length: 5000 }, () => aiDelayMs(random));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(3000);
    expect(Math.max(...delays)).toBeLessThan(7000);
    // Spread over the whole range, not stuck at one end.
    expect(delays.filter((d) => d < 4000).length).toBeGreaterThan(1000);
    expect(delays.filter((d) => d >= 6000).length).toBeGreaterThan(1000);
  });

  it('lets the AI answer on its own after its delay while the user has not answered ("AI is thinking..." until then)', () => {
    let state = inBattle(4200);
    state = advanceBattle(state, { now: 3000 + 4199, random: queued([0]) });
    expect(state.aiAnswered).toBe(false);
    state = advanceBattle(state, { now: 3000 + 4200, random: queued([0]) });
    expect(state.aiAnswered).toBe(true);
    expect(state.showResult).toBe(false);
    expect(state.timeLeft).toBe(6);
  });
});

describe('reveal rules', () => {
  it('user first: the AI is forced to answer 2 s later and the result shows 0.5 s after that', () => {
    let state = inBattle(6800);
    state = answerQuestion(state, 1, { now: 3000 + 1000, random: queued([]) });
    expect(state).toMatchObject({ userAnswered: true, userAnswer: 1, aiAnswered: false });
    expect(state.timers.ai).toBe(3000 + 3000);
    state = advanceBattle(state, { now: 3000 + 2999, random: queued([0]) });
    expect(state.aiAnswered).toBe(false);
    state = advanceBattle(state, { now: 3000 + 3000, random: queued([0]) });
    expect(state.aiAnswered).toBe(true);
    expect(state.showResult).toBe(false);
    state = advanceBattle(state, { now: 3000 + 3499, random: queued([]) });
    expect(state.showResult).toBe(false);
    state = advanceBattle(state, { now: 3000 + 3500, random: queued([]) });
    expect(state.showResult).toBe(true);
    expect(state.correctAnswer).toBe(1);
  });

  it('user first, AI about to answer anyway: it keeps its own earlier time', () => {
    let state = inBattle(3000);
    state = answerQuestion(state, 0, { now: 3000 + 2500, random: queued([]) });
    expect(state.timers.ai).toBe(3000 + 3000);
    state = advanceBattle(state, { now: 3000 + 3500, random: queued([0]) });
    expect(state.showResult).toBe(true);
  });

  it('AI first: the result shows as soon as the user answers', () => {
    let state = inBattle(3000);
    state = advanceBattle(state, { now: 3000 + 3000, random: queued([0]) });
    expect(state.aiAnswered).toBe(true);
    state = answerQuestion(state, 2, { now: 3000 + 5000, random: queued([]) });
    expect(state).toMatchObject({ userAnswered: true, userAnswer: 2, showResult: true });
    expect(nextDueAt(state)).toBeUndefined();
  });

  it('timer at 0 with neither answered: the AI answers and the result shows 1 s later', () => {
    // The AI's own delay is at most 7 s, so "neither answered at 0" only happens when its answer
    // is not pending (the rule is still the machine's).
    let state = inBattle(5000);
    state = { ...state, timers: { tick: state.timers.tick } };
    state = advanceBattle(state, { now: 3000 + 10_000, random: queued([0]) });
    expect(state).toMatchObject({ timeLeft: 0, timedOut: true, aiAnswered: true, showResult: false });
    state = advanceBattle(state, { now: 3000 + 10_999, random: queued([]) });
    expect(state.showResult).toBe(false);
    state = advanceBattle(state, { now: 3000 + 11_000, random: queued([]) });
    expect(state.showResult).toBe(true);
    expect(state.userScore).toBe(0);
  });

  it('timer at 0 after only the AI answered: the user missed it, the result shows 1 s later and late clicks do nothing', () => {
    let state = inBattle(3000);
    state = advanceBattle(state, { now: 3000 + 10_000, random: queued([0]) });
    expect(state).toMatchObject({ timedOut: true, aiAnswered: true, userAnswered: false, showResult: false });
    state = answerQuestion(state, 1, { now: 3000 + 10_500, random: queued([]) });
    expect(state.userAnswered).toBe(false);
    state = advanceBattle(state, { now: 3000 + 11_000, random: queued([]) });
    expect(state.showResult).toBe(true);
    expect(state.answered).toEqual([{ questionId: 'q1', userAnswered: false, category: 'criminal' }]);
  });

  it('timer at 0 after only the user answered: the AI answers at once and the result shows 0.5 s later', () => {
    let state = inBattle(6900);
    // The AI's own answer (at most 7 s) would come first: take it out to reach the case.
    state = { ...state, timers: { tick: state.timers.tick } };
    state = answerQuestion(state, 1, { now: 3000 + 9500, random: queued([]) });
    expect(state.timers.ai).toBe(3000 + 11_500);
    state = advanceBattle(state, { now: 3000 + 10_000, random: queued([0]) });
    expect(state).toMatchObject({ timedOut: true, aiAnswered: true, showResult: false });
    state = advanceBattle(state, { now: 3000 + 10_500, random: queued([]) });
    expect(state.showResult).toBe(true);
  });

  it('the user answers once: options are then locked', () => {
    let state = inBattle(6000);
    state = answerQuestion(state, 3, { now: 3000 + 1000, random: queued([]) });
    const again = answerQuestion(state, 1, { now: 3000 + 1200, random: queued([]) });
    expect(again.userAnswer).toBe(3);
    expect(again.timers).toEqual(state.timers);
  });

  it('catches up in one call exactly as in many small steps', () => {
    const start = inBattle(4000);
    const oneJump = advanceBattle(start, { now: 3000 + 20_000, random: seededRandom(5) });
    let stepwise = start;
    const random = seededRandom(5);
    for (let t = 3000; t <= 23_000; t += 100) stepwise = advanceBattle(stepwise, { now: t, random });
    expect(oneJump).toEqual(stepwise);
    expect(oneJump.showResult).toBe(true);
  });
});

describe('scoring and the AI opponent', () => {
  it('scores 1 point for each correct answer at the reveal', () => {
    let state = inBattle(3000, 'hard');
    // AI: 0.1 < 0.9, so it answers correctly (option 1).
    state = advanceBattle(state, { now: 6000, random: queued([0.1]) });
    state = answerQuestion(state, 1, { now: 7000, random: queued([]) });
    expect(state).toMatchObject({ showResult: true, userScore: 1, aiScore: 1, aiAnswer: 1 });
  });

  it('gives nothing for a wrong answer', () => {
    let state = inBattle(3000, 'easy');
    // AI: 0.95 >= 0.7, so it picks a random option: 0.1 * 4 -> option 0 (wrong).
    state = advanceBattle(state, { now: 6000, random: queued([0.95, 0.1]) });
    state = answerQuestion(state, 3, { now: 7000, random: queued([]) });
    expect(state).toMatchObject({ userScore: 0, aiScore: 0, aiAnswer: 0, userAnswer: 3 });
  });

  it.each([
    ['easy', 0.7],
    ['medium', 0.8],
    ['hard', 0.9],
  ] as const)('%s: the AI is right with probability %s, otherwise it picks a random option', (difficulty, accuracy) => {
    const q = question('q', 2);
    expect(aiChoice(q, difficulty, queued([accuracy - 0.0001]))).toBe(2);
    expect(aiChoice(q, difficulty, queued([accuracy, 0]))).toBe(0);
    expect(aiChoice(q, difficulty, queued([accuracy, 0.99]))).toBe(3);
    const random = seededRandom(99);
    const runs = 20_000;
    let right = 0;
    for (let i = 0; i < runs; i += 1) if (aiChoice(q, difficulty, random) === 2) right += 1;
    // Correct on purpose with p = accuracy, plus a 1-in-4 lucky pick the rest of the time.
    expect(right / runs).toBeCloseTo(accuracy + (1 - accuracy) / 4, 1);
  });
});

describe('moving on, the winner and the result', () => {
  function playAll(questions: BattleQuestion[], plan: { user: number; aiRandom: number[] }[]): BattleState {
    let now = 0;
    let state = startBattle(questions, 'medium', { now, random: queued(Array(questions.length).fill(0.99)) });
    // 0.99 each time keeps the shuffled order (Fisher-Yates picks the last index).
    now = 3000;
    state = advanceBattle(state, { now, random: queued([0]) });
    plan.forEach((step, i) => {
      state = answerQuestion(state, step.user, { now: now + 500, random: queued([]) });
      state = advanceBattle(state, { now: now + 3000, random: queued(step.aiRandom) });
      expect(state.showResult).toBe(true);
      now += 3000;
      if (i < plan.length - 1) {
        state = nextQuestion(state, { now, random: queued([0]) });
        expect(state).toMatchObject({ currentQuestion: i + 1, timeLeft: 10, showResult: false, userAnswered: false, aiAnswered: false });
      }
    });
    return state;
  }

  it('ignores Next Question before the result is revealed', () => {
    const state = inBattle(6000);
    expect(nextQuestion(state, { now: 4000, random: Math.random })).toBe(state);
  });

  it('ends with a victory when the user scores more, and builds the result payload', () => {
    const qs = [question('a', 1), question('b', 2), question('c', 0)];
    let state = playAll(qs, [
      { user: 1, aiRandom: [0.1] },
      { user: 2, aiRandom: [0.9, 0.0] },
      { user: 0, aiRandom: [0.9, 0.0] },
    ]);
    state = nextQuestion(state, { now: 12_000, random: Math.random });
    expect(state).toMatchObject({ phase: 'results', winner: 'user', userScore: 3, aiScore: 2, endedAt: 12_000 });
    const payload = battleResultPayload(state, 'criminal')!;
    expect(battleResultSchema.parse(payload)).toEqual({
      userScore: 3,
      aiScore: 2,
      totalQuestions: 3,
      difficulty: 'medium',
      category: 'criminal',
      winner: 'user',
      duration: 9,
      questionsData: [
        { questionId: 'a', userAnswered: true, category: 'criminal' },
        { questionId: 'b', userAnswered: true, category: 'criminal' },
        { questionId: 'c', userAnswered: true, category: 'criminal' },
      ],
    });
    expect(nextDueAt(state)).toBeUndefined();
  });

  it('ends in defeat when the AI scores more and in a draw when the scores are equal', () => {
    const qs = [question('a', 1), question('b', 2)];
    const lost = nextQuestion(
      playAll(qs, [
        { user: 0, aiRandom: [0.1] },
        { user: 2, aiRandom: [0.1] },
      ]),
      { now: 9000, random: Math.random },
    );
    expect(lost).toMatchObject({ winner: 'ai', userScore: 1, aiScore: 2 });
    const drawn = nextQuestion(
      playAll(qs, [
        { user: 1, aiRandom: [0.1] },
        { user: 0, aiRandom: [0.9, 0.0] },
      ]),
      { now: 9000, random: Math.random },
    );
    expect(drawn).toMatchObject({ winner: 'draw', userScore: 1, aiScore: 1 });
    expect(winnerOf(0, 0)).toBe('draw');
    expect(winnerOf(5, 4)).toBe('user');
    expect(winnerOf(4, 5)).toBe('ai');
  });

  it('New Battle goes back to setup with everything cleared', () => {
    const state = resetBattle(inBattle(5000, 'hard'));
    expect(state).toEqual(initialBattleState('hard'));
    expect(battleResultPayload(state, 'all')).toBeNull();
  });
});
