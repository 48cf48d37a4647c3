import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { composeAnswer, MAX_SOURCES } from '../../core/answer/compose';
import { findLaw, getFullText, lawStats, listLaws, toLawDetail } from '../../core/laws';
import { searchLaws } from '../../core/search';
import { serverMessages, type ErrorReply } from '../../core/schemas/errors';
import {
  addRecentSearchSchema,
  federalLawsQuerySchema,
  RECENT_SEARCHES_LIMIT,
  searchRequestSchema,
  type FederalLawsResponse,
  type FederalLawStats,
  type LawCategorySummary,
  type LawDetail,
  type LegalStatistics,
  type RecentSearch,
  type SearchResponse,
} from '../../core/schemas/legal';
import { signedInUser } from '../auth/session';
import { ApiError } from '../http/errors';
import { idempotencyKeyOf, singleFlight } from '../http/idempotency';
import { parseBody } from '../http/parseBody';
import { toRecentSearch } from '../store';
import type { ApiDeps } from './deps';
import { lawIndex } from './legalIndex';
import { sendLibrary } from './legalLibrary';
import { sendEvents } from '../http/eventStream';
import { categorySummaries, isKnownCategory, legalStatistics } from './legalStatistics';

export const legalMessages = {
  lawNotFound: 'Law not found',
  unknownCategory: (category: string) => `Unknown category: ${category}`,
} as const;

/**
 * /api/legal: the Legal Assistant's search and recent searches, the Federal Laws Database,
 * law details and the offline library (issue 3; spec part 1 §7, part 2 §3, §7).
 *
 * Who may call what:
 * - Signed in (401 otherwise): POST /search (it writes the user's recent searches),
 *   GET /recent-searches (per-user data), and the data behind signed-in-only screens:
 *   /federal-laws, /federal-laws/stats (the /federal-laws screen, spec part 2 §6), /laws/:id
 *   (the detail view opened from those screens and from answers) and /library ("Save for
 *   offline" on them).
 * - Public: GET /categories and GET /statistics, documented on the public API
 *   Documentation page (spec part 2 §7); read-only aggregate figures of public-domain law.
 */
