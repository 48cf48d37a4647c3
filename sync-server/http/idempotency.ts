import type { Context } from 'koa';
import { ApiError } from './errors';

/**
 * Idempotency-Key (DESIGN.md "Writes: the outbox"): the client's outbox sends each write with
 * its entry id; the server keeps the key ON the record it created (in the same write, so a
 * crash can't separate them) and answers a repeat with that record. `singleFlight` covers the
 * repeat that arrives while the first is still being written.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const idempotencyMessages = {
  badKey: 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"',
} as const;

export function idempotencyKeyOf(ctx: Context): string | undefined {
  const key = ctx.get('Idempotency-Key');
  if (!key) return undefined;
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, idempotencyMessages.badKey);
  return key;
}

const inFlight = new Map<string, Promise<unknown>>();

/** Run `create` once per scope at a time; concurrent callers with the same scope share its result. */
export function singleFlight<T>(scope: string, create: () => Promise<T>): Promise<T> {
  const running = inFlight.get(scope) as Promise<T> | undefined;
  if (running) return running;
  const run = create().finally(() => inFlight.delete(scope));
  inFlight.set(scope, run);
  return run;
}
