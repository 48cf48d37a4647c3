import { Router } from '@koa/router';
import { whatsIllegalRequestSchema, type WhatsIllegalRequest, type WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { answerWhatsIllegal } from '../../core/whatsIllegal';
import { formatCitation } from '../../core/laws/links';
import { penaltySentence, readPenalties } from '../../core/penalties/readPenalty';
import { getLawText } from '../lawText';
import { rankedFederal, resolveCorpusSection, searchCorpusFederal } from '../../core/whatsIllegal/corpus';
import { catalogueOffences, foundOffences } from '../../core/whatsIllegal/foundOffences';
import { stateLawAnswer } from '../ai/stateLawAnswer';
import { dangerIn, withSafetyAnswer } from '../../core/safety/danger';
import { signedInUser } from '../auth/session';
import { parseBody } from '../http/parseBody';
import type { ApiDeps } from './deps';
import { getTextSearch, questionQuery, type TextSearch } from '../textSearch';
import { lawIndexDir } from './legal';
import { lawIndex } from '../legal/legalIndex';

/** The penalty a section's official text states. */
async function penaltyOf(title: number, section: string): Promise<string | undefined> {
  const found = await getLawText().section(title, section);
  return found ? penaltySentence(formatCitation(title, section), readPenalties(found.text)) : undefined;
}

/**
 * The local engine with the law corpus at hand: cited sections confirmed, typed activities
 * searched in the headings and guides, then, when that finds nothing and the full-text index is
 * ready, in the official text (never started from here: the law search starts it); when none of
 * that finds a law, the sections that carry a criminal penalty (core/whatsIllegal/foundOffences.ts).
 */
export async function localAnswer(request: WhatsIllegalRequest, textSearch?: () => TextSearch): Promise<WhatsIllegalResponse> {
  return answerWhatsIllegal(request, {
    engine: 'built-in',
    resolveSection: resolveCorpusSection,
    penaltyOf,
    searchOffences: (activity) => foundOffences(activity, { resolveSection: resolveCorpusSection, penaltyOf }),
    findOffence: (activity, strong) => catalogueOffences(activity, { resolveSection: resolveCorpusSection, penaltyOf }, strong),
    searchFederal: async (activity) => {
      const found = searchCorpusFederal(await lawIndex(), activity);
      const search = textSearch?.();
      if (found.length || !search || search.state !== 'ready') return found;
      const match = questionQuery(activity);
      if (!match) return found;
      try {
        return rankedFederal(activity, await search.rank(match, 10));
      } catch {
        return found;
      }
    },
  });
}

/**
 * /api/whats-illegal: "101 What's Illegal" (spec part 2 §3, §7).
 * POST /chat {question, state, stateName} -> {answer, sources, statute, penalty, engine, notice?}.
 * Signed in only (the screen is signed-in only, spec part 2 §6). Nothing is stored (but AI answers, cached for 24 hours).
 * With an AI model the model words the local engine's answer; its statute, penalty
 * and sources stay the engine's, and any failure gives the engine's answer with a notice.
 */
export function whatsIllegalRouter({ requireUser: signedIn, ai, config }: ApiDeps): Router {
  const textSearch = () => getTextSearch(lawIndexDir(config));
  const router = new Router({ prefix: '/whats-illegal' });

  router.post('/chat', signedIn, async (ctx) => {
    const request = parseBody(ctx, whatsIllegalRequestSchema);
    const local = await localAnswer(request, textSearch);
    const reply = ai ? await stateLawAnswer(ai, signedInUser(ctx).id, request, local) : local;
    // A question that signals danger opens with the crisis or emergency line, before any law.
    ctx.body = withSafetyAnswer(reply, dangerIn(request.question)) satisfies WhatsIllegalResponse;
  });

  return router;
}
