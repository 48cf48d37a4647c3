import { randomUUID } from 'node:crypto';
import { formatTicketNumber, helpTicketSchema, type HelpCategory, type HelpTicket, type HelpUrgency } from '../../core/schemas/help';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Sql } from './sql/connect';
import { parseDoc } from './sql/docs';
import { toJson, withoutNul } from './sql/text';

/**
 * A help ticket as kept in the store: the client sees `toHelpTicket()` of it. `createdAt` is when
 * the server filed it (the reply's `timestamp`), `submittedAt` when the user pressed Send (never
 * later), `userName`/`userEmail` the account's when it was filed, `idempotencyKey` the client's
 * outbox entry id, stored with the ticket in one write.
 */
const storedTicketSchema = helpTicketSchema.omit({ timestamp: true }).extend({ userId: z.string(), createdAt: z.string() });
export type StoredTicket = z.output<typeof storedTicketSchema>;

/** One notification for the admin (spec part 1 §2: "the admin has been notified"). */
export interface AdminInboxItem {
  id: string;
  kind: 'help-ticket';
  ticketNumber: string;
  userId: string;
  userName: string;
  userEmail: string;
  subject: string;
  urgency: HelpUrgency;
  createdAt: string;
  read: boolean;
}

/** How an admin_inbox row's doc is read back. */
const adminInboxItemSchema: z.ZodType<AdminInboxItem> = z.looseObject({
  id: z.string(),
  kind: z.literal('help-ticket'),
  ticketNumber: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  subject: z.string(),
  urgency: helpTicketSchema.shape.urgency,
  createdAt: z.string(),
  read: z.boolean(),
});

export const readTicket = (doc: unknown) => parseDoc(storedTicketSchema, doc, 'tickets');
export const readAdminInboxItem = (doc: unknown) => parseDoc(adminInboxItemSchema, doc, 'admin_inbox');

export interface NewTicket {
  userId: string;
  userName: string;
  userEmail: string;
  subject: string;
  category: HelpCategory;
  urgency: HelpUrgency;
  message: string;
  submittedAt: Date;
}

export interface FileTicketResult {
  ticket: StoredTicket;
  /** False when an earlier request with the same Idempotency-Key had filed it. */
  created: boolean;
}

