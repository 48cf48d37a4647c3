import type { Sql } from './sql/connect';
import { toJson } from './sql/text';

/** Sessions one user may hold; signing in once more ends the oldest. */
export const SESSIONS_KEPT_PER_USER = 20;

export interface SessionRecord {
  userId: string | null;
  data: Record<string, unknown>;
  expiresAt: number;
}

/** Server-side sessions: the cookie holds only the id, so deleting a record signs it out. */
function upsert(trx: Sql, id: string, record: SessionRecord, t: number) {
  return trx
    .insertInto('sessions')
    .values({ id, user_id: record.userId, data: toJson(record.data), expires_at: record.expiresAt, created_at: t })
    .onConflict((oc) => oc.column('id').doUpdateSet({ user_id: record.userId, data: toJson(record.data), expires_at: record.expiresAt }))
    .execute();
}

export function sessionsCollection(db: Sql, now: () => number = Date.now) {
  return {
    /** The session's data, or undefined when unknown or expired. */
    async get(id: string): Promise<Record<string, unknown> | undefined> {
      const row = await db.selectFrom('sessions').select('data').where('id', '=', id).where('expires_at', '>', now()).executeTakeFirst();
      return row?.data;
    },

    /** The session's data and idle deadline, unless it is past that deadline or was created before `createdAfter`. */
    async getLive(id: string, createdAfter: number): Promise<{ data: Record<string, unknown>; expiresAt: number } | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select(['data', 'expires_at'])
        .where('id', '=', id)
        .where('expires_at', '>', now())
        .where('created_at', '>', createdAfter)
        .executeTakeFirst();
      return row && { data: row.data, expiresAt: Number(row.expires_at) };
    },

    /** Move a live session's idle deadline to `expiresAt`, unless that moves it by less than `stepMs` (fewer writes). */
    async touch(id: string, expiresAt: number, stepMs: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt })
        .where('id', '=', id)
        .where('expires_at', '>', now())
        .where('expires_at', '<', expiresAt - stepMs)
        .execute();
    },

    /** The signed-in user of a live session, if any. */
    async userIdOf(id: string): Promise<string | null | undefined> {
      const row = await db.selectFrom('sessions').select('user_id').where('id', '=', id).where('expires_at', '>', now()).executeTakeFirst();
      return row?.user_id;
    },

    /** Create or replace a session; a user's sessions beyond SESSIONS_KEPT_PER_USER end, oldest first. */
    async set(id: string, record: SessionRecord): Promise<void> {
      const t = now();
      await db.transaction().execute(async (trx) => {
        await upsert(trx, id, record, t);
        if (!record.userId) return;
        const cutoff = await trx
          .selectFrom('sessions')
          .select(['created_at', 'seq'])
          .where('user_id', '=', record.userId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .offset(SESSIONS_KEPT_PER_USER - 1)
          .limit(1)
          .executeTakeFirst();
        if (!cutoff) return;
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', record.userId)
          .where((eb) =>
            eb.or([
              eb('created_at', '<', cutoff.created_at),
              eb.and([eb('created_at', '=', cutoff.created_at), eb('seq', '<', cutoff.seq)]),
            ]),
          )
          .execute();
      });
    },

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Sign a user out everywhere (e.g. after a password change). Returns how many sessions ended. */
    async destroyAllForUser(userId: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Drop every expired session; returns how many were dropped. */
    async pruneExpired(): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsCollection = ReturnType<typeof sessionsCollection>;
