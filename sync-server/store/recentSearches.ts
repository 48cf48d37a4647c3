import { createHash, randomUUID } from 'node:crypto';
import type { RecentSearch } from '../../core/schemas/legal';
import type { Sql } from './sql/connect';
import { withoutNul } from './sql/text';

/** A search as kept in the store: the client sees `toRecentSearch()` of it (no userId). */
export interface StoredRecentSearch {
  id: string;
  userId: string;
  /** As the user typed it, trimmed. */
  query: string;
  /** ISO time of the latest time the user asked it. */
  createdAt: string;
  /** The client's Idempotency-Key when it came through the outbox. */
  idempotencyKey?: string;
}

export interface AddRecentSearchOptions {
  /** When the user asked (an offline search sent later); defaults to now. */
  createdAt?: Date;
  /** A repeat with the same key returns the search it created, changing nothing. */
  idempotencyKey?: string;
}

/** How many searches the store keeps per user; older ones are dropped on the next search. */
export const RECENT_SEARCHES_KEPT_PER_USER = 200;

/** Longer normalised questions are keyed by a digest (PostgreSQL's B-tree entries are limited to about 2.7 kB). */
const QUERY_KEY_MAX = 500;

/** Two queries are "the same" when they differ only in letter case and spacing. */
export const sameQueryKey = (query: string) => {
  const key = query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  // A post may run to 5,000 characters (POST_MAX), more than a B-tree index entry holds: a long
  // one is keyed by its start and a digest of the whole.
  return key.length <= QUERY_KEY_MAX ? key : `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}`;
};

export function toRecentSearch(s: StoredRecentSearch): RecentSearch {
  return { id: s.id, query: s.query, createdAt: s.createdAt };
}

interface Row {
  id: string;
  user_id: string;
  query: string;
  created_at: string;
  idempotency_key: string | null;
}

export const fromSearchRow = (r: Row): StoredRecentSearch => ({
  id: r.id,
  userId: r.user_id,
  query: r.query,
  createdAt: r.created_at,
  ...(r.idempotency_key ? { idempotencyKey: r.idempotency_key } : {}),
});

const columns = ['id', 'user_id', 'query', 'created_at', 'idempotency_key'] as const;

export function recentSearchesCollection(db: Sql, now: () => Date = () => new Date()) {
  const byKey = (trx: Sql, userId: string, idempotencyKey: string) =>
    trx
      .selectFrom('recent_searches')
      .select(columns)
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();

  return {
    /**
     * Record that `userId` searched `query` (trimmed). Asking the same question again (ignoring
     * case and spacing) moves it to the top instead of listing it twice: the old row is replaced
     * by a new one with a new id and time. At most RECENT_SEARCHES_KEPT_PER_USER are kept.
     */
    async add(userId: string, query: string, options: AddRecentSearchOptions = {}): Promise<StoredRecentSearch> {
      const text = withoutNul(query.trim());
      const key = sameQueryKey(text);
      const { idempotencyKey } = options;
      if (idempotencyKey) {
        const earlier = await byKey(db, userId, idempotencyKey);
        if (earlier) return fromSearchRow(earlier);
      }
      const search: StoredRecentSearch = {
        id: randomUUID(),
        userId,
        query: text,
        createdAt: (options.createdAt ?? now()).toISOString(),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      const added = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recent_searches').where('user_id', '=', userId).where('query_key', '=', key).execute();
        const inserted = await trx
          .insertInto('recent_searches')
          .values({
            id: search.id,
            user_id: userId,
            query: text,
            query_key: key,
            created_at: search.createdAt,
            idempotency_key: idempotencyKey ?? null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        // Drop this user's oldest rows beyond the cap.
        const cutoff = await trx
          .selectFrom('recent_searches')
          .select(['created_at', 'seq'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .offset(RECENT_SEARCHES_KEPT_PER_USER - 1)
          .limit(1)
          .executeTakeFirst();
        if (cutoff) {
          await trx
            .deleteFrom('recent_searches')
            .where('user_id', '=', userId)
            .where((eb) =>
              eb.or([
                eb('created_at', '<', cutoff.created_at),
                eb.and([eb('created_at', '=', cutoff.created_at), eb('seq', '<', cutoff.seq)]),
              ]),
            )
            .execute();
        }
        return true;
      });
      if (added || !idempotencyKey) return search;
      // Another request with the same key won the race: answer with what it stored.
      const earlier = await byKey(db, userId, idempotencyKey);
      return earlier ? fromSearchRow(earlier) : search;
    },

    /**
     * The privacy policy's "query logs are anonymised after N days": every search asked before
     * `cutoff` is removed, so nothing ties it to anyone any more. Returns how many went.
     */
    async removeOlderThan(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('recent_searches').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The user's own searches, newest first, at most `limit`. */
    async listForUser(userId: string, limit: number): Promise<StoredRecentSearch[]> {
      if (limit <= 0) return [];
      const rows = await db
        .selectFrom('recent_searches')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map(fromSearchRow);
    },
  };
}

export type RecentSearchesCollection = ReturnType<typeof recentSearchesCollection>;
