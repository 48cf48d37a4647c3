/**
 * Deadlines: which of the law's deadlines an answer's sections carry, the date one
 * falls on. The calendar event is in ./ics (its library is loaded only when someone adds one).
 */
import { addDays, addMonths, addYears, format, isValid, parse } from 'date-fns';
import { lawDeadlines, type LawDeadline } from '../data/deadlines';
import { formatCitation } from '../laws/links';

export type { LawDeadline } from '../data/deadlines';

export const DEADLINE_WARNING =
  'This date is counted from the date you entered. State law, the facts of your situation, or a later change in the law can change it. This is legal information, not legal advice: confirm the deadline with a lawyer or legal aid office.';

/** The deadlines whose `appliesTo` includes one of these sections, in the data's order. */
export function deadlinesFor(sections: readonly { title: number; section: string }[]): LawDeadline[] {
  const keys = new Set(sections.map((s) => `${s.title}/${s.section}`));
  return lawDeadlines.filter((d) => d.appliesTo.some((a) => keys.has(`${a.title}/${a.section}`)));
}

/** "15 U.S.C. § 1666(a)": the level whose text states the deadline. */
export function deadlineCitation(d: LawDeadline): string {
  const path = d.cite.level
    .split('-')
    .map((token) => `(${token})`)
    .join('');
  return `${formatCitation(d.cite.title, d.cite.section)}${path}`;
}

/** "60 days", "1 year". */
export function periodLabel(d: Pick<LawDeadline, 'amount' | 'unit'>): string {
  const unit = d.amount === 1 ? d.unit.slice(0, -1) : d.unit;
  return `${d.amount} ${unit}`;
}

/**
 * The calendar date `amount` `unit` after `from` ("YYYY-MM-DD"), on calendar dates only (no time
 * zone or daylight-saving shift can move it): a month after January 31 is the last day of February.
 * Undefined for a date that does not exist.
 */
export function deadlineDate(from: string, d: Pick<LawDeadline, 'amount' | 'unit'>): string | undefined {
  // Noon: no daylight-saving change happens at noon, so the calendar day never slips.
  const start = parse(`${from} 12`, 'yyyy-MM-dd HH', new Date());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !isValid(start) || format(start, 'yyyy-MM-dd') !== from) return undefined;
  const end = d.unit === 'days' ? addDays(start, d.amount) : d.unit === 'months' ? addMonths(start, d.amount) : addYears(start, d.amount);
  return format(end, 'yyyy-MM-dd');
}
