import { useQuery } from '@tanstack/react-query';
import {
  courtSearchFailureSchema,
  courtSearchResponseSchema,
  type CourtJurisdiction,
  type CourtSearchResponse,
} from '../../../core/schemas/courts';
import { ApiError, apiRequest, NetworkError } from '../../api/client';
import { knownOffline } from '../../search/offline';

export interface CourtQuery {
  q: string;
  court: CourtJurisdiction;
  filedWithin?: 5 | 10;
}

export const OFFLINE_COURTS_MESSAGE =
  'You’re offline, so court opinions can’t be searched now: they come from CourtListener over the internet. Try again when you’re back online. Federal statutes can still be searched from your saved library.';

/** Why court opinions could not be searched, in words a user reads (never "no results"). */
export class CourtSearchUnavailable extends Error {
  override name = 'CourtSearchUnavailable';
  constructor(
    message: string,
    readonly reason: 'offline' | 'rate-limited' | 'refused' | 'unreachable',
  ) {
    super(message);
  }
}

export function courtSearchUrl(query: CourtQuery): string {
  const params = new URLSearchParams({ q: query.q.trim(), court: query.court });
  if (query.filedWithin) params.set('filedWithin', String(query.filedWithin));
  return `/api/courts/search?${params.toString()}`;
}

export async function fetchCourtOpinions(query: CourtQuery, signal?: AbortSignal): Promise<CourtSearchResponse> {
  if (knownOffline()) throw new CourtSearchUnavailable(OFFLINE_COURTS_MESSAGE, 'offline');
  try {
    return courtSearchResponseSchema.parse(await apiRequest('GET', courtSearchUrl(query), undefined, { signal }));
  } catch (error) {
    if (error instanceof NetworkError) throw new CourtSearchUnavailable(OFFLINE_COURTS_MESSAGE, 'offline');
    if (error instanceof ApiError && error.status === 503) {
      const failure = courtSearchFailureSchema.safeParse(error.data);
      if (failure.success) throw new CourtSearchUnavailable(failure.data.error, failure.data.reason);
    }
    throw error;
  }
}

export function useCourtSearch(query: CourtQuery | null) {
  return useQuery({
    queryKey: ['/api/courts/search', query?.q.trim() ?? '', query?.court ?? '', query?.filedWithin ?? ''],
    queryFn: ({ signal }) => fetchCourtOpinions(query!, signal),
    enabled: query !== null,
    // A refusal or a rate limit is an answer to show, not something to hammer again.
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
