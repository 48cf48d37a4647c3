/**
 * Federal Register API v1 client for the news (no key): the newest rules, proposed rules and
 * presidential documents, with their significance flag. Base URL from FEDERAL_REGISTER_API_URL.
 */
import {
  FEDERAL_REGISTER_FIELDS,
  FEDERAL_REGISTER_TYPES,
  federalRegisterListSchema,
  normalizeFederalRegisterDocument,
} from '../../core/news';
import { NEWS_SOURCE_NAMES, type NewsItem } from '../../core/schemas/news';
import { fetchUpstreamJson, UpstreamError } from './newsFetch';

/** Documents asked for per refresh. */
export const FEDERAL_REGISTER_DOCUMENTS_PER_REFRESH = 25;

export interface FederalRegisterNewsOptions {
  baseUrl: string;
  timeoutMs: number;
  limit?: number;
}

const name = NEWS_SOURCE_NAMES['federal-register'];

/** GET /documents.json?order=newest&per_page=N&conditions[type][]=RULE…&fields[]=… */
export function federalRegisterDocumentsUrl(baseUrl: string, limit = FEDERAL_REGISTER_DOCUMENTS_PER_REFRESH): string {
  const params = new URLSearchParams({ order: 'newest', per_page: String(limit) });
  for (const type of FEDERAL_REGISTER_TYPES) params.append('conditions[type][]', type);
  for (const field of FEDERAL_REGISTER_FIELDS) params.append('fields[]', field);
  return `${baseUrl}/documents.json?${params}`;
}

/** @throws UpstreamError when the list cannot be had */
export async function fetchFederalRegisterNews({
  baseUrl,
  timeoutMs,
  limit = FEDERAL_REGISTER_DOCUMENTS_PER_REFRESH,
}: FederalRegisterNewsOptions): Promise<NewsItem[]> {
  const reply = await fetchUpstreamJson(federalRegisterDocumentsUrl(baseUrl, limit), { sourceName: name, timeoutMs });
  const list = federalRegisterListSchema.safeParse(reply);
  if (!list.success) throw new UpstreamError(`${name} sent a document list we could not read`);
  const items: NewsItem[] = [];
  for (const doc of (list.data.results ?? []).slice(0, limit)) {
    const item = normalizeFederalRegisterDocument(doc);
    if (item) items.push(item);
  }
  return items;
}
