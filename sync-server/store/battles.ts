import { randomUUID } from 'node:crypto';
import type { BattleResult } from '../../core/schemas/quiz';
import type { Database } from './db';

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

const isStored = (r: unknown): r is StoredBattle => {
  const x = r as Partial<StoredBattle> | null;
  return !!x && typeof x.id === 'string' && typeof x.userId === 'string' && typeof x.userScore === 'number';
};

export function battlesCollection(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Store a battle for `userId`; a repeat of an idempotency key returns the battle it made. */
    add(userId: string, result: BattleResult, idempotencyKey?: string): Promise<StoredBattle> {
      return db.mutate((data) => {
        if (idempotencyKey) {
          const earlier = data.battles.find((r): r is StoredBattle => isStored(r) && r.userId === userId && r.idempotencyKey === idempotencyKey);
          if (earlier) return earlier;
        }
        const stored: StoredBattle = {
          id: randomUUID(),
          userId,
          createdAt: now().toISOString(),
          ...result,
          questionsData: result.questionsData.map((q) => ({ ...q })),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        };
        data.battles.push(stored);
        let excess = data.battles.filter((r) => isStored(r) && r.userId === userId).length - BATTLES_KEPT_PER_USER;
        if (excess > 0) {
          data.battles = data.battles.filter((r) => {
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

    /** The user's battles, newest first. */
    listForUser(userId: string): StoredBattle[] {
      return db.data.battles.filter((r): r is StoredBattle => isStored(r) && r.userId === userId).reverse();
    },
  };
}

export type BattlesCollection = ReturnType<typeof battlesCollection>;
