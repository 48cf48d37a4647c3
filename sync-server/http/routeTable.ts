import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import type { ApiMethod, ApiRoute } from '../../core/apiDocs/routes';
import { loginLimiterFor } from '../auth/loginLimiter';
import { requireUser } from '../auth/session';
import { loadConfig } from '../config';
import { openStore } from '../store';
import { apiRouter } from '../routes/index';

const METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The routes of a built /api router, in the order they are mounted: method, path, and whether
 * the `signedIn` guard runs before the handler (on the route itself or as router middleware
 * covering its path). HEAD (added by the router to every GET) is left out.
 */
export function routeTableOf(router: Router, signedIn: Middleware): ApiRoute[] {
  const guards = router.stack.filter((layer) => layer.methods.length === 0 && layer.stack.includes(signedIn));
  return router.stack.flatMap((layer) => {
    // A route given as a RegExp has no path to document: none of ours is.
    if (typeof layer.path !== 'string') throw new Error(`API route with a RegExp path: ${String(layer.path)}`);
    const path = layer.path;
    const guarded = layer.stack.includes(signedIn) || guards.some((guard) => guard.regexp.test(path));
    return layer.methods
      .filter((m): m is ApiMethod => (METHODS as readonly string[]).includes(m))
      .map((method) => ({ method, path, access: guarded ? ('signed-in' as const) : ('public' as const) }));
  });
}

/**
 * The live /api route table: the server's own router, built with real dependencies on a
 * throwaway data directory (nothing listens, nothing is served).
 */
export async function liveApiRoutes(): Promise<ApiRoute[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-routes-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: dataDir });
    const store = await openStore(dataDir);
    try {
      const signedIn = requireUser(store);
      const loginLimiter = loginLimiterFor(config, store);
      return routeTableOf(apiRouter({ config, store, loginLimiter, requireUser: signedIn, ai: undefined }), signedIn);
    } finally {
      await store.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
