/**
 * What an AI model's rewording of a generated contract must pass before it replaces the
 * generator's draft: the draft checks (quality.ts); every value the user typed still
 * there, as the draft shows it and as often (a date typed "2027-01-05" reads "January 5, 2027"
 * in the draft and must read so in the refined text); the same numbered clauses; and no web address, email
 * address or phone number that the draft did not have.
 */
import { PHONE_NUMBER, WEB_ADDRESS } from '../answer/aiCheck';
import { cleanText, formatLongDate, formatMoney, numberInWords, oneLine, parseAmount, parseDateValue } from './format';
import { draftProblems } from './quality';

/** Why the draft shown is the generator's rather than the AI model's. */
export const contractNotices = {
  refinementFailed: 'The AI model could not refine this draft, so this is the built-in generator’s draft.',
  refinementUnusable: 'The AI model’s version did not pass our checks, so this is the built-in generator’s draft.',
  tooLong: 'This draft is too long for the AI model to refine, so this is the built-in generator’s draft.',
  /** The AI limit's own message (core/answer/aiNotices.ts), then what was done instead. */
  overLimit: (limitMessage: string) => `${limitMessage} Meanwhile, this is the built-in generator’s draft.`,
} as const;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const CLAUSE_HEADING = /^\d+\. [A-Z0-9][A-Z0-9 ,'&-]*$/gm;

/**
 * How a value the user typed can read in a draft: as typed (cleaned, on one line, line by line),
 * as money, as a date, or as a count in words ("12 months" -> "twelve (12)").
 */
export function valueForms(value: string): string[] {
  const typed = value.trim();
  if (!typed) return [];
  const clean = cleanText(typed) ?? typed;
  const forms = [typed, clean, oneLine(typed) ?? clean, ...clean.split('\n'), typed.toLowerCase()];
  const amount = parseAmount(typed);
  if (amount !== undefined) forms.push(formatMoney(amount));
  const date = parseDateValue(typed);
  if (date) forms.push(formatLongDate(date));
  // Only a value that is a count ("2", "12 months"), not one that starts with a number ("12 Oak St").
  const count = /^(\d{1,6})(?:\s*[a-z]+)?$/i.exec(clean);
  if (count) {
    const n = Number(count[1]);
    if (numberInWords(n) !== String(n)) forms.push(`${numberInWords(n)} (${n})`);
  }
  return [...new Set(forms.map((f) => f.trim()).filter(Boolean))];
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The user's values (as the draft shows them) that the refined text lost, as `field: "text"`.
 * Each must appear as often as in the draft: a rent of $1,250.00 changed while an equal deposit
 * stays is a lost value too.
 */
export function lostValues(draft: string, refined: string, values: Readonly<Record<string, string>>): string[] {
  const lost = new Set<string>();
  for (const [field, value] of Object.entries(values)) {
    for (const form of valueForms(value)) {
      if (occurrences(refined, form) < occurrences(draft, form)) lost.add(`${field}: "${form}"`);
    }
  }
  return [...lost];
}

/** Web addresses, email addresses and phone numbers of the refined text that the draft does not have. */
export function addedContacts(draft: string, refined: string): string[] {
  const found = [...(refined.match(WEB_ADDRESS) ?? []), ...(refined.match(EMAIL) ?? []), ...(refined.match(PHONE_NUMBER) ?? [])];
  return [...new Set(found.map((f) => f.replace(/[.,;:!?]+$/, '')))].filter((f) => !draft.includes(f));
}

/** A description of each reason the refined text cannot replace the draft; empty when it can. */
export function refinementProblems(draft: string, refined: string, values: Readonly<Record<string, string>>): string[] {
  const problems = [...draftProblems(refined)];
  for (const lost of lostValues(draft, refined, values)) problems.push(`lost the user's value ${lost}`);
  for (const added of addedContacts(draft, refined)) problems.push(`added "${added}"`);
  const clauses = (text: string) => (text.match(CLAUSE_HEADING) ?? []).length;
  if (clauses(refined) !== clauses(draft)) problems.push(`has ${clauses(refined)} numbered clauses instead of ${clauses(draft)}`);
  return problems;
}
