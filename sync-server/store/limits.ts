import { sql } from 'kysely';
import type { Sql } from './sql/connect';

/** Events older than this are never counted by any limit (LOGIN_WINDOW_SECONDS is at most 7 days). */
const LONGEST_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * Counted events in sliding windows, in the database, so every instance behind a load balancer
 * applies one limit (failed logins per e-mail and IP, sign-ups per IP, AI calls per user).
 */
export function limitsCollection(db: Sql, now: () => number = Date.now) {
  const waitIn = async (trx: Sql, bucket: string, limit: number, windowMs: number, t: number): Promise<number> => {
    const rows = await trx
      .selectFrom('limit_events')
      .select('at_ms')
      .where('bucket', '=', bucket)
      .where('at_ms', '>', t - windowMs)
      .orderBy('at_ms', 'desc')
      .limit(limit)
      .execute();
    if (rows.length < limit) return 0;
    // Allowed again once the oldest event that keeps the bucket at the limit leaves the window.
    return Number(rows[limit - 1]!.at_ms) + windowMs - t;
  };
  const insert = async (trx: Sql, bucket: string, t: number) => {
    await trx.insertInto('limit_events').values({ bucket, at_ms: t }).execute();
    // Now and then, forget what no limit can count any more.
    if (Math.random() < 0.01) await trx.deleteFrom('limit_events').where('at_ms', '<', t - LONGEST_WINDOW_MS).execute();
  };

  return {
    /** ms until one more event in `bucket` stays within `limit` per `windowMs`; 0 when allowed now. */
    wait: (bucket: string, limit: number, windowMs: number) => waitIn(db, bucket, limit, windowMs, now()),

    async record(...buckets: string[]): Promise<void> {
      const t = now();
      await db.transaction().execute(async (trx) => {
        for (const bucket of buckets) await insert(trx, bucket, t);
      });
    },

    /**
     * Count one event if the bucket is under its limit, atomically across instances (a lock per
     * bucket for the transaction). Returns 0 when counted, else ms to wait.
     */
    async take(bucket: string, limit: number, windowMs: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
        const t = now();
        const wait = await waitIn(trx, bucket, limit, windowMs, t);
        if (wait === 0) await insert(trx, bucket, t);
        return wait;
      });
    },

    async forget(bucket: string): Promise<void> {
      await db.deleteFrom('limit_events').where('bucket', '=', bucket).execute();
    },
  };
}

export type LimitsCollection = ReturnType<typeof limitsCollection>;
