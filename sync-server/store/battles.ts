import { z } from 'zod';
import { battleResultSchema, type BattleResult } from '../../core/schemas/quiz';
import type { Sql } from './sql/connect';
import { userDocuments } from './sql/docs';

/**
 * A finished battle as kept (the battle result payload, docs/api.md) with its battleId. The
 * result's fields are optional on read: battles imported from the old data file have the shape
 * the app sent then (`opponentScore`, `opponentName`), kept as they were.
 */
const result = battleResultSchema.shape;
export const storedBattleSchema = z.looseObject({
  userScore: result.userScore.optional(),
  aiScore: result.aiScore.optional(),
  totalQuestions: result.totalQuestions.optional(),
  difficulty: result.difficulty.optional(),
  category: result.category.optional(),
  winner: result.winner.optional(),
  duration: result.duration.optional(),
  questionsData: result.questionsData.optional(),
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  /** The client's Idempotency-Key when it came through the outbox. */
  idempotencyKey: z.string().optional(),
});
export type StoredBattle = z.output<typeof storedBattleSchema>;

/** Battles kept per user; the oldest go first. */
export const BATTLES_KEPT_PER_USER = 500;

export function battlesCollection(db: Sql, now: () => Date = () => new Date()) {
  const docs = userDocuments(db, 'battles', BATTLES_KEPT_PER_USER, storedBattleSchema, now);
  return {
    /** Store a battle for `userId`; a repeat of an idempotency key returns the battle it made. */
    add: (userId: string, result: BattleResult, idempotencyKey?: string): Promise<StoredBattle> =>
      docs.add(userId, { ...result, questionsData: result.questionsData.map((q) => ({ ...q })) }, idempotencyKey),

    /** The user's battles, newest first. */
    listForUser: docs.listForUser,
  };
}

export type BattlesCollection = ReturnType<typeof battlesCollection>;
