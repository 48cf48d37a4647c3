import type { Middleware } from 'koa';
import type { Ai } from '../ai';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { Config } from '../config';
import type { Store } from '../store';

/** What every API area's router gets. */
export interface ApiDeps {
  config: Config;
  store: Store;
  loginLimiter: LoginLimiter;
  /** 401 `{error: 'Not signed in'}` unless signed in; then `signedInUser(ctx)` is the user. */
  requireUser: Middleware;
  /** The AI layer; undefined when no model is configured (every feature uses its local engine). */
  ai: Ai | undefined;
}
