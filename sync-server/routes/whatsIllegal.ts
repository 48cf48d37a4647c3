import { Router } from '@koa/router';
import { whatsIllegalRequestSchema, type WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { signedInUser } from '../auth/session';
import { parseBody } from '../http/parseBody';
import { legalService } from '../legal/askLegal';
import type { ApiDeps } from './deps';

/**
 * /api/whats-illegal: "101 What's Illegal" (spec part 2 §3, §7).
 * POST /chat {question, state, stateName} -> {answer, sources, statute, penalty, engine, notice?}.
 * Signed in only (the screen is signed-in only, spec part 2 §6). Nothing is stored (but AI answers, cached for 24 hours).
 * The answer is the legal service's (sync-server/legal/whatsIllegal.ts).
 */
export function whatsIllegalRouter({ config, store, requireUser: signedIn, ai }: ApiDeps): Router {
  const legal = legalService({ config, store, ai });
  const router = new Router({ prefix: '/whats-illegal' });

  router.post('/chat', signedIn, async (ctx) => {
    const request = parseBody(ctx, whatsIllegalRequestSchema);
    ctx.body = (await legal.askWhatsIllegal(request, signedInUser(ctx))) satisfies WhatsIllegalResponse;
  });

  return router;
}
