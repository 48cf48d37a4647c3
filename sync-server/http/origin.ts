import type { Middleware } from 'koa';
import { serverMessages } from '../../core/schemas/errors';
import { ApiError } from './errors';

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Refuse state-changing requests a browser made for another site: an Origin whose host is
 * not our Host, or (older browsers without Origin) Sec-Fetch-Site: cross-site. Clients that
 * send neither (curl, scripts) pass: the session cookie is SameSite=Lax anyway.
 */
export function sameOriginOnly(): Middleware {
  return async (ctx, next) => {
    if (STATE_CHANGING_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      const host = ctx.get('Host');
      if (origin) {
        const ours = host ? hostOf(`${ctx.protocol}://${host}`) : undefined;
        const theirs = hostOf(origin);
        if (!ours || !theirs || ours !== theirs) throw new ApiError(403, serverMessages.crossOrigin);
      } else if (ctx.get('Sec-Fetch-Site').toLowerCase() === 'cross-site') {
        throw new ApiError(403, serverMessages.crossOrigin);
      }
    }
    await next();
  };
}
