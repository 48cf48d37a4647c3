import { Router } from '@koa/router';
import { accountMessages, deleteAccountSchema, type AccountExport, type DeleteAccountReply } from '../../core/schemas/account';
import { serverMessages } from '../../core/schemas/errors';
import { verifyPassword } from '../auth/passwords';
import { signedInUser, signOut } from '../auth/session';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { toHelpTicket, type AccountData } from '../store';
import type { ApiDeps } from './deps';

/**
 * /api/auth/me as a whole account: DELETE removes it and everything it holds (password asked
 * again), GET /export hands all of it over as JSON. See docs/first-day.md.
 */
export function accountRouter({ config, store, loginLimiter, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/auth' });

  router.get('/me/export', signedIn, async (ctx) => {
    const data = await store.accounts.exportData(signedInUser(ctx).id);
    if (!data) throw new ApiError(401, serverMessages.notSignedIn);
    ctx.set('Content-Disposition', 'attachment');
    ctx.body = toExport(data, new Date());
  });

  router.delete('/me', signedIn, async (ctx) => {
    const { password } = parseBody(ctx, deleteAccountSchema);
    const user = signedInUser(ctx);
    // Wrong passwords count like failed logins (counted before the check, so a burst cannot exceed
    // the limit): this is a way to test a password too. The session proves a known device.
    const attempt = await loginLimiter.begin(ctx.ip, user.email, { knownDevice: true });
    if (attempt.blocked) {
      throw new ApiError(429, serverMessages.tooManyLogins, { headers: { 'Retry-After': String(attempt.retryAfterSeconds) } });
    }
    const { ok } = await verifyPassword(password, user, config.scryptLogN);
    if (!ok) throw new ApiError(403, accountMessages.wrongPassword);
    await loginLimiter.succeeded(ctx.ip, user.email, attempt);
    const deleted = await store.accounts.deleteAccount(user.id);
    if (!deleted) throw new ApiError(401, serverMessages.notSignedIn);
    signOut(ctx);
    ctx.body = { ok: true, deleted } satisfies DeleteAccountReply;
  });

  return router;
}

function toExport(data: AccountData, now: Date): AccountExport {
  const { passwordHash: _hash, passwordSalt: _salt, ...profile } = data.user;
  return {
    exportedAt: now.toISOString(),
    account: profile,
    sessions: data.sessionsExpireAt.map((t) => ({ expiresAt: new Date(t).toISOString() })),
    recentSearches: data.recentSearches,
    helpTickets: data.tickets.map(toHelpTicket),
    savedAnswers: data.receipts as AccountExport['savedAnswers'],
    quizResults: data.quizResults.map(withoutOwner),
    battles: data.battles.map(withoutOwner),
  };
}

/** The owner is the account itself; the Idempotency-Key is the device's, not the person's. */
function withoutOwner<T extends { userId: string; idempotencyKey?: string }>({ userId: _u, idempotencyKey: _k, ...rest }: T) {
  return rest;
}
