import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import { serverMessages } from '../../core/schemas/errors';
import { ApiError } from '../http/errors';
import type { Store, StoredUser } from '../store';

export const SESSION_COOKIE = 'lawsai.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** What koa-session keeps for us (plus its own `_expire`/`_maxAge`). */
interface SessionData {
  userId?: unknown;
  isNew?: boolean;
  regenerate?: () => Promise<void>;
}

/**
 * koa-session with our store as its external store: the signed cookie holds only a random
 * session id, the data lives in lowdb, so logout (or deleting the record) revokes it.
 * `secure` is left unset: koa-session then marks the cookie Secure on HTTPS requests only,
 * which keeps plain-http localhost working. `renew` (not `rolling`) extends an active
 * session once it is half used, instead of rewriting the data file on every request.
 */
export function sessionMiddleware(app: Koa, store: Store): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      renew: true,
      store: {
        get: async (id: string) => store.sessions.get(id),
        set: async (id: string, data: Record<string, unknown>, maxAge: number) => {
          const userId = typeof data.userId === 'string' ? data.userId : null;
          await store.sessions.set(id, { userId, data, expiresAt: Date.now() + maxAge });
        },
        destroy: async (id: string) => {
          await store.sessions.destroy(id);
        },
      },
    },
    app,
  ) as Middleware;
}

function sessionOf(ctx: Context): SessionData | null {
  return (ctx as unknown as { session: SessionData | null }).session;
}

/** The signed-in user's id, or undefined. */
export function sessionUserId(ctx: Context): string | undefined {
  const userId = sessionOf(ctx)?.userId;
  return typeof userId === 'string' ? userId : undefined;
}

/**
 * Start a signed-in session for `userId`. An existing session gets a new id first, so an
 * id known before sign-in (session fixation) never carries a signed-in user.
 */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  const session = sessionOf(ctx);
  if (!session) throw new Error('session middleware is not installed');
  session.userId = userId;
  if (!session.isNew) await session.regenerate?.();
}

/** End the session: its record is deleted and the cookie cleared. */
export function signOut(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
}

/** The user that `requireUser` let through. */
export function signedInUser(ctx: Context): StoredUser {
  const user = (ctx.state as { user?: StoredUser }).user;
  if (!user) throw new ApiError(401, serverMessages.notSignedIn);
  return user;
}

/** 401 `{error: 'Not signed in'}` unless the session belongs to an existing user; sets ctx.state.user. */
export function requireUser(store: Store): Middleware {
  return async (ctx, next) => {
    const userId = sessionUserId(ctx);
    const user = userId ? await store.users.findById(userId) : undefined;
    if (!user) throw new ApiError(401, serverMessages.notSignedIn);
    (ctx.state as { user?: StoredUser }).user = user;
    await next();
  };
}
