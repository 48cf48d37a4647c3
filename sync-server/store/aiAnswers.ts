import type { Database } from './db';

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

const isStored = (r: unknown): r is StoredAiAnswer => {
  const x = r as Partial<StoredAiAnswer> | null;
  return !!x && typeof x.key === 'string' && typeof x.createdAt === 'string' && 'value' in x;
};

export function aiAnswersCollection(db: Database, now: () => number = Date.now) {
  const fresh = (r: StoredAiAnswer) => now() - Date.parse(r.createdAt) < AI_ANSWER_TTL_MS;
  return {
    /** The answer stored under `key` within the last 24 hours. */
    get(key: string): StoredAiAnswer | undefined {
      return db.data.aiAnswers.find((r): r is StoredAiAnswer => isStored(r) && r.key === key && fresh(r));
    },

    /** Keep an answer (replacing one under the same key); expired and excess answers are dropped. */
    put(key: string, feature: string, value: unknown): Promise<StoredAiAnswer> {
      return db.mutate((data) => {
        const stored: StoredAiAnswer = { key, feature, value, createdAt: new Date(now()).toISOString() };
        const kept = data.aiAnswers.filter((r): r is StoredAiAnswer => isStored(r) && r.key !== key && fresh(r));
        kept.push(stored);
        data.aiAnswers = kept.slice(-AI_ANSWERS_KEPT);
        return stored;
      });
    },
  };
}

export type AiAnswersCollection = ReturnType<typeof aiAnswersCollection>;
