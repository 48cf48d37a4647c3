import { readFileSync } from 'node:fs';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointDocs } from '../../core/apiDocs/endpoints';
import { apiRoutes } from '../../core/apiDocs/index';
import { officialDataSources } from '../../core/apiDocs/officialSources';
import { routeKey, type ApiRoute } from '../../core/apiDocs/routes';
import { apiRoutesFile, serializeApiRoutes } from '../../scripts/build-api-routes';
import { loadConfig } from '../config';
import { serverWithMember } from '../../test-support/server/harness';
import { liveApiRoutes, routeTableOf } from '../http/routeTable';

const REGENERATE = 'run npx tsx scripts/build-api-routes.ts';

let live: ApiRoute[];
beforeAll(async () => {
  live = await liveApiRoutes();
});

describe('the API documentation is generated from the live router', () => {
  it(`core/data/generated/apiRoutes.json is the server's route table (${REGENERATE} when this fails)`, () => {
    expect(readFileSync(apiRoutesFile, 'utf8'), `core/data/generated/apiRoutes.json is stale: ${REGENERATE}`).toBe(
      serializeApiRoutes(live),
    );
    expect(apiRoutes).toEqual(live);
  });

  it('every live route is described in core/apiDocs/endpoints.ts, and every description is of a live route', () => {
    const liveKeys = live.map(routeKey);
    const undocumented = liveKeys.filter((key) => !(key in endpointDocs));
    const stale = Object.keys(endpointDocs).filter((key) => !liveKeys.includes(key));
    expect(undocumented, 'routes with no entry in core/apiDocs/endpoints.ts').toEqual([]);
    expect(stale, 'entries of core/apiDocs/endpoints.ts no route answers').toEqual([]);
  });

  it('documents exactly the path parameters each route has', () => {
    for (const route of live) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(endpointDocs[routeKey(route)]?.params ?? {}), routeKey(route)).toEqual(inPath);
    }
  });

  it("shows the server's default upstream base URLs for the three official sources", () => {
    const config = loadConfig({});
    const byId = Object.fromEntries(officialDataSources.map((s) => [s.id, s.baseUrl]));
    expect(byId).toEqual({
      congress: config.congressApiUrl,
      govinfo: config.govinfoApiUrl,
      'federal-register': config.federalRegisterApiUrl,
    });
  });
});

describe('routeTableOf', () => {
  const signedIn: Middleware = (_ctx, next) => next();
  const handler: Middleware = (ctx) => {
    ctx.body = {};
  };

  it('marks a route signed-in when the guard runs on it or on its router, and leaves HEAD out', () => {
    const open = new Router({ prefix: '/open' });
    open.get('/a', handler);
    open.post('/b', signedIn, handler);
    const closed = new Router({ prefix: '/closed' });
    closed.use(signedIn);
    closed.get('/c/:id', handler);
    const api = new Router({ prefix: '/api' });
    api.use(open.routes());
    api.use(closed.routes());
    expect(routeTableOf(api, signedIn)).toEqual([
      { method: 'GET', path: '/api/open/a', access: 'public' },
      { method: 'POST', path: '/api/open/b', access: 'signed-in' },
      { method: 'GET', path: '/api/closed/c/:id', access: 'signed-in' },
    ]);
  });
});

describe('what the documentation says holds on the running server', () => {
  const ctx = serverWithMember();

  const samplePath = (path: string) =>
    path
      .replace(/:id\b/g, 'usc-42-3604')
      .replace(/:title\b/g, '9')
      .replace(/:(\w+)/g, 'sample');
  /** Called in their own areas' tests, not here: they reach official sites or synthesize speech. */
  const notCalledHere = new Set([
    'GET /api/verify/amendment-source/:number',
    'GET /api/verify/all-amendment-sources',
    'GET /api/amendments/:n/audio',
    'GET /api/amendments/:n/audio/simplified',
    'GET /api/congress/news/:id/audio',
    'GET /api/audio/:name',
    // Reaches CourtListener: called against a fake in courts.test.ts.
    'GET /api/courts/search',
    // NDJSON, not one JSON reply: read line by line in legal.reading.test.ts and legal.library.test.ts.
    'GET /api/legal/titles/:title/text',
    'GET /api/legal/library',
  ]);
  /** Routes whose query string is required. */
  const sampleQueries: Record<string, string> = { 'GET /api/legal/text-search': '?q=tenant' };
  const called = () => live.filter((r) => !notCalledHere.has(routeKey(r)));

  it('signed-in routes answer 401 without a session; public ones do not', async () => {
    for (const route of called()) {
      const init: RequestInit =
        route.method === 'GET'
          ? {}
          : { method: route.method, headers: { 'Content-Type': 'application/json', Origin: ctx.server.url }, body: '{}' };
      const res = await ctx.server.fetch(samplePath(route.path), init);
      if (route.access === 'signed-in') expect(res.status, routeKey(route)).toBe(401);
      else expect(res.status, routeKey(route)).not.toBe(401);
    }
  });

  it('every GET route answers, signed in, with the documented status and a reply its documented schema parses', async () => {
    for (const route of called().filter((r) => r.method === 'GET')) {
      const doc = endpointDocs[routeKey(route)]!;
      const res = await ctx.jar.fetch(samplePath(route.path) + (sampleQueries[routeKey(route)] ?? ''));
      expect(res.status, routeKey(route)).toBe(doc.response?.status);
      expect(doc.response && 'schema' in doc.response, `${routeKey(route)} documents a JSON reply`).toBe(true);
      if (!doc.response || !('schema' in doc.response)) continue;
      const parsed = doc.response.schema.safeParse(await res.json());
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), routeKey(route)).toEqual([]);
    }
  }, 120_000);

  it('logout answers with its documented reply', async () => {
    const res = await ctx.jar.postJson('/api/auth/logout', {});
    expect(res.status).toBe(endpointDocs['POST /api/auth/logout']!.response!.status);
    const reply = endpointDocs['POST /api/auth/logout']!.response!;
    expect('schema' in reply && reply.schema.safeParse(await res.json()).success).toBe(true);
  });
});
