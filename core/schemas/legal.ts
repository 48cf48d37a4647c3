import { z } from 'zod';
import { lawDetailHistoryFields } from './lawHistory';

/**
 * How long a post may be: people write a paragraph or several about their situation, so every
 * box that takes a question (the Legal Assistant, the tutor, What's Illegal) accepts this many
 * characters, shows the count and the limit, and never cuts a post without saying so.
 */
export const POST_MAX = 5000;

/** The message for a post over its limit, with the limit as people read it ("5,000"). */
export const tooLongMessage = (what: string, max: number) => `Please keep ${what} under ${max.toLocaleString('en-US')} characters`;

/** The Federal Laws Database's text filter: words to find in headings, not a post. */
export const FEDERAL_LAWS_Q_MAX = 500;

/** Spec part 1 §5: the search query must be non-empty after trimming. Upper bound is ours. */
export const SEARCH_QUERY_MAX = POST_MAX;

/** POST /api/legal/search body (part 1 §7; part 2's API docs add an optional category). */
export const searchRequestSchema = z.object({
  query: z.string().trim().min(1, 'Please enter a question').max(SEARCH_QUERY_MAX, tooLongMessage('your question', SEARCH_QUERY_MAX)),
  category: z.string().max(64).optional(),
  /** "Your state" (two-letter code): the answer to a state-law question links that state's law. */
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'state must be a two-letter state code, such as TX')
    .optional(),
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

/**
 * Who decides the question: federal law (the answer's laws), mainly state law (the
 * topic, what varies, the user's state when known), or nothing in the federal library fits.
 */
export const jurisdictionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('federal') }),
  z.object({
    kind: z.literal('state'),
    /** core/data/stateLawTopics.ts id, e.g. "security-deposits". */
    topicId: z.string(),
    /** "security deposits". */
    topic: z.string(),
    /** What usually varies by state. */
    varies: z.string(),
    /** The user's state the answer was written for, when known. */
    stateCode: z.string().optional(),
  }),
  z.object({ kind: z.literal('none') }),
]);
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

