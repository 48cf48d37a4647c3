/**
 * Help messages ride the generic outbox (DESIGN.md "Writes: the outbox") as kind
 * 'help-message'. This module knows what their results mean: the ticket in the reply, the
 * toasts, and the "Your messages" list kept in step with what the outbox reports.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  helpMessageReplySchema,
  helpMessageSchema,
  type HelpMessage,
  type HelpMessageReply,
  type HelpTicket,
} from '../../../core/schemas/help';
import { toast } from '../../components/toast';
import type { OutboxEntry } from '../../db/types';
import { onOutboxEvent, submitWrite, type WriteOutcome } from '../../outbox';
import { HELP_SEND_FAILED, HELP_TRY_LATER } from './helpForm';

export const HELP_MESSAGE_KIND = 'help-message';
export const HELP_MESSAGE_URL = '/api/help/message';
/** GET /api/help/tickets: the signed-in user's tickets, newest first. */
export const HELP_TICKETS_KEY = ['/api/help/tickets'] as const;

export const HELP_SENT_TITLE = 'Message sent successfully';
export const HELP_SENT_MESSAGE = 'The admin will respond to your message soon.';

/** Writes whose first attempt a screen is waiting for: that screen tells the user, not us. */
const awaitedHere = new Set<string>();

export function helpMessageOf(entry: OutboxEntry): HelpMessage | undefined {
  const parsed = helpMessageSchema.safeParse(entry.body);
  return parsed.success ? parsed.data : undefined;
}

export function ticketReplyOf(result: unknown): HelpMessageReply | undefined {
  const parsed = helpMessageReplySchema.safeParse(result);
  return parsed.success ? parsed.data : undefined;
}

/** The ticket a sent entry became, as GET /api/help/tickets would list it. */
function ticketOf(entry: OutboxEntry, reply: HelpMessageReply): HelpTicket | undefined {
  const message = helpMessageOf(entry);
  if (!message) return undefined;
  return {
    ticketNumber: reply.ticketNumber,
    timestamp: reply.timestamp,
    submittedAt: message.timestamp,
    subject: message.subject,
    category: message.category,
    urgency: message.urgency,
    message: message.message,
    userName: message.userName,
    userEmail: message.userEmail,
    idempotencyKey: entry.id,
  };
}

/** Put a just-filed ticket at the top of the cached list (then ask the server for the truth). */
export function rememberTicket(queryClient: QueryClient, entry: OutboxEntry, reply: HelpMessageReply | undefined): void {
  const ticket = reply && ticketOf(entry, reply);
  if (ticket) {
    queryClient.setQueryData<HelpTicket[]>([...HELP_TICKETS_KEY], (list) =>
      list && !list.some((t) => t.ticketNumber === ticket.ticketNumber) ? [ticket, ...list] : list,
    );
  }
  void queryClient.invalidateQueries({ queryKey: [...HELP_TICKETS_KEY] });
}

/** Send a help message through the outbox and wait for the first attempt. */
export async function sendHelpMessage(message: HelpMessage): Promise<WriteOutcome> {
  let id: string | undefined;
  try {
    return await submitWrite(
      { kind: HELP_MESSAGE_KIND, method: 'POST', url: HELP_MESSAGE_URL, body: message, userId: message.userId },
      {
        onStored: (entry) => {
          id = entry.id;
          awaitedHere.add(entry.id);
        },
      },
    );
  } finally {
    if (id) awaitedHere.delete(id);
  }
}

let listening = false;

/**
 * Once per page load: a help message sent later (the `online` event, a backoff ending, another
 * tab, the service worker) updates the list and is announced with its ticket number; one the
 * server refused is announced with the reason.
 */
export function listenForHelpResults(queryClient: QueryClient): void {
  if (listening) return;
  listening = true;
  onOutboxEvent((event) => {
    if (event.entry.kind !== HELP_MESSAGE_KIND) return;
    if (event.type === 'sent') {
      const reply = ticketReplyOf(event.result);
      rememberTicket(queryClient, event.entry, reply);
      if (awaitedHere.has(event.entry.id)) return;
      toast({
        title: HELP_SENT_TITLE,
        message: reply ? `Your queued message is ticket ${reply.ticketNumber}. ${HELP_SENT_MESSAGE}` : HELP_SENT_MESSAGE,
      });
    } else if (event.type === 'failed' && !awaitedHere.has(event.entry.id)) {
      toast({ title: HELP_SEND_FAILED, message: event.error || HELP_TRY_LATER, variant: 'destructive' });
    }
  });
}
