/**
 * The battle arena's rules (spec part 2 §2 "Battle mode", §3 "Battle state", §4 "Battle") as a
 * pure state machine. Nothing here reads a clock or Math.random: every step is given `now`
 * (ms) and a random source, and pending events are kept as due times in `timers`. The screen
 * sets one timeout to `nextDueAt(state)` and calls `advanceBattle`; tests drive it with a fake
 * clock and a seeded random source.
 *
 * Per question: 10 s on the clock; the AI answers after 3-7 s. The user answers once. When the
 * user answers first, the AI is forced to answer within 2 s and the result is revealed 0.5 s
 * after the AI's answer; when the AI answered first, the result is revealed as soon as the user
 * answers. When the clock reaches 0: if neither answered, the AI answers and the result is
 * revealed 1 s later; if only the AI had answered, the user has missed it and the result is
 * revealed 1 s later; if only the user had answered, the AI answers at once and the result is
 * revealed 0.5 s later (the user-first rule). A reveal scores 1 point per correct answer.
 */
import type { BattleQuestion, BattleResult, Difficulty, Winner } from '../schemas/quiz';
import {
  AI_ACCURACY,
  AI_FORCED_ANSWER_MS,
  AI_MAX_DELAY_MS,
  AI_MIN_DELAY_MS,
  BATTLE_COUNTDOWN_FROM,
  BATTLE_COUNTDOWN_STEP_MS,
  BATTLE_QUESTION_SECONDS,
  POINTS_PER_CORRECT,
  REVEAL_AFTER_AI_MS,
  REVEAL_AFTER_TIMEOUT_MS,
} from './constants';
import { normalizeBattleQuestion } from './normalize';
import { randomIndex, shuffle, type RandomSource } from './random';

export type BattlePhase = 'setup' | 'countdown' | 'battle' | 'results';

/** What every step is given: the current time (ms) and a random source in [0, 1). */
export interface BattleEnv {
  now: number;
  random: RandomSource;
}

/** Due times (ms) of what is pending. */
export interface BattleTimers {
  countdown?: number;
  tick?: number;
  ai?: number;
  reveal?: number;
}

export interface BattleAnswerRecord {
  questionId: string;
  userAnswered: boolean;
  category: string;
}

/** Battle state (spec part 2 §3) plus what the machine needs to run. */
export interface BattleState {
  phase: BattlePhase;
  difficulty: Difficulty;
  questions: BattleQuestion[];
  /** 3, 2, 1 during the countdown. */
  countdown: number;
  currentQuestion: number;
  userScore: number;
  aiScore: number;
  timeLeft: number;
  userAnswered: boolean;
  aiAnswered: boolean;
  showResult: boolean;
  winner: Winner | null;
  /** Known once the result is revealed. */
  correctAnswer: number | null;
  userAnswer: number | null;
  aiAnswer: number | null;
  /** The clock reached 0 on this question: the user can no longer answer. */
  timedOut: boolean;
  /** When the first question started and when the battle ended (ms). */
  startedAt: number | null;
  endedAt: number | null;
  /** One entry per revealed question (the result payload's questionsData). */
  answered: BattleAnswerRecord[];
  timers: BattleTimers;
}

export function initialBattleState(difficulty: Difficulty = 'medium'): BattleState {
  return {
    phase: 'setup',
    difficulty,
    questions: [],
    countdown: BATTLE_COUNTDOWN_FROM,
    currentQuestion: 0,
    userScore: 0,
    aiScore: 0,
    timeLeft: BATTLE_QUESTION_SECONDS,
    userAnswered: false,
    aiAnswered: false,
    showResult: false,
    winner: null,
    correctAnswer: null,
    userAnswer: null,
    aiAnswer: null,
    timedOut: false,
    startedAt: null,
    endedAt: null,
    answered: [],
    timers: {},
  };
}

export function winnerOf(userScore: number, aiScore: number): Winner {
  if (userScore > aiScore) return 'user';
  if (userScore < aiScore) return 'ai';
  return 'draw';
}

