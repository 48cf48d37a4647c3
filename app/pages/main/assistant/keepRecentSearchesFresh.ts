import type { QueryClient } from '@tanstack/react-query';
import { onOutboxEvent } from '../../../outbox';
import { RECENT_SEARCH_KIND, RECENT_SEARCHES_URL } from './recentSearches';

/**
 * An offline search delivered by the outbox while another page is open (or in another tab, or
 * by the service worker) marks Recent Searches out of date, so the main page shows it when it is
 * next opened, not only after a reload (docs/first-day.md). Returns the unsubscribe.
 */
export function keepRecentSearchesFresh(queryClient: QueryClient): () => void {
  return onOutboxEvent((event) => {
    if (event.type === 'sent' && event.entry.kind === RECENT_SEARCH_KIND)
      void queryClient.invalidateQueries({ queryKey: [RECENT_SEARCHES_URL] });
  });
}
