import { isoDate } from '../../../core/contracts';

/** Draft tab (spec part 1 §4): the template id and the date, e.g. rental_2027-01-05.txt. */
export function templateContractFileName(templateId: string, now = new Date()): string {
  return `${templateId}_${isoDate(now)}.txt`;
}

/** /contract-drafting (spec part 2 §9): the type (or 'custom'), '_contract_', the ISO date. */
export function draftingContractFileName(type: string | null | undefined, now = new Date()): string {
  return `${type?.trim() || 'custom'}_contract_${isoDate(now)}.txt`;
}

/** Hands a plain-text file to the browser's download, made on the device (no server round trip). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
