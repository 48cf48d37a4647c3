import { z } from 'zod';

/**
 * Contact admin support (spec part 1 §2 "/help", §3 "Help message sent", §5 "Help").
 * The form, the request body of POST /api/help/message, its reply and GET /api/help/tickets.
 */

/** Spec part 1 §5: validation messages are exact. */
export const helpMessages = {
  subject: 'Subject is required',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
  otherAccount: 'This message was written while signed in to another account. Sign in to that account to send it.',
  keyReused: 'This Idempotency-Key was already used for a different message',
} as const;

/** Help messages one account may send in 24 hours (nothing a user stores is unbounded). */
export const HELP_TICKETS_PER_DAY = 20;

/** The 429 text for the message over HELP_TICKETS_PER_DAY; it stays in the outbox and goes later. */
export function helpDailyLimitMessage(retryAfterSeconds: number, perDay: number = HELP_TICKETS_PER_DAY): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `You have sent ${perDay} help messages in the last 24 hours, the most we accept in a day. This message is kept and will be sent in about ${hours} hour${hours === 1 ? '' : 's'}.`;
}

/** Spec part 1 §3 "Category values", in the spec's order. */
export const HELP_CATEGORIES = [
  { value: 'technical', label: 'Technical Issue' },
  { value: 'legal-question', label: 'Legal Question' },
  { value: 'account', label: 'Account Problem' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'bug', label: 'Bug Report' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'other', label: 'Other' },
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number]['value'];
const categoryValues = HELP_CATEGORIES.map((c) => c.value) as [HelpCategory, ...HelpCategory[]];

/** Spec part 1 §3 "Urgency values". */
export const HELP_URGENCIES = [
  { value: 'low', label: 'General inquiry' },
  { value: 'medium', label: 'Need help soon' },
  { value: 'high', label: 'Urgent issue' },
] as const;
export type HelpUrgency = (typeof HELP_URGENCIES)[number]['value'];
const urgencyValues = HELP_URGENCIES.map((u) => u.value) as [HelpUrgency, ...HelpUrgency[]];

/** Spec part 1 §9. */
export const DEFAULT_HELP_URGENCY: HelpUrgency = 'medium';
export const HELP_MESSAGE_MIN = 10;
/** Server-side upper bounds: not in the spec, but nothing unbounded is stored. */
export const HELP_SUBJECT_MAX = 200;
export const HELP_MESSAGE_MAX = 5000;

export function helpCategoryLabel(value: string): string {
  return HELP_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

export function helpUrgencyLabel(value: string): string {
  return HELP_URGENCIES.find((u) => u.value === value)?.label ?? value;
}

/** What the user fills in. */
export const helpFormSchema = z.object({
  category: z.enum(categoryValues, helpMessages.category),
  urgency: z.enum(urgencyValues),
  subject: z.string().trim().min(1, helpMessages.subject).max(HELP_SUBJECT_MAX, `Subject must be at most ${HELP_SUBJECT_MAX} characters`),
  message: z
    .string()
    .trim()
    .min(HELP_MESSAGE_MIN, helpMessages.message)
    .max(HELP_MESSAGE_MAX, `Message must be at most ${HELP_MESSAGE_MAX.toLocaleString('en-US')} characters`),
});
export type HelpForm = z.infer<typeof helpFormSchema>;

/**
 * POST /api/help/message body (spec part 1 §3 "Help message sent"). `timestamp` is when the
 * user pressed Send (a message written offline is sent later). The server files the ticket
 * under the session's user: `userId` must be that user's id (403 otherwise), and
 * `userName`/`userEmail` are replaced by the account's own full legal name and email.
 */
export const helpMessageSchema = helpFormSchema.extend({
  timestamp: z.iso.datetime({ offset: true, message: 'timestamp must be an ISO date and time' }),
  userEmail: z.string().max(200),
  userName: z.string().max(200),
  userId: z.string().min(1).max(200),
});
export type HelpMessage = z.infer<typeof helpMessageSchema>;

/** Readable, unique ticket numbers: LAI-<year>-<at least 6 digits>, e.g. LAI-2026-000042. */
export const TICKET_NUMBER_PATTERN = /^LAI-\d{4}-\d{6,}$/;

export function formatTicketNumber(year: number, sequence: number): string {
  return `LAI-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Reply of POST /api/help/message: the ticket and when it was filed (ISO). */
export const helpMessageReplySchema = z.object({
  ticketNumber: z.string().regex(TICKET_NUMBER_PATTERN),
  timestamp: z.string(),
});
export type HelpMessageReply = z.infer<typeof helpMessageReplySchema>;

/** One of the signed-in user's tickets (GET /api/help/tickets, newest first). */
export const helpTicketSchema = z.object({
  ticketNumber: z.string(),
  /** When the server filed it (ISO); the same value the POST answered. */
  timestamp: z.string(),
  /** When the user pressed Send (ISO), possibly earlier while offline. */
  submittedAt: z.string(),
  subject: z.string(),
  category: z.enum(categoryValues),
  urgency: z.enum(urgencyValues),
  message: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /** The Idempotency-Key it was sent with (the app's outbox entry id), when it had one. */
  idempotencyKey: z.string().optional(),
});
export type HelpTicket = z.infer<typeof helpTicketSchema>;
export const helpTicketsSchema = z.array(helpTicketSchema);
