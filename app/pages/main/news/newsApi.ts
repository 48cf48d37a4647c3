/**
 * The News tab's calls (spec part 1 §7): GET /api/congress/news (polled every 5 minutes),
 * GET /api/congress/news/today, POST /api/congress/refresh ("JSON header, no body"; on success
 * both lists are fetched again), and an item's narration (`audioUrl` → `{audioUrl}`).
 * Query keys are URL parts; both list keys start with NEWS_KEY so one invalidation covers both.
 */
import {
  newsAudioResponseSchema,
  newsListSchema,
  newsMessages,
  refreshNewsResponseSchema,
  type NewsItem,
  type RefreshNewsResponse,
} from '../../../../core/schemas/news';
import { format } from 'date-fns';
import { ApiError, apiRequest, NetworkError } from '../../../api/client';
import { saveNewsList, type NewsList } from '../../../db/news';

export const NEWS_KEY = ['/api/congress/news'] as const;
export const NEWS_LATEST_KEY = NEWS_KEY;
export const NEWS_TODAY_KEY = [...NEWS_KEY, 'today'] as const;
export const NEWS_REFRESH_MUTATION_KEY = ['/api/congress/refresh'] as const;

export const newsListKey = (list: NewsList) => (list === 'latest' ? NEWS_LATEST_KEY : NEWS_TODAY_KEY);

/** Fetch a list and keep it on the device for offline use. */
export async function fetchNewsList(list: NewsList, signal?: AbortSignal): Promise<NewsItem[]> {
  const reply = await apiRequest('GET', newsListKey(list).join('/'), undefined, { signal });
  const parsed = newsListSchema.safeParse(reply);
  if (!parsed.success) throw new ApiError(200, 'The server sent news in a form this app does not understand', reply);
  // A device that cannot store (storage full, private window) still shows the news.
  await saveNewsList(list, parsed.data).catch(() => undefined);
  return parsed.data;
}

export async function refreshNews(): Promise<RefreshNewsResponse> {
  const reply = await apiRequest('POST', '/api/congress/refresh', undefined, { headers: { 'Content-Type': 'application/json' } });
  return refreshNewsResponseSchema.parse(reply);
}

/** Texts of the refresh outcomes (the spec names only the failure: "Failed to refresh news"). */
export const refreshTexts = {
  failedTitle: newsMessages.refreshFailed,
  offlineTitle: "You're offline",
  offlineMessage: 'Refreshing the news needs an internet connection. The news saved on this device is still shown.',
} as const;

/** The server's account of which sources failed, from a 502 reply; else the error's own words. */
export function refreshFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = refreshNewsResponseSchema.safeParse(error.data);
    if (body.success) {
      // Only sources that failed: a source the server is not set up for is the operator's business.
      const reasons = [...new Set(body.data.sources.filter((s) => s.status === 'failed' && s.message).map((s) => sentence(s.message!)))];
      if (reasons.length > 0) return `${reasons.join(' ')} The news already shown is kept.`;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Notes to show after a refresh that worked for some sources only, or that came too soon after
 * the last one (one line, in local time). A source the server skips because it is not set up
 * (no API key) is not the reader's concern and is not mentioned (docs/first-day.md).
 */
export function refreshNotes(reply: RefreshNewsResponse): string[] {
  if (reply.nextRefreshAt) {
    const next = new Date(reply.nextRefreshAt);
    if (!Number.isNaN(next.getTime()))
      return [`The news was checked a few minutes ago; the saved news is shown. It can be checked again after ${format(next, 'h:mm a')}.`];
  }
  const notes = reply.sources.flatMap((s) =>
    s.status === 'failed' && s.message ? [`${sentence(s.message)} Its news was not updated this time.`] : [],
  );
  return [...new Set(notes)];
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const isOfflineError = (error: unknown): boolean => error instanceof NetworkError;

/** Spec part 1 §8 audio texts. */
export const audioTexts = {
  loadFailed: 'Unable to load audio. Please try again later.',
  playFailed: 'Unable to play audio. Please try again.',
  notAvailable: 'Audio not available',
  noUrl: 'No audio URL in response',
} as const;

/** Ask for an item's narration: the URL of its MP3 (made on the server on first request). */
export async function fetchNarrationUrl(item: Pick<NewsItem, 'audioUrl'>): Promise<string> {
  let reply: unknown;
  try {
    reply = await apiRequest('GET', item.audioUrl);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`${audioTexts.notAvailable} (${error.status})`, { cause: error });
    throw error;
  }
  const parsed = newsAudioResponseSchema.safeParse(reply);
  if (!parsed.success || parsed.data.audioUrl.trim() === '') throw new Error(audioTexts.noUrl);
  return parsed.data.audioUrl;
}
