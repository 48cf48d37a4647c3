import type { Sql } from './sql/connect';
import { toJson } from './sql/text';

/** An AI answer kept so an identical question within AI_ANSWER_TTL_MS is not asked again. */
export interface StoredAiAnswer {
  /** sha256 of what made the answer: feature, model, the normalized question and its grounding. */
  key: string;
  feature: string;
  /** The reply as sent (its feature's response schema). */
  value: unknown;
  createdAt: string;
}

export const AI_ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
/** The cache never holds more than this; the oldest answers go first. */
export const AI_ANSWERS_KEPT = 2000;

export function aiAnswersCollection(db: Sql, now: () => number = Date.now) {
  return {
    /** The answer stored under `key` within the last 24 hours. */
    async get(key: string): Promise<StoredAiAnswer | undefined> {
      const row = await db
        .selectFrom('ai_answers')
        .select(['key', 'feature', 'value', 'created_at'])
        .where('key', '=', key)
        .where('created_ms', '>', now() - AI_ANSWER_TTL_MS)
        .executeTakeFirst();
      return row ? { key: row.key, feature: row.feature, value: row.value, createdAt: row.created_at } : undefined;
    },

    /** Keep an answer (replacing one under the same key); expired and excess answers are dropped. */
    async put(key: string, feature: string, value: unknown): Promise<StoredAiAnswer> {
      const t = now();
      const stored: StoredAiAnswer = { key, feature, value, createdAt: new Date(t).toISOString() };
      const row = { feature, value: toJson(value), created_at: stored.createdAt, created_ms: t };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ai_answers')
          .values({ key, ...row })
          .onConflict((oc) => oc.column('key').doUpdateSet(row))
          .execute();
        await trx
          .deleteFrom('ai_answers')
          .where('created_ms', '<=', t - AI_ANSWER_TTL_MS)
          .execute();
        const cutoff = await trx
          .selectFrom('ai_answers')
          .select('created_ms')
          .orderBy('created_ms', 'desc')
          .offset(AI_ANSWERS_KEPT - 1)
          .limit(1)
          .executeTakeFirst();
        if (cutoff) await trx.deleteFrom('ai_answers').where('created_ms', '<', cutoff.created_ms).execute();
      });
      return stored;
    },
  };
}

export type AiAnswersCollection = ReturnType<typeof aiAnswersCollection>;