/** The AI's delay before answering: uniform in [3 s, 7 s). */
export function aiDelayMs(random: RandomSource): number {
  return AI_MIN_DELAY_MS + Math.floor(random() * (AI_MAX_DELAY_MS - AI_MIN_DELAY_MS));
}

/** Correct with the difficulty's probability, otherwise a random option (which may happen to be right). */
export function aiChoice(
  question: Pick<BattleQuestion, 'options' | 'correctAnswer'>,
  difficulty: Difficulty,
  random: RandomSource,
): number {
  if (random() < AI_ACCURACY[difficulty]) return question.correctAnswer;
  return randomIndex(question.options.length, random);
}

/**
 * Start: the loaded questions, shuffled and normalized, then the countdown from 3.
 * No questions: back to setup.
 */
export function startBattle(questions: readonly BattleQuestion[], difficulty: Difficulty, { now, random }: BattleEnv): BattleState {
  if (questions.length === 0) return initialBattleState(difficulty);
  return {
    ...initialBattleState(difficulty),
    phase: 'countdown',
    questions: shuffle(questions, random).map(normalizeBattleQuestion),
    countdown: BATTLE_COUNTDOWN_FROM,
    timers: { countdown: now + BATTLE_COUNTDOWN_STEP_MS },
  };
}

/** Question `index` starts at `at`; if it is not there, the battle returns to setup. */
function startQuestion(state: BattleState, index: number, at: number, random: RandomSource): BattleState {
  if (!state.questions[index]) return initialBattleState(state.difficulty);
  return {
    ...state,
    phase: 'battle',
    currentQuestion: index,
    timeLeft: BATTLE_QUESTION_SECONDS,
    userAnswered: false,
    aiAnswered: false,
    showResult: false,
    correctAnswer: null,
    userAnswer: null,
    aiAnswer: null,
    timedOut: false,
    timers: { tick: at + 1000, ai: at + aiDelayMs(random) },
  };
}

function reveal(state: BattleState): BattleState {
  const question = state.questions[state.currentQuestion]!;
  const correct = question.correctAnswer;
  const userRight = state.userAnswered && state.userAnswer === correct;
  const aiRight = state.aiAnswered && state.aiAnswer === correct;
  return {
    ...state,
    showResult: true,
    correctAnswer: correct,
    userScore: state.userScore + (userRight ? POINTS_PER_CORRECT : 0),
    aiScore: state.aiScore + (aiRight ? POINTS_PER_CORRECT : 0),
    answered: [...state.answered, { questionId: question.id, userAnswered: state.userAnswered, category: question.category }],
    timers: {},
  };
}

function aiAnswers(state: BattleState, at: number, random: RandomSource): BattleState {
  const question = state.questions[state.currentQuestion]!;
  const { ai: _done, ...timers } = state.timers;
  const next: BattleState = { ...state, aiAnswered: true, aiAnswer: aiChoice(question, state.difficulty, random), timers };
  // The user answered first: reveal 0.5 s after the AI's answer.
  if (state.userAnswered && next.timers.reveal === undefined) next.timers = { ...next.timers, reveal: at + REVEAL_AFTER_AI_MS };
  return next;
}

function timeOut(state: BattleState, at: number, random: RandomSource): BattleState {
  const { tick: _stopped, ...timers } = state.timers;
  let next: BattleState = { ...state, timeLeft: 0, timedOut: true, timers };
  if (!next.aiAnswered) {
    // The AI answers now; if the user had answered, aiAnswers schedules the 0.5 s reveal.
    next = aiAnswers(next, at, random);
    if (!next.userAnswered) next.timers = { ...next.timers, reveal: at + REVEAL_AFTER_TIMEOUT_MS };
  } else if (!next.userAnswered && next.timers.reveal === undefined) {
    next.timers = { ...next.timers, reveal: at + REVEAL_AFTER_TIMEOUT_MS };
  }
  return next;
}

/** Which pending event comes first; at equal times: AI answer, reveal, clock tick, countdown. */
const TIMER_ORDER: (keyof BattleTimers)[] = ['ai', 'reveal', 'tick', 'countdown'];

