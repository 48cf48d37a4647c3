import { decodeEntities } from '../htmlEntities';

/** Upstream text made fit to show and read aloud: no markup, single spaces. */

export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  return decodeEntities(text.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** "2022-04-01" → "April 1, 2022" (the date as written, no time zone involved). */
export function longDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const month = months[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : isoDate;
}

/** Ends with a full stop unless it already ends with punctuation. */
export function sentence(text: string): string {
  const t = text.trim();
  if (t === '') return t;
  return /[.!?:;)"'”’]$/.test(t) ? t : `${t}.`;
}

/** At most `max` characters, cut after the last full sentence that fits (else at a word). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const lastStop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  if (lastStop > max / 2) return head.slice(0, lastStop + 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${head.slice(0, lastSpace > 0 ? lastSpace : max).trimEnd()}…`;
}
