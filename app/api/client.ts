/**
 * The one way the app talks to the server (spec part 1 §7): cookies always sent, a JSON body
 * (with its content type) only when there is one, non-OK replies become ApiError with the
 * server's own words, and a request that never got an answer becomes NetworkError (the app
 * treats that as "offline", not as "signed out").
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server answered, but not with 2xx (or with a 2xx that is not JSON). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The reply's parsed JSON body, when it had one (e.g. `{error, issues}`). */
  readonly data: unknown;
  /** The reply's own `error`/`message` text, when it gave one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, data?: unknown, serverMessage?: string) {
    super(message);
    this.status = status;
    this.data = data;
    this.serverMessage = serverMessage;
  }
}

/** What to tell the user when a request failed: the server's own words, else `fallback` (no reply, or one the app could not read). */
export function failureMessage(failure: unknown, fallback: string): string {
  return failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : fallback;
}

/** No reply at all: offline, DNS failure, connection refused, aborted or timed out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message = 'Could not reach the server. Check your connection and try again.', options?: ErrorOptions) {
    super(message, options);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the outbox's Idempotency-Key. */
  headers?: Record<string, string>;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function textField(data: unknown, field: 'error' | 'message'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** error field, else message field, else the response text, else the status text. */
export function errorFromReply(response: Response, text: string): ApiError {
  const parsed = text.trim() === '' ? undefined : parseJson(text);
  const data = parsed?.ok ? parsed.value : undefined;
  const serverMessage = textField(data, 'error') ?? textField(data, 'message');
  const message = serverMessage ?? (text.trim() || response.statusText || `Request failed with status ${response.status}`);
  return new ApiError(response.status, message, data, serverMessage);
}

/**
 * Sends a request the app's way (cookies always, a JSON body with its content type only when
 * there is one) and returns the reply unread, whatever its status. No reply is NetworkError.
 */
export async function sendRequest(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, credentials: 'include', signal: options.signal, headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new NetworkError(undefined, { cause: error });
  }
}

/** The reply's body as text; a connection lost while reading it is NetworkError. */
export async function replyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw new NetworkError(undefined, { cause: error });
  }
}

export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await sendRequest(method, url, body, options);
  const text = await replyText(response);

  if (!response.ok) throw errorFromReply(response, text);
  if (text.trim() === '') return undefined as T;
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ApiError(response.status, 'The server sent a reply that is not JSON', undefined);
  return parsed.value as T;
}
