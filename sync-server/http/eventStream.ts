import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { formatStreamEvent, type SearchStreamEvent } from '../../core/schemas/legal';

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