export function legalRouter({ store, requireUser: signedIn, ai }: ApiDeps): Router {
  const router = new Router({ prefix: '/legal' });

  router.post('/search', signedIn, async (ctx) => {
    const search = await startSearch(ctx);
    ctx.body = (ai ? await ai.legalAnswer(search) : search.local) satisfies SearchResponse;
  });

  // The same answer as /search, streamed as server-sent events (core/schemas/legal.ts).
  router.post('/search/stream', signedIn, async (ctx) => {
    const search = await startSearch(ctx);
    if (!ai) {
      sendEvents(ctx).end({ event: 'answer', data: search.local });
      return;
    }
    let events: ReturnType<typeof sendEvents> | undefined;
    let firstText!: () => void;
    const streaming = new Promise<void>((resolve) => (firstText = resolve));
    const pending: string[] = [];
    // A reader that goes away (tab closed, connection lost) stops the model: no tokens for nobody.
    const gone = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
    const answer = ai.legalAnswer({
      ...search,
      cancel: gone.signal,
      onText: (text) => {
        if (events) events.write({ event: 'text', data: { text } });
        else pending.push(text);
        firstText();
      },
    });
    // Errors before the first text (a 429) are ordinary JSON replies; after it, an error event.
    await Promise.race([streaming, answer]);
    events = sendEvents(ctx);
    for (const text of pending.splice(0)) events.write({ event: 'text', data: { text } });
    const stream = events;
    answer.then(
      (reply) => stream.end({ event: 'answer', data: reply }),
      (error: unknown) => {
        console.error('[laws-ai] streamed answer failed:', error);
        stream.end({ event: 'error', data: { error: error instanceof ApiError ? error.message : serverMessages.internal } });
      },
    );
  });

  /** Parse the question, find the laws, keep the search in the user's recent searches. */
  async function startSearch(ctx: Context) {
    const { query, category } = parseBody(ctx, searchRequestSchema);
    const wanted = category?.trim() || undefined;
    if (wanted && !isKnownCategory(wanted)) {
      throw new ApiError(400, legalMessages.unknownCategory(wanted), { issues: [{ path: ['category'], message: legalMessages.unknownCategory(wanted) }] });
    }
    const user = signedInUser(ctx);
    const hits = searchLaws(await lawIndex(), query, { limit: MAX_SOURCES, category: wanted });
    const local: SearchResponse = composeAnswer(query, hits, { engine: 'built-in' });
    // The answer is only sent once the search is on disk in the user's recent searches.
    await store.recentSearches.add(user.id, query);
    return { userId: user.id, role: 'assistant' as const, question: query, scope: wanted, grounding: hits.map((h) => h.record), local };
  }

  // Newest first, at most RECENT_SEARCHES_LIMIT; a question asked again moves to the top
  // rather than appearing twice (store.recentSearches.add replaces the earlier row).
  router.get('/recent-searches', signedIn, (ctx) => {
    const user = signedInUser(ctx);
    ctx.body = store.recentSearches.listForUser(user.id, RECENT_SEARCHES_LIMIT).map(toRecentSearch) satisfies RecentSearch[];
  });

  // A search made offline, sent later by the app's outbox: stored once per Idempotency-Key.
  // A time in the future (a wrong device clock) is taken as now.
  router.post('/recent-searches', signedIn, async (ctx) => {
    const { query, createdAt } = parseBody(ctx, addRecentSearchSchema);
    const user = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx);
    const asked = new Date(Math.min(Date.parse(createdAt), Date.now()));
    const add = () => store.recentSearches.add(user.id, query, { createdAt: asked, idempotencyKey: key });
    const search = key ? await singleFlight(`recent-search:${user.id}:${key}`, add) : await add();
    ctx.status = 201;
    ctx.body = toRecentSearch(search) satisfies RecentSearch;
  });

  router.get('/federal-laws', signedIn, async (ctx) => {
    const { page, limit, category, q } = parseQuery(ctx, federalLawsQuerySchema);
    const wanted = category?.trim() || undefined;
    if (wanted && !isKnownCategory(wanted)) {
      throw new ApiError(400, legalMessages.unknownCategory(wanted), { issues: [{ path: ['category'], message: legalMessages.unknownCategory(wanted) }] });
    }
    const text = q?.trim() || undefined;
    // A text filter is a ranked search: wait for the shared index rather than build it inline.
    if (text) await lawIndex();
    ctx.body = listLaws({ page, limit, category: wanted, q: text }) satisfies FederalLawsResponse;
  });

  router.get('/federal-laws/stats', signedIn, (ctx) => {
    ctx.body = lawStats() satisfies FederalLawStats;
  });

  router.get('/categories', (ctx) => {
    ctx.body = categorySummaries() satisfies LawCategorySummary[];
  });

  router.get('/statistics', (ctx) => {
    ctx.body = legalStatistics() satisfies LegalStatistics;
  });

  router.get('/laws/:id', signedIn, (ctx) => {
    const id = ctx.params.id ?? '';
    const record = id.length <= 200 ? findLaw(id) : undefined;
    if (!record) throw new ApiError(404, legalMessages.lawNotFound);
    const fullText = record.hasFullText ? getFullText(record.usc.title, record.usc.section) : undefined;
    ctx.body = toLawDetail(record, fullText) satisfies LawDetail;
  });

  router.get('/library', signedIn, sendLibrary);

  return router;
}

/**
 * Parse the query string with its core schema, or 400 `{error, issues}` like parseBody.
 * An empty parameter (`?category=`) counts as not given; a repeated one is refused.
 */
function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== '' && v !== undefined));
  const result = schema.safeParse(given, {
    // zod's own text for these ("expected number, received NaN") would mean nothing to a user.
    error: (issue) => {
      const name = issue.path?.join('.') || 'query';
      if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
        const max = Number(issue.maximum).toLocaleString('en-US');
        return issue.origin === 'string' ? `${name} must be at most ${max} characters` : `${name} must be ${max} or less`;
      }
      if (issue.code !== 'invalid_type') return undefined;
      return Array.isArray(issue.input) ? `${name} must be given once` : `${name} must be ${issue.expected === 'number' ? 'a number' : 'text'}`;
    },
  });
  if (result.success) return result.data;
  const issues: NonNullable<ErrorReply['issues']> = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: i.message,
  }));
  throw new ApiError(400, issues[0]?.message ?? serverMessages.invalidBody, { issues });
}
