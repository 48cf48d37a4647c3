/**
 * The shapes behind contract drafting: a form field (spec part 1 §3 "Contract template"), a
 * template of the Draft tab, a contract type of /contract-drafting (spec part 2 §3).
 */

export type ContractFieldType = 'text' | 'textarea' | 'number' | 'date' | 'select';

export interface ContractField {
  name: string;
  label: string;
  type: ContractFieldType;
  required: boolean;
  /** The choices of a select field. */
  options?: readonly string[];
  placeholder?: string;
  /** A short help line under the field. */
  hint?: string;
  /** Numbers: the field is a percentage (not money). */
  unit?: 'money' | 'percent' | 'months' | 'years';
}

export type ContractTemplateId = 'rental' | 'employment' | 'service' | 'nda' | 'sale' | 'loan';

export interface ContractTemplate {
  id: ContractTemplateId;
  name: string;
  category: string;
  description: string;
  fields: readonly ContractField[];
}

export type ContractTypeId =
  'nda' | 'employment' | 'contractor' | 'service' | 'purchase' | 'lease' | 'partnership' | 'licensing' | 'settlement' | 'custom';

export interface ContractType {
  id: ContractTypeId;
  label: string;
  category: string;
  /** What Party 1 and Party 2 are in this kind of agreement (the form's labels say so). */
  parties: readonly [string, string];
  /** The common variables followed by this type's own. */
  variables: readonly ContractField[];
}

/** Form values as the screens keep them: field name to text. */
export type ContractValues = Readonly<Record<string, string | undefined>>;
