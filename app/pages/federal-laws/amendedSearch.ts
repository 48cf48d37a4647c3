import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { textSearchResponseSchema, type TextSearchResponse } from '../../../core/schemas/textSearch';
import { apiRequest } from '../../api/client';
import { serverOrSavedLibrary } from '../../search/offline';
import { amendedFromDevice, type AmendedQuery } from './amendedOffline';

export type { AmendedQuery } from './amendedOffline';

export const AMENDED_PAGE_SIZE = 20;

/** GET /api/legal/text-search?q=&title=&amendedWithin=&page=&limit=. */
export function amendedSearchUrl(query: AmendedQuery, page: number, limit = AMENDED_PAGE_SIZE): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.title !== undefined) params.set('title', String(query.title));
  params.set('amendedWithin', String(query.within));
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/api/legal/text-search?${params.toString()}`;
}

/** The server's sections for the window; offline, the saved library's (amendedOffline.ts). */
export async function fetchAmendedPage(query: AmendedQuery, page: number, signal?: AbortSignal): Promise<TextSearchResponse> {
  return serverOrSavedLibrary(
    async () => textSearchResponseSchema.parse(await apiRequest('GET', amendedSearchUrl(query, page), undefined, { signal })),
    () => amendedFromDevice(query, page, AMENDED_PAGE_SIZE),
  );
}

export function useAmendedSearch(query: AmendedQuery | null, page: number) {
  const key = query ? [query.q?.trim() ?? '', query.title ?? '', query.within] : null;
  return useQuery({
    queryKey: ['/api/legal/text-search', 'amended', key, page],
    queryFn: ({ signal }) => fetchAmendedPage(query!, page, signal),
    enabled: query !== null,
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey[2]) === JSON.stringify(key) ? keepPreviousData(previous) : undefined,
    staleTime: 5 * 60 * 1000,
  });
}
