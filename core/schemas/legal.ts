import { z } from 'zod';

/** Spec part 1 §5: the search query must be non-empty after trimming. Upper bound is ours. */
export const SEARCH_QUERY_MAX = 500;

/** POST /api/legal/search body (part 1 §7; part 2's API docs add an optional category). */
export const searchRequestSchema = z.object({
  query: z.string().trim().min(1, 'Please enter a question').max(SEARCH_QUERY_MAX, `Please keep your question under ${SEARCH_QUERY_MAX} characters`),
  category: z.string().max(64).optional(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** Source (part 1 §3): title, citation, summary (optional), url. `lawId` opens the detail view. */
export const sourceSchema = z.object({
  title: z.string(),
  citation: z.string(),
  summary: z.string().optional(),
  url: z.string(),
  lawId: z.string().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

export const nextStepSchema = z.object({ title: z.string(), description: z.string() });
export type NextStep = z.infer<typeof nextStepSchema>;

/** Which engine produced an answer (DESIGN.md: "An engine's answer says which engine produced it"). */
export const answerEngineSchema = z.enum(['built-in', 'ai', 'offline']);
export type AnswerEngine = z.infer<typeof answerEngineSchema>;

export const searchResponseSchema = z.object({
  response: z.string(),
  sources: z.array(sourceSchema),
  nextSteps: z.array(nextStepSchema),
  engine: answerEngineSchema,
  /** A notice shown with the answer, e.g. why the AI fell back to the built-in engine. */
  notice: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Recent search (part 1 §3). GET /api/legal/recent-searches returns a list, newest first. */
export const recentSearchSchema = z.object({ id: z.string(), query: z.string(), createdAt: z.string() });
export type RecentSearch = z.infer<typeof recentSearchSchema>;
export const RECENT_SEARCHES_LIMIT = 20;

/** Federal law record (part 2 §3) plus the official links and where it comes from. */
export const federalLawSchema = z.object({
  id: z.string(),
  title: z.string(),
  citation: z.string(),
  summary: z.string(),
  category: z.string(),
  subcategory: z.string(),
  penalties: z.string(),
  government_source: z.string(),
  confidence: z.number(),
  /** 'guide': curated plain-English record; 'section': an official U.S. Code heading. */
  kind: z.enum(['guide', 'section']),
  usc: z.object({ title: z.number(), section: z.string() }),
  govinfoUrl: z.string(),
  hasFullText: z.boolean(),
});
export type FederalLaw = z.infer<typeof federalLawSchema>;

/** GET /api/legal/laws/:id */
export const lawDetailSchema = federalLawSchema.extend({
  fullText: z.string().nullable(),
  titleName: z.string(),
  keywords: z.array(z.string()),
});
export type LawDetail = z.infer<typeof lawDetailSchema>;

/** GET /api/legal/federal-laws query (DESIGN.md: ?page=&limit=&category=&q=). */
export const federalLawsQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
  category: z.string().max(64).optional(),
  q: z.string().max(SEARCH_QUERY_MAX).optional(),
});
export type FederalLawsQuery = z.infer<typeof federalLawsQuerySchema>;

export const federalLawsResponseSchema = z.object({
  laws: z.array(federalLawSchema),
  total: z.number(),
  page: z.number(),
});
export type FederalLawsResponse = z.infer<typeof federalLawsResponseSchema>;

/** GET /api/legal/federal-laws/stats (part 2 §3: estimatedSizeMB is a numeric string). */
export const federalLawStatsSchema = z.object({
  totalLaws: z.number(),
  estimatedSizeMB: z.string(),
  categories: z.array(z.object({ category: z.string(), count: z.number() })),
  lastUpdated: z.string(),
});
export type FederalLawStats = z.infer<typeof federalLawStatsSchema>;
