import type { Middleware } from 'koa';

/**
 * A client that stops reading a reply (a title's whole text, an MP3) cannot hold the connection:
 * once the reply is being written, the socket is cut when nothing could be written to it for
 * RESPONSE_IDLE_TIMEOUT_SECONDS (Node destroys a socket whose timeout nobody handles). Server-paced
 * streams (text/event-stream: an AI answer between its words) are left alone: there the wait is ours.
 * The timeout is lifted when the reply is done, so keep-alive is not affected.
 */
export function stalledReaderTimeout(ms: number): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.response.type === 'text/event-stream') return;
    const socket = ctx.req.socket;
    socket.setTimeout(ms);
    ctx.res.once('close', () => socket.setTimeout(0));
  };
}
