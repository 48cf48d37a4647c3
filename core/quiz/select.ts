import type { DifficultyLevel, QuizQuestion } from '../schemas/quiz';
import { shuffle, type RandomSource } from './random';

export interface QuestionFilter {
  /** 'all' or a bank category. */
  category: string;
  difficulty: DifficultyLevel;
  count: number;
}

/**
 * The questions for a quiz or a battle, in random order: those of the category and difficulty
 * first; when there are fewer than `count`, the same category's other difficulties fill the rest
 * (a 30-question battle on one topic needs more than one level holds). Never a question twice.
 */
export function pickQuestions<Q extends Pick<QuizQuestion, 'category' | 'difficulty'>>(
  bank: readonly Q[],
  { category, difficulty, count }: QuestionFilter,
  random: RandomSource,
): Q[] {
  const inCategory = category === 'all' ? [...bank] : bank.filter((q) => q.category === category);
  const exact = difficulty === 'all' ? inCategory : inCategory.filter((q) => q.difficulty === difficulty);
  const picked = shuffle(exact, random).slice(0, count);
  if (picked.length < count && difficulty !== 'all') {
    const others = inCategory.filter((q) => q.difficulty !== difficulty);
    picked.push(...shuffle(others, random).slice(0, count - picked.length));
  }
  return picked;
}

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'law',
  'laws',
  'about',
  'with',
  'what',
  'your',
  'rights',
  'right',
  'federal',
  'act',
  'legal',
  'from',
  'that',
  'this',
  'are',
  'how',
]);

function topicTerms(topic: string): string[] {
  return [
    ...new Set(
      topic
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
        .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w)),
    ),
  ];
}

/**
 * Bank questions about a custom topic (used offline, where the law corpus is not at hand):
 * questions whose text, explanation, law reference or category mention the topic's words,
 * best matches first (ties in random order), at most `count`.
 */
export function questionsAboutTopic<Q extends QuizQuestion>(bank: readonly Q[], topic: string, count: number, random: RandomSource): Q[] {
  const terms = topicTerms(topic);
  if (terms.length === 0) return [];
  const scored = shuffle(bank, random)
    .map((q) => {
      const text = `${q.question} ${q.options[q.correctAnswer] ?? ''} ${q.explanation} ${q.lawReference} ${q.category}`.toLowerCase();
      return { q, score: terms.filter((t) => text.includes(t)).length };
    })
    .filter((s) => s.score > 0);
  // A stable sort keeps the shuffled order among equal scores.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, count).map((s) => s.q);
}
