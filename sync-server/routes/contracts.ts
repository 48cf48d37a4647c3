import { Router } from '@koa/router';
import { draftContract, draftProblems, DraftRequestError, type DraftRequest } from '../../core/contracts';
import { generateContractRequestSchema, type GenerateContractRequest, type GenerateContractResponse } from '../../core/schemas/contracts';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import type { ApiDeps } from './deps';

/**
 * Where an AI model may rewrite the generator's draft (the AI issue plugs it in). It gets the
 * draft and the request and returns the refined text, or null to keep the draft. Whatever it
 * returns is checked like a generated draft; a failure or an unusable text keeps the draft.
 */
export type RefineDraft = (draft: string, request: GenerateContractRequest) => Promise<string | null>;

export interface ContractsRouterOptions {
  refineDraft?: RefineDraft;
}

export const contractNotices = {
  refinementFailed: 'The AI model could not refine this draft, so this is the built-in generator’s draft.',
  refinementUnusable: 'The AI model’s version did not pass our checks, so this is the built-in generator’s draft.',
} as const;

function toDraftRequest(request: GenerateContractRequest): DraftRequest {
  return request.payload === 'template'
    ? { templateId: request.templateId, formData: request.formData }
    : { type: request.type, variables: request.variables, customDescription: request.customDescription };
}

/** The generator's draft, refined when a refiner is configured and its text passes the checks. */
export async function draftForRequest(request: GenerateContractRequest, refineDraft?: RefineDraft): Promise<GenerateContractResponse> {
  let draft: string;
  try {
    draft = draftContract(toDraftRequest(request)).text;
  } catch (error) {
    if (error instanceof DraftRequestError) throw new ApiError(400, error.message);
    throw error;
  }
  if (!refineDraft) return { contract: draft, engine: 'built-in' };
  let refined: string | null;
  try {
    refined = await refineDraft(draft, request);
  } catch {
    return { contract: draft, engine: 'built-in', notice: contractNotices.refinementFailed };
  }
  if (refined === null) return { contract: draft, engine: 'built-in' };
  if (refined.trim() === '' || draftProblems(refined).length > 0) return { contract: draft, engine: 'built-in', notice: contractNotices.refinementUnusable };
  return { contract: refined, engine: 'ai' };
}

/**
 * POST /api/legal/generate-contract (issue 5): both payloads (the Draft tab's template and
 * /contract-drafting's type), signed in only, as both screens are. A bad payload gets 400 with
 * the screen's own words ("Please fill in: ...", "Please select a contract type", ...).
 */
export function contractsRouter({ requireUser }: ApiDeps, { refineDraft }: ContractsRouterOptions = {}): Router {
  const router = new Router({ prefix: '/legal' });
  router.post('/generate-contract', requireUser, async (ctx) => {
    const request = parseBody(ctx, generateContractRequestSchema);
    ctx.body = (await draftForRequest(request, refineDraft)) satisfies GenerateContractResponse;
  });
  return router;
}
