/**
 * The question bank: questions written by people from the law corpus and the
 * Constitution, each with its law reference and official source. ~150 KB: the app loads it
 * with a dynamic import() and copies it into IndexedDB; the server grades by its ids.
 */
import type { QuizQuestion } from '../../schemas/quiz';
import { buildQuestion } from './build';
import { civilRightsQuestions } from '../../data/quiz/civilRights';
import { constitutionalQuestions } from '../../data/quiz/constitutional';
import { criminalQuestions } from '../../data/quiz/criminal';
import { environmentalQuestions } from '../../data/quiz/environmental';
import { healthcareQuestions } from '../../data/quiz/healthcare';
import { taxQuestions } from '../../data/quiz/tax';
import type { BankSection } from './types';

export type { BankEntry, LawRef } from './types';

export const bankSections: readonly BankSection[] = [
  { category: 'criminal', entries: criminalQuestions },
  { category: 'civil-rights', entries: civilRightsQuestions },
  { category: 'tax', entries: taxQuestions },
  { category: 'healthcare', entries: healthcareQuestions },
  { category: 'environmental', entries: environmentalQuestions },
  { category: 'constitutional', entries: constitutionalQuestions },
];

/** Every bank question, in a stable order. */
export const quizBank: readonly QuizQuestion[] = bankSections.flatMap(({ category, entries }) =>
  entries.map((entry) => buildQuestion(entry, category)),
);

let byId: Map<string, QuizQuestion> | undefined;

export function findBankQuestion(id: string): QuizQuestion | undefined {
  byId ??= new Map(quizBank.map((q) => [q.id, q]));
  return byId.get(id);
}
