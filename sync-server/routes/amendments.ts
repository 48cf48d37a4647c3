import { Router } from '@koa/router';
import type { Context } from 'koa';
import { describeCoveredAmendments, findAmendment, narrationText } from '../../core/data/amendments';
import type { AmendmentAudioResponse, AudioKind } from '../../core/schemas/amendments';
import { ApiError } from '../http/errors';
import { audioStoreFor, audioUrlOf } from '../tts';
import type { ApiDeps } from './deps';

export const amendmentMessages = {
  unknownAmendment: (n: string) => `Amendment ${n} is not in Know Your Rights. It covers the ${describeCoveredAmendments()} Amendments.`,
  audioFailed: 'The audio could not be made right now. Please try again later.',
} as const;

/**
 * /api/amendments (spec part 1 §7): the narration of each Know Your Rights amendment.
 * GET /{n}/audio (the constitutional text) and /{n}/audio/simplified (plain language) answer
 * {audioUrl}, a file under /api/audio/ made on first request and kept. Public: the public
 * /know-your-rights page plays them too, and only 34 fixed texts can ever be synthesized,
 * each once, so the routes cannot be used to make the server do unbounded work.
 */
export function amendmentsRouter({ config }: ApiDeps): Router {
  const router = new Router({ prefix: '/amendments' });
  const store = audioStoreFor(config.dataDir, config.narrationCacheBytes);

  const audio = (kind: AudioKind) => async (ctx: Context) => {
    const raw = String(ctx.params.n ?? '');
    const amendment = /^\d{1,2}$/.test(raw) ? findAmendment(Number(raw)) : undefined;
    if (!amendment) throw new ApiError(404, amendmentMessages.unknownAmendment(raw.slice(0, 20)));
    let id: string;
    try {
      ({ id } = await store.getOrCreateAudio(narrationText(amendment, kind)));
    } catch (error) {
      console.error(`[laws-ai] narration of amendment ${amendment.number} (${kind}) failed:`, error);
      throw new ApiError(503, amendmentMessages.audioFailed, { headers: { 'Retry-After': '30' } });
    }
    ctx.body = { audioUrl: audioUrlOf(id) } satisfies AmendmentAudioResponse;
  };

  router.get('/:n/audio', audio('constitutional'));
  router.get('/:n/audio/simplified', audio('simplified'));
  return router;
}
