/**
 * Recent Searches, online and offline: the server's list when it answers (kept on the device),
 * else the list kept last time; either way merged with the searches made offline that the
 * outbox has not delivered yet.
 */
import { RECENT_SEARCHES_LIMIT, recentSearchSchema, type RecentSearch } from '../../../../core/schemas/legal';
import { apiRequest, NetworkError } from '../../../api/client';
import { addDeviceRecentSearch, cacheServerRecentSearches, getCachedRecentSearches } from '../../../db/recentSearches';
import { enqueueWrite } from '../../../outbox';
import { z } from 'zod';

export const RECENT_SEARCHES_URL = '/api/legal/recent-searches';
/** The outbox kind of a search made offline. */
export const RECENT_SEARCH_KIND = 'recent-search';

const recentSearchesSchema = z.array(recentSearchSchema);

/** The recent searches reply, read strictly (a bad reply shows as an error, not as garbage). */
export function readRecentSearches(data: unknown): RecentSearch[] {
  return recentSearchesSchema.parse(data);
}

/** Two queries are the same search when they differ only in letter case and spacing (as the server counts them). */
const sameQuery = (query: string) => query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** One row per query (its newest), newest first, at most `limit`. */
export function mergeRecentSearches(...lists: (readonly RecentSearch[])[]): RecentSearch[] {
  const newest = new Map<string, RecentSearch>();
  for (const search of lists.flat()) {
    const key = sameQuery(search.query);
    const kept = newest.get(key);
    if (!kept || Date.parse(search.createdAt) > Date.parse(kept.createdAt)) newest.set(key, search);
  }
  return [...newest.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, RECENT_SEARCHES_LIMIT);
}

/** GET /api/legal/recent-searches, kept on the device; with no connection, the copy kept last time. */
export async function fetchRecentSearches(userId: string | undefined, signal?: AbortSignal): Promise<RecentSearch[]> {
  let server: RecentSearch[];
  try {
    server = readRecentSearches(await apiRequest('GET', RECENT_SEARCHES_URL, undefined, { signal }));
  } catch (error) {
    if (!(error instanceof NetworkError) || !userId) throw error;
    const cached = await getCachedRecentSearches(userId).catch(() => null);
    if (!cached || cached.server.length + cached.device.length === 0) throw error;
    return mergeRecentSearches(cached.server, cached.device);
  }
  if (!userId) return server;
  // The device copy is a convenience: a blocked IndexedDB must not hide the server's list.
  try {
    await cacheServerRecentSearches(userId, server);
    return mergeRecentSearches(server, (await getCachedRecentSearches(userId)).device);
  } catch {
    return server;
  }
}

/**
 * A search answered offline: shown in Recent Searches at once, and sent to the server's list
 * through the outbox (POST /api/legal/recent-searches, once, whenever the connection returns).
 */
export async function recordOfflineSearch(userId: string, query: string, now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  const entry = await enqueueWrite({
    kind: RECENT_SEARCH_KIND,
    method: 'POST',
    url: RECENT_SEARCHES_URL,
    body: { query, createdAt },
    userId,
  });
  await addDeviceRecentSearch(userId, { id: entry.id, query, createdAt });
}
