import { Router } from '@koa/router';
import { courtSearchQuerySchema, type CourtSearchResponse } from '../../core/schemas/courts';
import { CourtSearchError, searchCourtOpinions } from '../gov/courtListener';
import type { ApiDeps } from './deps';
import { parseQuery } from '../http/parseQuery';

/**
 * /api/courts: court opinions for Advanced Search's "Supreme Court" and "Circuit
 * courts", from CourtListener (sync-server/gov/courtListener). Signed in, like the rest of the
 * Federal Laws Database. When CourtListener cannot answer, 503 with `reason` and words that say
 * why (rate-limited, refused, unreachable): never an empty list as if nothing matched.
 */
export function courtsRouter({ config, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/courts' });
  router.get('/search', signedIn, async (ctx) => {
    const query = parseQuery(ctx, courtSearchQuerySchema);
    try {
      ctx.body = (await searchCourtOpinions(query, {
        baseUrl: config.courtListenerApiUrl,
        token: config.courtListenerApiToken,
        timeoutMs: config.courtListenerTimeoutMs,
      })) satisfies CourtSearchResponse;
    } catch (error) {
      if (!(error instanceof CourtSearchError)) throw error;
      ctx.status = 503;
      if (error.failure.retryAfterSeconds) ctx.set('Retry-After', String(error.failure.retryAfterSeconds));
      ctx.body = error.failure;
    }
  });
  return router;
}
