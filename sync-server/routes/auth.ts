import { Router } from '@koa/router';
import { loginSchema, signupPayloadSchema, type UserReply } from '../../core/schemas/auth';
import { serverMessages } from '../../core/schemas/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireUser, signedInUser, signIn, signOut } from '../auth/session';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { DuplicateUserError, toUser } from '../store';
import type { ApiDeps } from './deps';

export { requireUser, signedInUser };

const duplicateMessage = {
  email: serverMessages.emailTaken,
  username: serverMessages.usernameTaken,
} as const;

/** /api/auth: signup, login, me, logout (spec part 1 §3, §7, §8). */
export function authRouter({ store, loginLimiter, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/auth' });

  router.post('/signup', async (ctx) => {
    const payload = parseBody(ctx, signupPayloadSchema);
    // Cheap check before the expensive hash; `create` checks again inside the write queue.
    if (store.users.findByEmail(payload.email)) throw new ApiError(409, serverMessages.emailTaken);
    if (store.users.findByUsername(payload.username)) throw new ApiError(409, serverMessages.usernameTaken);
    const { password, ...profile } = payload;
    let user;
    try {
      user = await store.users.create({ ...profile, ...(await hashPassword(password)) });
    } catch (err) {
      if (err instanceof DuplicateUserError) throw new ApiError(409, duplicateMessage[err.field]);
      throw err;
    }
    // Signup lands on /, which needs a signed-in user.
    await signIn(ctx, user.id);
    ctx.status = 201;
    ctx.body = { user: toUser(user) } satisfies UserReply;
  });

  router.post('/login', async (ctx) => {
    const { email, password } = parseBody(ctx, loginSchema);
    const limit = loginLimiter.check(ctx.ip, email);
    if (limit.blocked) {
      throw new ApiError(429, serverMessages.tooManyLogins, {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    const user = store.users.findByEmail(email);
    // Unknown email and wrong password: same text, same scrypt work.
    const ok = await verifyPassword(password, user);
    if (!user || !ok) {
      loginLimiter.recordFailure(ctx.ip, email);
      throw new ApiError(401, serverMessages.invalidLogin);
    }
    loginLimiter.recordSuccess(email);
    await signIn(ctx, user.id);
    ctx.body = { user: toUser(user) } satisfies UserReply;
  });

  router.get('/me', signedIn, (ctx) => {
    ctx.body = { user: toUser(signedInUser(ctx)) } satisfies UserReply;
  });

  router.post('/logout', (ctx) => {
    signOut(ctx);
    ctx.body = { ok: true };
  });

  return router;
}
