import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { customQuestionSchema, type CustomQuestion } from '../../core/schemas/quiz';
import type { Sql } from './sql/connect';
import { toJson } from './sql/text';

/**
 * A custom-test question written by the AI model and accepted by the checks, kept so
 * POST /submit grades it from the server's own copy: the client's copy is never trusted.
 */
export const storedAiQuestionSchema = customQuestionSchema.extend({ createdAt: z.string() });
export type StoredAiQuestion = z.output<typeof storedAiQuestionSchema>;

/** The store keeps the newest questions only; a test is taken soon after it is made. */
export const AI_QUESTIONS_KEPT = 5000;

const ID_PREFIX = 'ai:';

/** A new id for an AI-written question: never one of the bank's or the library-built ones. */
export function newAiQuestionId(): string {
  return `${ID_PREFIX}${randomUUID()}`;
}

export const isAiQuestionId = (id: string) => id.startsWith(ID_PREFIX);

export function aiQuestionsCollection(db: Sql, now: () => number = Date.now) {
  const stored = async (id: string) =>
    isAiQuestionId(id) ? (await db.selectFrom('ai_questions').select('doc').where('id', '=', id).executeTakeFirst())?.doc : undefined;
  return {
    /** The question stored under `id`, as it was sent; undefined for an id never stored (or dropped). */
    async get(id: string): Promise<CustomQuestion | undefined> {
      const parsed = customQuestionSchema.safeParse(await stored(id));
      return parsed.success ? parsed.data : undefined;
    },

    async has(id: string): Promise<boolean> {
      return (await stored(id)) !== undefined;
    },

    /** Keep questions (each under its own id); the oldest beyond AI_QUESTIONS_KEPT are dropped. */
    async add(questions: readonly CustomQuestion[]): Promise<void> {
      if (questions.length === 0) return;
      const createdAt = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('ai_questions')
          .where(
            'id',
            'in',
            questions.map((q) => q.id),
          )
          .execute();
        await trx
          .insertInto('ai_questions')
          .values(questions.map((q) => ({ id: q.id, doc: toJson({ ...q, createdAt }) })))
          .execute();
        const cutoff = await trx
          .selectFrom('ai_questions')
          .select('seq')
          .orderBy('seq', 'desc')
          .offset(AI_QUESTIONS_KEPT - 1)
          .limit(1)
          .executeTakeFirst();
        if (cutoff) await trx.deleteFrom('ai_questions').where('seq', '<', cutoff.seq).execute();
      });
    },
  };
}

export type AiQuestionsCollection = ReturnType<typeof aiQuestionsCollection>;
