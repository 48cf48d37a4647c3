/**
 * The quiz bank on the device: seeded from core/quiz/bank into the quizQuestions
 * table (DESIGN.md "Data: what lives where"), so the quiz and the battle run offline. Only the
 * knowledge screens load this module (with a dynamic import), so the bank stays out of every
 * other bundle.
 */
import { quizBank } from '../../core/quiz/bank';
import { quizQuestionSchema, type QuizQuestion } from '../../core/schemas/quiz';
import { db } from './database';
import { dataVersionOf, seedReferenceData } from './seed';

export const QUIZ_BANK_DATA_SET = 'quizQuestions';

/** The bank's data version: a new bank (any question changed) is seeded again. */
export const quizBankVersion = dataVersionOf(quizBank);

export function seedQuizBank(): Promise<boolean> {
  return seedReferenceData(QUIZ_BANK_DATA_SET, quizBankVersion, db.quizQuestions, quizBank);
}

let seeding: Promise<boolean> | undefined;

/** Seeds once per page load. Resolves false when IndexedDB cannot be written (private mode). */
export function ensureQuizBank(): Promise<boolean> {
  seeding ??= seedQuizBank().then(
    () => true,
    (error: unknown) => {
      console.warn('The quiz bank could not be saved on this device', error);
      seeding = undefined;
      return false;
    },
  );
  return seeding;
}

/**
 * The device's questions of a category ('all' for every one), read from IndexedDB through the
 * category index; rows that do not read as questions are skipped. Where IndexedDB cannot be used
 * at all, the bank this module was loaded with answers instead.
 */
export async function getDeviceQuestions(category: string): Promise<QuizQuestion[]> {
  if (!(await ensureQuizBank())) return quizBank.filter((q) => category === 'all' || q.category === category);
  const rows = category === 'all' ? await db.quizQuestions.toArray() : await db.quizQuestions.where('category').equals(category).toArray();
  return rows.map((row) => quizQuestionSchema.safeParse(row)).flatMap((r) => (r.success ? [r.data] : []));
}
