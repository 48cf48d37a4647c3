import { z } from 'zod';
import { recentSearchSchema, searchResponseSchema, type RecentSearch, type SearchResponse } from '../../../../core/schemas/legal';
import { apiRequest } from '../../../api/client';

/** react-query key of GET /api/legal/recent-searches (the default fetch joins it into the URL). */
export const RECENT_SEARCHES_KEY = ['/api/legal/recent-searches'] as const;
/** Every search runs under this key, so a remounted tab still knows one is under way. */
export const LEGAL_SEARCH_MUTATION_KEY = ['legal-search'] as const;

export const SEARCH_FAILED_TITLE = 'Search Failed';
export const SEARCH_FAILED_FALLBACK = 'Failed to search legal information. Please try again.';

/** A reply this app cannot read: the toast falls back to the generic message. */
class UnreadableReplyError extends Error {}

/** POST /api/legal/search {query} (spec part 1 §7). */
export async function searchLegal(query: string): Promise<SearchResponse> {
  const reply = await apiRequest('POST', '/api/legal/search', { query });
  const parsed = searchResponseSchema.safeParse(reply);
  if (!parsed.success) throw new UnreadableReplyError();
  return parsed.data;
}

/** Spec part 1 §8 "Search failure": the error's message, else the fallback. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof UnreadableReplyError) return SEARCH_FAILED_FALLBACK;
  if (error instanceof Error && error.message.trim()) return error.message;
  return SEARCH_FAILED_FALLBACK;
}

const recentSearchesSchema = z.array(recentSearchSchema);

/** The recent searches reply, read strictly (a bad reply shows as an error, not as garbage). */
export function readRecentSearches(data: unknown): RecentSearch[] {
  return recentSearchesSchema.parse(data);
}
