/**
 * Contract refinement with an AI model: the model gets the generator's draft and is
 * asked to improve its wording only. Its version replaces the draft only when it passes
 * core/contracts/refinement.ts (the draft checks, every value the user typed kept as the draft
 * shows it, the same numbered clauses, no new link, email address or phone number); otherwise
 * the draft is sent with a notice saying why.
 */
import { contractNotices, refinementProblems, valueForms } from '../../core/contracts/refinement';
import { generateContractResponseSchema, type GenerateContractRequest, type GenerateContractResponse } from '../../core/schemas/contracts';
import { ApiError } from '../http/errors';
import type { Ai } from './index';
import { AiFailure, type AiModel, type ChatTurn } from './model';
import { featureRules } from './prompts';

/** Longest draft sent to the model (the generator's drafts are 4,000 to 7,000 characters). */
export const MAX_REFINE_DRAFT_CHARS = 12_000;
/** The refined draft is about as long as the draft: its token allowance follows the draft's length. */
const CHARS_PER_TOKEN = 3;

const RULES = featureRules(
  'You are the contract editor of Laws AI, a free app that drafts general contract templates for ordinary Americans.',
  'Its "draft" field is a contract Laws AI generated from values a member of the public typed; "keepExactly" lists those values as the draft writes them.',
  [
    'Improve the wording of the draft only: clearer, more consistent, more professional plain English. Do not change what it says. Keep every text in "keepExactly" exactly as written, character for character. Keep every numbered clause, in order, with its number and heading, the notice at the top word for word, and the signature block. Do not add a web address, an email address, a phone number, a law, a citation, an amount, a date or a new obligation.',
    'Keep the layout: plain text, no Markdown; clause headings as "1. HEADING" in capitals; lines indented by four spaces kept as they are; no runs of blank lines and no trailing spaces; dollar amounts written as $1,250.00; never a placeholder in brackets or braces.',
    'Reply with the whole contract text only, nothing before or after it.',
  ],
);

/** Every value the user typed, by field (the custom description too). */
export function typedValues(request: GenerateContractRequest): Record<string, string> {
  if (request.payload === 'template') return request.formData;
  return { ...request.variables, ...(request.customDescription ? { customDescription: request.customDescription } : {}) };
}

export function refinementTurns(draft: string, values: Readonly<Record<string, string>>): ChatTurn[] {
  const keepExactly = [
    ...new Set(
      Object.values(values)
        .flatMap(valueForms)
        .filter((form) => draft.includes(form)),
    ),
  ];
  return [
    { role: 'system', content: RULES },
    { role: 'user', content: JSON.stringify({ draft, keepExactly }) },
  ];
}

/** The model's text as a draft: no Markdown fence, Unix line ends, no trailing spaces, the draft's final line end. */
function tidy(raw: string, draft: string): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/^```[a-z]*\n/i, '')
    .replace(/\n```$/, '')
    .replace(/[ \t]+$/gm, '')
    .trim();
  return draft.endsWith('\n') ? `${text}\n` : text;
}

class UnusableRefinement extends AiFailure {
  constructor(problem: string) {
    super('malformed', `the refined draft ${problem}`);
  }
}

async function refine(
  model: AiModel,
  draft: string,
  values: Readonly<Record<string, string>>,
  guard: (raw: string) => void,
): Promise<GenerateContractResponse> {
  const raw = await model.complete(refinementTurns(draft, values), {
    maxTokens: Math.ceil(draft.length / CHARS_PER_TOKEN) + 200,
    whole: true,
  });
  guard(raw);
  const refined = tidy(raw, draft);
  const [problem] = refinementProblems(draft, refined, values);
  if (problem) throw new UnusableRefinement(problem);
  return { contract: refined, engine: 'ai' };
}

/** The draft refined through the AI layer (cache, rate limit); the draft with a notice when it cannot be. */
export async function refinedContract(
  ai: Ai,
  userId: string,
  request: GenerateContractRequest,
  draft: string,
): Promise<GenerateContractResponse> {
  if (draft.length > MAX_REFINE_DRAFT_CHARS) return { contract: draft, engine: 'built-in', notice: contractNotices.tooLong };
  const values = typedValues(request);
  let unusable = false;
  const refinement = ai.call<GenerateContractResponse>({
    userId,
    feature: 'contract-refinement',
    cacheKey: [draft],
    schema: generateContractResponseSchema,
    ask: (model) =>
      refine(model, draft, values, ai.guard).catch((error: unknown) => {
        unusable = error instanceof UnusableRefinement;
        throw error;
      }),
    fallback: () => ({
      contract: draft,
      engine: 'built-in',
      notice: unusable ? contractNotices.refinementUnusable : contractNotices.refinementFailed,
    }),
  });
  // Over the AI limit the draft is still a whole contract: it is sent, with the limit's words.
  return refinement.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 429)
      return { contract: draft, engine: 'built-in' as const, notice: contractNotices.overLimit(error.message) };
    throw error;
  });
}
