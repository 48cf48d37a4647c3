import { randomUUID } from 'node:crypto';
import {
  formatTicketNumber,
  type HelpCategory,
  type HelpTicket,
  type HelpUrgency,
} from '../../core/schemas/help';
import type { Database, DbData } from './db';

/** A help ticket as kept on disk: the client sees `toHelpTicket()` of it. */
export interface StoredTicket {
  ticketNumber: string;
  userId: string;
  /** The account's full legal name and email when the ticket was filed. */
  userName: string;
  userEmail: string;
  subject: string;
  category: HelpCategory;
  urgency: HelpUrgency;
  message: string;
  /** When the user pressed Send (ISO; never later than `createdAt`). */
  submittedAt: string;
  /** When the server filed it (ISO): the `timestamp` of the reply. */
  createdAt: string;
  /** The client's Idempotency-Key (its outbox entry id), stored with the ticket in one write. */
  idempotencyKey?: string;
}

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

// The file's collections are only shape-checked on load: skip rows that are not ours.
const isStoredTicket = (t: unknown): t is StoredTicket => {
  const r = t as Partial<StoredTicket> | null;
  return (
    !!r &&
    typeof r.ticketNumber === 'string' &&
    typeof r.userId === 'string' &&
    typeof r.subject === 'string' &&
    typeof r.createdAt === 'string'
  );
};

/** The sequence part of any ticket number of `year` in the file ("LAI-2026-000042" → 42). */
function highestSequence(data: DbData, year: number): number {
  const prefix = `LAI-${year}-`;
  let highest = 0;
  for (const row of data.tickets) {
    const number = (row as { ticketNumber?: unknown }).ticketNumber;
    if (typeof number !== 'string' || !number.startsWith(prefix)) continue;
    const sequence = Number(number.slice(prefix.length));
    if (Number.isSafeInteger(sequence) && sequence > highest) highest = sequence;
  }
  return highest;
}

const sameMessage = (t: StoredTicket, n: NewTicket) =>
  t.subject === n.subject && t.message === n.message && t.category === n.category && t.urgency === n.urgency;

export function ticketsCollection(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * File a ticket and its admin notification in ONE write of the data file, numbering it
     * inside that write (writes are queued one at a time, so two requests can never take the
     * same number). With an `idempotencyKey` already used by this user, nothing is written and
     * the ticket that key filed is returned.
     * @throws IdempotencyKeyReusedError when the key filed a different message
     */
    file(ticket: NewTicket, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<FileTicketResult> {
      return db.mutate((data) => {
        if (idempotencyKey) {
          const earlier = data.tickets.find(
            (t): t is StoredTicket & Record<string, unknown> =>
              isStoredTicket(t) && t.userId === ticket.userId && t.idempotencyKey === idempotencyKey,
          );
          if (earlier) {
            if (!sameMessage(earlier, ticket)) throw new IdempotencyKeyReusedError(idempotencyKey);
            return { ticket: earlier, created: false };
          }
        }
        const filedAt = now();
        const year = filedAt.getUTCFullYear();
        const submittedAt = ticket.submittedAt.getTime() > filedAt.getTime() ? filedAt : ticket.submittedAt;
        const stored: StoredTicket = {
          ticketNumber: formatTicketNumber(year, highestSequence(data, year) + 1),
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
        data.tickets.push(stored as unknown as Record<string, unknown>);
        data.adminInbox.push(notice as unknown as Record<string, unknown>);
        return { ticket: stored, created: true };
      });
    },

    /** The user's own tickets, newest first. */
    listForUser(userId: string): StoredTicket[] {
      return db.data.tickets
        .filter((t): t is StoredTicket & Record<string, unknown> => isStoredTicket(t) && t.userId === userId)
        .reverse();
    },

    /** Every notification for the admin, oldest first. */
    adminInbox(): AdminInboxItem[] {
      return db.data.adminInbox as unknown as AdminInboxItem[];
    },
  };
}

export type TicketsCollection = ReturnType<typeof ticketsCollection>;
