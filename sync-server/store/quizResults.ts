import { randomUUID } from 'node:crypto';
import type { Database } from './db';

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

export type NewQuizResult = Omit<StoredQuizResult, 'id' | 'userId' | 'createdAt' | 'idempotencyKey'>;

/** Results kept per user; the oldest go first. */
export const QUIZ_RESULTS_KEPT_PER_USER = 500;

const isStored = (r: unknown): r is StoredQuizResult => {
  const x = r as Partial<StoredQuizResult> | null;
  return !!x && typeof x.id === 'string' && typeof x.userId === 'string' && Array.isArray(x.questionIds) && Array.isArray(x.answers);
};

export function quizResultsCollection(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Store a graded quiz for `userId`. With an idempotency key already used by this user, the
     * earlier result is returned and nothing changes.
     */
    add(userId: string, result: NewQuizResult, idempotencyKey?: string): Promise<StoredQuizResult> {
      return db.mutate((data) => {
        if (idempotencyKey) {
          const earlier = data.quizResults.find((r): r is StoredQuizResult => isStored(r) && r.userId === userId && r.idempotencyKey === idempotencyKey);
          if (earlier) return earlier;
        }
        const stored: StoredQuizResult = {
          id: randomUUID(),
          userId,
          createdAt: now().toISOString(),
          ...result,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        };
        data.quizResults.push(stored);
        let excess = data.quizResults.filter((r) => isStored(r) && r.userId === userId).length - QUIZ_RESULTS_KEPT_PER_USER;
        if (excess > 0) {
          data.quizResults = data.quizResults.filter((r) => {
            if (excess > 0 && isStored(r) && r.userId === userId) {
              excess -= 1;
              return false;
            }
            return true;
          });
        }
        return stored;
      });
    },

    /** The user's results, newest first. */
    listForUser(userId: string): StoredQuizResult[] {
      return data(db).filter((r) => r.userId === userId).reverse();
    },
  };
}

function data(db: Database): StoredQuizResult[] {
  return db.data.quizResults.filter(isStored);
}

export type QuizResultsCollection = ReturnType<typeof quizResultsCollection>;
