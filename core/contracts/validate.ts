/**
 * What must be filled in before a draft is made, and what a value must look like. The Draft tab
 * and the server share these checks, and their texts are the spec's (part 1 §5, part 2 §5).
 */
import { cleanText, parseAmount, parseDateValue } from './format';
import type { ContractField, ContractValues } from './model';

export const contractMessages = {
  /** Part 1 §5 / §8: a toast titled "Missing Required Fields" says "Please fill in:" and the labels. */
  missingFieldsTitle: 'Missing Required Fields',
  missingFields: (labels: readonly string[]) => `Please fill in: ${labels.join(', ')}`,
  /** Part 2 §5. */
  selectType: 'Please select a contract type',
  describeCustom: 'Please provide a description for your custom contract',
  unknownTemplate: (id: string) => `Unknown contract template: ${id}`,
  unknownType: (id: string) => `Unknown contract type: ${id}`,
  chooseTemplate: 'Please choose a contract template',
  notANumber: (label: string) => `${label} must be a number of 0 or more`,
  notADate: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  notAnOption: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}`,
} as const;

/** Labels of the required fields left blank, in form order. */
export function missingRequiredFields(fields: readonly ContractField[], values: ContractValues): string[] {
  return fields.filter((f) => f.required && cleanText(values[f.name]) === undefined).map((f) => f.label);
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** Values that are filled in but are not what the field takes (a blank value is never a problem here). */
export function fieldValueProblems(fields: readonly ContractField[], values: ContractValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const value = cleanText(values[field.name]);
    if (value === undefined) continue;
    if (field.type === 'number') {
      const n = parseAmount(value);
      if (n === undefined || n < 0) problems.push({ field: field.name, message: contractMessages.notANumber(field.label) });
    } else if (field.type === 'date') {
      if (!parseDateValue(value)) problems.push({ field: field.name, message: contractMessages.notADate(field.label) });
    } else if (field.type === 'select' && field.options && !field.options.includes(value)) {
      problems.push({ field: field.name, message: contractMessages.notAnOption(field.label, field.options) });
    }
  }
  return problems;
}

/** Part 2 §5: a type is required; a custom contract needs a non-blank description. */
export function draftingRequestProblem(type: string | undefined, customDescription: string | undefined): string | null {
  if (!type || type.trim() === '') return contractMessages.selectType;
  if (type === 'custom' && cleanText(customDescription) === undefined) return contractMessages.describeCustom;
  return null;
}
