import { Router } from '@koa/router';
import path from 'node:path';
import type { Context } from 'koa';
import { MAX_SOURCES } from '../../core/answer/compose';
import { composeUnderstood, withSafety } from '../../core/answer/understood';
import { safetyParagraphs } from '../../core/safety/danger';
import { readQuestion, stateForAnswer } from '../../core/understanding/read';
import { conceptOf } from '../../core/understanding/concepts';
import { findLaw, findLawsBySection, getFullText, lawStats, listLaws, toLawDetail } from '../../core/laws';
import { findState, isStateCode } from '../../core/data/states';
import { officialGrounding, passageFinder } from '../legal/answerPassages';
import { serverMessages } from '../../core/schemas/errors';
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
import { lawIndex } from '../legal/legalIndex';
import { rankLaws } from '../legal/lawRanking';
import { sendLibrary } from './legalLibrary';
import { officialTextOf } from './lawReading';
import { historyFieldsOf } from '../legal/lawHistoryFields';
import { sendEvents } from '../http/eventStream';
import { categorySummaries, isKnownCategory, legalStatistics } from '../legal/legalStatistics';
import { textSearchHandler } from './legalTextSearch';
import { amendedDatesReply } from './legalRecentChanges';
import { parseQuery } from './parseQuery';
import { getTextSearch } from '../textSearch';
import { curatedHits } from '../legal/legalCategoryLaws';
import { storedText } from '../../core/schemas/cleanText';
// Text these routes store is refused with a 400 naming the field if it holds a lone surrogate or a control character.
const storedBody = { addRecentSearchSchema: storedText(addRecentSearchSchema) };

export const legalMessages = {
  lawNotFound: 'Law not found',
  unknownCategory: (category: string) => `Unknown category: ${category}`,
  unknownState: (state: string) => `Unknown state: ${state}. Use a two-letter state code, such as TX.`,
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
export function legalRouter({ config, store, requireUser: signedIn, ai }: ApiDeps): Router {
  const router = new Router({ prefix: '/legal' });
  const textSearch = () => getTextSearch(lawIndexDir(config));

  router.post('/search', signedIn, async (ctx) => {
    const search = await startSearch(ctx);
    // A post that signals danger opens with the crisis line, whoever wrote the rest.
    ctx.body = withSafety(ai ? await ai.legalAnswer(search) : search.local, search.reading.danger) satisfies SearchResponse;
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
    // The crisis line is the first text the reader sees, before the model's words.
    let opening = search.reading.danger ? `${safetyParagraphs(search.reading.danger).join('\n\n')}\n\n` : '';
    const answer = ai.legalAnswer({
      ...search,
      cancel: gone.signal,
      onText: (chunk) => {
        const text = opening + chunk;
        opening = '';
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
      (reply) => stream.end({ event: 'answer', data: withSafety(reply, search.reading.danger) }),
      (error: unknown) => {
        console.error('[laws-ai] streamed answer failed:', error);
        stream.end({ event: 'error', data: { error: error instanceof ApiError ? error.message : serverMessages.internal } });
      },
    );
  });

  /** Parse the question, find the laws, keep the search in the user's recent searches. */
  async function startSearch(ctx: Context) {
    const { query, category, state } = parseBody(ctx, searchRequestSchema);
    const wanted = category?.trim() || undefined;
    if (wanted && !isKnownCategory(wanted)) {
      throw new ApiError(400, legalMessages.unknownCategory(wanted), { issues: [{ path: ['category'], message: legalMessages.unknownCategory(wanted) }] });
    }
    if (state && !isStateCode(state)) {
      throw new ApiError(400, legalMessages.unknownState(state), { issues: [{ path: ['state'], message: legalMessages.unknownState(state) }] });
    }
    const user = signedInUser(ctx);
    // The headings engine blended with the full text of every section, once its index is ready.
    // A Legal Category's canned question opens its curated top laws (core/data/legalCategories.ts).
    const hits = curatedHits(query) ?? (await rankLaws(await lawIndex(), query, { limit: MAX_SOURCES, category: wanted }, textSearch().start())).hits;
    const passageFor = await passageFinder(query, hits);
    // The post is read once: its danger, the state it names, what it asks (core/understanding).
    const reading = readQuestion(query);
    const local: SearchResponse = composeUnderstood(query, hits, { engine: 'built-in', state, passageFor, sectionLaws: findLawsBySection, reading });
    // The answer is only sent once the search is on disk in the user's recent searches.
    await store.recentSearches.add(user.id, query);
    // The model is grounded on what the built-in answer presents: every law found for a federal
    // question, only the federal law that truly applies to a state-law one, nothing when no law fits.
    const kind = local.jurisdiction?.kind;
    const grounding =
      // A concept question is answered from the glossary (with its sources), not by the model.
      kind === 'none' || conceptOf(query) ? [] : kind === 'state' ? local.sources.flatMap((s) => (s.lawId ? [findLaw(s.lawId)].filter((r) => r !== undefined) : [])) : hits.map((h) => h.record);
    // A state the question names wins over the saved one (the built-in answer says so).
    const answerState = stateForAnswer(reading, state)?.code;
    const stateName = answerState ? findState(answerState)?.name : undefined;
    // The model quotes the law from these official words, and its quotations are checked against them.
    const officialText = ai && grounding.length ? await officialGrounding(grounding, passageFor) : undefined;
    return { userId: user.id, role: 'assistant' as const, question: query, scope: [wanted ?? '', answerState ?? ''].join('|'), grounding, local, stateName, officialText, reading };
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

  // Search the text of the law (issue 15).
  router.get('/text-search', signedIn, textSearchHandler(textSearch));
  // The sections changed in the last 10 years, for the date range offline (issue 22).
  router.get('/amended-dates', signedIn, (ctx) => void (ctx.body = amendedDatesReply()));

  return router;
}

/** Where the full-text index lives: LAW_INDEX_DIR, else DATA_DIR/law-index (derived data, not the store). */
export function lawIndexDir(config: ApiDeps['config']): string {
  return config.lawIndexDir ?? path.join(config.dataDir, 'law-index');
}