/** The user has filed `limit` tickets in the last 24 hours; `retryAfterMs` until one more is accepted. */
export class TicketLimitError extends Error {
  override name = 'TicketLimitError';
  constructor(readonly retryAfterMs: number) {
    super('help ticket daily limit reached');
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A repeat of an Idempotency-Key with a different message than the one it filed. */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}

export function toHelpTicket(t: StoredTicket): HelpTicket {
  return {
    ticketNumber: t.ticketNumber,
    timestamp: t.createdAt,
    submittedAt: t.submittedAt,
    subject: t.subject,
    category: t.category,
    urgency: t.urgency,
    message: t.message,
    userName: t.userName,
    userEmail: t.userEmail,
    ...(t.idempotencyKey ? { idempotencyKey: t.idempotencyKey } : {}),
  };
}

const sameMessage = (t: StoredTicket, n: NewTicket) =>
  t.subject === n.subject && t.message === n.message && t.category === n.category && t.urgency === n.urgency;

export function ticketsCollection(db: Sql, now: () => Date = () => new Date()) {
  const byKey = async (trx: Sql, userId: string, idempotencyKey: string): Promise<StoredTicket | undefined> => {
    const row = await trx
      .selectFrom('tickets')
      .select('doc')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row && readTicket(row.doc);
  };
  const earlierResult = (earlier: StoredTicket, ticket: NewTicket, idempotencyKey: string): FileTicketResult => {
    if (!sameMessage(earlier, ticket)) throw new IdempotencyKeyReusedError(idempotencyKey);
    return { ticket: earlier, created: false };
  };

  return {
    /**
     * File a ticket and its admin notification in ONE transaction, numbered from the database
     * sequence (so no two requests, on any instance, take the same number). With an
     * `idempotencyKey` already used by this user, nothing is written and the ticket that key
     * filed is returned; the unique (user, key) constraint settles concurrent repeats.
     * @throws IdempotencyKeyReusedError when the key filed a different message
     */
    async file(given: NewTicket, { idempotencyKey, perDay }: { idempotencyKey?: string; perDay?: number } = {}): Promise<FileTicketResult> {
      const ticket = { ...withoutNul(given), submittedAt: given.submittedAt };
      if (idempotencyKey) {
        const earlier = await byKey(db, ticket.userId, idempotencyKey);
        if (earlier) return earlierResult(earlier, ticket, idempotencyKey);
      }
      const stored = await db.transaction().execute(async (trx) => {
        const filedAt = now();
        if (perDay !== undefined) {
          // One user's tickets are counted one request at a time, on every instance.
          await sql`select pg_advisory_xact_lock(hashtext(${`tickets:${ticket.userId}`}))`.execute(trx);
          const recent = await trx
            .selectFrom('tickets')
            .select('created_at')
            .where('user_id', '=', ticket.userId)
            .where('created_at', '>', new Date(filedAt.getTime() - DAY_MS).toISOString())
            .orderBy('created_at', 'desc')
            .limit(perDay)
            .execute();
          if (recent.length >= perDay) throw new TicketLimitError(Date.parse(recent[perDay - 1]!.created_at) + DAY_MS - filedAt.getTime());
        }
        const { rows } = await sql<{ n: number | string }>`select nextval('ticket_numbers') as n`.execute(trx);
        const year = filedAt.getUTCFullYear();
        const submittedAt = ticket.submittedAt.getTime() > filedAt.getTime() ? filedAt : ticket.submittedAt;
        const stored: StoredTicket = {
          ticketNumber: formatTicketNumber(year, Number(rows[0]!.n)),
          userId: ticket.userId,
          userName: ticket.userName,
          userEmail: ticket.userEmail,
          subject: ticket.subject,
          category: ticket.category,
          urgency: ticket.urgency,
          message: ticket.message,
          submittedAt: submittedAt.toISOString(),
          createdAt: filedAt.toISOString(),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        };
        const inserted = await trx
          .insertInto('tickets')
          .values({
            ticket_number: stored.ticketNumber,
            user_id: stored.userId,
            idempotency_key: idempotencyKey ?? null,
            created_at: stored.createdAt,
            doc: toJson(stored),
          })
          .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
          .returning('ticket_number')
          .executeTakeFirst();
        if (!inserted) return undefined;
        const notice: AdminInboxItem = {
          id: randomUUID(),
          kind: 'help-ticket',
          ticketNumber: stored.ticketNumber,
          userId: stored.userId,
          userName: stored.userName,
          userEmail: stored.userEmail,
          subject: stored.subject,
          urgency: stored.urgency,
          createdAt: stored.createdAt,
          read: false,
        };
        await trx
          .insertInto('admin_inbox')
          .values({ id: notice.id, ticket_number: notice.ticketNumber, doc: toJson(notice) })
          .execute();
        return stored;
      });
      if (stored) return { ticket: stored, created: true };
      // A concurrent request with the same key (maybe on another instance) filed it first.
      const earlier = await byKey(db, ticket.userId, idempotencyKey!);
      if (!earlier) throw new Error('ticket vanished after an idempotency conflict');
      return earlierResult(earlier, ticket, idempotencyKey!);
    },

    /** How many tickets the user filed since `since`. */
    async countForUserSince(userId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since.toISOString())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The user's own tickets, newest first. */
    async listForUser(userId: string): Promise<StoredTicket[]> {
      const rows = await db.selectFrom('tickets').select('doc').where('user_id', '=', userId).orderBy('seq', 'desc').execute();
      return rows.map((r) => readTicket(r.doc));
    },

    /** Every notification for the admin, oldest first. */
    async adminInbox(): Promise<AdminInboxItem[]> {
      const rows = await db.selectFrom('admin_inbox').select('doc').orderBy('seq').execute();
      return rows.map((r) => readAdminInboxItem(r.doc));
    },
  };
}

export type TicketsCollection = ReturnType<typeof ticketsCollection>;
