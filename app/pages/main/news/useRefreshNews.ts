import { useCallback, useEffect, useState } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { pwaState } from '../../../pwa/pwaState';
import {
  isOfflineError,
  NEWS_KEY,
  NEWS_REFRESH_MUTATION_KEY,
  refreshFailureMessage,
  refreshNews,
  refreshNotes,
  refreshTexts,
} from './newsApi';

export interface RefreshNews {
  refresh(): void;
  pending: boolean;
  /** What the last refresh said about sources that failed or were skipped. */
  notes: string[];
}

// Once per page load, not once per visit to the tab: an empty feed is not fetched again and
// again by switching tabs.
let autoRefreshDone = false;

/** For tests: forget that the automatic refresh happened. */
export function resetAutoRefresh(): void {
  autoRefreshDone = false;
}

function offlineToast() {
  toast({ title: refreshTexts.offlineTitle, message: refreshTexts.offlineMessage });
}

/**
 * Refresh (spec part 1 §4, §7, §8): POST /api/congress/refresh; on success both lists are
 * fetched again; on failure a destructive toast "Failed to refresh news". With no connection it
 * says so instead of trying. `autoWhenEmpty`: one automatic refresh when the latest list, as the
 * server gave it, is empty.
 */
export function useRefreshNews(autoWhenEmpty: boolean): RefreshNews {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState<string[]>([]);
  const mutation = useMutation({
    mutationKey: NEWS_REFRESH_MUTATION_KEY,
    mutationFn: refreshNews,
    onSuccess: async (reply) => {
      setNotes(refreshNotes(reply));
      await queryClient.invalidateQueries({ queryKey: NEWS_KEY });
    },
    onError: (error) => {
      if (isOfflineError(error)) offlineToast();
      else toast({ title: refreshTexts.failedTitle, message: refreshFailureMessage(error), variant: 'destructive' });
    },
  });
  const pending = useIsMutating({ mutationKey: NEWS_REFRESH_MUTATION_KEY }) > 0;
  const { mutate } = mutation;

  const refresh = useCallback(() => {
    if (!pwaState.online) {
      offlineToast();
      return;
    }
    // The user's own refresh stands for the automatic one: the automatic refresh must not start
    // after it (a second request, and a second toast replacing the first).
    autoRefreshDone = true;
    if (queryClient.isMutating({ mutationKey: NEWS_REFRESH_MUTATION_KEY }) > 0) return;
    mutate();
  }, [mutate, queryClient]);

  useEffect(() => {
    if (!autoWhenEmpty || autoRefreshDone || !pwaState.online) return;
    autoRefreshDone = true;
    if (queryClient.isMutating({ mutationKey: NEWS_REFRESH_MUTATION_KEY }) > 0) return;
    mutate();
  }, [autoWhenEmpty, mutate, queryClient]);

  return { refresh, pending, notes };
}
