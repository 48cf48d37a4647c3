import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { serverMessages } from '../../core/schemas/errors';
import { formatStreamEvent, type SearchResponse, type SearchStreamEvent } from '../../core/schemas/legal';
import { ApiError } from './errors';

/**
 * Starts a server-sent events reply: 200 text/event-stream, flushed as each event is written.
 * Writes after the client has gone away are dropped (never an error that could crash the server).
 */
export function sendEvents(ctx: Context) {
  const out = new PassThrough();
  out.on('error', () => undefined);
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-store');
  // Proxies such as nginx would otherwise hold the events back until the end.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
  const open = () => !out.destroyed && !out.writableEnded;
  return {
    write(event: SearchStreamEvent): void {
      if (open()) out.write(formatStreamEvent(event));
    },
    end(event: SearchStreamEvent): void {
      if (open()) out.end(formatStreamEvent(event));
    },
  };
}

/**
 * An answer as server-sent events: `text` events as `produce` writes, then `answer` with what it
 * returns. Until the first text nothing is sent, so an error before it (a 429) is an ordinary
 * JSON reply; after it, an `error` event. A reader that goes away (tab closed, connection lost)
 * aborts `cancel`, so the model stops: no tokens for nobody.
 */
export async function streamAnswer(
  ctx: Context,
  produce: (onText: (text: string) => void, cancel: AbortSignal) => Promise<SearchResponse>,
): Promise<void> {
  let events: ReturnType<typeof sendEvents> | undefined;
  let firstText!: () => void;
  const streaming = new Promise<void>((resolve) => (firstText = resolve));
  const pending: string[] = [];
  const gone = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) gone.abort();
  });
  const answer = produce((text) => {
    if (events) events.write({ event: 'text', data: { text } });
    else pending.push(text);
    firstText();
  }, gone.signal);
  await Promise.race([streaming, answer]);
  events = sendEvents(ctx);
  for (const text of pending.splice(0)) events.write({ event: 'text', data: { text } });
  const stream = events;
  answer.then(
    (reply) => stream.end({ event: 'answer', data: reply }),
    (error: unknown) => {
      console.error('[laws-ai] streamed answer failed:', error);
      stream.end({ event: 'error', data: { error: error instanceof ApiError ? error.message : serverMessages.internal } });
    },
  );
}
