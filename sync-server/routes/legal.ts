import { Router } from '@koa/router';
import type { Context } from 'koa';
import { withSafety } from '../../core/answer/understood';
import { safetyParagraphs } from '../../core/safety/danger';
import { findLaw, getFullText, lawStats, toLawDetail } from '../../core/laws';
import { isStateCode } from '../../core/data/states';
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
import { prepareLibraryPayload } from '../legal/legalLibrary';
import { officialTextOf } from '../legal/lawReading';
import { historyFieldsOf } from '../legal/lawHistoryFields';
import { streamAnswer } from '../http/eventStream';
import { legalService, type LegalQuestion } from '../legal/askLegal';
import { categorySummaries, isKnownCategory, legalStatistics } from '../legal/legalStatistics';
import { amendedDatesReply, recentChangesReply } from '../legal/legalRecentChanges';
import { getLawText } from '../lawText';
import { parseTextQuery } from '../textSearch';
import { textSearchQuerySchema, type TextSearchResponse } from '../../core/schemas/textSearch';
import { parseQuery } from '../http/parseQuery';
import { storedText } from '../../core/schemas/cleanText';
// Text these routes store is refused with a 400 naming the field if it holds a lone surrogate or a control character.
const storedBody = { addRecentSearchSchema: storedText(addRecentSearchSchema) };

export const legalMessages = {
  lawNotFound: 'Law not found',
  unknownCategory: (category: string) => `Unknown category: ${category}`,
  unknownState: (state: string) => `Unknown state: ${state}. Use a two-letter state code, such as TX.`,
} as const;

export const textSearchMessages = {
  enterWords: 'Please enter words to search for',
  noWords: 'Please enter words to search for (letters or numbers)',
  noSuchTitle: (title: number) => `Title ${title} of the U.S. Code has no sections to search`,
} as const;

