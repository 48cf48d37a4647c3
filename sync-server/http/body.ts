import type { Context, Middleware } from 'koa';
import { serverMessages } from '../../core/schemas/errors';
import { ApiError } from './errors';
import { STATE_CHANGING_METHODS } from './origin';

const bodies = new WeakMap<Context, unknown>();

/** The parsed JSON body of this request (undefined when it had none). Use `parseBody` in routes. */
export function jsonBodyOf(ctx: Context): unknown {
  return bodies.get(ctx);
}

/**
 * Read and parse the JSON body of state-changing /api requests, at most `limit` bytes.
 * A request with no body (no Content-Length and no Transfer-Encoding, Content-Length: 0,
 * or an empty chunked body) is fine: logout and news refresh send none.
 * 413 over the limit, 415 for a body that is not application/json (or is compressed),
 * 400 for malformed JSON or bytes that are not UTF-8.
 */
export function jsonBody(limit: number): Middleware {
  return async (ctx, next) => {
    if (!STATE_CHANGING_METHODS.has(ctx.method)) return next();
    const lengthHeader = ctx.get('Content-Length');
    const declared = lengthHeader === '' ? undefined : Number(lengthHeader);
    const chunked = ctx.get('Transfer-Encoding') !== '';
    if (!chunked && (declared === undefined || declared === 0)) return next();

    if (!ctx.is('application/json')) throw new ApiError(415, serverMessages.notJson);
    const encoding = ctx.get('Content-Encoding').toLowerCase();
    if (encoding !== '' && encoding !== 'identity') throw new ApiError(415, serverMessages.unsupportedEncoding);
    if (declared !== undefined && declared > limit) throw new ApiError(413, serverMessages.tooLarge);

    const bytes = await readAtMost(ctx, limit);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError(400, serverMessages.malformedJson);
    }
    if (text.trim() !== '') {
      try {
        bodies.set(ctx, JSON.parse(text));
      } catch {
        throw new ApiError(400, serverMessages.malformedJson);
      }
    }
    await next();
  };
}

/**
 * Collect the body, stopping (without destroying the socket, so the 413 can still be sent)
 * once it passes `limit`.
 */
function readAtMost(ctx: Context, limit: number): Promise<Buffer> {
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onBroken);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      req.pause();
      // What remains of the body is never read, so this connection cannot be reused.
      ctx.set('Connection', 'close');
      reject(new ApiError(413, serverMessages.tooLarge));
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    // The client went away or sent a broken stream: its problem, not a server error.
    const onBroken = () => {
      cleanup();
      reject(new ApiError(400, serverMessages.bodyUnreadable));
    };
    const onClose = () => {
      if (!req.complete) onBroken();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onBroken);
    req.on('close', onClose);
  });
}
