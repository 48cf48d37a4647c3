/**
 * Court opinions for Advanced Search's "Supreme Court" and "Circuit courts", from
 * CourtListener's REST API v4 search (type=o), proxied by the server: GET /api/courts/search.
 */
import { z } from 'zod';

export const COURT_QUERY_MAX = 200;

/** The jurisdictions of Advanced Search that search court opinions. */
export const COURT_JURISDICTIONS = {
  scotus: { label: 'Supreme Court', courts: ['scotus'] },
  circuits: {
    label: 'Circuit courts',
    courts: ['ca1', 'ca2', 'ca3', 'ca4', 'ca5', 'ca6', 'ca7', 'ca8', 'ca9', 'ca10', 'ca11', 'cadc', 'cafc'],
  },
} as const;
export type CourtJurisdiction = keyof typeof COURT_JURISDICTIONS;

export const courtSearchQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'Please enter words to search court opinions for' : undefined) })
    .trim()
    .min(1, 'Please enter words to search court opinions for')
    .max(COURT_QUERY_MAX, `Please keep your search under ${COURT_QUERY_MAX} characters`),
  court: z.enum(['scotus', 'circuits'], { error: 'court must be scotus or circuits' }),
  /** Only opinions filed in the last 5 or 10 years. */
  filedWithin: z
    .enum(['5', '10'], { error: 'filedWithin must be 5 or 10 (years)' })
    .transform((v) => Number(v) as 5 | 10)
    .optional(),
});
export type CourtSearchQuery = z.infer<typeof courtSearchQuerySchema>;

/** One opinion cluster as CourtListener's v4 search returns it (type=o): the fields we read. */
export const courtListenerResultSchema = z.object({
  caseName: z.string().nullish(),
  court: z.string().nullish(),
  court_citation_string: z.string().nullish(),
  dateFiled: z.string().nullish(),
  citation: z.array(z.string()).nullish(),
  absolute_url: z.string().nullish(),
  docketNumber: z.string().nullish(),
  cluster_id: z.number().nullish(),
  opinions: z.array(z.object({ snippet: z.string().nullish() }).passthrough()).nullish(),
});
export const courtListenerSearchSchema = z.object({
  count: z.number().nullish(),
  next: z.string().nullish(),
  results: z.array(courtListenerResultSchema),
});

export const courtOpinionSchema = z.object({
  caseName: z.string(),
  /** "Supreme Court of the United States" */
  court: z.string(),
  /** ISO date filed, when CourtListener has it. */
  dateFiled: z.string().nullable(),
  /** "576 U.S. 644", … */
  citations: z.array(z.string()),
  docketNumber: z.string().nullable(),
  /** The opinion on CourtListener (https://www.courtlistener.com/opinion/…). */
  url: z.string().url(),
  /** Words of the opinion around what was found, plain text. */
  snippet: z.string(),
});
export type CourtOpinion = z.infer<typeof courtOpinionSchema>;

export const courtSearchResponseSchema = z.object({
  results: z.array(courtOpinionSchema),
  /** How many opinions CourtListener found in all. */
  total: z.number().int(),
  /** CourtListener's own search page for the same words and courts. */
  moreUrl: z.string().url(),
  source: z.literal('CourtListener'),
});
export type CourtSearchResponse = z.infer<typeof courtSearchResponseSchema>;

/** Why court opinions could not be searched (the reply's `reason`, with `error` in words). */
export const courtSearchFailureSchema = z.object({
  error: z.string(),
  reason: z.enum(['rate-limited', 'refused', 'unreachable']),
  /** Seconds CourtListener asked us to wait, when it said. */
  retryAfterSeconds: z.number().int().nullable().optional(),
});
export type CourtSearchFailure = z.infer<typeof courtSearchFailureSchema>;

/** CourtListener's public site: opinion links and its own search page. */
export const COURTLISTENER_SITE = 'https://www.courtlistener.com';
