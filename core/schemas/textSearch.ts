/**
 * GET /api/legal/text-search: search the official text of every U.S. Code section.
 * Words are all required; "quoted words" are a phrase; `word*` matches words starting with it.
 */
import { z } from 'zod';
import { lawChangeSchema } from './lawHistory';

export const TEXT_SEARCH_QUERY_MAX = 200;
export const TEXT_SEARCH_LIMIT_MAX = 50;
export const TEXT_SEARCH_PAGE_MAX = 500;

export const textSearchQuerySchema = z.object({
  q: z
    // Missing: the same words as empty; given twice: the route's "q must be given once".
    .string({ error: (issue) => (issue.input === undefined ? 'Please enter words to search for' : undefined) })
    .trim()
    .min(1, 'Please enter words to search for')
    .max(TEXT_SEARCH_QUERY_MAX, `Please keep your search under ${TEXT_SEARCH_QUERY_MAX} characters`)
    // Required unless amendedWithin is given: then no words list what changed (the route says so).
    .optional(),
  /** Only sections enacted or last amended in the last 5 or 10 years, newest first. */
  amendedWithin: z
    .enum(['5', '10'], { error: 'amendedWithin must be 5 or 10 (years)' })
    .transform((v) => Number(v) as 5 | 10)
    .optional(),
  /** One title of the U.S. Code (1-54). */
  title: z.coerce
    .number('title must be a number')
    .int('title must be a whole number from 1 to 54')
    .min(1, 'title must be a whole number from 1 to 54')
    .max(54, 'title must be a whole number from 1 to 54')
    .optional(),
  page: z.coerce
    .number('page must be a number')
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(TEXT_SEARCH_PAGE_MAX, `page must be ${TEXT_SEARCH_PAGE_MAX} or less`)
    .default(1),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${TEXT_SEARCH_LIMIT_MAX}`)
    .max(TEXT_SEARCH_LIMIT_MAX, `limit must be between 1 and ${TEXT_SEARCH_LIMIT_MAX}`)
    .default(20),
});
export type TextSearchQuery = z.infer<typeof textSearchQuerySchema>;

/** [start, end) of a word found, in UTF-16 code units of `snippet` (rendered as <mark>). */
export const highlightRangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type HighlightRange = z.infer<typeof highlightRangeSchema>;

export const textSearchResultSchema = z.object({
  /** As in GET /api/legal/laws/:id, e.g. "usc-42-1320d-6". */
  id: z.string(),
  /** "42 U.S.C. § 1320d-6". */
  citation: z.string(),
  /** The section's official heading. */
  title: z.string(),
  /** [start, end) of the words found in `title`. */
  titleHighlights: z.array(highlightRangeSchema),
  /** Words of the section around what was found, plain text ("…" where cut). */
  snippet: z.string(),
  highlights: z.array(highlightRangeSchema),
  /** When the section was last amended (or enacted) and by which Public Law; null when its credit has no date. */
  lastAmended: lawChangeSchema.nullable().optional(),
});
export type TextSearchResult = z.infer<typeof textSearchResultSchema>;

/**
 * 'full-text': the official text of every section was searched. 'headings': the full-text index
 * is still being built (first start) or unavailable, so section headings were searched instead.
 * 'history': no words, a date window: the sections amended in it, from their amendment history.
 */
export const textSearchEngineSchema = z.enum(['full-text', 'headings', 'history']);
export type TextSearchEngine = z.infer<typeof textSearchEngineSchema>;

export const textSearchResponseSchema = z.object({
  results: z.array(textSearchResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  engine: textSearchEngineSchema,
  /** The release point of the text searched, e.g. "119-100". */
  releasePoint: z.string(),
  /** Why the results are not from the full text, when they are not. */
  notice: z.string().optional(),
});
export type TextSearchResponse = z.infer<typeof textSearchResponseSchema>;

export const TEXT_SEARCH_HEADINGS_NOTICE =
  'The full text of the law is still being indexed, so these results match section headings only. Try again in a minute to search every word of the law.';

/**
 * Said above a date-filtered search whose best matches for the words fall outside the window
 * (Advanced Search "debt collector calling", Last 5 years: no section of the Fair Debt
 * Collection Practices Act was enacted or amended after July 21, 2010), so the sections the window
 * leaves are not taken for the answer to the words. `outside`: "15 U.S.C. § 1692c (Sept. 20, 1977
 * by Pub. L. 95-109)".
 */
export function outsideWindowNotice(years: number, outside: readonly string[], shown: number): string {
  const list = outside.length === 1 ? outside[0]! : `${outside.slice(0, -1).join(', ')} and ${outside.at(-1)!}`;
  const what = outside.length === 1 ? 'The section that best matches these words was' : 'The sections that best match these words were';
  const rest =
    shown === 0
      ? 'No section with these words was.'
      : `Listed below ${shown === 1 ? 'is the one section' : 'are the sections'} with these words that ${shown === 1 ? 'was' : 'were'}, which may be about something else.`;
  return `${what} not enacted or amended in the last ${years} years (each last changed on the date shown): ${list}. ${rest} Choose “All time” to see the best matches.`;
}

/** A snippet split into plain pieces and highlighted pieces, for rendering as text. */
export function highlightParts(snippet: string, highlights: readonly HighlightRange[]): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...highlights].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > snippet.length) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), hit: false });
    parts.push({ text: snippet.slice(start, end), hit: true });
    at = end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), hit: false });
  return parts;
}
