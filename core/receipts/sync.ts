/**
 * Saved answers on the account: the device keeps its receipts and sends each save and
 * delete through the outbox; another device signed in to the same account lists them.
 */
import { z } from 'zod';
import { receiptSchema } from './receipt';

/** PUT /api/receipts/:id saves one (its body is the receipt); DELETE removes it; GET lists them. */
export const RECEIPTS_URL = '/api/receipts';
export const receiptUrl = (id: string) => `${RECEIPTS_URL}/${encodeURIComponent(id)}`;

/** How many saved answers one account keeps; a save past it is refused with RECEIPTS_FULL. */
export const RECEIPTS_KEPT_PER_USER = 500;
export const RECEIPTS_FULL = `You have ${RECEIPTS_KEPT_PER_USER} saved answers on your account, the most it keeps. Delete some under "My saved answers" to save more.`;

/** GET /api/receipts */
export const receiptListSchema = z.object({ receipts: z.array(receiptSchema) });
export type ReceiptList = z.infer<typeof receiptListSchema>;

/** Outbox kinds. */
export const RECEIPT_SAVE_KIND = 'receipt-save';
export const RECEIPT_DELETE_KIND = 'receipt-delete';
