import { randomUUID } from 'node:crypto';
import { customQuestionSchema, type CustomQuestion } from '../../core/schemas/quiz';
import type { Database } from './db';

/**
 * A custom-test question written by the AI model and accepted by the checks (issue 11), kept so
 * POST /submit grades it from the server's own copy: the client's copy is never trusted.
 */
export type StoredAiQuestion = CustomQuestion & { createdAt: string };

/** The store keeps the newest questions only; a test is taken soon after it is made. */
export const AI_QUESTIONS_KEPT = 5000;

const ID_PREFIX = 'ai:';

/** A new id for an AI-written question: never one of the bank's or the library-built ones. */
export function newAiQuestionId(): string {
  return `${ID_PREFIX}${randomUUID()}`;
}

export const isAiQuestionId = (id: string) => id.startsWith(ID_PREFIX);

export function aiQuestionsCollection(db: Database, now: () => number = Date.now) {
  const stored = (id: string) => (isAiQuestionId(id) ? db.data.aiQuestions.find((q) => q?.id === id) : undefined);
  return {
    /** The question stored under `id`, as it was sent; undefined for an id never stored (or dropped). */
    get(id: string): CustomQuestion | undefined {
      const parsed = customQuestionSchema.safeParse(stored(id));
      return parsed.success ? parsed.data : undefined;
    },

    has(id: string): boolean {
      return stored(id) !== undefined;
    },

    /** Keep questions (each under its own id); the oldest beyond AI_QUESTIONS_KEPT are dropped. */
    add(questions: readonly CustomQuestion[]): Promise<void> {
      return db.mutate((data) => {
        const createdAt = new Date(now()).toISOString();
        const ids = new Set(questions.map((q) => q.id));
        const kept = data.aiQuestions.filter((q) => q && typeof q.id === 'string' && !ids.has(q.id));
        kept.push(...questions.map((q) => ({ ...q, createdAt })));
        data.aiQuestions = kept.slice(-AI_QUESTIONS_KEPT);
      });
    },
  };
}

export type AiQuestionsCollection = ReturnType<typeof aiQuestionsCollection>;
