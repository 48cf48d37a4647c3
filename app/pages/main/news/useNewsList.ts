import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { NEWS_POLL_MS } from '../../../../core/constants';
import { publishedToday } from '../../../../core/news/list';
import { NetworkError } from '../../../api/client';
import type { NewsItem } from '../../../../core/schemas/news';
import { useStoredNewsList, type NewsList, type StoredNewsItem } from '../../../db/news';
import { pwaState } from '../../../pwa/pwaState';
import { fetchNewsList, newsListKey } from './newsApi';

export interface NewsListState {
  /** What to show: the server's list, else the copy kept on the device; undefined until known. */
  items: StoredNewsItem[] | undefined;
  /** The server answered this list at least once since the screen opened. */
  fetched: boolean;
  /** The server's latest answer was an empty list. */
  serverEmpty: boolean;
  /** The items come from the device because the server could not be reached. */
  fromDevice: boolean;
  /** The server answered with an error (not a missing connection). */
  error: Error | null;
  loading: boolean;
}

/**
 * One news list: fetched from the server (the latest list every NEWS_POLL_MS, spec part 1 §4)
 * and kept on the device; with no connection the kept copy is shown. Today's kept copy only
 * shows what is still from today (US Eastern time).
 */
export function useNewsList(list: NewsList, now: number): NewsListState {
  const query = useQuery({
    queryKey: newsListKey(list),
    queryFn: ({ signal }) => fetchNewsList(list, signal),
    refetchInterval: list === 'latest' ? NEWS_POLL_MS : false,
  });
  const stored = useStoredNewsList(list);
  const { online } = useSnapshot(pwaState);

  const unreachable = query.error instanceof NetworkError || (!online && query.data === undefined);
  const kept = stored && list === 'today' ? publishedToday(stored, now) : stored;
  // The server's answer when there is one (with the narration found on this device), else the kept copy.
  const items = query.data ? withNarration(query.data, stored) : kept;
  return {
    items,
    fetched: query.isSuccess,
    serverEmpty: query.isSuccess && query.data.length === 0,
    fromDevice: unreachable && (items?.length ?? 0) > 0,
    error: query.error && !(query.error instanceof NetworkError) ? query.error : null,
    loading: query.isPending && (items === undefined || items.length === 0) && !unreachable,
  };
}

function withNarration(items: NewsItem[], stored: StoredNewsItem[] | undefined): StoredNewsItem[] {
  const found = new Map(stored?.filter((s) => s.narrationUrl).map((s) => [s.id, s]));
  return items.map((item) => {
    const earlier = found.get(item.id);
    return earlier && earlier.title === item.title && earlier.summary === item.summary
      ? { ...item, narrationUrl: earlier.narrationUrl }
      : item;
  });
}
