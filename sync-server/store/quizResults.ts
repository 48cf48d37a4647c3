import { z } from 'zod';
import type { Sql } from './sql/connect';
import { userDocuments } from './sql/docs';

/** A graded quiz as kept on disk: what was asked and answered, and the grade. */
export interface StoredQuizResult {
  id: string;
  userId: string;
  createdAt: string;
  category: string;
  difficulty: string;
  questionIds: string[];
  answers: number[];
  timeSpent: number;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  /** The client's Idempotency-Key when it came through the outbox. */
  idempotencyKey?: string;
}

/** How a quiz_results row's doc is read back. */
export const storedQuizResultSchema: z.ZodType<StoredQuizResult> = z.looseObject({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  category: z.string(),
  difficulty: z.string(),
  questionIds: z.array(z.string()),
  answers: z.array(z.number()),
  timeSpent: z.number(),
  score: z.number(),
  correctAnswers: z.number(),
  totalQuestions: z.number(),
  idempotencyKey: z.string().optional(),
});

export type NewQuizResult = Omit<StoredQuizResult, 'id' | 'userId' | 'createdAt' | 'idempotencyKey'>;

/** Results kept per user; the oldest go first. */
export const QUIZ_RESULTS_KEPT_PER_USER = 500;

export function quizResultsCollection(db: Sql, now: () => Date = () => new Date()) {
  const docs = userDocuments(db, 'quiz_results', QUIZ_RESULTS_KEPT_PER_USER, storedQuizResultSchema, now);
  return {
    /**
     * Store a graded quiz for `userId`. With an idempotency key already used by this user, the
     * earlier result is returned and nothing changes.
     */
    add: (userId: string, result: NewQuizResult, idempotencyKey?: string): Promise<StoredQuizResult> =>
      docs.add(userId, result, idempotencyKey),

    /** The user's results, newest first. */
    listForUser: docs.listForUser,
  };
}

export type QuizResultsCollection = ReturnType<typeof quizResultsCollection>;
