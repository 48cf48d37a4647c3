import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { serverMessages } from '../../core/schemas/errors';
import { chain } from '../http/chain';
import { authRouter } from './auth';
import type { ApiDeps } from './deps';
import { legalRouter } from './legal';

export type { ApiDeps } from './deps';

/**
 * Every /api route (one router per area), then 405 for a known path with the wrong method
 * and 404 JSON for anything else. Later areas add their router to `areas`.
 */
export function apiRoutes(deps: ApiDeps): Middleware {
  const api = new Router({ prefix: '/api' });
  const areas = [authRouter(deps), legalRouter(deps)];
  for (const area of areas) api.use(area.routes());
  // Sets (rather than throws) the 404 so allowedMethods can still turn it into a 405.
  const notFoundBody = Object.freeze({ error: serverMessages.notFound });
  const notFound: Middleware = (ctx) => {
    ctx.status = 404;
    ctx.body = notFoundBody;
  };
  // allowedMethods sets 405/501 and an Allow header but no body: give it the JSON error.
  const methodErrorsAsJson: Middleware = async (ctx, next) => {
    await next();
    const unanswered = ctx.body == null || ctx.body === notFoundBody;
    if ((ctx.status === 405 || ctx.status === 501) && unanswered) {
      ctx.body = { error: serverMessages.methodNotAllowed };
    }
  };
  return chain(methodErrorsAsJson, api.routes() as Middleware, api.allowedMethods() as Middleware, notFound);
}
