/**
 * Generating a contract from either screen: online, POST /api/legal/generate-contract (the
 * server uses the same generator and may refine the draft with AI); offline, or when the
 * server cannot be reached, the core generator right here on the device.
 */
import { draftContract } from '../../../core/contracts';
import {
  generateContractResponseSchema,
  type ContractEngine,
  type DraftingContractRequest,
  type GenerateContractResponse,
  type TemplateContractRequest,
} from '../../../core/schemas/contracts';
import { apiRequest } from '../../api/client';
import { answerOnlineOrOffline } from '../../chat/answerOnlineOrOffline';
import { pwaState } from '../../pwa/pwaState';

export type ContractPayload = TemplateContractRequest | DraftingContractRequest;
export type GeneratedContract = GenerateContractResponse;

const asText = (values: Record<string, string | number | null> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));

/** The draft the core generator makes on this device. */
export function draftOnDevice(payload: ContractPayload): GeneratedContract {
  const draft =
    'templateId' in payload
      ? draftContract({ templateId: payload.templateId, formData: asText(payload.formData) })
      : draftContract({
          type: payload.type,
          variables: asText(payload.variables),
          customDescription: payload.customDescription ?? undefined,
        });
  return { contract: draft.text, engine: 'device' };
}

export interface GenerateOptions {
  /** Defaults to what the browser says about the connection. */
  online?: boolean;
}

export async function generateContract(
  payload: ContractPayload,
  { online = pwaState.online }: GenerateOptions = {},
): Promise<GeneratedContract> {
  return answerOnlineOrOffline({
    knownOffline: () => !online,
    fromServer: async () => generateContractResponseSchema.parse(await apiRequest('POST', '/api/legal/generate-contract', payload)),
    // No answer at all means offline in practice: draft here instead of failing.
    onDevice: async () => draftOnDevice(payload),
  });
}

/** Which engine wrote the draft, said under it (DESIGN.md). */
export function engineLabel(engine: ContractEngine): string {
  switch (engine) {
    case 'ai':
      return 'Refined by the AI model from the built-in generator’s draft';
    case 'device':
      return 'Drafted on this device by the built-in contract generator (works offline)';
    default:
      return 'Drafted by the built-in contract generator';
  }
}
