import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import { serverMessages } from '../../core/schemas/errors';
import { ApiError } from '../http/errors';
import type { Config } from '../config';
import type { Store, StoredUser } from '../store';
import { cookieName } from './cookieNames';

export const SESSION_COOKIE = 'lawsai.sid';

/** What koa-session keeps for us (plus its own `_expire`/`_maxAge`). */
interface SessionData {
  userId?: unknown;
  isNew?: boolean;
  regenerate?: () => Promise<void>;
}

interface SignInState {
  signingIn?: boolean;
}

/** A touch that moves the idle deadline by less than this is not written (one write a minute at most per session). */
const TOUCH_STEP_MS = 60_000;

/**
 * koa-session with our store as its external store: the signed cookie holds only a random
 * session id, the data lives in the database, so logout (or deleting the record) revokes it.
 * A session ends after `sessionIdleSeconds` unused (12 h: each request moves the deadline,
 * written at most once a minute) and `sessionAbsoluteSeconds` after sign-in however used
 * (30 days; sign-in makes a new session id, so the record's creation time is the sign-in time).
 * Over HTTPS the cookie is `__Host-lawsai.sid` with Secure (cookieNames.ts); plain-http
 * localhost keeps `lawsai.sid`.
 */
export function sessionMiddleware(
  app: Koa,
  store: Store,
  config: Pick<Config, 'sessionIdleSeconds' | 'sessionAbsoluteSeconds'>,
): Middleware {
  const idleMs = config.sessionIdleSeconds * 1000;
  const absoluteMs = config.sessionAbsoluteSeconds * 1000;
  const cookieOptions = (ctx: Context) =>
    ({ signed: true, httpOnly: true, sameSite: 'lax', path: '/', maxAge: idleMs, secure: ctx.secure, overwrite: true }) as const;
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: idleMs,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: true,
      externalKey: {
        get: (ctx: Context) => ctx.cookies.get(cookieName(ctx, SESSION_COOKIE), { signed: true }) ?? '',
        set: (ctx: Context, value: string) => {
          ctx.cookies.set(cookieName(ctx, SESSION_COOKIE), value, cookieOptions(ctx));
        },
      },
      store: {
        get: async (id: string) => {
          const found = await store.sessions.getLive(id, Date.now() - absoluteMs);
          // koa-session checks `_expire` too: the deadline the database holds is the one that counts.
          return found && { ...found.data, _expire: found.expiresAt };
        },
        set: async (id: string, data: Record<string, unknown>, _maxAge: number, { changed, ctx }: { changed: boolean; ctx?: unknown }) => {
          const expiresAt = Date.now() + idleMs;
          // Unchanged data: only the idle deadline moves. A sign-in's new id (regenerate) is written whole.
          if (!changed && !((ctx as Context | undefined)?.state as SignInState | undefined)?.signingIn) {
            await store.sessions.touch(id, expiresAt, TOUCH_STEP_MS);
            return;
          }
          const userId = typeof data.userId === 'string' ? data.userId : null;
          await store.sessions.set(id, { userId, data, expiresAt });
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
  (ctx.state as SignInState).signingIn = true;
  if (!session.isNew) await session.regenerate?.();
}

/** End the session: its record is deleted and the cookie cleared. */
export function signOut(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
  // koa-session clears the cookie by its plain name only; over HTTPS ours is `__Host-…`.
  if (ctx.secure) ctx.cookies.set(cookieName(ctx, SESSION_COOKIE), null, { path: '/', secure: true, signed: true, overwrite: true });
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
