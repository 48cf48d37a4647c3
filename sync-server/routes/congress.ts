import { Router } from '@koa/router';
import { narrationText } from '../../core/news/list';
import {
  NEWS_LATEST_LIMIT,
  NEWS_SOURCE_NAMES,
  newsMessages,
  type NewsAudioResponse,
  type NewsItem,
  type RefreshNewsResponse,
} from '../../core/schemas/news';
import { refreshNews, type RefreshOutcome } from '../gov/newsRefresh';
import { ApiError } from '../http/errors';
import { toNewsItem } from '../store';
import { audioStoreFor, audioUrlOf } from '../tts';
import type { ApiDeps } from './deps';

export const congressMessages = {
  audioFailed: 'The audio could not be made right now. Please try again later.',
} as const;

/**
 * /api/congress: congressional and regulatory news (spec part 1 §2 News tab, §7).
 *
 * - GET /news (the latest NEWS_LATEST_LIMIT, newest first) and GET /news/today (published
 *   today, US Eastern time) are public: read-only public-domain records, and the API
 *   documentation page lists GET /api/congress/news (spec part 2 §7).
 * - POST /refresh needs a signed-in user: it makes the server call Congress.gov (on our key)
 *   and the Federal Register. Concurrent refreshes share one run.
 * - GET /news/:id/audio needs a signed-in user (the News tab is private): `{audioUrl}`, the
 *   narration of the item's title and summary under /api/audio/, synthesized on the first
 *   request and kept (sync-server/tts). Only stored items can be narrated.
 */
export function congressRouter({ config, store, requireUser: signedIn }: ApiDeps): Router {
  // Within the cooldown: no upstream call, the stored lists stand, and when the next fetch may run.
  const recentlyFetched = async (nextAt: Date): Promise<RefreshNewsResponse> => {
    const message = newsMessages.fetchedRecently(nextAt);
    return {
      success: true,
      added: 0,
      updated: 0,
      total: (await store.news.latest(Number.MAX_SAFE_INTEGER)).length,
      sources: (['congress', 'federal-register'] as const).map((source) => ({
        source,
        name: NEWS_SOURCE_NAMES[source],
        status: 'skipped',
        fetched: 0,
        message,
      })),
      failed: [],
      nextRefreshAt: nextAt.toISOString(),
    };
  };

  const router = new Router({ prefix: '/congress' });
  const audio = audioStoreFor(config.dataDir, config.narrationCacheBytes);
  let running: Promise<RefreshOutcome> | undefined;

  router.get('/news', async (ctx) => {
    ctx.body = (await store.news.latest(NEWS_LATEST_LIMIT)).map(toNewsItem) satisfies NewsItem[];
  });

  router.get('/news/today', async (ctx) => {
    ctx.body = (await store.news.today(new Date())).map(toNewsItem) satisfies NewsItem[];
  });

  router.post('/refresh', signedIn, async (ctx) => {
    if (!running) {
      const claim = await store.news.claimRefresh(config.newsRefreshCooldownSeconds * 1000);
      if (!claim.claimed) {
        ctx.body = (await recentlyFetched(claim.nextAt)) satisfies RefreshNewsResponse;
        return;
      }
    }
    running ??= refreshNews({ config, store, log: (...args) => console.error(...args) }).finally(() => {
      running = undefined;
    });
    const outcome = await running;
    ctx.status = outcome.status;
    ctx.body = outcome.body satisfies RefreshNewsResponse;
  });

  router.get('/news/:id/audio', signedIn, async (ctx) => {
    const item = await store.news.findById(String(ctx.params.id ?? ''));
    if (!item) throw new ApiError(404, newsMessages.itemNotFound);
    let id: string;
    try {
      ({ id } = await audio.getOrCreateAudio(narrationText(item)));
    } catch (error) {
      console.error(`[laws-ai] narration of news item ${item.id} failed:`, error);
      throw new ApiError(503, congressMessages.audioFailed, { headers: { 'Retry-After': '30' } });
    }
    ctx.body = { audioUrl: audioUrlOf(id) } satisfies NewsAudioResponse;
  });

  return router;
}
