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
  const insert = async (trx: Sql, bucket: string, t: number): Promise<number> => {
    const row = await trx.insertInto('limit_events').values({ bucket, at_ms: t }).returning('seq').executeTakeFirstOrThrow();
    // Now and then, forget what no limit can count any more.
    if (Math.random() < 0.01)
      await trx
        .deleteFrom('limit_events')
        .where('at_ms', '<', t - LONGEST_WINDOW_MS)
        .execute();
    return Number(row.seq);
  };

  /**
   * Count one event in every bucket if each is under its limit, atomically across instances
   * (a lock per bucket for the transaction, taken in one order so two callers never deadlock).
   * Nothing is counted when any bucket is full.
   */
  const takeAll = (wants: readonly LimitWant[]): Promise<Taken> =>
    db.transaction().execute(async (trx) => {
      for (const bucket of [...new Set(wants.map((w) => w.bucket))].sort()) {
        await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
      }
      const t = now();
      let wait = 0;
      for (const w of wants) wait = Math.max(wait, await waitIn(trx, w.bucket, w.limit, w.windowMs, t));
      if (wait > 0) return { wait, events: [] };
      const events: number[] = [];
      for (const w of wants) events.push(await insert(trx, w.bucket, t));
      return { wait: 0, events };
    });

  return {
    /** ms until one more event in `bucket` stays within `limit` per `windowMs`; 0 when allowed now. */
    wait: (bucket: string, limit: number, windowMs: number) => waitIn(db, bucket, limit, windowMs, now()),

    async record(...buckets: string[]): Promise<void> {
      const t = now();
      await db.transaction().execute(async (trx) => {
        for (const bucket of buckets) await insert(trx, bucket, t);
      });
    },

    /** Count one event if the bucket is under its limit (see takeAll). Returns 0 when counted, else ms to wait. */
    async take(bucket: string, limit: number, windowMs: number): Promise<number> {
      return (await takeAll([{ bucket, limit, windowMs }])).wait;
    },

    takeAll,

    /** Un-count events takeAll counted (an attempt that turned out to be allowed, such as a right password). */
    async refund(events: readonly number[]): Promise<void> {
      if (events.length > 0)
        await db
          .deleteFrom('limit_events')
          .where('seq', 'in', [...events])
          .execute();
    },

    /** Events in `bucket` within the last `windowMs`. */
    async count(bucket: string, windowMs: number): Promise<number> {
      const row = await db
        .selectFrom('limit_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', bucket)
        .where('at_ms', '>', now() - windowMs)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async forget(bucket: string): Promise<void> {
      await db.deleteFrom('limit_events').where('bucket', '=', bucket).execute();
    },
  };
}

export interface LimitWant {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** What takeAll counted: `wait` 0 and one event id per bucket, or the ms to wait and none. */
export interface Taken {
  wait: number;
  events: number[];
}

export type LimitsCollection = ReturnType<typeof limitsCollection>;
