import type { Middleware } from 'koa';
import { serverMessages, type ErrorReply } from '../../core/schemas/errors';
import { ApiError } from './errors';

interface HttpLikeError {
  status?: unknown;
  expose?: unknown;
  message?: unknown;
  headers?: unknown;
}

/**
 * First in the chain: every thrown error becomes a JSON `{error}` reply. ApiErrors and
 * exposed 4xx http-errors (from koa, koa-send, @koa/router) keep their status and text;
 * anything else is a bug on our side: logged, and answered with a generic 500.
 */
export function errorMiddleware(log: (...args: unknown[]) => void = console.error): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const e = (err ?? {}) as HttpLikeError;
      const status = typeof e.status === 'number' ? e.status : 500;
      const clientError = err instanceof ApiError || (status >= 400 && status < 500 && e.expose === true);
      let body: ErrorReply;
      if (clientError) {
        ctx.status = status;
        body = { error: typeof e.message === 'string' && e.message ? e.message : serverMessages.invalidBody };
        if (err instanceof ApiError && err.issues) body.issues = err.issues;
        const headers = err instanceof ApiError ? err.headers : e.headers;
        if (headers && typeof headers === 'object') {
          for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') ctx.set(k, v);
        }
      } else {
        log(`[laws-ai] ${ctx.method} ${ctx.path} failed:`, err);
        ctx.status = 500;
        body = { error: serverMessages.internal };
      }
      ctx.body = body;
    }
  };
}
