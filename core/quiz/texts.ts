import type { Difficulty, QuizCategory, Winner } from '../schemas/quiz';
import type { BattleQuestionCount } from './constants';

/** Texts of the knowledge modes, to the letter of spec part 2 where it gives them. */

export const QUIZ_CATEGORY_LABELS: Record<QuizCategory, string> = {
  all: 'All Categories',
  criminal: 'Criminal Law',
  'civil-rights': 'Civil Rights',
  tax: 'Tax Law',
  healthcare: 'Healthcare',
  environmental: 'Environmental',
};

/** Badge labels of the bank's topics (the Constitution is reached through "All Categories"). */
export const BANK_CATEGORY_LABELS: Record<string, string> = {
  criminal: 'Criminal Law',
  'civil-rights': 'Civil Rights',
  tax: 'Tax Law',
  healthcare: 'Healthcare',
  environmental: 'Environmental',
  constitutional: 'Constitutional Law',
};

export function categoryLabel(category: string): string {
  return BANK_CATEGORY_LABELS[category] ?? category;
}

export const DIFFICULTY_LABELS: Record<Difficulty | 'all', string> = { all: 'All Levels', easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** Battle setup: "Easy 70% AI, Medium 80% AI, Hard 90% AI". */
export const BATTLE_DIFFICULTY_AI_LABELS: Record<Difficulty, string> = { easy: '70% AI', medium: '80% AI', hard: '90% AI' };

/** Battle setup: "5 quick ~2 min, 10 standard ~5 min, 15 extended ~8 min, 20 epic ~10 min, 30 marathon ~15 min". */
export const BATTLE_COUNT_LABELS: Record<BattleQuestionCount, { name: string; duration: string }> = {
  5: { name: 'Quick', duration: '~2 min' },
  10: { name: 'Standard', duration: '~5 min' },
  15: { name: 'Extended', duration: '~8 min' },
  20: { name: 'Epic', duration: '~10 min' },
  30: { name: 'Marathon', duration: '~15 min' },
};

export const BATTLE_RESULT_TEXTS: Record<Winner, { title: string; message: string }> = {
  user: { title: 'Victory!', message: 'You outsmarted our AI! Impressive legal knowledge!' },
  ai: { title: 'Defeated!', message: 'The AI won this round. Keep practicing!' },
  draw: { title: 'Draw!', message: 'A perfect tie! You matched our AI perfectly!' },
};

export const BATTLE_TEXTS = {
  startBattle: 'Start Battle',
  loading: 'Loading Battle Arena...',
  aiThinking: 'AI is thinking...',
  explanation: 'Explanation',
  nextQuestion: 'Next Question',
  viewResults: 'View Results',
  newBattle: 'New Battle',
  backToHome: 'Back to Home',
  allCategories: 'All Categories',
  customTopicPlaceholder: 'e.g., constitutional rights, tax law, immigration',
} as const;

export const QUIZ_TEXTS = {
  tabs: { setup: 'Setup Test', quiz: 'Take Test', results: 'View Results' },
  nextQuestion: 'Next Question',
  viewResults: 'View Results',
  takeAnotherTest: 'Take Another Test',
} as const;

/** Chat mode: the failure text that replaces the typing placeholder (spec part 2 §8). */
export const CHAT_ERROR_TEXT = 'Sorry, I had trouble answering that question. Please try again or rephrase your question.';

/** Custom-test questions: fallbacks when a question lacks them (spec part 2 §3). */
export const CUSTOM_FALLBACKS = {
  lawReference: 'Federal Law Database',
  governmentSource: 'Verified Government Source',
  category: 'Custom Topic',
} as const;
