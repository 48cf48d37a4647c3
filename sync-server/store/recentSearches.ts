import { randomUUID } from 'node:crypto';
import type { RecentSearch } from '../../core/schemas/legal';
import type { Database } from './db';

/** A search as kept on disk: the client sees `toRecentSearch()` of it (no userId). */
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

/** How many searches the file keeps per user; older ones are dropped on the next search. */
export const RECENT_SEARCHES_KEPT_PER_USER = 100;

/** Two queries are "the same" when they differ only in letter case and spacing. */
const sameQueryKey = (query: string) => query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export function toRecentSearch(s: StoredRecentSearch): RecentSearch {
  return { id: s.id, query: s.query, createdAt: s.createdAt };
}

// The file's collections are only shape-checked on load: skip rows that are not ours.
const isStoredSearch = (s: unknown): s is StoredRecentSearch => {
  const r = s as Partial<StoredRecentSearch> | null;
  return !!r && typeof r.id === 'string' && typeof r.userId === 'string' && typeof r.query === 'string' && typeof r.createdAt === 'string';
};

export function recentSearchesCollection(db: Database, now: () => Date = () => new Date()) {
  const ofUser = (userId: string): StoredRecentSearch[] =>
    db.data.recentSearches.filter((s): s is StoredRecentSearch => isStoredSearch(s) && s.userId === userId);

  return {
    /**
     * Record that `userId` searched `query` (trimmed). Asking the same question again (ignoring
     * case and spacing) moves it to the top instead of listing it twice: the old row is replaced
     * by a new one with a new id and time. At most RECENT_SEARCHES_KEPT_PER_USER are kept.
     */
    add(userId: string, query: string, options: AddRecentSearchOptions = {}): Promise<StoredRecentSearch> {
      const text = query.trim();
      const key = sameQueryKey(text);
      const { idempotencyKey } = options;
      return db.mutate((data) => {
        if (idempotencyKey) {
          const earlier = data.recentSearches.find(
            (s): s is StoredRecentSearch => isStoredSearch(s) && s.userId === userId && s.idempotencyKey === idempotencyKey,
          );
          if (earlier) return earlier;
        }
        const search: StoredRecentSearch = {
          id: randomUUID(),
          userId,
          query: text,
          createdAt: (options.createdAt ?? now()).toISOString(),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        };
        const others = data.recentSearches.filter((s) => !(isStoredSearch(s) && s.userId === userId && sameQueryKey(s.query) === key));
        others.push(search);
        // Drop this user's oldest rows beyond the cap (rows are appended, so oldest come first).
        let excess = others.filter((s) => isStoredSearch(s) && s.userId === userId).length - RECENT_SEARCHES_KEPT_PER_USER;
        data.recentSearches = others.filter((s) => {
          if (excess > 0 && isStoredSearch(s) && s.userId === userId) {
            excess -= 1;
            return false;
          }
          return true;
        });
        return search;
      });
    },

    /**
     * The privacy policy's "query logs are anonymised after N days": every search asked before
     * `cutoff` is removed, so nothing ties it to anyone any more. Returns how many went.
     */
    async removeOlderThan(cutoff: Date): Promise<number> {
      const limit = cutoff.toISOString();
      const old = (s: unknown) => isStoredSearch(s) && s.createdAt < limit;
      if (!db.data.recentSearches.some(old)) return 0;
      return db.mutate((data) => {
        const before = data.recentSearches.length;
        data.recentSearches = data.recentSearches.filter((s) => !old(s));
        return before - data.recentSearches.length;
      });
    },

    /** The user's own searches, newest first, at most `limit`. */
    listForUser(userId: string, limit: number): StoredRecentSearch[] {
      // Rows are appended as they happen: reversed, equal times still list the later one first.
      return ofUser(userId)
        .reverse()
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
        .slice(0, Math.max(0, limit));
    },
  };
}

export type RecentSearchesCollection = ReturnType<typeof recentSearchesCollection>;
