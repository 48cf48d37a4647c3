/**
 * The quiz's states and transitions (spec part 2 §4 "Quiz"): setup, then quiz, then results.
 * Pure, so every rule is unit-tested; the page keeps it in a useReducer.
 */
import { gradeSubmission } from '../../../core/quiz/grade';
import type { DifficultyLevel, QuizQuestion, QuizResult, QuizSubmission } from '../../../core/schemas/quiz';

export type QuizTab = 'setup' | 'quiz' | 'results';

/** What the result screen says about saving: saving now, waiting for the network, saved. */
export type ResultStatus = 'saving' | 'queued' | 'saved';

export interface QuizTest {
  /** Preset category value, or the custom topic as typed. */
  category: string;
  difficulty: DifficultyLevel;
  custom: boolean;
  /** The questions came from the bank saved on this device (offline). */
  fromDevice: boolean;
  /** How the questions were made, when the server says (e.g. AI questions replaced from the library). */
  notice?: string;
}

export interface QuizState {
  questions: QuizQuestion[];
  test: QuizTest | null;
  currentIndex: number;
  /** The option chosen for each question so far. */
  answers: number[];
  finished: boolean;
  startedAt: number | null;
  result: QuizResult | null;
  resultStatus: ResultStatus | null;
  /** The outbox entry carrying this result's submission. */
  submissionId: string | null;
}

export const initialQuizState: QuizState = {
  questions: [],
  test: null,
  currentIndex: 0,
  answers: [],
  finished: false,
  startedAt: null,
  result: null,
  resultStatus: null,
  submissionId: null,
};

export type QuizAction =
  | { type: 'loaded'; questions: QuizQuestion[]; test: QuizTest; now: number }
  | { type: 'answer'; choice: number }
  | { type: 'next' }
  | { type: 'finished'; result: QuizResult; status: ResultStatus }
  | { type: 'submissionQueued'; id: string; status: ResultStatus }
  | { type: 'saved'; submissionId: string; result: QuizResult }
  | { type: 'retake'; now: number }
  | { type: 'reset' };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'loaded':
      // Starting a test resets everything else.
      return { ...initialQuizState, questions: action.questions, test: action.test, startedAt: action.now };
    case 'answer': {
      const question = state.questions[state.currentIndex];
      // Options lock after choosing.
      if (!question || state.finished || state.answers[state.currentIndex] !== undefined) return state;
      if (!Number.isInteger(action.choice) || action.choice < 0 || action.choice >= question.options.length) return state;
      const answers = [...state.answers];
      answers[state.currentIndex] = action.choice;
      return { ...state, answers };
    }
    case 'next':
      // An option must be chosen before going on; the last question submits instead.
      if (state.answers[state.currentIndex] === undefined || state.currentIndex >= state.questions.length - 1) return state;
      return { ...state, currentIndex: state.currentIndex + 1 };
    case 'finished':
      return { ...state, finished: true, result: action.result, resultStatus: action.status };
    case 'submissionQueued':
      return { ...state, submissionId: action.id, resultStatus: state.resultStatus === 'saved' ? 'saved' : action.status };
    case 'saved':
      if (action.submissionId !== state.submissionId) return state;
      return { ...state, result: action.result, resultStatus: 'saved' };
    case 'retake':
      // "'Take Another Test' resets finished, index and answers."
      return {
        ...state,
        finished: false,
        currentIndex: 0,
        answers: [],
        startedAt: action.now,
        result: null,
        resultStatus: null,
        submissionId: null,
      };
    case 'reset':
      return initialQuizState;
  }
}

/** "Results once finished, quiz once questions are loaded, otherwise setup." */
export function currentTab(state: QuizState): QuizTab {
  if (state.finished) return 'results';
  if (state.questions.length > 0) return 'quiz';
  return 'setup';
}

/** A test is in progress once its first answer is given, until it is finished. */
export function testInProgress(state: QuizState): boolean {
  return state.questions.length > 0 && !state.finished && state.answers.length > 0;
}

/**
 * Which tabs can be chosen: Setup and Quiz are locked while a test is in progress; Take Test
 * needs loaded questions and an unfinished test; View Results only after finishing.
 */
export function tabsEnabled(state: QuizState): Record<QuizTab, boolean> {
  const inProgress = testInProgress(state);
  return {
    setup: !inProgress,
    quiz: state.questions.length > 0 && !state.finished && !inProgress,
    results: state.finished,
  };
}

export function isLastQuestion(state: QuizState): boolean {
  return state.currentIndex === state.questions.length - 1;
}

export function timeSpentSeconds(state: QuizState, now: number): number {
  return state.startedAt === null ? 0 : Math.max(0, Math.round((now - state.startedAt) / 1000));
}

/** What is sent to POST /submit (the spec's fields plus the question ids the server grades by). */
export function submissionOf(state: QuizState, now: number): QuizSubmission {
  return {
    questionIds: state.questions.map((q) => q.id),
    answers: [...state.answers],
    category: state.test?.category ?? 'all',
    difficulty: state.test?.difficulty ?? 'all',
    timeSpent: timeSpentSeconds(state, now),
  };
}

/** Graded on the device from the questions it was given: the same function the server runs. */
export function gradeOnDevice(state: QuizState, submission: QuizSubmission): QuizResult {
  return gradeSubmission(submission, (id) => state.questions.find((q) => q.id === id));
}
