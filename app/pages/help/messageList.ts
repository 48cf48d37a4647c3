import type { HelpCategory, HelpTicket, HelpUrgency } from '../../../core/schemas/help';
import type { OutboxEntry } from '../../db/types';
import { helpMessageOf } from './helpOutbox';

interface ItemBase {
  /** Outbox entry id or ticket number: stable across renders. */
  key: string;
  subject: string;
  category: HelpCategory | null;
  urgency: HelpUrgency | null;
}

/** One row of "Your messages". */
export type HelpListItem =
  | (ItemBase & { state: 'queued' | 'sending'; entryId: string; writtenAt: string; lastError?: string })
  | (ItemBase & { state: 'failed'; entryId: string; writtenAt: string; error: string })
  | (ItemBase & { state: 'sent'; ticketNumber: string; timestamp: string });

const UNREADABLE = '(message could not be read)';

function fromEntry(entry: OutboxEntry): HelpListItem {
  const message = helpMessageOf(entry);
  const base = {
    key: entry.id,
    entryId: entry.id,
    subject: message?.subject ?? UNREADABLE,
    category: message?.category ?? null,
    urgency: message?.urgency ?? null,
    writtenAt: message?.timestamp ?? new Date(entry.createdAt).toISOString(),
  };
  if (entry.state === 'failed') return { ...base, state: 'failed', error: entry.lastError ?? '' };
  return { ...base, state: entry.state === 'sending' ? 'sending' : 'queued', lastError: entry.lastError };
}

/**
 * Messages still on the device (queued, being sent, refused) first, newest first, then the
 * tickets the server filed, newest first. An entry whose ticket is already listed (sent, the
 * outbox not yet cleared) appears once, as sent.
 */
export function helpListItems(entries: readonly OutboxEntry[], tickets: readonly HelpTicket[] | undefined): HelpListItem[] {
  const filedKeys = new Set((tickets ?? []).map((t) => t.idempotencyKey).filter(Boolean));
  const unsent = entries
    .filter((e) => !filedKeys.has(e.id))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map(fromEntry);
  const sent: HelpListItem[] = (tickets ?? []).map((t) => ({
    key: t.ticketNumber,
    state: 'sent',
    subject: t.subject,
    category: t.category,
    urgency: t.urgency,
    ticketNumber: t.ticketNumber,
    timestamp: t.timestamp,
  }));
  return [...unsent, ...sent];
}
