import type { FederalLaw } from '../../../core/schemas/legal';

/** The Export Database file: one row per law of the current filter, RFC 4180 quoting. */

export const CSV_COLUMNS = [
  ['id', (law) => law.id],
  ['title', (law) => law.title],
  ['citation', (law) => law.citation],
  ['category', (law) => law.category],
  ['subcategory', (law) => law.subcategory],
  ['summary', (law) => law.summary],
  ['penalties', (law) => law.penalties],
  ['confidence', (law) => String(law.confidence)],
  ['kind', (law) => law.kind],
  ['official_text_url', (law) => law.government_source],
  ['govinfo_url', (law) => law.govinfoUrl],
] as const satisfies readonly (readonly [string, (law: FederalLaw) => string])[];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; a leading
 * apostrophe keeps it text (OWASP "CSV injection").
 */
function defuse(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Quotes a field when it holds a comma, a quote, a line break or edge spaces; doubles quotes. */
export function csvField(raw: string): string {
  const value = defuse(raw);
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function lawsToCsv(laws: readonly FederalLaw[]): string {
  const header = CSV_COLUMNS.map(([name]) => name).join(',');
  const rows = laws.map((law) => CSV_COLUMNS.map(([, get]) => csvField(get(law))).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** federal-laws-YYYY-MM-DD.csv, the user's local date. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `federal-laws-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
