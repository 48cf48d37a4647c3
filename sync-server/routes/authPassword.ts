import { Router } from '@koa/router';
import type { Context } from 'koa';
import {
  changePasswordSchema,
  COMMON_PASSWORD_MESSAGE,
  INVALID_RECOVERY,
  newRecoveryCodesSchema,
  recoverSchema,
  type UserReply,
} from '../../core/schemas/auth';
import { serverMessages } from '../../core/schemas/errors';
import { isCommonPassword } from '../auth/commonPasswords';
import { rememberDevice } from '../auth/knownDevice';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashRecoveryCode, newRecoveryCodes } from '../auth/recoveryCodes';
import { signedInUser, signIn } from '../auth/session';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { toUser } from '../store';
import type { ApiDeps } from './deps';

/** 400 on `field` when the new password is on the shipped common-password list. */
async function refuseCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new ApiError(400, COMMON_PASSWORD_MESSAGE, { issues: [{ path: [field], message: COMMON_PASSWORD_MESSAGE }] });
  }
}

/**
 * /api/auth password management (docs/security.md): change it (current password required, other
 * sessions end), new recovery codes, and a recovery code to set a new password when it is lost.
 * Every password guess here goes through the same login limits as POST /api/auth/login.
 */
export function authPasswordRouter({ config, store, loginLimiter, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/auth' });

  /** The current password of the signed-in user, checked under the login limits; 401 when wrong. */
  async function checkCurrentPassword(ctx: Context, password: string) {
    const user = signedInUser(ctx);
    const attempt = await loginLimiter.begin(ctx.ip, user.email, { knownDevice: true });
    if (attempt.blocked) {
      throw new ApiError(429, serverMessages.tooManyLogins, { headers: { 'Retry-After': String(attempt.retryAfterSeconds) } });
    }
    const { ok } = await verifyPassword(password, user, config.scryptLogN);
    if (!ok)
      throw new ApiError(401, 'Current password is incorrect', {
        issues: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
      });
    await loginLimiter.succeeded(ctx.ip, user.email, attempt);
    return user;
  }

  router.post('/me/password', signedIn, async (ctx) => {
    const { currentPassword, newPassword } = parseBody(ctx, changePasswordSchema);
    await refuseCommon(newPassword, 'newPassword');
    const user = await checkCurrentPassword(ctx, currentPassword);
    await store.users.setPassword(user.id, await hashPassword(newPassword, config.scryptLogN));
    // Every session ends (a thief's too); this device continues in a new one.
    const ended = await store.sessions.destroyAllForUser(user.id);
    await signIn(ctx, user.id);
    ctx.body = { ok: true, otherSessionsEnded: Math.max(0, ended - 1) };
  });

  router.post('/me/recovery-codes', signedIn, async (ctx) => {
    const { currentPassword } = parseBody(ctx, newRecoveryCodesSchema);
    const user = await checkCurrentPassword(ctx, currentPassword);
    const recovery = newRecoveryCodes();
    await store.users.setRecoveryCodes(user.id, recovery.stored);
    ctx.body = { recoveryCodes: recovery.codes };
  });

  router.post('/recover', async (ctx) => {
    const { email, recoveryCode, newPassword } = parseBody(ctx, recoverSchema);
    await refuseCommon(newPassword, 'newPassword');
    // A recovery code is a password: the same limits, counted before it is checked.
    const attempt = await loginLimiter.begin(ctx.ip, email);
    if (attempt.blocked) {
      throw new ApiError(429, serverMessages.tooManyLogins, { headers: { 'Retry-After': String(attempt.retryAfterSeconds) } });
    }
    const user = await store.users.findByEmail(email);
    const left = user?.recoverySalt
      ? await store.users.useRecoveryCode(user.id, hashRecoveryCode(recoveryCode, user.recoverySalt))
      : undefined;
    if (!user || left === undefined) throw new ApiError(401, INVALID_RECOVERY);
    await loginLimiter.succeeded(ctx.ip, email, attempt);
    const updated = (await store.users.setPassword(user.id, await hashPassword(newPassword, config.scryptLogN))) ?? user;
    await store.sessions.destroyAllForUser(user.id);
    await signIn(ctx, user.id);
    rememberDevice(ctx, user.email);
    ctx.body = {
      user: toUser(updated),
      notice: `Your password is changed and every other device is signed out. ${left} recovery code${left === 1 ? '' : 's'} left.`,
    } satisfies UserReply;
  });

  return router;
}
