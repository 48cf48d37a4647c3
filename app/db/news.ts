/**
 * News on the device (DESIGN.md "Data": `news`, the last fetched lists). One row per (list, item):
 * an item can be in both the latest and today's list. Each list is replaced whole when it is
 * fetched again, so the device shows what the server last said, in its order.
 * News is public data: signing out does not clear it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { newsItemSchema, type NewsItem } from '../../core/schemas/news';
import { db } from './database';
import { refreshNewsMatches } from './follow';
import type { NewsList } from './types';

export type { NewsList } from './types';

/** A stored item: the server's item, its place in the list, and where its narration was found. */
const storedNewsSchema = newsItemSchema.extend({
  list: z.enum(['latest', 'today']),
  position: z.number(),
  /** The MP3 the narration request answered, kept so a track heard once plays offline. */
  narrationUrl: z.string().optional(),
});
type StoredNews = z.infer<typeof storedNewsSchema>;

export type StoredNewsItem = NewsItem & { narrationUrl?: string };

const sameWords = (a: NewsItem, b: NewsItem) => a.title === b.title && a.summary === b.summary;

/**
 * Replace the stored `list` with `items` (in the server's order). A narration already found for an
 * item whose title and summary did not change is kept.
 */
export async function saveNewsList(list: NewsList, items: readonly NewsItem[]): Promise<void> {
  await db.transaction('rw', db.news, async () => {
    const before = new Map((await readRows(list)).map((row) => [row.id, row]));
    await db.news.where('list').equals(list).delete();
    await db.news.bulkPut(
      items.map((item, position): StoredNews => {
        const earlier = before.get(item.id);
        const narrationUrl = earlier?.narrationUrl && sameWords(earlier, item) ? earlier.narrationUrl : undefined;
        return { ...newsItemSchema.parse(item), list, position, ...(narrationUrl ? { narrationUrl } : {}) };
      }),
    );
  });
  // Followed topics: what just arrived may be "New for you".
  await refreshNewsMatches();
}

async function readRows(list: NewsList): Promise<StoredNews[]> {
  const rows = await db.news.where('list').equals(list).toArray();
  return rows
    .flatMap((row) => {
      const parsed = storedNewsSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.position - b.position);
}

/** The list as last fetched, in the server's order (empty when never fetched). */
export async function getNewsList(list: NewsList): Promise<StoredNewsItem[]> {
  return (await readRows(list)).map(({ list: _list, position: _position, ...item }) => item);
}

/** Live: undefined while reading, then the stored list. */
export function useStoredNewsList(list: NewsList): StoredNewsItem[] | undefined {
  return useLiveQuery(() => getNewsList(list), [list], undefined);
}

/** Remember where the item's narration is (in every list that holds the item). */
export async function saveNarrationUrl(id: string, narrationUrl: string): Promise<void> {
  await db.transaction('rw', db.news, async () => {
    for (const list of ['latest', 'today'] as const) await db.news.update([list, id], { narrationUrl });
  });
}
