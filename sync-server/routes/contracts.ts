import { Router } from '@koa/router';
import { draftContract, DraftRequestError, type DraftRequest } from '../../core/contracts';
import { generateContractRequestSchema, type GenerateContractRequest, type GenerateContractResponse } from '../../core/schemas/contracts';
import { refinedContract } from '../ai/contractRefinement';
import { signedInUser } from '../auth/session';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import type { ApiDeps } from './deps';

export { contractNotices } from '../../core/contracts/refinement';

function toDraftRequest(request: GenerateContractRequest): DraftRequest {
  return request.payload === 'template'
    ? { templateId: request.templateId, formData: request.formData }
    : { type: request.type, variables: request.variables, customDescription: request.customDescription };
}

/** The generator's draft; a request it cannot draft is a 400 with its message. */
export function generatedDraft(request: GenerateContractRequest): string {
  try {
    return draftContract(toDraftRequest(request)).text;
  } catch (error) {
    if (error instanceof DraftRequestError) throw new ApiError(400, error.message);
    throw error;
  }
}

/**
 * POST /api/legal/generate-contract: both payloads (the Draft tab's template and
 * /contract-drafting's type), signed in only, as both screens are. A bad payload gets 400 with
 * the screen's own words ("Please fill in: ...", "Please select a contract type", ...).
 * With an AI model the model may reword the generator's draft; its version is used
 * only when it passes the checks (sync-server/ai/contractRefinement.ts), else the draft comes
 * with a notice.
 */
export function contractsRouter({ requireUser, ai }: ApiDeps): Router {
  const router = new Router({ prefix: '/legal' });
  router.post('/generate-contract', requireUser, async (ctx) => {
    const request = parseBody(ctx, generateContractRequestSchema);
    const draft = generatedDraft(request);
    ctx.body = (
      ai ? await refinedContract(ai, signedInUser(ctx).id, request, draft) : { contract: draft, engine: 'built-in' }
    ) satisfies GenerateContractResponse;
  });
  return router;
}
