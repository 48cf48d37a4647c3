import type { Difficulty } from '../schemas/quiz';

/**
 * The knowledge modes' timers, probabilities and counts (spec part 2 §4, §5, §9), in one place.
 */

/** Battle: seconds on the clock for each question. */
export const BATTLE_QUESTION_SECONDS = 10;
/** Battle: the full-screen countdown starts at 3 and shows each number for 1 s. */
export const BATTLE_COUNTDOWN_FROM = 3;
export const BATTLE_COUNTDOWN_STEP_MS = 1000;
/** Battle: the AI answers after a random delay of 3 to 7 s. */
export const AI_MIN_DELAY_MS = 3000;
export const AI_MAX_DELAY_MS = 7000;
/** Battle: when the user answers first, the AI is forced to answer within 2 s. */
export const AI_FORCED_ANSWER_MS = 2000;
/** Battle: the result is revealed 0.5 s after the AI's answer when the user answered first. */
export const REVEAL_AFTER_AI_MS = 500;
/** Battle: when the timer reaches 0, the AI answers and the result is revealed 1 s later. */
export const REVEAL_AFTER_TIMEOUT_MS = 1000;
/** Battle: the AI answers correctly with this probability, otherwise it picks a random option. */
export const AI_ACCURACY: Record<Difficulty, number> = { easy: 0.7, medium: 0.8, hard: 0.9 };
/** Battle: points for a correct answer. */
export const POINTS_PER_CORRECT = 1;
/** Battle: "The question count is one of 5, 10, 15, 20, 30 (default 10)." */
export const BATTLE_QUESTION_COUNTS = [5, 10, 15, 20, 30] as const;
export type BattleQuestionCount = (typeof BATTLE_QUESTION_COUNTS)[number];
export const BATTLE_DEFAULT_QUESTION_COUNT: BattleQuestionCount = 10;

/** Quiz: "Custom quiz question counts: 3, 5 (default), 10, 15." */
export const CUSTOM_QUIZ_QUESTION_COUNTS = [3, 5, 10, 15] as const;
export const CUSTOM_QUIZ_DEFAULT_COUNT = 5;

/** "Typing-effect speeds: 15 for quiz questions, 30 for chat" (ms per typewriter step). */
export const QUIZ_TYPING_STEP_MS = 15;
export const CHAT_TYPING_STEP_MS = 30;

/** Where a created custom test is kept (spec part 2 §4: "session storage under a custom-test key"). */
export const CUSTOM_TEST_STORAGE_KEY = 'custom-test';
