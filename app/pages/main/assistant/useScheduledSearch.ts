import { useCallback, useEffect, useRef } from 'react';
import { AUTO_SEARCH_DELAY_MS } from '../../../../core/constants';
import { setQuery } from '../../../state/assistant';

/**
 * Fill the box with a question, then search it AUTO_SEARCH_DELAY_MS later (spec part 1 §9: after
 * an example or an initial query). A newer schedule replaces an older one; leaving the tab cancels it.
 */
export function useScheduledSearch(search: (query: string) => boolean): (query: string) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((query: string) => {
    setQuery(query);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latestSearch.current(query);
    }, AUTO_SEARCH_DELAY_MS);
  }, []);
}
