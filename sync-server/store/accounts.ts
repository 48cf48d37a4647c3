import { sql } from 'kysely';
import type { DeletedCounts } from '../../core/schemas/account';
import { receiptSchema, type Receipt } from '../../core/receipts';
import { storedBattleSchema, type StoredBattle } from './battles';
import { storedQuizResultSchema, type StoredQuizResult } from './quizResults';
import type { Sql } from './sql/connect';
import { parseDoc } from './sql/docs';
import { toJson } from './sql/text';
import { readTicket, type StoredTicket } from './tickets';
import type { StoredUser } from './types';
import { readUser } from './users';

/** What a deleted account's sessions become: no user, only this mark (see `deleteAccount`). */
export const ACCOUNT_DELETED_MARK = 'accountDeleted';

/** Everything one account holds, read in one transaction (GET /api/auth/me/export). */
export interface AccountData {
  user: StoredUser;
  sessionsExpireAt: number[];
  recentSearches: { id: string; query: string; createdAt: string }[];
  tickets: StoredTicket[];
  receipts: Receipt[];
  quizResults: StoredQuizResult[];
  battles: StoredBattle[];
}

const count = (result: { numDeletedRows: bigint } | { numUpdatedRows: bigint } | undefined) =>
  Number(result && ('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows));

/** The account as a whole: what it holds, and deleting all of it. */
export function accountsCollection(db: Sql, now: () => number = Date.now) {
  return {
    /** Everything `userId` holds, or undefined for an unknown user. */
    async exportData(userId: string): Promise<AccountData | undefined> {
      return db.transaction().execute(async (trx) => {
        const userRow = await trx.selectFrom('users').select('doc').where('id', '=', userId).executeTakeFirst();
        if (!userRow) return undefined;
        const docs = async (table: 'tickets' | 'quiz_results' | 'battles') =>
          (await trx.selectFrom(table).select('doc').where('user_id', '=', userId).orderBy('seq', 'desc').execute()).map((r) => r.doc);
        const sessions = await trx
          .selectFrom('sessions')
          .select('expires_at')
          .where('user_id', '=', userId)
          .where('expires_at', '>', now())
          .orderBy('expires_at')
          .execute();
        const searches = await trx
          .selectFrom('recent_searches')
          .select(['id', 'query', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .execute();
        const receipts = await trx
          .selectFrom('receipts')
          .select('doc')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .execute();
        return {
          user: readUser(userRow.doc),
          sessionsExpireAt: sessions.map((s) => Number(s.expires_at)),
          recentSearches: searches.map((s) => ({ id: s.id, query: s.query, createdAt: s.created_at })),
          tickets: (await docs('tickets')).map(readTicket),
          receipts: receipts.map((r) => parseDoc(receiptSchema, r.doc, 'receipts')),
          quizResults: (await docs('quiz_results')).map((d) => parseDoc(storedQuizResultSchema, d, 'quiz_results')),
          battles: (await docs('battles')).map((d) => parseDoc(storedBattleSchema, d, 'battles')),
        };
      });
    },

    /**
     * Delete the account and everything it holds, in one transaction: the user, their recent
     * searches, help tickets with the admin's notices of them, saved answers, quiz results and
     * battles. Its sessions stop being signed in; each keeps, until it would have expired, only
     * a mark that the account was deleted (no user id, nothing personal), so a device that
     * comes back with one is told why it is refused. Undefined for an unknown user.
     */
    async deleteAccount(userId: string): Promise<DeletedCounts | undefined> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
        if (count(gone) === 0) return undefined;
        const tickets = await trx.selectFrom('tickets').select('ticket_number').where('user_id', '=', userId).execute();
        if (tickets.length > 0) {
          await trx
            .deleteFrom('admin_inbox')
            .where(
              'ticket_number',
              'in',
              tickets.map((t) => t.ticket_number),
            )
            .execute();
        }
        const sessions = await trx
          .updateTable('sessions')
          .set({ user_id: null, data: sql<string>`(data - 'userId') || ${toJson({ [ACCOUNT_DELETED_MARK]: true })}::jsonb` })
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return {
          sessions: count(sessions),
          recentSearches: count(await trx.deleteFrom('recent_searches').where('user_id', '=', userId).executeTakeFirst()),
          helpTickets: count(await trx.deleteFrom('tickets').where('user_id', '=', userId).executeTakeFirst()),
          savedAnswers: count(await trx.deleteFrom('receipts').where('user_id', '=', userId).executeTakeFirst()),
          quizResults: count(await trx.deleteFrom('quiz_results').where('user_id', '=', userId).executeTakeFirst()),
          battles: count(await trx.deleteFrom('battles').where('user_id', '=', userId).executeTakeFirst()),
        };
      });
    },
  };
}

export type AccountsCollection = ReturnType<typeof accountsCollection>;
