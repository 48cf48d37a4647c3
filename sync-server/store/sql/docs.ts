import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { StoreDataError } from '../errors';
import type { Sql } from './connect';
import { toJson, withoutNul } from './text';

/**
 * A row's doc as `schema` reads it: the value typed, or StoreDataError naming the table and the
 * first field that is not as stored (never a record of the wrong shape handed on).
 */
export function parseDoc<T>(schema: z.ZodType<T>, doc: unknown, table: string): T {
  const parsed = schema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new StoreDataError(`A row of ${table} is not as the server stores it (${issue.path.join('.') || 'the row'}: ${issue.message}).`);
}

/** What the store adds to a record it keeps for a user. */
type Stamp = 'id' | 'userId' | 'createdAt' | 'idempotencyKey';

/**
 * Per-user records kept as one jsonb document each (quiz results, battles), with the columns
 * that find them: id, user, Idempotency-Key (unique per user), insertion order.
 */
export function userDocuments<T extends { id: string; userId: string; createdAt: string; idempotencyKey?: string }>(
  db: Sql,
  table: 'quiz_results' | 'battles',
  keptPerUser: number,
  schema: z.ZodType<T>,
  now: () => Date,
) {
  const byKey = async (userId: string, key: string): Promise<T | undefined> => {
    const row = await db
      .selectFrom(table)
      .select('doc')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row && parseDoc(schema, row.doc, table);
  };

  return {
    /**
     * Store `fields` for `userId` with a new id and the time. With an idempotency key already used
     * by this user, the record it stored is returned and nothing changes.
     */
    async add(userId: string, fields: Omit<T, Stamp>, idempotencyKey?: string): Promise<T> {
      const doc = withoutNul({
        id: randomUUID(),
        userId,
        createdAt: now().toISOString(),
        ...fields,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      } as T);
      const key = doc.idempotencyKey;
      if (key) {
        const earlier = await byKey(doc.userId, key);
        if (earlier) return earlier;
      }
      const added = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto(table)
          .values({ id: doc.id, user_id: doc.userId, idempotency_key: key ?? null, doc: toJson(doc) })
          .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        const cutoff = await trx
          .selectFrom(table)
          .select('seq')
          .where('user_id', '=', doc.userId)
          .orderBy('seq', 'desc')
          .offset(keptPerUser - 1)
          .limit(1)
          .executeTakeFirst();
        if (cutoff) await trx.deleteFrom(table).where('user_id', '=', doc.userId).where('seq', '<', cutoff.seq).execute();
        return true;
      });
      if (added || !key) return doc;
      return (await byKey(doc.userId, key)) ?? doc;
    },

    /** The user's records, newest first. */
    async listForUser(userId: string): Promise<T[]> {
      const rows = await db.selectFrom(table).select('doc').where('user_id', '=', userId).orderBy('seq', 'desc').execute();
      return rows.map((r) => parseDoc(schema, r.doc, table));
    },
  };
}
