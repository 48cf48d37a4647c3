/**
 * Fetches a page from an official source, and from nowhere else: the URL's origin
 * must be on the allow-list (config OFFICIAL_SOURCE_ORIGINS), every redirect is checked against
 * the same list before it is followed, the wait is bounded and so is the size. The outcome is
 * the page's text or a plain-words reason it could not be had; nothing here throws.
 */
import { htmlToText } from './pageText';
import { readCapped } from './readCapped';

export interface OfficialFetchOptions {
  /** Origins ("https://www.archives.gov") the server may fetch. */
  allowedOrigins: readonly string[];
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export type FetchOutcome = { ok: true; url: string; finalUrl: string; text: string } | { ok: false; url: string; error: string };

const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const USER_AGENT = 'LawsAI-SourceCheck/0.1 (checks that official pages carry the text of constitutional amendments)';

export function isAllowedUrl(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      !parsed.username &&
      !parsed.password &&
      allowedOrigins.includes(parsed.origin)
    );
  } catch {
    return false;
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

class PageError extends Error {}

function statusError(host: string, status: number, statusText: string): string {
  if (status === 403) return `${host} refused the automated check (HTTP 403 Forbidden)`;
  if (status === 404) return `${host} has no such page (HTTP 404 Not Found)`;
  if (status === 429) return `${host} asked us to slow down (HTTP 429 Too Many Requests)`;
  return `${host} answered with an error (HTTP ${status}${statusText ? ` ${statusText}` : ''})`;
}

function networkError(host: string, error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `Could not reach ${host}: its address could not be looked up (no network connection?)`;
  if (code === 'ECONNREFUSED') return `Could not reach ${host}: the connection was refused`;
  return `Could not reach ${host}${code ? ` (${code})` : ''}`;
}

export async function fetchOfficialPage(url: string, options: OfficialFetchOptions): Promise<FetchOutcome> {
  const { allowedOrigins, timeoutMs, maxBytes = MAX_PAGE_BYTES, maxRedirects = MAX_REDIRECTS } = options;
  if (!isAllowedUrl(url, allowedOrigins)) {
    return { ok: false, url, error: `${hostOf(url)} is not on the list of official sources, so it was not checked` };
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const host = hostOf(current);
      let response: Response;
      try {
        response = await fetch(current, {
          redirect: 'manual',
          signal: timeout,
          headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8', 'User-Agent': USER_AGENT },
        });
      } catch (error) {
        if (timeout.aborted) return { ok: false, url, error: `${host} did not answer within ${seconds(timeoutMs)}` };
        return { ok: false, url, error: networkError(host, error) };
      }

      if (response.status >= 300 && response.status < 400 && response.headers.has('Location')) {
        await response.body?.cancel();
        let next: string;
        try {
          next = new URL(response.headers.get('Location')!, current).href;
        } catch {
          return { ok: false, url, error: `${host} redirected to an address that is not valid` };
        }
        if (!isAllowedUrl(next, allowedOrigins)) {
          return {
            ok: false,
            url,
            error: `${host} redirected to ${hostOf(next)}, which is not on the list of official sources, so the redirect was not followed`,
          };
        }
        if (hop >= maxRedirects) return { ok: false, url, error: `${host} redirected too many times` };
        current = next;
        continue;
      }

      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, url, error: statusError(host, response.status, response.statusText) };
      }
      const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type && !['text/html', 'application/xhtml+xml', 'text/plain'].includes(type)) {
        await response.body?.cancel();
        return { ok: false, url, error: `${host} did not send a web page (it sent ${type})` };
      }
      const body = await readCapped(
        response,
        maxBytes,
        () => new PageError(`${host} sent a page larger than ${maxBytes / 1024 / 1024} MB`),
      );
      return { ok: true, url, finalUrl: current, text: type === 'text/plain' ? body : htmlToText(body) };
    }
  } catch (error) {
    if (error instanceof PageError) return { ok: false, url, error: error.message };
    if (timeout.aborted)
      return { ok: false, url, error: `${hostOf(current)} did not finish sending the page within ${seconds(timeoutMs)}` };
    return { ok: false, url, error: `${hostOf(current)} broke off while sending the page` };
  }
}
