import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './client';

/** Spec part 1 §7: the default fetch GETs the URL made by joining the key parts with "/". */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest('GET', queryKey.map(String).join('/'), undefined, { signal });

/**
 * No retry, no refetch on focus, no polling, never stale (screens that need fresher data say
 * so on their own query). networkMode 'always': the app decides what offline means (see
 * app/auth), instead of react-query silently pausing every request while the browser is offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
