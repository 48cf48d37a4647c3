import { randomUUID } from 'node:crypto';
import type { BattleResult } from '../../core/schemas/quiz';
import type { Sql } from './sql/connect';
import { userDocuments } from './sql/docs';

/** A finished battle as kept on disk (spec part 2 §3 "Battle result payload") with its battleId. */
export interface StoredBattle extends BattleResult {
  id: string;
  userId: string;
  createdAt: string;
  /** The client's Idempotency-Key when it came through the outbox. */
  idempotencyKey?: string;
}

/** Battles kept per user; the oldest go first. */
export const BATTLES_KEPT_PER_USER = 500;

export function battlesCollection(db: Sql, now: () => Date = () => new Date()) {
  const docs = userDocuments<StoredBattle>(db, 'battles', BATTLES_KEPT_PER_USER);
  return {
    /** Store a battle for `userId`; a repeat of an idempotency key returns the battle it made. */
    add(userId: string, result: BattleResult, idempotencyKey?: string): Promise<StoredBattle> {
      return docs.add({
        id: randomUUID(),
        userId,
        createdAt: now().toISOString(),
        ...result,
        questionsData: result.questionsData.map((q) => ({ ...q })),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
    },

    /** The user's battles, newest first. */
    listForUser: (userId: string) => docs.listForUser(userId),
  };
}

export type BattlesCollection = ReturnType<typeof battlesCollection>;
