import type { Context, Middleware } from 'koa';
import { accountMessages } from '../../core/schemas/account';
import { ApiError } from '../http/errors';
import { ACCOUNT_DELETED_MARK } from '../store';

/**
 * The signed-in guard, telling a session of a deleted account why it is refused: 410 with
 * accountMessages.accountDeleted instead of 401 "Not signed in". A device that queued writes
 * offline learns that they will never be accepted (app/outbox ends them with that message).
 */
export function refusingDeletedAccounts(requireUser: Middleware): Middleware {
  return async (ctx, next) => {
    try {
      await requireUser(ctx, next);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401 && sessionMarkedDeleted(ctx))
        throw new ApiError(410, accountMessages.accountDeleted);
      throw err;
    }
  };
}

/** Whether the session belonged to an account since deleted (the store marks it so). */
export function sessionMarkedDeleted(ctx: Context): boolean {
  const session = (ctx as unknown as { session?: Record<string, unknown> | null }).session;
  return session?.[ACCOUNT_DELETED_MARK] === true;
}
