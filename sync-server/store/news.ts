import { z } from 'zod';
import { mergeNews, newestFirst, publishedToday } from '../../core/news';
import { NEWS_KEPT, newsItemSchema, type NewsItem } from '../../core/schemas/news';
import type { Database } from './db';

/** A news item as kept on disk: what the client sees plus when we last fetched it. */
export type StoredNewsItem = NewsItem & {
  /** ISO time of the refresh that last brought it. */
  fetchedAt: string;
};

const storedNewsItemSchema = newsItemSchema.extend({ fetchedAt: z.string() });

export function toNewsItem(item: StoredNewsItem): NewsItem {
  const { fetchedAt: _fetchedAt, ...rest } = item;
  return rest;
}

export interface SaveNewsResult {
  added: number;
  updated: number;
  /** Items kept after the save. */
  total: number;
}

/**
 * The news items fetched from Congress.gov and the Federal Register (issue 6): one copy per
 * upstream record, at most NEWS_KEPT (the newest), newest first.
 */
export function newsCollection(db: Database) {
  // The file's collections are only shape-checked on load: rows that are not news items are skipped.
  let cache: { rows: unknown[]; items: StoredNewsItem[] } | undefined;
  const all = (): StoredNewsItem[] => {
    const rows = db.data.news;
    if (cache?.rows !== rows) {
      const items = rows.flatMap((row) => {
        const parsed = storedNewsItemSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
      cache = { rows, items: newestFirst(items) };
    }
    return cache.items;
  };

  return {
    /** Newest first, at most `limit`. */
    latest(limit: number): StoredNewsItem[] {
      return all().slice(0, Math.max(0, limit));
    },

    /** Published on the US Eastern calendar day of `now`, newest first. */
    today(now: Date = new Date()): StoredNewsItem[] {
      return publishedToday(all(), now);
    },

    findById(id: string): StoredNewsItem | undefined {
      return all().find((item) => item.id === id);
    },

    /**
     * Store what a refresh brought: an item already kept is replaced by its fresh copy (same
     * id), new ones are added, and only the newest NEWS_KEPT stay. Saving nothing changes nothing.
     */
    async save(items: readonly NewsItem[], now: Date = new Date()): Promise<SaveNewsResult> {
      if (items.length === 0) return { added: 0, updated: 0, total: all().length };
      const fetchedAt = now.toISOString();
      const fresh: StoredNewsItem[] = items.map((item) => ({ ...newsItemSchema.parse(item), fetchedAt }));
      return db.mutate((data) => {
        const kept = all();
        const merged = mergeNews(kept, fresh, NEWS_KEPT);
        data.news = merged.items;
        return { added: merged.added, updated: merged.updated, total: merged.items.length };
      });
    },
  };
}

export type NewsCollection = ReturnType<typeof newsCollection>;
