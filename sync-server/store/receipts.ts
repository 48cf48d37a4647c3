import { RECEIPTS_KEPT_PER_USER, receiptSchema, type Receipt } from '../../core/receipts';
import type { Sql } from './sql/connect';
import { parseDoc } from './sql/docs';
import { toJson, withoutNul } from './sql/text';

/** A save past RECEIPTS_KEPT_PER_USER; nothing was stored. */
export class ReceiptsFullError extends Error {}

/** Saved answers on the account: the user's receipts, one per id. */
export function receiptsCollection(db: Sql) {
  return {
    /**
     * Save (or save again) a receipt for `userId`. Saving the same id twice keeps one; a new one
     * past the per-user limit throws ReceiptsFullError.
     */
    async put(userId: string, receipt: Receipt): Promise<Receipt> {
      const doc = withoutNul(receipt);
      await db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('receipts')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', doc.id)
          .executeTakeFirst();
        if (!exists) {
          const { count } = await trx
            .selectFrom('receipts')
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= RECEIPTS_KEPT_PER_USER) throw new ReceiptsFullError();
        }
        await trx
          .insertInto('receipts')
          .values({ user_id: userId, id: doc.id, created_at: doc.createdAt, doc: toJson(doc) })
          .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet({ created_at: doc.createdAt, doc: toJson(doc) }))
          .execute();
      });
      return doc;
    },

    /** Remove one; true when it was there. Another user's receipt is never touched. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('receipts').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The user's receipts, newest first. */
    async listForUser(userId: string): Promise<Receipt[]> {
      const rows = await db.selectFrom('receipts').select('doc').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      return rows.map((r) => parseDoc(receiptSchema, r.doc, 'receipts'));
    },
  };
}

export type ReceiptsCollection = ReturnType<typeof receiptsCollection>;
