/**
 * Replies sent as server-sent events (`text/event-stream`) over fetch: EventSource cannot POST a
 * body, so the request goes through sendRequest (client.ts) and the body is read here.
 * Parsing is eventsource-parser's; what this file adds is the app's error rules.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, errorFromReply, NetworkError, replyText, sendRequest, type HttpMethod, type RequestOptions } from './client';

export type StreamedEvent = EventSourceMessage;

/** Returns true for the reply's last event: reading stops there. */
export type StreamedEventHandler = (event: StreamedEvent) => boolean;

export const NOT_AN_EVENT_STREAM = 'The server sent a reply that is not an event stream';

function isEventStream(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/event-stream');
}

/**
 * Sends the request and returns the successful reply with its stream unread. Before the stream
 * starts the rules are apiRequest's: a non-2xx reply is ApiError with the server's own words, no
 * reply is NetworkError; a 2xx that is not an event stream is ApiError too.
 */
export async function openEventStream(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const response = await sendRequest(method, url, body, {
    ...options,
    headers: { Accept: 'text/event-stream', ...options.headers },
  });
  if (!response.ok) throw errorFromReply(response, await replyText(response));
  if (!isEventStream(response)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiError(response.status, NOT_AN_EVENT_STREAM);
  }
  return response;
}

/**
 * Hands each event of the reply to `onEvent` as it arrives (comments, the keep-alives, are
 * skipped) until `onEvent` says it was the last one; the rest of the stream is then dropped.
 * A stream that ends or breaks before its last event is NetworkError: the connection was lost
 * with the reply half-sent. An error thrown by `onEvent` stops the reading and is rethrown.
 */
export async function readEventStream(response: Response, onEvent: StreamedEventHandler): Promise<void> {
  if (!response.body) throw new NetworkError();
  const reader = response.body.getReader();
  // `stream: true` keeps a character split between two chunks until its last byte arrives.
  const decoder = new TextDecoder();
  let finished = false;
  let failed: { error: unknown } | undefined;
  const parser = createParser({
    onEvent(event) {
      if (finished || failed) return;
      try {
        finished = onEvent(event);
      } catch (error) {
        failed = { error };
      }
    },
  });

  try {
    while (!finished && !failed) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw new NetworkError(undefined, { cause: error });
      }
      // An event not closed by its blank line when the stream ends is dropped (as EventSource does).
      parser.feed(chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      if (chunk.done) break;
    }
    if (failed) throw failed.error;
    if (!finished) throw new NetworkError();
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
