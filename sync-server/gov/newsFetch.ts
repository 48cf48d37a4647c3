/**
 * GET a JSON document from a news upstream (Congress.gov, the Federal Register) with a bounded
 * wait and a bounded size. Failures become UpstreamError with a message a user may read; it
 * never contains the URL (the Congress.gov key travels in it).
 */
import { readCapped } from './readCapped';

/** Largest reply read from an upstream; a news list is a few hundred KB at most. */
export const UPSTREAM_MAX_BYTES = 8 * 1024 * 1024;

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  /** The upstream's HTTP status, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export interface UpstreamRequest {
  /** What the user knows the source as, for messages ("Congress.gov"). */
  sourceName: string;
  /** Gives up (and says so) after this long. */
  timeoutMs: number;
  /** Cancels from outside too (e.g. an overall deadline). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const seconds = (ms: number) => {
  const s = Math.round(ms / 100) / 10;
  return `${s} second${s === 1 ? '' : 's'}`;
};

export async function fetchUpstreamJson(url: string, { sourceName, timeoutMs, signal, headers }: UpstreamRequest): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, signal: combined });
  } catch {
    if (timeout.aborted) throw new UpstreamError(`${sourceName} did not answer within ${seconds(timeoutMs)}`);
    if (signal?.aborted) throw new UpstreamError(`${sourceName} took too long`);
    throw new UpstreamError(`${sourceName} could not be reached`);
  }

  let text: string;
  try {
    text = await readText(response, combined, sourceName);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (timeout.aborted) throw new UpstreamError(`${sourceName} did not finish its answer within ${seconds(timeoutMs)}`);
    throw new UpstreamError(`${sourceName} broke off its answer`);
  }

  if (!response.ok) {
    const why =
      response.status === 401 || response.status === 403
        ? ' (the API key was refused)'
        : response.status === 429
          ? ' (too many requests)'
          : '';
    throw new UpstreamError(`${sourceName} answered with an error: ${response.status}${why}`, response.status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(`${sourceName} sent a reply that is not JSON`, response.status);
  }
}

async function readText(response: Response, signal: AbortSignal, sourceName: string): Promise<string> {
  const text = await readCapped(
    response,
    UPSTREAM_MAX_BYTES,
    () => new UpstreamError(`${sourceName} sent a reply that is too large`),
    signal,
  );
  if (signal.aborted) throw new Error('aborted');
  return text;
}
