import Koa, { type Middleware } from 'koa';
import { createAi } from './ai';
import { loginLimiterFor } from './auth/loginLimiter';
import { requireUser, sessionMiddleware } from './auth/session';
import type { Config } from './config';
import { jsonBody } from './http/body';
import compose from 'koa-compose';
import { errorMiddleware } from './http/errorMiddleware';
import { redactingLog } from './store/sql/safeError';
import { sameOriginOnly } from './http/origin';
import { securityHeaders } from './http/securityHeaders';
import { stalledReaderTimeout } from './http/stalledReader';
import { staticApp } from './http/static';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import { startQueryLogRetention } from './privacy/queryLogRetention';
import { apiRoutes } from './routes';
import { refusingDeletedAccounts } from './auth/deletedAccount';
import { loadSessionKeys, openStore, type OpenStoreOptions, type Store } from './store';

export interface LawsApp {
  /** The Koa app, not listening: call `app.callback()` or `app.listen()`. */
  app: Koa;
  store: Store;
  /** Wait for pending writes. Close the HTTP server first. */
  close(): Promise<void>;
}

export interface CreateAppOptions {
  /** Where unexpected (500) errors are reported; console.error by default. */
  log?: (...args: unknown[]) => void;
  /** Where expected trouble is reported (an AI model's answer not used); console.warn by default. */
  warn?: (...args: unknown[]) => void;
  /** Where the store keeps its data, beyond config.databaseUrl (tests: a schema per server). */
  store?: OpenStoreOptions;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The whole server: error handling, security headers, /api (same-origin check, JSON body,
 * session, routes, JSON 404), then the built PWA with its SPA fallback.
 * @throws StoreFileError when the data file or session keys file is unusable
 */
export async function createApp(config: Config, options: CreateAppOptions = {}): Promise<LawsApp> {
  const store = await openStore(config.dataDir, { databaseUrl: config.databaseUrl, ...options.store });
  // Database errors are logged as class, SQLSTATE and table only: never the values they carry.
  const log = redactingLog(options.log ?? console.error);
  const warn = redactingLog(options.warn ?? console.warn);
  const retention = await startQueryLogRetention(store, log);
  const app = new Koa();
  let keys: string[];
  try {
    keys = await loadSessionKeys(store.sql, config.dataDir, config.sessionKeys);
  } catch (err) {
    retention.stop();
    await store.close();
    throw err;
  }
  app.keys = keys;
  // Errors are answered by errorMiddleware; this only sees failures writing the reply itself.
  app.silent = true;
  // TRUST_PROXY=n: ctx.ip is the n-th X-Forwarded-For entry from the right (what our nearest
  // proxy saw; entries a client forged further left are ignored), ctx.secure from
  // X-Forwarded-Proto (so the session cookie is Secure and HSTS is sent on HTTPS requests).
  app.proxy = config.trustProxy > 0;
  app.maxIpsCount = config.trustProxy;

  // API replies are per-user and live: not for any cache unless a route says otherwise.
  const noStore: Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
  const api = compose([
    noStore,
    sameOriginOnly(),
    jsonBody(config.bodyLimitBytes),
    sessionMiddleware(app, store, config),
    apiRoutes({
      config,
      store,
      loginLimiter: loginLimiterFor(config, store),
      requireUser: refusingDeletedAccounts(requireUser(store)),
      ai: createAi(config, store, warn),
    }),
  ]);
  const apiOnly: Middleware = (ctx, next) => (isApiPath(ctx.path) ? api(ctx, next) : next());

  app.use(stalledReaderTimeout(config.responseIdleTimeoutMs));
  app.use(errorMiddleware(log));
  app.use(securityHeaders(config));
  // 304 for a GET whose ETag the client already holds: static files get a strong ETag from
  // staticApp, other replies (cacheable API GETs) one computed from their body by koa-etag.
  app.use(conditional());
  app.use(etag());
  app.use(apiOnly);
  app.use(staticApp(config.staticDir));

  return {
    app,
    store,
    close: () => {
      retention.stop();
      return store.close();
    },
  };
}
