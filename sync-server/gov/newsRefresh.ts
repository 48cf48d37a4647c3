/**
 * One news refresh: both sources at once, each on its own bounded time. What a source brought is
 * stored even when the other failed; a failure stores nothing and removes nothing.
 */
import {
  NEWS_SOURCE_NAMES,
  newsMessages,
  type NewsItem,
  type NewsSource,
  type NewsSourceReport,
  type RefreshNewsResponse,
} from '../../core/schemas/news';
import type { Config } from '../config';
import type { Store } from '../store';
import { fetchCongressNews } from './congress';
import { fetchFederalRegisterNews } from './federalRegister';
import { UpstreamError } from './newsFetch';

export interface RefreshOutcome {
  /** 200 when at least one source answered; 502 when every source tried failed. */
  status: 200 | 502;
  body: RefreshNewsResponse;
}

export interface RefreshDeps {
  config: Pick<Config, 'congressApiKey' | 'congressApiUrl' | 'federalRegisterApiUrl' | 'newsTimeoutMs'>;
  store: Pick<Store, 'news'>;
  /** Where unexpected errors (a bug, not an upstream failure) are reported. */
  log?: (...args: unknown[]) => void;
}

type Fetched = { source: NewsSource; items: NewsItem[] } | { source: NewsSource; error: string } | { source: NewsSource; skipped: string };

async function attempt(source: NewsSource, fetchItems: () => Promise<NewsItem[]>, log: RefreshDeps['log']): Promise<Fetched> {
  try {
    return { source, items: await fetchItems() };
  } catch (error) {
    if (error instanceof UpstreamError) return { source, error: error.message };
    log?.(`news refresh: ${source} failed unexpectedly`, error);
    return { source, error: `${NEWS_SOURCE_NAMES[source]} could not be read` };
  }
}

export async function refreshNews({ config, store, log }: RefreshDeps): Promise<RefreshOutcome> {
  const timeoutMs = config.newsTimeoutMs;
  const apiKey = config.congressApiKey;
  // What is stored now (at most NEWS_KEPT items), so known titles are looked up without a query each.
  const stored = new Map((await store.news.latest(Number.MAX_SAFE_INTEGER)).map((item) => [item.id, item]));
  const results = await Promise.all([
    apiKey
      ? attempt(
          'congress',
          () =>
            fetchCongressNews({
              baseUrl: config.congressApiUrl,
              apiKey,
              timeoutMs,
              knownTitle: (id) => {
                const known = stored.get(id);
                // A stored title that is only the bill number is worth asking for again.
                return known && known.title !== known.billNumber ? known.title : undefined;
              },
            }),
          log,
        )
      : Promise.resolve<Fetched>({ source: 'congress', skipped: newsMessages.congressSkipped }),
    attempt('federal-register', () => fetchFederalRegisterNews({ baseUrl: config.federalRegisterApiUrl, timeoutMs }), log),
  ]);

  const items = results.flatMap((r) => ('items' in r ? r.items : []));
  const saved = await store.news.save(items);
  const sources: NewsSourceReport[] = results.map((r) => {
    const name = NEWS_SOURCE_NAMES[r.source];
    if ('items' in r) return { source: r.source, name, status: 'ok', fetched: r.items.length };
    if ('error' in r) return { source: r.source, name, status: 'failed', fetched: 0, message: r.error };
    return { source: r.source, name, status: 'skipped', fetched: 0, message: r.skipped };
  });
  const failed = sources.filter((s) => s.status === 'failed').map((s) => s.source);
  const anyAnswered = sources.some((s) => s.status === 'ok');
  const body: RefreshNewsResponse = {
    success: anyAnswered,
    added: saved.added,
    updated: saved.updated,
    total: saved.total,
    sources,
    failed,
    ...(anyAnswered ? {} : { error: newsMessages.refreshFailed }),
  };
  return { status: anyAnswered ? 200 : 502, body };
}
