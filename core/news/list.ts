/** Keeping, ordering and filtering news items: the same rules on the server and on the device. */
import { NEWS_KEPT, type NewsItem } from '../schemas/news';
import { isSameEasternDay } from './eastern';
import { clip } from './text';

const time = (item: Pick<NewsItem, 'publishedDate'>) => {
  const ms = Date.parse(item.publishedDate);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Newest first; items published at the same time keep their order. */
export function newestFirst<T extends Pick<NewsItem, 'publishedDate'>>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map(({ item }) => item);
}

export interface MergeResult<T> {
  items: T[];
  added: number;
  updated: number;
}

/**
 * Upsert `incoming` into `kept` by id (a record seen again replaces the old copy, so an item is
 * never listed twice), then keep the newest `limit`. On equal times the fresh items come first,
 * in the order the upstream sent them. A source that sent nothing removes nothing.
 */
export function mergeNews<T extends Pick<NewsItem, 'id' | 'publishedDate'>>(
  kept: readonly T[],
  incoming: readonly T[],
  limit = NEWS_KEPT,
): MergeResult<T> {
  const fresh = new Map<string, T>();
  for (const item of incoming) if (!fresh.has(item.id)) fresh.set(item.id, item);
  const keptIds = new Set(kept.map((k) => k.id));
  let added = 0;
  let updated = 0;
  for (const id of fresh.keys()) {
    if (keptIds.has(id)) updated += 1;
    else added += 1;
  }
  const merged = newestFirst([...fresh.values(), ...kept.filter((k) => !fresh.has(k.id))]).slice(0, Math.max(0, limit));
  return { items: merged, added, updated };
}

/** Items published on the Eastern calendar day of `now`, newest first. */
export function publishedToday<T extends Pick<NewsItem, 'publishedDate'>>(
  items: readonly T[],
  now: Date | number | string = Date.now(),
): T[] {
  return newestFirst(items.filter((item) => isSameEasternDay(item.publishedDate, now)));
}

/** The longest narration read aloud; long abstracts are cut after a full sentence. */
export const NARRATION_MAX_CHARS = 1500;

/** What an item's audio says: its title, then its summary. */
export function narrationText(item: Pick<NewsItem, 'title' | 'summary'>): string {
  const title = item.title.trim();
  const text = `${title}${/[.!?]$/.test(title) ? '' : '.'} ${item.summary.trim()}`.trim();
  return clip(text, NARRATION_MAX_CHARS);
}
