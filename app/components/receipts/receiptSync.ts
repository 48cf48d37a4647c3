/**
 * Saving and deleting a receipt on the device and, through the outbox, on the account;
 * listing the account's receipts into the device when online.
 */
import { RECEIPT_DELETE_KIND, RECEIPT_SAVE_KIND, RECEIPTS_URL, receiptListSchema, receiptUrl, type Receipt } from '../../../core/receipts';
import { apiRequest } from '../../api/client';
import { db } from '../../db';
import { deleteReceipt, saveReceipt } from '../../db/receipts';
import { enqueueWrite } from '../../outbox';

export async function keepReceipt(receipt: Receipt, userId: string): Promise<void> {
  await saveReceipt(receipt, userId);
  await enqueueWrite({ kind: RECEIPT_SAVE_KIND, method: 'PUT', url: receiptUrl(receipt.id), body: receipt, userId });
}

export async function forgetReceipt(id: string, userId: string): Promise<void> {
  await deleteReceipt(id);
  await enqueueWrite({ kind: RECEIPT_DELETE_KIND, method: 'DELETE', url: receiptUrl(id), body: undefined, userId });
}

/**
 * Bring the account's saved answers to this device. One deleted here while the delete is still
 * waiting in the outbox is not brought back. Returns how many were added.
 */
export async function pullReceipts(userId: string): Promise<number> {
  const reply = receiptListSchema.parse(await apiRequest('GET', RECEIPTS_URL));
  const pendingDeletes = new Set(
    (await db.outbox.where('userId').equals(userId).toArray()).filter((e) => e.kind === RECEIPT_DELETE_KIND).map((e) => e.url),
  );
  let added = 0;
  for (const receipt of reply.receipts) {
    if (pendingDeletes.has(receiptUrl(receipt.id)) || (await db.receipts.get(receipt.id))) continue;
    await saveReceipt(receipt, userId);
    added += 1;
  }
  return added;
}
