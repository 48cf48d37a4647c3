import { z } from 'zod';
import { findContractType } from '../contracts/contractTypes';
import type { ContractField } from '../contracts/model';
import { findContractTemplate } from '../contracts/templates';
import { contractMessages, fieldValueProblems, missingRequiredFields } from '../contracts/validate';

/**
 * POST /api/legal/generate-contract (spec part 1 §7, part 2 §3, §7; DESIGN.md "Server"). One
 * endpoint, two payloads: the Draft tab's {templateId, templateName, formData} and
 * /contract-drafting's {type, customDescription, variables, professionalLevel}.
 */

export const CONTRACT_VALUE_MAX = 5_000;
export const CUSTOM_DESCRIPTION_MAX = 10_000;
/** The value /contract-drafting always sends (spec part 2 §7). */
export const PROFESSIONAL_LEVEL = 'BigLaw';

/** A form value: text (a number input may send a number; null reads as blank). */
const formValue = z
  .union([z.string().max(CONTRACT_VALUE_MAX, `Please keep each value under ${CONTRACT_VALUE_MAX} characters`), z.number(), z.null()], {
    error: 'Each value must be text or a number',
  })
  .transform((v) => (v === null ? '' : String(v)));
const formValues = z.record(z.string().max(64), formValue, { error: 'Send the values as an object of field names to values' });

export const templateContractRequestSchema = z.object({
  templateId: z.string({ error: contractMessages.chooseTemplate }).trim().min(1, contractMessages.chooseTemplate),
  templateName: z.string().max(200).optional(),
  formData: formValues.default({}),
});
export type TemplateContractRequest = z.input<typeof templateContractRequestSchema>;

export const draftingContractRequestSchema = z.object({
  type: z.string({ error: contractMessages.selectType }).trim().min(1, contractMessages.selectType),
  customDescription: z
    .string()
    .max(CUSTOM_DESCRIPTION_MAX, `Please keep the description under ${CUSTOM_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((v) => v ?? undefined),
  variables: formValues.default({}),
  professionalLevel: z.string().max(40).optional(),
});
export type DraftingContractRequest = z.input<typeof draftingContractRequestSchema>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const TEMPLATE_KEYS = ['templateId', 'templateName', 'formData'];

function checkValues(
  fields: readonly ContractField[],
  values: Record<string, string>,
  at: 'formData' | 'variables',
  ctx: z.RefinementCtx,
): void {
  for (const problem of fieldValueProblems(fields, values))
    ctx.addIssue({ code: 'custom', path: [at, problem.field], message: problem.message });
}

/**
 * Either payload, told apart by its keys (a body naming templateId, templateName or formData is
 * a template request), then checked the way each screen checks it: a template's required fields
 * (the "Please fill in:" text), a known type and a custom contract's description.
 */
export const generateContractRequestSchema = z
  .preprocess(
    (body) => (isObject(body) ? { ...body, payload: TEMPLATE_KEYS.some((k) => k in body) ? 'template' : 'drafting' } : body),
    z.discriminatedUnion('payload', [
      templateContractRequestSchema.extend({ payload: z.literal('template') }),
      draftingContractRequestSchema.extend({ payload: z.literal('drafting') }),
    ]),
  )
  .superRefine((request, ctx) => {
    if (request.payload === 'template') {
      const template = findContractTemplate(request.templateId);
      if (!template) {
        ctx.addIssue({ code: 'custom', path: ['templateId'], message: contractMessages.unknownTemplate(request.templateId) });
        return;
      }
      const missing = missingRequiredFields(template.fields, request.formData);
      if (missing.length > 0) ctx.addIssue({ code: 'custom', path: ['formData'], message: contractMessages.missingFields(missing) });
      checkValues(template.fields, request.formData, 'formData', ctx);
      return;
    }
    if (!request.type) return; // already "Please select a contract type"
    const type = findContractType(request.type);
    if (!type) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: contractMessages.unknownType(request.type) });
      return;
    }
    if (type.id === 'custom' && !request.customDescription?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['customDescription'], message: contractMessages.describeCustom });
    }
    checkValues(type.variables, request.variables, 'variables', ctx);
  });
export type GenerateContractRequest = z.output<typeof generateContractRequestSchema>;

/** Which engine wrote the draft (DESIGN.md: an answer says which engine produced it). */
export const contractEngineSchema = z.enum(['built-in', 'ai', 'device']);
export type ContractEngine = z.infer<typeof contractEngineSchema>;

export const generateContractResponseSchema = z.object({
  contract: z.string().min(1),
  engine: contractEngineSchema,
  /** Why the draft is the generator's rather than the AI's, when an AI refinement failed. */
  notice: z.string().optional(),
});
export type GenerateContractResponse = z.infer<typeof generateContractResponseSchema>;

/** Template and type records as kept on the device (Dexie contractTemplates / contractTypes). */
const fieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'number', 'date', 'select']),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  placeholder: z.string().optional(),
  hint: z.string().optional(),
  unit: z.enum(['money', 'percent', 'months', 'years']).optional(),
});
export const contractTemplateRecordSchema = z.object({
  id: z.enum(['rental', 'employment', 'service', 'nda', 'sale', 'loan']),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  fields: z.array(fieldSchema),
  order: z.number(),
});
export const contractTypeRecordSchema = z.object({
  id: z.enum(['nda', 'employment', 'contractor', 'service', 'purchase', 'lease', 'partnership', 'licensing', 'settlement', 'custom']),
  label: z.string(),
  category: z.string(),
  parties: z.tuple([z.string(), z.string()]),
  variables: z.array(fieldSchema),
  order: z.number(),
});
