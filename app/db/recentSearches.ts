/**
 * Recent searches on the device (DESIGN.md "Data": `recentSearches`, merged). Two kinds of rows:
 * - 'server': the user's list as the server last sent it, shown when it cannot be reached;
 * - 'device': a search made offline, kept until its outbox entry (same id) has been sent.
 */
import type { RecentSearch } from '../../core/schemas/legal';
import { db } from './database';
import type { RecentSearchRecord } from './types';

export type RecentSearchOrigin = 'server' | 'device';
type StoredRecentSearch = RecentSearchRecord & { origin?: RecentSearchOrigin };

const toRecent = ({ id, query, createdAt }: RecentSearch): RecentSearch => ({ id, query, createdAt });

export interface CachedRecentSearches {
  /** The server's list as last fetched (empty when never fetched). */
  server: RecentSearch[];
  /** Searches made on this device that the server has not acknowledged yet. */
  device: RecentSearch[];
}

export async function getCachedRecentSearches(userId: string): Promise<CachedRecentSearches> {
  const rows = (await db.recentSearches.where('userId').equals(userId).toArray()) as StoredRecentSearch[];
  return {
    server: rows.filter((r) => r.origin !== 'device').map(toRecent),
    device: rows.filter((r) => r.origin === 'device').map(toRecent),
  };
}

/**
 * Keeps the server's list (replacing the one kept before) and forgets the device's searches
 * whose outbox entry is gone: the server has them now.
 */
export async function cacheServerRecentSearches(userId: string, list: readonly RecentSearch[]): Promise<void> {
  await db.transaction('rw', db.recentSearches, db.outbox, async () => {
    const rows = (await db.recentSearches.where('userId').equals(userId).toArray()) as StoredRecentSearch[];
    const stale: string[] = [];
    for (const row of rows) {
      if (row.origin !== 'device' || !(await db.outbox.get(row.id))) stale.push(row.id);
    }
    await db.recentSearches.bulkDelete(stale);
    await db.recentSearches.bulkPut(list.map((s): StoredRecentSearch => ({ ...toRecent(s), userId, origin: 'server' })));
  });
}

/** A search made offline; `id` is its outbox entry's id. */
export async function addDeviceRecentSearch(userId: string, search: RecentSearch): Promise<void> {
  const row: StoredRecentSearch = { ...toRecent(search), userId, origin: 'device' };
  await db.recentSearches.put(row);
}
