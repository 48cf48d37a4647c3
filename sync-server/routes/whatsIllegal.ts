import { Router } from '@koa/router';
import { whatsIllegalRequestSchema, type WhatsIllegalRequest, type WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { answerWhatsIllegal } from '../../core/whatsIllegal';
import { resolveCorpusSection, searchCorpusFederal } from '../../core/whatsIllegal/corpus';
import { parseBody } from '../http/parseBody';
import type { ApiDeps } from './deps';
import { lawIndex } from './legalIndex';

/**
 * The AI path (DESIGN.md "Embedded defaults"), built by another issue: it gets the request and
 * the local engine's answer (curated knowledge, the federal laws found, the state's official
 * sites) as grounding, and returns its own answer, which must keep the official state link and
 * cite only laws of the corpus. Until it exists every answer comes from the local engine.
 */
export type WhatsIllegalAi = (request: WhatsIllegalRequest, grounding: WhatsIllegalResponse) => Promise<WhatsIllegalResponse>;

export const AI_FALLBACK_NOTICE = 'The AI model could not answer, so the built-in engine answered instead.';

/** The local engine with the law corpus at hand: cited sections confirmed, typed activities searched. */
export async function localAnswer(request: WhatsIllegalRequest): Promise<WhatsIllegalResponse> {
  return answerWhatsIllegal(request, {
    engine: 'built-in',
    resolveSection: resolveCorpusSection,
    searchFederal: async (activity) => searchCorpusFederal(await lawIndex(), activity),
  });
}

/**
 * /api/whats-illegal: "101 What's Illegal" (issue 8; spec part 2 §3, §7).
 * POST /chat {question, state, stateName} -> {answer, sources, statute, penalty, engine}.
 * Signed in only (the screen is signed-in only, spec part 2 §6). Nothing is stored.
 */
export function whatsIllegalRouter({ requireUser: signedIn }: ApiDeps, { ai }: { ai?: WhatsIllegalAi } = {}): Router {
  const router = new Router({ prefix: '/whats-illegal' });

  router.post('/chat', signedIn, async (ctx) => {
    const request = parseBody(ctx, whatsIllegalRequestSchema);
    const local = await localAnswer(request);
    if (!ai) {
      ctx.body = local;
      return;
    }
    try {
      ctx.body = await ai(request, local);
    } catch {
      // An upstream failure degrades to the local engine with a notice (DESIGN.md).
      ctx.body = { ...local, notice: AI_FALLBACK_NOTICE } satisfies WhatsIllegalResponse;
    }
  });

  return router;
}
