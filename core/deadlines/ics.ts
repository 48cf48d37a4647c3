/**
 * A deadline as a calendar event: .ics made with the `ics` package, citing the law and
 * warning that state law or the facts may change the date. Its own module so the library is
 * loaded only when someone presses "Add to calendar".
 */
import { format } from 'date-fns';
import { createEvent } from 'ics';
import { BRAND } from '../brand';
import { uscodeUrl } from '../laws/links';
import { DEADLINE_WARNING, deadlineCitation, deadlineDate, periodLabel, type LawDeadline } from './index';

function dateArray(isoDate: string): [number, number, number] {
  const [y, m, day] = isoDate.split('-').map(Number);
  return [y, m, day];
}

/**
 * The .ics text of an all-day event on the deadline's date. Throws only on a date that does not
 * exist (callers validate `from` with deadlineDate first).
 */
export function deadlineIcs(d: LawDeadline, from: string, now: Date = new Date()): string {
  const due = deadlineDate(from, d);
  if (!due) throw new Error(`Not a date: ${from}`);
  const next = deadlineDate(due, { amount: 1, unit: 'days' })!;
  const citation = deadlineCitation(d);
  const { error, value } = createEvent({
    uid: `${d.id}-${from}@laws-ai`,
    title: `Deadline: ${d.what}`,
    start: dateArray(due),
    end: dateArray(next),
    description: [
      `${d.what}: ${periodLabel(d)} after ${d.from} (${from}).`,
      `The law: ${citation}: “…${d.quote}…”`,
      `Official text: ${uscodeUrl(d.cite.title, d.cite.section)}`,
      ...(d.caveat ? [d.caveat] : []),
      DEADLINE_WARNING,
      `Made by ${BRAND} on ${format(now, 'yyyy-MM-dd')}.`,
    ].join('\n\n'),
    url: uscodeUrl(d.cite.title, d.cite.section),
    productId: `${BRAND}/deadlines`,
    calName: BRAND,
    startInputType: 'local',
    startOutputType: 'local',
    alarms: [{ action: 'display', description: `Deadline: ${d.what}`, trigger: { hours: 7 * 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be made.');
  return value;
}
