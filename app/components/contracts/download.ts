import { isoDate } from '../../../core/contracts';

/** Draft tab (spec part 1 §4): the template id and the date, e.g. rental_2027-01-05.txt. */
export function templateContractFileName(templateId: string, now = new Date()): string {
  return `${templateId}_${isoDate(now)}.txt`;
}

/** /contract-drafting (spec part 2 §9): the type (or 'custom'), '_contract_', the ISO date. */
export function draftingContractFileName(type: string | null | undefined, now = new Date()): string {
  return `${type?.trim() || 'custom'}_contract_${isoDate(now)}.txt`;
}

export { downloadTextFile } from '../downloadTextFile';
