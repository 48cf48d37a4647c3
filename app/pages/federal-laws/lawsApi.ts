import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FEDERAL_LAW_STATS_POLL_MS } from '../../../core/constants';
import {
  federalLawsResponseSchema,
  federalLawStatsSchema,
  type FederalLaw,
  type FederalLawsResponse,
  type FederalLawStats,
} from '../../../core/schemas/legal';
import { apiRequest } from '../../api/client';
import { savedLawsPage, savedLibraryFigures, serverOrSavedLibrary } from '../../search/offline';

/** What narrows the list: the Browse tab's category and quick search, or the Advanced Search. */
export interface LawsFilter {
  category?: string;
  q?: string;
}

export const PAGE_SIZE = 20;
/** The server's largest page (core/schemas/legal.ts federalLawsQuerySchema). */
export const EXPORT_PAGE_SIZE = 100;

const STATS_URL = '/api/legal/federal-laws/stats';

/** GET /api/legal/federal-laws?page=&limit=&category=&q= (DESIGN.md), empty filters left out. */
export function federalLawsUrl(filter: LawsFilter, page: number, limit: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  const category = filter.category?.trim();
  const q = filter.q?.trim();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  return `/api/legal/federal-laws?${params.toString()}`;
}

/** A page of the list from the server; offline, from the library saved on this device (same filters and paging). */
export async function fetchLawsPage(filter: LawsFilter, page: number, limit: number, signal?: AbortSignal): Promise<FederalLawsResponse> {
  return serverOrSavedLibrary(
    async () => federalLawsResponseSchema.parse(await apiRequest('GET', federalLawsUrl(filter, page, limit), undefined, { signal })),
    () => savedLawsPage({ page, limit, category: filter.category?.trim() || undefined, q: filter.q?.trim() || undefined }),
  );
}

/** The stats; offline, the figures of the library saved on this device. */
export async function fetchFederalLawStats(signal?: AbortSignal): Promise<FederalLawStats> {
  return serverOrSavedLibrary(
    async () => federalLawStatsSchema.parse(await apiRequest('GET', STATS_URL, undefined, { signal })),
    async () => {
      const figures = await savedLibraryFigures();
      if (!figures) throw new Error('The saved library could not be read.');
      return figures;
    },
  );
}

/** Stats, refetched every 30 s (spec part 2 §4, §9). */
export function useFederalLawStats() {
  return useQuery<FederalLawStats>({
    queryKey: [STATS_URL],
    queryFn: ({ signal }) => fetchFederalLawStats(signal),
    refetchInterval: FEDERAL_LAW_STATS_POLL_MS,
  });
}

/** One page of the list; fetched only once the stats are loaded (spec part 2 §4). */
export function useFederalLaws(filter: LawsFilter, page: number, enabled: boolean) {
  const category = filter.category ?? '';
  const q = filter.q?.trim() ?? '';
  return useQuery({
    queryKey: ['/api/legal/federal-laws', category, q, page],
    queryFn: ({ signal }) => fetchLawsPage(filter, page, PAGE_SIZE, signal),
    enabled,
    // Paging keeps the shown page until the next arrives; another filter never shows the old
    // filter's laws as if they matched.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === category && previousQuery.queryKey[2] === q ? keepPreviousData(previous) : undefined,
    staleTime: 5 * 60 * 1000,
  });
}

export interface ExportProgress {
  loaded: number;
  total: number;
}

/** Every law of the filter, 100 a request, a few requests at a time, in list order. */
export async function fetchAllLaws(
  filter: LawsFilter,
  {
    signal,
    onProgress,
    concurrency = 4,
  }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void; concurrency?: number } = {},
): Promise<FederalLaw[]> {
  // One failed page stops the others.
  const stop = new AbortController();
  const stopAll = () => stop.abort();
  signal?.addEventListener('abort', stopAll, { once: true });
  try {
    const first = await fetchLawsPage(filter, 1, EXPORT_PAGE_SIZE, stop.signal);
    const pageCount = Math.ceil(first.total / EXPORT_PAGE_SIZE);
    const pages: FederalLaw[][] = [first.laws];
    let loaded = first.laws.length;
    onProgress?.({ loaded, total: first.total });

    let next = 2;
    const worker = async () => {
      while (next <= pageCount && !stop.signal.aborted) {
        const page = next++;
        const reply = await fetchLawsPage(filter, page, EXPORT_PAGE_SIZE, stop.signal);
        pages[page - 1] = reply.laws;
        loaded += reply.laws.length;
        onProgress?.({ loaded, total: first.total });
      }
    };
    const workers = Array.from({ length: Math.min(concurrency, Math.max(0, pageCount - 1)) }, worker);
    await Promise.all(workers.map((w) => w.catch((error: unknown) => (stopAll(), Promise.reject(error)))));
    return pages.flat();
  } finally {
    signal?.removeEventListener('abort', stopAll);
  }
}
