import { Router } from '@koa/router';
import { describeCoveredAmendments, findAmendment } from '../../core/data/amendments';
import { ordinal, parseAmendmentOrdinal } from '../../core/schemas/amendments';
import type { AmendmentSourceVerification, AmendmentVerificationResponse } from '../../core/schemas/verify';
import { AmendmentSourceVerifier } from '../gov/verifyAmendments';
import { ApiError } from '../http/errors';
import type { ApiDeps } from './deps';

export const verifyMessages = {
  unknownAmendment: (n: string) => `Amendment ${n} is not in Know Your Rights. It covers the ${describeCoveredAmendments()} Amendments.`,
} as const;

/**
 * /api/verify (spec part 1 §7, part 2 §7): are the official sources of the amendments up and
 * do they carry the text? Public, like the /verify-sources page and /know-your-rights: the
 * answers are about public official pages, and each page is fetched at most once a day by
 * the verifier however often they are asked (see gov/verifyAmendments.ts).
 */
export function verifyRouter({ config }: ApiDeps): Router {
  const router = new Router({ prefix: '/verify' });
  const verifier = new AmendmentSourceVerifier({
    allowedOrigins: config.officialSourceOrigins,
    constitutionBase: config.constitutionSourceUrl,
    archivesBase: config.archivesSourceUrl,
    timeoutMs: config.verifyTimeoutMs,
  });

  // {number} is written 1st, 2nd and so on (spec part 1 §7).
  router.get('/amendment-source/:number', async (ctx) => {
    const raw = String(ctx.params.number ?? '').slice(0, 20);
    const n = parseAmendmentOrdinal(raw);
    if (n === null || !findAmendment(n)) throw new ApiError(404, verifyMessages.unknownAmendment(n === null ? raw : ordinal(n)));
    ctx.body = (await verifier.verifyAmendment(n)) satisfies AmendmentSourceVerification;
  });

  router.get('/all-amendment-sources', async (ctx) => {
    ctx.body = (await verifier.verifyAll()) satisfies AmendmentVerificationResponse;
  });

  return router;
}
