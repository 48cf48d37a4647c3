import { useCallback } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { searchIntoConversation, setQuery } from '../../../state/assistant';
import { toast } from '../../../components/toast';
import { LEGAL_SEARCH_MUTATION_KEY, RECENT_SEARCHES_KEY, searchErrorMessage, searchErrorTitle, searchLegal } from './search';

export interface LegalSearch {
  /** Starts a search; false when the trimmed query is empty or a search is already under way. */
  search(query: string): boolean;
  pending: boolean;
}

/**
 * The search of spec part 1 §4: idle → pending → success (box cleared, recent searches
 * refreshed) or failure (destructive toast). The question and the answer appear in the
 * conversation as the answer's first text arrives and the answer grows as it streams in
 * (searchIntoConversation); an answer given whole (no AI model, or from the saved library when
 * there is no connection, see searchLegal) appears at once. All of it runs in the mutation
 * itself, so it lands in the conversation even if the tab was switched meanwhile.
 */
export function useLegalSearch(): LegalSearch {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: LEGAL_SEARCH_MUTATION_KEY,
    mutationFn: (query: string) => searchIntoConversation(query, searchLegal),
    onSuccess: () => {
      setQuery('');
      void queryClient.invalidateQueries({ queryKey: RECENT_SEARCHES_KEY });
    },
    onError: (error) => {
      toast({ title: searchErrorTitle(error), message: searchErrorMessage(error), variant: 'destructive' });
    },
  });
  const pending = useIsMutating({ mutationKey: LEGAL_SEARCH_MUTATION_KEY }) > 0;
  const { mutate } = mutation;

  const search = useCallback(
    (raw: string) => {
      const query = raw.trim();
      // Read the cache, not render-time state: timers call this after the render that made them.
      if (!query || queryClient.isMutating({ mutationKey: LEGAL_SEARCH_MUTATION_KEY }) > 0) return false;
      mutate(query);
      return true;
    },
    [mutate, queryClient],
  );

  return { search, pending };
}
