import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { serverMessages } from '../../core/schemas/errors';
import compose from 'koa-compose';
import { accountRouter } from './account';
import { amendmentsRouter } from './amendments';
import { audioRouter } from './audio';
import { authRouter } from './auth';
import { authPasswordRouter } from './authPassword';
import { congressRouter } from './congress';
import { contractsRouter } from './contracts';
import { courtsRouter } from './courts';
import type { ApiDeps } from './deps';
import { helpRouter } from './help';
import { legalRouter } from './legal';
import { lawTitlesRouter } from './lawTitles';
import { quizRouter } from './quiz';
import { receiptsRouter } from './receipts';
import { verifyRouter } from './verify';
import { whatsIllegalRouter } from './whatsIllegal';

export type { ApiDeps } from './deps';

/**
 * Every area's router under /api (one router per area). Later areas add their router to
 * `areas`. Also read by sync-server/http/routeTable.ts, which lists the routes for the API documentation.
 */
export function apiRouter(deps: ApiDeps): Router {
  const api = new Router({ prefix: '/api' });
  const areas = [
    authRouter(deps),
    authPasswordRouter(deps),
    accountRouter(deps),
    legalRouter(deps),
    lawTitlesRouter(deps),
    helpRouter(deps),
    congressRouter(deps),
    amendmentsRouter(deps),
    audioRouter(deps),
    verifyRouter(deps),
    whatsIllegalRouter(deps),
    contractsRouter(deps),
    quizRouter(deps),
    courtsRouter(deps),
    receiptsRouter(deps),
  ];
  for (const area of areas) api.use(area.routes());
  return api;
}

/** Every /api route, then 405 for a known path with the wrong method and 404 JSON for anything else. */
export function apiRoutes(deps: ApiDeps): Middleware {
  const api = apiRouter(deps);
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
  return compose([methodErrorsAsJson, api.routes() as Middleware, api.allowedMethods() as Middleware, notFound]);
}
