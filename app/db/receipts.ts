/**
 * "My saved answers": answer receipts kept on the device, per user, readable offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { receiptSchema, type Receipt } from '../../core/receipts';
import { db } from './database';
import type { ReceiptRecord } from './types';

export async function saveReceipt(receipt: Receipt, userId: string): Promise<void> {
  await db.receipts.put({ ...receiptSchema.parse(receipt), userId });
}

export async function deleteReceipt(id: string): Promise<void> {
  await db.receipts.delete(id);
}

export async function getReceipt(id: string): Promise<ReceiptRecord | undefined> {
  return db.receipts.get(id);
}

/** The user's receipts, newest first. */
export async function listReceipts(userId: string): Promise<ReceiptRecord[]> {
  return (await db.receipts.where('userId').equals(userId).toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useReceipts(userId: string | undefined): ReceiptRecord[] | undefined {
  return useLiveQuery(() => (userId ? listReceipts(userId) : []), [userId]);
}

export function useIsReceiptSaved(id: string): boolean {
  return useLiveQuery(async () => (await db.receipts.get(id)) !== undefined, [id], false);
}
