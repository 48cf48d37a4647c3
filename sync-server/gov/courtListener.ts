/**
 * CourtListener's REST API v4 search, for court opinions in Advanced Search. The
 * server fetches only from COURTLISTENER_API_URL (its origin is the one host allowed), the
 * user's words go only into the query string, each request has a timeout, replies are cached
 * for a while, and COURTLISTENER_API_TOKEN is sent when set (anonymous use is tightly
 * rate-limited: a limit reply is reported as such, never as "no results").
 */
import {
  COURT_JURISDICTIONS,
  COURTLISTENER_SITE,
  courtListenerSearchSchema,
  type CourtOpinion,
  type CourtSearchFailure,
  type CourtSearchQuery,
  type CourtSearchResponse,
} from '../../core/schemas/courts';
import { windowStart } from '../../core/laws/history';

export const COURTLISTENER_NAME = 'CourtListener';
/** Opinions shown per search (CourtListener's v4 page is 20). */
const RESULTS = 20;
const MAX_BYTES = 4 * 1024 * 1024;
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 200;

export class CourtSearchError extends Error {
  override name = 'CourtSearchError';
  constructor(readonly failure: CourtSearchFailure) {
    super(failure.error);
  }
}

export interface CourtListenerOptions {
  /** COURTLISTENER_API_URL, e.g. https://www.courtlistener.com/api/rest/v4 */
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
}

/** Plain text of a highlighted snippet (CourtListener marks hits with <mark>; we render text, never HTML). */
export function snippetText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function minutes(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const m = Math.round(seconds / 60);
  return m < 90 ? `${m} minutes` : `${Math.round(m / 60)} hours`;
}

/** The failure a user reads when CourtListener limits us. */
export function rateLimitedFailure(retryAfterSeconds: number | null, hasToken: boolean): CourtSearchFailure {
  const when = retryAfterSeconds ? ` It asks to wait about ${minutes(retryAfterSeconds)}.` : '';
  const why = hasToken
    ? ''
    : ' Searches without an API token are tightly limited; the server’s operator can set COURTLISTENER_API_TOKEN for more.';
  return {
    error: `CourtListener is limiting how often this server may search court opinions right now, so no opinions could be searched — this does not mean none match.${when}${why}`,
    reason: 'rate-limited',
    retryAfterSeconds,
  };
}

function retryAfterOf(response: Response, body: string): number | null {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return Math.round(header);
  // DRF's throttle reply: {"detail": "Request was throttled. Expected available in 3600 seconds."}
  const m = /available in (\d+) seconds?/i.exec(body);
  return m ? Number(m[1]) : null;
}

export function courtSearchParams(query: CourtSearchQuery, now = new Date()): URLSearchParams {
  const params = new URLSearchParams({
    q: query.q,
    type: 'o',
    order_by: 'score desc',
    court: COURT_JURISDICTIONS[query.court].courts.join(' '),
  });
  if (query.filedWithin) params.set('filed_after', windowStart(query.filedWithin, now));
  return params;
}

function toOpinion(r: ReturnType<typeof courtListenerSearchSchema.parse>['results'][number]): CourtOpinion | null {
  if (!r.caseName || !r.absolute_url || !r.absolute_url.startsWith('/')) return null;
  return {
    caseName: r.caseName,
    court: r.court ?? r.court_citation_string ?? '',
    dateFiled: r.dateFiled ? r.dateFiled.slice(0, 10) : null,
    citations: r.citation ?? [],
    docketNumber: r.docketNumber || null,
    url: `${COURTLISTENER_SITE}${r.absolute_url}`,
    snippet: snippetText(r.opinions?.find((o) => o.snippet?.trim())?.snippet ?? ''),
  };
}

const cache = new Map<string, { at: number; reply: CourtSearchResponse }>();

/** Tests: forget cached replies. */
export function clearCourtSearchCache(): void {
  cache.clear();
}

export async function searchCourtOpinions(query: CourtSearchQuery, options: CourtListenerOptions): Promise<CourtSearchResponse> {
  const params = courtSearchParams(query);
  const key = `${options.baseUrl}?${params}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.reply;

  const url = `${options.baseUrl}/search/?${params}`;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...(options.token ? { Authorization: `Token ${options.token}` } : {}) },
      signal: timeout,
      redirect: 'error',
    });
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > MAX_BYTES) throw new Error('too large');
    body = await response.text();
    if (body.length > MAX_BYTES) throw new Error('too large');
  } catch {
    const error = timeout.aborted
      ? `CourtListener did not answer within ${Math.round(options.timeoutMs / 1000)} seconds, so court opinions could not be searched. Try again later.`
      : 'CourtListener could not be reached, so court opinions could not be searched. Try again later.';
    throw new CourtSearchError({ error, reason: 'unreachable' });
  }
  if (response.status === 429) throw new CourtSearchError(rateLimitedFailure(retryAfterOf(response, body), !!options.token));
  if (!response.ok) {
    const why = response.status === 401 || response.status === 403 ? ' (it refused the API token)' : '';
    throw new CourtSearchError({
      error: `CourtListener refused the search with an error ${response.status}${why}, so court opinions could not be searched. Try again later.`,
      reason: 'refused',
    });
  }
  let parsed;
  try {
    parsed = courtListenerSearchSchema.parse(JSON.parse(body));
  } catch {
    throw new CourtSearchError({
      error: 'CourtListener sent a reply we could not read, so court opinions could not be searched. Try again later.',
      reason: 'refused',
    });
  }
  const results = parsed.results
    .map(toOpinion)
    .filter((r): r is CourtOpinion => r !== null)
    .slice(0, RESULTS);
  const more = new URLSearchParams({
    q: query.q,
    type: 'o',
    order_by: 'score desc',
    court: COURT_JURISDICTIONS[query.court].courts.join(' '),
  });
  const reply: CourtSearchResponse = {
    results,
    total: parsed.count ?? results.length,
    moreUrl: `${COURTLISTENER_SITE}/?${more}`,
    source: 'CourtListener',
  };
  cache.set(key, { at: Date.now(), reply });
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return reply;
}
