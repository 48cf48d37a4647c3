import { z } from 'zod';

/**
 * Congressional and regulatory news (spec part 1 §3 "News item", §7 the /api/congress calls).
 * Items come from Congress.gov (bills) and the Federal Register (rules, proposed rules,
 * presidential documents); every text in them is upstream data, never written by us.
 */

export const newsCategorySchema = z.enum(['legislation', 'hearing', 'vote', 'regulation']);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsChamberSchema = z.enum(['house', 'senate', 'both']);
export type NewsChamber = z.infer<typeof newsChamberSchema>;

export const newsSourceSchema = z.enum(['congress', 'federal-register']);
export type NewsSource = z.infer<typeof newsSourceSchema>;

/** What the user reads for each source. */
export const NEWS_SOURCE_NAMES: Record<NewsSource, string> = {
  congress: 'Congress.gov',
  'federal-register': 'Federal Register',
};

export const latestActionSchema = z.object({
  text: z.string(),
  /** YYYY-MM-DD, as the upstream gave it. */
  actionDate: z.string(),
});
export type LatestAction = z.infer<typeof latestActionSchema>;

export const newsItemSchema = z.object({
  /** Stable per upstream record ("congress-117-hr-3617", "fr-2017-27451"): refreshing updates, never duplicates. */
  id: z.string().regex(/^[a-z0-9-]+$/i),
  title: z.string(),
  category: newsCategorySchema,
  /** "H.R. 1234", "S.J.Res. 5"; null for Federal Register documents. */
  billNumber: z.string().nullable(),
  /** Where the bill stands; null for Federal Register documents. */
  chamber: newsChamberSchema.nullable(),
  /** ISO instant. A date without a time is taken as midnight US Eastern time of that day. */
  publishedDate: z.string(),
  /** GET it to get `{audioUrl}`: the narration of the title and summary, made on first request. */
  audioUrl: z.string(),
  /** The record on the official site (congress.gov, federalregister.gov). */
  sourceUrl: z.string(),
  summary: z.string(),
  source: newsSourceSchema,
  metadata: z.object({
    latestAction: latestActionSchema.nullable(),
    significant: z.boolean(),
    agencies: z.array(z.string()),
    /** Federal Register document type ("Rule", "Proposed Rule", "Presidential Document"). */
    documentType: z.string().optional(),
  }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListSchema = z.array(newsItemSchema);

/** GET /api/congress/news answers at most this many, newest first. */
export const NEWS_LATEST_LIMIT = 50;
/** How many items the server keeps (the newest). */
export const NEWS_KEPT = 500;

/** What happened to one source during a refresh. */
export const newsSourceReportSchema = z.object({
  source: newsSourceSchema,
  name: z.string(),
  /** ok: fetched (maybe 0 items); failed: upstream error, nothing of it stored; skipped: not configured. */
  status: z.enum(['ok', 'failed', 'skipped']),
  /** Items the source gave this time. */
  fetched: z.number().int().nonnegative(),
  /** Why it failed or was skipped, in words a user can read. */
  message: z.string().optional(),
});
export type NewsSourceReport = z.infer<typeof newsSourceReportSchema>;

/**
 * POST /api/congress/refresh. 200 when at least one source answered (failed or skipped
 * sources are listed in `failed` / `sources`); 502 with `error` when every source that was
 * tried failed. Stored items are never removed by a failure.
 */
export const refreshNewsResponseSchema = z.object({
  success: z.boolean(),
  /** New items stored and existing ones updated by this refresh. */
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  /** Items the server now keeps. */
  total: z.number().int().nonnegative(),
  sources: z.array(newsSourceReportSchema),
  /** The sources that failed this time. */
  failed: z.array(newsSourceSchema),
  error: z.string().optional(),
  /**
   * Set when the upstreams were fetched too recently: nothing was fetched, the stored
   * lists stand, and this ISO time says when the next fetch may run.
   */
  nextRefreshAt: z.string().optional(),
});
export type RefreshNewsResponse = z.infer<typeof refreshNewsResponseSchema>;

/** GET /api/congress/news/:id/audio. */
export const newsAudioResponseSchema = z.object({ audioUrl: z.string() });
export type NewsAudioResponse = z.infer<typeof newsAudioResponseSchema>;

export const newsMessages = {
  /** Spec part 1 §8 "News refresh failure". */
  refreshFailed: 'Failed to refresh news',
  itemNotFound: 'News item not found',
  /** Spec part 1 §8 empty texts, to the letter. */
  emptyLatest: 'No congressional news available. Click refresh to fetch the latest updates.',
  emptyToday: 'No updates from Congress today. Check back later for new developments.',
  congressSkipped: 'Congress.gov was skipped: no CONGRESS_API_KEY is set on the server.',
  /** A refresh within the cooldown: the stored lists are shown as they are. */
  fetchedRecently: (next: Date) =>
    `Fetched a few minutes ago; the next fetch may run at ${next.toISOString().slice(11, 16)} UTC. The stored news is shown.`,
} as const;

/** Where an item's narration is asked for. */
export const newsAudioPath = (id: string): string => `/api/congress/news/${encodeURIComponent(id)}/audio`;
