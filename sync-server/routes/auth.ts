import { Router } from '@koa/router';
import {
  accountUnderAttackNotice,
  COMMON_PASSWORD_MESSAGE,
  loginSchema,
  signupPayloadSchema,
  yourStatePayloadSchema,
  type MeReply,
  type UserReply,
} from '../../core/schemas/auth';
import { serverMessages } from '../../core/schemas/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { isCommonPassword } from '../auth/commonPasswords';
import { isKnownDevice, rememberDevice } from '../auth/knownDevice';
import { newRecoveryCodes } from '../auth/recoveryCodes';
import { requireUser, sessionUserId, signedInUser, signIn, signOut } from '../auth/session';
import { ApiError } from '../http/errors';
import { sessionMarkedDeleted } from '../auth/deletedAccount';
import { accountMessages } from '../../core/schemas/account';
import { retryAfterSeconds } from '../http/slidingWindow';
import { parseBody } from '../http/parseBody';
import { DuplicateUserError, toUser } from '../store';
import type { ApiDeps } from './deps';
import { storedText } from '../../core/schemas/cleanText';
// Text these routes store is refused with a 400 naming the field if it holds a lone surrogate or a control character.
const storedBody = { signupPayloadSchema: storedText(signupPayloadSchema) };

export { requireUser, signedInUser };

const duplicateMessage = {
  email: serverMessages.emailTaken,
  username: serverMessages.usernameTaken,
} as const;

/** /api/auth: signup, login, me, logout (spec part 1 §3, §7, §8). */
/** The 429 text when one IP has created too many accounts. */
export function tooManySignupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many new accounts from this network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function authRouter({ config, store, loginLimiter, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/auth' });

  router.post('/signup', async (ctx) => {
    const payload = parseBody(ctx, storedBody.signupPayloadSchema);
    // Per IP, counted in the store (every instance together); only well-formed sign-ups count.
    const wait = await store.limits.take(`signup:ip:${ctx.ip}`, config.signupMaxPerIp, config.signupWindowSeconds * 1000);
    if (wait > 0) {
      const seconds = retryAfterSeconds(wait);
      throw new ApiError(429, tooManySignupsMessage(seconds), { headers: { 'Retry-After': String(seconds) } });
    }
    // Cheap check before the expensive hash; the table's unique keys check again on insert.
    if (await store.users.findByEmail(payload.email)) throw new ApiError(409, serverMessages.emailTaken);
    if (await store.users.findByUsername(payload.username)) throw new ApiError(409, serverMessages.usernameTaken);
    const { password, ...profile } = payload;
    if (await isCommonPassword(password))
      throw new ApiError(400, COMMON_PASSWORD_MESSAGE, { issues: [{ path: ['password'], message: COMMON_PASSWORD_MESSAGE }] });
    const recovery = newRecoveryCodes();
    let user;
    try {
      user = await store.users.create({ ...profile, ...(await hashPassword(password, config.scryptLogN)), ...recovery.stored });
    } catch (err) {
      if (err instanceof DuplicateUserError) throw new ApiError(409, duplicateMessage[err.field]);
      throw err;
    }
    // Signup lands on /, which needs a signed-in user.
    await signIn(ctx, user.id);
    rememberDevice(ctx, user.email);
    ctx.status = 201;
    // Shown once: only their hashes are kept.
    ctx.body = { user: toUser(user), recoveryCodes: recovery.codes } satisfies UserReply;
  });

  router.post('/login', async (ctx) => {
    const { email, password } = parseBody(ctx, loginSchema);
    // Counted before the password is checked: a burst cannot get more guesses than the limit.
    const attempt = await loginLimiter.begin(ctx.ip, email, { knownDevice: isKnownDevice(ctx, email) });
    if (attempt.blocked) {
      throw new ApiError(429, serverMessages.tooManyLogins, {
        headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
      });
    }
    const user = await store.users.findByEmail(email);
    // Unknown email and wrong password: same text, same scrypt work.
    const { ok, needsRehash } = await verifyPassword(password, user, config.scryptLogN);
    if (!user || !ok) throw new ApiError(401, serverMessages.invalidLogin);
    // Made at an older cost: hashed again at today's, now that the password is known.
    if (needsRehash) await store.users.setPassword(user.id, await hashPassword(password, config.scryptLogN));
    await loginLimiter.succeeded(ctx.ip, email, attempt);
    rememberDevice(ctx, email);
    const failures = await loginLimiter.accountFailures(email);
    await signIn(ctx, user.id);
    ctx.body = {
      user: toUser(user),
      ...(failures >= loginLimiter.accountMaxFailures ? { notice: accountUnderAttackNotice(failures) } : {}),
    } satisfies UserReply;
  });

  // Signed out is an answer, not an error: 200 {user: null}, so a signed-out page logs no 401.
  router.get('/me', async (ctx) => {
    const userId = sessionUserId(ctx);
    const user = userId ? await store.users.findById(userId) : undefined;
    // A device whose account was deleted elsewhere is told why (410), so it clears that user's data.
    if (!user && sessionMarkedDeleted(ctx)) throw new ApiError(410, accountMessages.accountDeleted);
    ctx.body = { user: user ? toUser(user) : null } satisfies MeReply;
  });

  // "Your state": kept with the account, so every device starts from it.
  router.put('/me/state', signedIn, async (ctx) => {
    const { stateCode } = parseBody(ctx, yourStatePayloadSchema);
    const user = await store.users.setStateCode(signedInUser(ctx).id, stateCode);
    if (!user) throw new ApiError(401, serverMessages.notSignedIn);
    ctx.body = { user: toUser(user) } satisfies UserReply;
  });

  router.post('/logout', (ctx) => {
    signOut(ctx);
    ctx.body = { ok: true };
  });

  // "Sign out everywhere": every session of the account ends, on every device (this one too).
  router.post('/logout-all', signedIn, async (ctx) => {
    const ended = await store.sessions.destroyAllForUser(signedInUser(ctx).id);
    signOut(ctx);
    ctx.body = { ok: true, sessionsEnded: ended };
  });

  return router;
}
