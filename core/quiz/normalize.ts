import type { BattleQuestion } from '../schemas/quiz';

/**
 * Spec part 2 §3 (battle question): "curly quotes become plain quotes and em dashes become
 * hyphens". Only those characters change.
 */
export function normalizeQuizText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2014/g, '-');
}

/** The question text and every option normalized; everything else as it was. */
export function normalizeBattleQuestion<Q extends Pick<BattleQuestion, 'question' | 'options'>>(question: Q): Q {
  return { ...question, question: normalizeQuizText(question.question), options: question.options.map(normalizeQuizText) };
}