export function nextDueAt(state: BattleState): number | undefined {
  const due = TIMER_ORDER.map((k) => state.timers[k]).filter((t): t is number => t !== undefined);
  return due.length ? Math.min(...due) : undefined;
}

function nextTimer(state: BattleState): { kind: keyof BattleTimers; at: number } | undefined {
  let best: { kind: keyof BattleTimers; at: number } | undefined;
  for (const kind of TIMER_ORDER) {
    const at = state.timers[kind];
    if (at !== undefined && (best === undefined || at < best.at)) best = { kind, at };
  }
  return best;
}

function fire(state: BattleState, kind: keyof BattleTimers, at: number, random: RandomSource): BattleState {
  switch (kind) {
    case 'countdown': {
      const countdown = state.countdown - 1;
      if (countdown > 0) return { ...state, countdown, timers: { countdown: at + BATTLE_COUNTDOWN_STEP_MS } };
      return startQuestion({ ...state, countdown: 0, startedAt: at, timers: {} }, 0, at, random);
    }
    case 'tick': {
      const timeLeft = state.timeLeft - 1;
      if (timeLeft > 0) return { ...state, timeLeft, timers: { ...state.timers, tick: at + 1000 } };
      return timeOut(state, at, random);
    }
    case 'ai':
      return aiAnswers(state, at, random);
    case 'reveal':
      return reveal(state);
  }
}

/**
 * Everything that has fallen due by `now`, in time order, each handled at its own due time
 * (so a late call, e.g. from a throttled background tab, ends in the same state as punctual ones).
 */
export function advanceBattle(state: BattleState, { now, random }: BattleEnv): BattleState {
  let current = state;
  for (let guard = 0; guard < 1000; guard += 1) {
    const next = nextTimer(current);
    if (!next || next.at > now) return current;
    current = fire(current, next.kind, next.at, random);
  }
  return current;
}

/** The user picks an option: once, while the question is open and the clock is running. */
export function answerQuestion(state: BattleState, choice: number, { now, random }: BattleEnv): BattleState {
  const caughtUp = advanceBattle(state, { now, random });
  const question = caughtUp.questions[caughtUp.currentQuestion];
  if (caughtUp.phase !== 'battle' || !question || caughtUp.userAnswered || caughtUp.showResult || caughtUp.timedOut) return caughtUp;
  if (!Number.isInteger(choice) || choice < 0 || choice >= question.options.length) return caughtUp;
  const answered: BattleState = { ...caughtUp, userAnswered: true, userAnswer: choice };
  // The AI answered first: reveal now.
  if (answered.aiAnswered) return reveal(answered);
  // The user answered first: the AI answers within 2 s (sooner if it was about to anyway).
  const forced = now + AI_FORCED_ANSWER_MS;
  return { ...answered, timers: { ...answered.timers, ai: Math.min(answered.timers.ai ?? forced, forced) } };
}

/** Next Question (or View Results on the last question): only once the result is revealed. */
export function nextQuestion(state: BattleState, { now, random }: BattleEnv): BattleState {
  if (state.phase !== 'battle' || !state.showResult) return state;
  const next = state.currentQuestion + 1;
  if (next >= state.questions.length) {
    return { ...state, phase: 'results', winner: winnerOf(state.userScore, state.aiScore), endedAt: now, timers: {} };
  }
  return startQuestion(state, next, now, random);
}

/** New Battle: back to setup with everything cleared. */
export function resetBattle(state: BattleState): BattleState {
  return initialBattleState(state.difficulty);
}

/** The result posted to the server when the battle ends (spec part 2 §3 "Battle result payload"). */
export function battleResultPayload(state: BattleState, category: string): BattleResult | null {
  if (state.phase !== 'results' || state.winner === null) return null;
  const duration =
    state.startedAt !== null && state.endedAt !== null ? Math.max(0, Math.round((state.endedAt - state.startedAt) / 1000)) : 0;
  return {
    userScore: state.userScore,
    aiScore: state.aiScore,
    totalQuestions: state.questions.length,
    difficulty: state.difficulty,
    category,
    winner: state.winner,
    duration,
    questionsData: state.answered.map((a) => ({ ...a })),
  };
}