/**
 * /api/legal: the Legal Assistant's search and recent searches, the Federal Laws Database,
 * law details and the offline library (spec part 1 §7, part 2 §3, §7).
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
export function legalRouter({ config, store, requireUser: signedIn, ai }: ApiDeps): Router {
  const router = new Router({ prefix: '/legal' });
  const legal = legalService({ config, store, ai });

  router.post('/search', signedIn, async (ctx) => {
    const search = await legal.askLegal(searchQuestion(ctx), signedInUser(ctx));
    // A post that signals danger opens with the crisis line, whoever wrote the rest.
    ctx.body = withSafety(ai ? await ai.legalAnswer(search) : search.local, search.reading.danger) satisfies SearchResponse;
  });

  // The same answer as /search, streamed as server-sent events (core/schemas/legal.ts).
  router.post('/search/stream', signedIn, async (ctx) => {
    const search = await legal.askLegal(searchQuestion(ctx), signedInUser(ctx));
    if (!ai) return streamAnswer(ctx, async () => search.local);
    // The crisis line is the first text the reader sees, before the model's words.
    let opening = search.reading.danger ? `${safetyParagraphs(search.reading.danger).join('\n\n')}\n\n` : '';
    return streamAnswer(ctx, async (onText, cancel) => {
      const reply = await ai.legalAnswer({
        ...search,
        cancel,
        onText: (chunk) => {
          onText(opening + chunk);
          opening = '';
        },
      });
      return withSafety(reply, search.reading.danger);
    });
  });

  /** The question of a search request; an unknown category or state is a 400 naming the field. */
  function searchQuestion(ctx: Context): LegalQuestion {
    const { query, category, state } = parseBody(ctx, searchRequestSchema);
    const wanted = category?.trim() || undefined;
    if (wanted && !isKnownCategory(wanted)) {
      throw new ApiError(400, legalMessages.unknownCategory(wanted), {
        issues: [{ path: ['category'], message: legalMessages.unknownCategory(wanted) }],
      });
    }
    if (state && !isStateCode(state)) {
      throw new ApiError(400, legalMessages.unknownState(state), {
        issues: [{ path: ['state'], message: legalMessages.unknownState(state) }],
      });
    }
    return { query, category: wanted, state };
  }

  // Newest first, at most RECENT_SEARCHES_LIMIT; a question asked again moves to the top
  // rather than appearing twice (store.recentSearches.add replaces the earlier row).
  router.get('/recent-searches', signedIn, async (ctx) => {
    const user = signedInUser(ctx);
    ctx.body = (await store.recentSearches.listForUser(user.id, RECENT_SEARCHES_LIMIT)).map(toRecentSearch) satisfies RecentSearch[];
  });

  // A search made offline, sent later by the app's outbox: stored once per Idempotency-Key.
  // A time in the future (a wrong device clock) is taken as now.
  router.post('/recent-searches', signedIn, async (ctx) => {
    const { query, createdAt } = parseBody(ctx, storedBody.addRecentSearchSchema);
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
      throw new ApiError(400, legalMessages.unknownCategory(wanted), {
        issues: [{ path: ['category'], message: legalMessages.unknownCategory(wanted) }],
      });
    }
    ctx.body = (await legal.federalLaws({ page, limit, category: wanted, q: q?.trim() || undefined })) satisfies FederalLawsResponse;
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

  router.get('/laws/:id', signedIn, async (ctx) => {
    const id = ctx.params.id ?? '';
    const record = id.length <= 200 ? findLaw(id) : undefined;
    if (!record) throw new ApiError(404, legalMessages.lawNotFound);
    // The official text of the section (a guide: the section it explains), parsed and linked.
    const official = await officialTextOf(record);
    const fullText = !official && record.hasFullText ? getFullText(record.usc.title, record.usc.section) : undefined;
    ctx.body = { ...toLawDetail(record, fullText, official), ...(await historyFieldsOf(record)) } satisfies LawDetail;
  });

  router.get('/library', signedIn, sendLibrary);

  // Search the text of the law; with no words and a date window, what changed in it.
  router.get('/text-search', signedIn, async (ctx) => {
    const { q, title, page, limit, amendedWithin } = parseQuery(ctx, textSearchQuerySchema);
    if (q === undefined && amendedWithin === undefined)
      throw new ApiError(400, textSearchMessages.enterWords, { issues: [{ path: ['q'], message: textSearchMessages.enterWords }] });
    const lawText = getLawText();
    if (title !== undefined && !lawText.titles().includes(title)) {
      throw new ApiError(400, textSearchMessages.noSuchTitle(title), {
        issues: [{ path: ['title'], message: textSearchMessages.noSuchTitle(title) }],
      });
    }
    if (q === undefined) {
      ctx.body = (await recentChangesReply(amendedWithin!, title, page, limit, lawText.releasePoint)) satisfies TextSearchResponse;
      return;
    }
    const words = parseTextQuery(q);
    if (!words) throw new ApiError(400, textSearchMessages.noWords, { issues: [{ path: ['q'], message: textSearchMessages.noWords }] });
    ctx.body = (await legal.searchText({ q, words, title, page, limit, amendedWithin })) satisfies TextSearchResponse;
  });
  // The sections changed in the last 10 years, for the date range offline.
  router.get('/amended-dates', signedIn, (ctx) => void (ctx.body = amendedDatesReply()));

  return router;
}

/**
 * Reply with the library: 304 when the client already holds this version (If-None-Match),
 * brotli or gzip when the client accepts it, always with Content-Length (the stored size;
 * X-Uncompressed-Length is the size after decompression, what a progress bar reading the body counts).
 */
async function sendLibrary(ctx: Context): Promise<void> {
  const library = await prepareLibraryPayload();
  ctx.vary('Accept-Encoding');
  // Revalidate each time rather than never store: the ETag makes an unchanged copy a 304.
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', library.etag);
  ctx.set('X-Library-Version', library.version);
  ctx.set('X-Uncompressed-Length', String(library.raw.length));
  ctx.status = 200; // ctx.fresh only compares validators on a 2xx
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/x-ndjson';
  // Our preference (smallest first) among what the client accepts; negotiation alone would
  // follow the client's order ("gzip, deflate, br" would pick gzip).
  const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  if (encoding === 'br') {
    ctx.body = library.brotli;
    ctx.set('Content-Encoding', 'br');
  } else if (encoding === 'gzip') {
    ctx.body = library.gzipped;
    ctx.set('Content-Encoding', 'gzip');
  } else {
    ctx.body = library.raw;
  }
}
