import { Router } from '@koa/router';
import { helpDailyLimitMessage, helpMessages, helpMessageSchema, type HelpMessageReply, type HelpTicket } from '../../core/schemas/help';
import { signedInUser } from '../auth/session';
import { ApiError } from '../http/errors';
import { idempotencyKeyOf, singleFlight } from '../http/idempotency';
import { parseBody } from '../http/parseBody';
import { IdempotencyKeyReusedError, TicketLimitError, toHelpTicket, type StoredTicket } from '../store';
import { retryAfterSeconds } from '../http/slidingWindow';
import type { ApiDeps } from './deps';
import { storedText } from '../../core/schemas/cleanText';
// Text these routes store is refused with a 400 naming the field if it holds a lone surrogate or a control character.
const storedBody = { helpMessageSchema: storedText(helpMessageSchema) };

/** The admin's log line for a new ticket (the admin inbox in the store holds the full record). */
export function adminNoticeLine(t: StoredTicket): string {
  return `[laws-ai] Admin notified: help ticket ${t.ticketNumber} (${t.urgency} urgency, ${t.category}) from user ${t.userId}`;
}

export interface HelpRouterOptions {
  /** Where the admin notice is logged; console.info by default. */
  log?: (line: string) => void;
}

/**
 * /api/help: Contact admin support (spec part 1 §2, §7). Signed in only.
 *
 * POST /message files a ticket `{ticketNumber, timestamp}`:
 * - Who sent it comes from the session, never from the body: `userId` must be the session
 *   user's id (403 otherwise: the app only replays a user's own outbox, so a mismatch means a
 *   message written under another account), and `userName`/`userEmail` are replaced by the
 *   account's full legal name and email.
 * - The ticket and its admin notification are on disk before the reply (one store write).
 * - With an Idempotency-Key (the app's outbox entry id) a repeat answers the ticket that key
 *   filed, never a second one, also when it arrives while the first is still being written
 *   (singleFlight, and the key check inside the serialized store write). 201 when filed now,
 *   200 for a repeat; a key reused for a different message is refused with 422.
 *
 * GET /tickets lists the signed-in user's own tickets, newest first.
 */
export function helpRouter({ store, config, requireUser: signedIn }: ApiDeps, { log = console.info }: HelpRouterOptions = {}): Router {
  const router = new Router({ prefix: '/help' });

  router.post('/message', signedIn, async (ctx) => {
    const body = parseBody(ctx, storedBody.helpMessageSchema);
    const key = idempotencyKeyOf(ctx);
    const user = signedInUser(ctx);
    if (body.userId !== user.id) throw new ApiError(403, helpMessages.otherAccount);

    const file = async () => {
      const result = await store.tickets.file(
        {
          userId: user.id,
          userName: user.fullLegalName,
          userEmail: user.email,
          subject: body.subject,
          category: body.category,
          urgency: body.urgency,
          message: body.message,
          submittedAt: new Date(body.timestamp),
        },
        { idempotencyKey: key, perDay: config.helpTicketsPerDay },
      );
      if (result.created) log(adminNoticeLine(result.ticket));
      return result;
    };

    let result: Awaited<ReturnType<typeof file>>;
    try {
      result = key ? await singleFlight(`help-message:${user.id}:${key}`, file) : await file();
    } catch (err) {
      if (err instanceof IdempotencyKeyReusedError) throw new ApiError(422, helpMessages.keyReused);
      if (err instanceof TicketLimitError) {
        const seconds = retryAfterSeconds(err.retryAfterMs);
        // 429: the app's outbox keeps the message queued and sends it later (never "failed").
        throw new ApiError(429, helpDailyLimitMessage(seconds, config.helpTicketsPerDay), { headers: { 'Retry-After': String(seconds) } });
      }
      throw err;
    }
    ctx.status = result.created ? 201 : 200;
    ctx.body = { ticketNumber: result.ticket.ticketNumber, timestamp: result.ticket.createdAt } satisfies HelpMessageReply;
  });

  router.get('/tickets', signedIn, async (ctx) => {
    const user = signedInUser(ctx);
    ctx.body = (await store.tickets.listForUser(user.id)).map(toHelpTicket) satisfies HelpTicket[];
  });

  return router;
}
