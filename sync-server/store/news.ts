import { z } from 'zod';
import { mergeNews, newestFirst, publishedToday } from '../../core/news';
import { NEWS_KEPT, newsItemSchema, type NewsItem } from '../../core/schemas/news';
import { sql } from 'kysely';
import type { Sql } from './sql/connect';
import { toJson } from './sql/text';

/** A news item as kept on disk: what the client sees plus when we last fetched it. */
export type StoredNewsItem = NewsItem & {
  /** ISO time of the refresh that last brought it. */
  fetchedAt: string;
};

export const storedNewsItemSchema = newsItemSchema.extend({ fetchedAt: z.string() });

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
 * The news items fetched from Congress.gov and the Federal Register: one copy per
 * upstream record, at most NEWS_KEPT (the newest), newest first.
 */
const REFRESH_KEY = 'news:last-upstream-fetch';

export function newsCollection(db: Sql) {
  // At most NEWS_KEPT small rows: read whole and ordered here, with the rules core/news gives.
  const all = async (trx: Sql = db): Promise<StoredNewsItem[]> => {
    const rows = await trx.selectFrom('news').select('doc').execute();
    const items = rows.flatMap((row) => {
      const parsed = storedNewsItemSchema.safeParse(row.doc);
      return parsed.success ? [parsed.data] : [];
    });
    return newestFirst(items);
  };

  return {
    /** Newest first, at most `limit`. */
    async latest(limit: number): Promise<StoredNewsItem[]> {
      return (await all()).slice(0, Math.max(0, limit));
    },

    /** Published on the US Eastern calendar day of `now`, newest first. */
    async today(now: Date = new Date()): Promise<StoredNewsItem[]> {
      return publishedToday(await all(), now);
    },

    async findById(id: string): Promise<StoredNewsItem | undefined> {
      const row = await db.selectFrom('news').select('doc').where('id', '=', id).executeTakeFirst();
      const parsed = storedNewsItemSchema.safeParse(row?.doc);
      return parsed.success ? parsed.data : undefined;
    },

    /**
     * Claim the right to fetch upstream now: at most once per `cooldownMs` across every instance
     * (the time of the last fetch is kept in the database). Otherwise says when the next may run.
     */
    async claimRefresh(cooldownMs: number, now: Date = new Date()): Promise<{ claimed: true } | { claimed: false; nextAt: Date }> {
      const t = now.getTime();
      const claimed = await db
        .insertInto('meta')
        .values({ key: REFRESH_KEY, value: toJson({ at: t }) })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ value: toJson({ at: t }) })
            .where(sql<boolean>`(meta.value->>'at')::double precision <= ${t - cooldownMs}`),
        )
        .returning('key')
        .executeTakeFirst();
      if (claimed) return { claimed: true };
      const row = await db.selectFrom('meta').select('value').where('key', '=', REFRESH_KEY).executeTakeFirst();
      const last = Number((row?.value as { at?: unknown } | undefined)?.at ?? t);
      return { claimed: false, nextAt: new Date(last + cooldownMs) };
    },

    /**
     * Store what a refresh brought: an item already kept is replaced by its fresh copy (same
     * id), new ones are added, and only the newest NEWS_KEPT stay. Saving nothing changes nothing.
     */
    async save(items: readonly NewsItem[], now: Date = new Date()): Promise<SaveNewsResult> {
      if (items.length === 0) return { added: 0, updated: 0, total: (await all()).length };
      const fetchedAt = now.toISOString();
      const fresh: StoredNewsItem[] = items.map((item) => ({ ...newsItemSchema.parse(item), fetchedAt }));
      return db.transaction().execute(async (trx) => {
        const merged = mergeNews(await all(trx), fresh, NEWS_KEPT);
        await trx.deleteFrom('news').execute();
        for (const item of merged.items) {
          await trx
            .insertInto('news')
            .values({ id: item.id, doc: toJson(item) })
            .execute();
        }
        return { added: merged.added, updated: merged.updated, total: merged.items.length };
      });
    },
  };
}

export type NewsCollection = ReturnType<typeof newsCollection>;
