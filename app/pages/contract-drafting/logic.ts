import { draftingRequestProblem, findContractType, type ContractType } from '../../../core/contracts';
import { PROFESSIONAL_LEVEL, type DraftingContractRequest } from '../../../core/schemas/contracts';

/** Spec part 2 §4: Generate is disabled while generating, or when both the type and the description are empty. */
export function canGenerate(type: string, description: string, generating: boolean): boolean {
  return !generating && (type.trim() !== '' || description.trim() !== '');
}

/** The validation message to show (spec part 2 §5), or null when the request may be sent. */
export function validationProblem(type: string, description: string): string | null {
  return draftingRequestProblem(type, description);
}

/**
 * The request of spec part 2 §3/§7: the type, the description only for a custom contract, the
 * chosen type's variables (values typed for other types are not sent) and the fixed level.
 */
export function draftingPayload(type: string, description: string, variables: Record<string, string>): DraftingContractRequest {
  const names = findContractType(type)?.variables.map((v) => v.name) ?? [];
  return {
    type,
    ...(type === 'custom' ? { customDescription: description } : {}),
    variables: Object.fromEntries(names.filter((n) => n in variables).map((n) => [n, variables[n]!])),
    professionalLevel: PROFESSIONAL_LEVEL,
  };
}

/** The note under a generated contract: what it is built from and what to do before signing. */
export function qualityNote(type: ContractType | undefined, governingState: string | undefined): string {
  const kind = type && type.id !== 'custom' ? `a ${type.label.replace(/ \(NDA\)$/, '')}` : 'a general agreement around your description';
  const where = governingState?.trim() ? governingState.trim() : 'your state';
  return (
    `Quality note: this draft is built from standard clauses for ${kind}, with your details filled in. ` +
    `Read every clause, complete anything left for Schedule A, and have a licensed attorney in ${where} review it before anyone signs.`
  );
}
