/**
 * The Assistant tab's Legal Categories (spec part 1 §3: six, label and value). Clicking one
 * sends its canned query, asking for the top federal laws of that area (§2 "Assistant tab").
 */
export interface LegalCategory {
  label: string;
  value: string;
  /** The question the assistant is asked when the category is chosen. */
  query: string;
}

export const legalCategories = [
  { label: 'Constitutional Law', value: 'constitutional', query: 'What are the top federal laws about constitutional law?' },
  { label: 'Employment Law', value: 'employment', query: 'What are the top federal laws about employment law?' },
  { label: 'Housing & Real Estate', value: 'housing', query: 'What are the top federal laws about housing and real estate?' },
  { label: 'Transportation', value: 'transportation', query: 'What are the top federal laws about transportation?' },
  { label: 'Consumer Protection', value: 'consumer', query: 'What are the top federal laws about consumer protection?' },
  { label: 'Tax Law', value: 'tax', query: 'What are the top federal laws about tax law?' },
] as const satisfies readonly LegalCategory[];

export type LegalCategoryValue = (typeof legalCategories)[number]['value'];