export const searchResponseSchema = z.object({
  response: z.string(),
  sources: z.array(sourceSchema),
  nextSteps: z.array(nextStepSchema),
  engine: answerEngineSchema,
  /** A notice shown with the answer, e.g. why the AI fell back to the built-in engine. */
  notice: z.string().optional(),
  jurisdiction: jurisdictionSchema.optional(),
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

/** One designated level of a section's official text (core/laws/structure.ts LawLevel). */
export const lawLevelSchema = z.object({
  /** Anchor id: "a-1" (the designations joined by "-"). */
  id: z.string(),
  /** "(1)" */
  designation: z.string(),
  /** "(a)(1)" */
  path: z.string(),
  /** "15 U.S.C. § 1692c(a)(1)" */
  citation: z.string(),
  /** 0 for the section's top level, 1 for its children, … */
  depth: z.number().int().min(0),
  heading: z.string().optional(),
  /** The level's own words (children excluded); paragraphs separated by "\n". */
  text: z.string(),
  /** Words after its children (the closing words of a list), if any. */
  after: z.string().optional(),
});
export type LawLevelPayload = z.infer<typeof lawLevelSchema>;

/** A cross-reference in the text (core/laws/crossRefs.ts): characters start..end of a level's `text` or `after` (level '' = intro). */
export const textLinkSchema = z.object({
  level: z.string(),
  field: z.enum(['text', 'after']),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** In-app path: "/federal-laws/15/1692b", "/federal-laws/15/1692c#b", "/federal-laws/15#s-1692c". */
  to: z.string().startsWith('/federal-laws/'),
});
export type TextLinkPayload = z.infer<typeof textLinkSchema>;

/** A section's official text, parsed into its levels, with its cross-references and release point. */
export const officialTextSchema = z.object({
  /** The official heading. */
  heading: z.string(),
  /** Words before the first designation (all of an undivided section). */
  intro: z.string(),
  levels: z.array(lawLevelSchema),
  links: z.array(textLinkSchema),
  /** "119-100" */
  releasePoint: z.string(),
  /** "U.S. Code release point 119-100 (current through Pub. L. 119-100)" */
  releasePointLabel: z.string(),
});
export type OfficialText = z.infer<typeof officialTextSchema>;

/** GET /api/legal/laws/:id */
export const lawDetailSchema = federalLawSchema.extend({
  /** The section's official text as published (every section; a guide: the section it is about). */
  fullText: z.string().nullable(),
  titleName: z.string(),
  keywords: z.array(z.string()),
  /** The same text parsed into levels, with links and release point; null only if the server holds no text. */
  officialText: officialTextSchema.nullable().default(null),
  /** When the section was last amended and enacted, with its source credit and amendment notes. */
  ...lawDetailHistoryFields,
});
export type LawDetail = z.infer<typeof lawDetailSchema>;

/** GET /api/legal/federal-laws query (DESIGN.md: ?page=&limit=&category=&q=). */
export const federalLawsQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20),
  category: z.string().max(64).optional(),
  q: z.string().max(FEDERAL_LAWS_Q_MAX).optional(),
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

/** GET /api/legal/categories: each category of the library with its law count. */
export const lawCategorySchema = z.object({
  /** What `?category=` of GET /api/legal/federal-laws accepts for this category. */
  id: z.string(),
  name: z.string(),
  count: z.number(),
  /** guide: a curated plain-English category; title: a U.S. Code title (bare sections). */
  kind: z.enum(['guide', 'title']),
  /** The spec's legal category (part 1 §3) a guide category rolls up to. */
  legal: z.string().optional(),
});
export type LawCategorySummary = z.infer<typeof lawCategorySchema>;
export const lawCategoriesResponseSchema = z.array(lawCategorySchema);

/**
 * GET /api/legal/statistics (part 2 API docs: "totals, categories and verification status").
 * Every figure is computed from the library.
 */
export const legalStatisticsSchema = z.object({
  totalLaws: z.number(),
  /** Curated plain-English guides. */
  guides: z.number(),
  /** Bare official U.S. Code sections (heading only). */
  sections: z.number(),
  /** Sections whose full official text the server can show. */
  fullTextSections: z.number(),
  usCodeTitles: z.number(),
  categories: z.array(lawCategorySchema),
  verification: z.object({
    /** The one confidence rule, in words. */
    rule: z.string(),
    /** Records at or above the "verified" badge threshold (97). */
    verified: z.number(),
    /** verified / totalLaws, 0..1. */
    verifiedShare: z.number(),
    /** guides / totalLaws, 0..1. */
    guideShare: z.number(),
    byConfidence: z.array(z.object({ confidence: z.number(), count: z.number(), meaning: z.string() })),
  }),
  releasePoint: z.string(),
  lastUpdated: z.string(),
});
export type LegalStatistics = z.infer<typeof legalStatisticsSchema>;

/**
 * One record of the offline library: the FederalLaw fields plus what the browser's search
 * index needs (the same engine as the server's).
 */
export const libraryLawSchema = federalLawSchema.extend({
  heading: z.string(),
  titleName: z.string(),
  keywords: z.array(z.string()),
  synonyms: z.array(z.string()),
  agency: z.object({ name: z.string(), url: z.string() }).optional(),
  categoryId: z.string().optional(),
  legalCategory: z.string().optional(),
  act: z.string().optional(),
});
export type LibraryLaw = z.infer<typeof libraryLawSchema>;

export {
  lawLibrarySchema,
  libraryGuideSchema,
  compactSectionSchema,
  LAW_LIBRARY_FORMAT,
  type LawLibrary,
  type LibraryGuide,
} from './lawLibrary';

/**
 * POST /api/legal/recent-searches: a search made offline, sent later through the outbox
 * (with an Idempotency-Key). `createdAt` is when the user asked it.
 */
export const addRecentSearchSchema = z.object({
  query: searchRequestSchema.shape.query,
  createdAt: z.iso.datetime({ offset: true, message: 'createdAt must be an ISO date and time' }),
});
export type AddRecentSearch = z.infer<typeof addRecentSearchSchema>;

/**
 * POST /api/legal/search/stream: the same body as /search; errors before the stream
 * starts are the same JSON replies (400, 401, 403, 429). A 200 reply is `text/event-stream`:
 *   event: text    data: {"text": "..."}   checked answer text to append (whole lines; citations
 *                                          already checked against the corpus)
 *   event: answer  data: SearchResponse    the final answer; it replaces whatever was streamed
 *                                          (a fallback answer may differ from the streamed text)
 *   event: error   data: {"error": "..."}  the answer failed after the stream started
 * The stream ends after `answer` or `error`. Lines starting with ":" are keep-alive comments.
 */
export const SEARCH_STREAM_PATH = '/api/legal/search/stream';
export const searchStreamTextSchema = z.object({ text: z.string() });
export const searchStreamErrorSchema = z.object({ error: z.string() });
export type SearchStreamEvent =
  | { event: 'text'; data: z.infer<typeof searchStreamTextSchema> }
  | { event: 'answer'; data: SearchResponse }
  | { event: 'error'; data: z.infer<typeof searchStreamErrorSchema> };

/** One server-sent event as written on the wire. */
export function formatStreamEvent({ event, data }: SearchStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One section in a title's listing. */
export const titleSectionSchema = z.object({ id: z.string(), section: z.string(), citation: z.string(), heading: z.string() });
export type TitleSection = z.infer<typeof titleSectionSchema>;

/** What a U.S. Code title is, said both in its listing and at the head of its text. */
const titleFacts = {
  title: z.number().int(),
  name: z.string(),
  releasePoint: z.string(),
  releasePointLabel: z.string(),
  sectionCount: z.number().int(),
  /** Bytes of the title's official text (what "Save this title for offline" keeps, before its structure). */
  textBytes: z.number().int(),
};

/** GET /api/legal/titles/:title: a U.S. Code title's sections, and the size of its text for "Save this title for offline". */
export const lawTitleSchema = z.object({ ...titleFacts, sections: z.array(titleSectionSchema) });
export type LawTitle = z.infer<typeof lawTitleSchema>;

/**
 * GET /api/legal/titles/:title/text: NDJSON (application/x-ndjson), one JSON value a line: first
 * the header, then one line per section in official order. Streamed from the compressed corpus
 * a chunk at a time, never holding the title in memory.
 */
export const titleTextHeaderSchema = z.object({ kind: z.literal('title'), ...titleFacts });
export type TitleTextHeader = z.infer<typeof titleTextHeaderSchema>;
export const titleTextSectionSchema = z.object({
  kind: z.literal('section'),
  id: z.string(),
  title: z.number().int(),
  section: z.string(),
  citation: z.string(),
  heading: z.string(),
  intro: z.string(),
  levels: z.array(lawLevelSchema),
  links: z.array(textLinkSchema),
});
export type TitleTextSection = z.infer<typeof titleTextSectionSchema>;
