import { Router } from '@koa/router';
import { z } from 'zod';
import { RECEIPTS_FULL, receiptSchema, type ReceiptList } from '../../core/receipts';
import { signedInUser } from '../auth/session';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { ReceiptsFullError } from '../store';
import type { ApiDeps } from './deps';
import { storedText } from '../../core/schemas/cleanText';
// Text these routes store is refused with a 400 naming the field if it holds a lone surrogate or a control character.
const storedBody = { receiptSchema: storedText(receiptSchema) };

const idSchema = z.string().uuid('A saved answer id is a UUID');

/** The :id of the path, or a 400 that says what it must be. */
function receiptId(raw: string | undefined): string {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]!.message);
  return parsed.data;
}

/**
 * Saved answers on the account, written through the device's outbox: PUT saves one
 * (saving it again keeps one), DELETE removes it, GET lists the user's own, newest first.
 */
export function receiptsRouter({ store, requireUser: signedIn }: ApiDeps): Router {
  const router = new Router({ prefix: '/receipts' });

  router.get('/', signedIn, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { receipts: await store.receipts.listForUser(signedInUser(ctx).id) } satisfies ReceiptList;
  });

  router.put('/:id', signedIn, async (ctx) => {
    const id = receiptId(ctx.params.id);
    const receipt = parseBody(ctx, storedBody.receiptSchema);
    if (receipt.id !== id) throw new ApiError(400, 'The saved answer in the body has another id than the address');
    try {
      ctx.body = await store.receipts.put(signedInUser(ctx).id, receipt);
    } catch (error) {
      if (error instanceof ReceiptsFullError) throw new ApiError(409, RECEIPTS_FULL);
      throw error;
    }
  });

  router.delete('/:id', signedIn, async (ctx) => {
    await store.receipts.delete(signedInUser(ctx).id, receiptId(ctx.params.id));
    // Deleting one already gone is still done: a resent delete from the outbox must not fail.
    ctx.status = 204;
  });

  return router;
}
