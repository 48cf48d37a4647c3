/**
 * Search the text of the law: the server's full-text search online, the titles saved
 * on this device when there is no connection. Either way the reply is GET /api/legal/text-search's.
 */
import { textSearchResponseSchema, type TextSearchQuery, type TextSearchResponse } from '../../core/schemas/textSearch';
import { apiRequest, NetworkError } from '../api/client';
import { runLibraryTask } from './client';
import { knownOffline } from './offline';

export interface LawTextSearchResult extends TextSearchResponse {
  /** 'device': searched the titles saved here (offline). */
  from: 'server' | 'device';
}

export function textSearchUrl({ q, title, page, limit }: TextSearchQuery): string {
  const params = new URLSearchParams({ q: q ?? '', page: String(page), limit: String(limit) });
  if (title) params.set('title', String(title));
  return `/api/legal/text-search?${params.toString()}`;
}

/** The titles saved on this device, searched in the law search worker. */
export async function searchSavedTitleText(query: TextSearchQuery): Promise<LawTextSearchResult> {
  return { ...(await runLibraryTask({ type: 'textSearch', query })), from: 'device' };
}

export async function searchLawText(query: TextSearchQuery, signal?: AbortSignal): Promise<LawTextSearchResult> {
  if (knownOffline()) return searchSavedTitleText(query);
  try {
    const reply = await apiRequest('GET', textSearchUrl(query), undefined, { signal });
    return { ...textSearchResponseSchema.parse(reply), from: 'server' };
  } catch (error) {
    if (error instanceof NetworkError && !signal?.aborted) return searchSavedTitleText(query);
    throw error;
  }
}
