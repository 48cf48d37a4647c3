/**
 * How values read in a contract: money as $1,250.00, dates as January 5, 2027, counts and
 * durations in words with the figure ("twelve (12) months"). Dates go through date-fns and
 * money through Intl.NumberFormat, so the browser and the server write the same text.
 */
import { format, formatISO, isValid, parseISO } from 'date-fns';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Trimmed text with runs of spaces collapsed, or undefined when blank. Line breaks are kept. */
export function cleanText(value: string | undefined | null): string | undefined {
  if (typeof value !== 'string') return undefined;
  const lines = value
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** Text on one line: an address typed on several lines reads "12 Oak St, Austin, TX 78701". */
export function oneLine(value: string | undefined | null): string | undefined {
  const text = cleanText(value);
  return text
    ?.split('\n')
    .map((line) => line.replace(/,$/, ''))
    .join(', ');
}

/** A number typed in a form ("1250", "1,250.50", "$1,250"), or undefined when it is not one. */
export function parseAmount(value: string | undefined | null): number | undefined {
  if (typeof value !== 'string') return undefined;
  const stripped = value.replace(/[$,\s%]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(stripped)) return undefined;
  const amount = Number(stripped);
  return Number.isFinite(amount) ? amount : undefined;
}

/** $1,250.00 */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** 5.5% */
export function formatPercent(rate: number): string {
  return `${percent.format(rate)}%`;
}

/** A date typed in a form (yyyy-MM-dd, or a full ISO time), or undefined when it is not one. */
export function parseDateValue(value: string | undefined | null): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return undefined;
  // A date-only value is a calendar day: parseISO reads it as local midnight, never shifted.
  const date = parseISO(value.trim().slice(0, 10));
  return isValid(date) ? date : undefined;
}

/** January 5, 2027 */
export function formatLongDate(date: Date): string {
  return format(date, 'MMMM d, yyyy');
}

/** 2027-01-05: the calendar date in ISO form (download names). */
export function isoDate(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} hundred`);
  if (rest > 0 || hundreds === 0) {
    if (rest < 20) parts.push(ONES[rest]!);
    else parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  }
  return parts.join(' ');
}

/** A whole number from 0 to 999,999 in words ("twenty-four"); larger or fractional numbers as figures. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) return String(n);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return belowThousand(rest);
  return rest === 0 ? `${belowThousand(thousands)} thousand` : `${belowThousand(thousands)} thousand ${belowThousand(rest)}`;
}

/** "twelve (12) months", "one (1) year": a count of units in words with the figure. */
export function countInWords(n: number, unit: string): string {
  const noun = n === 1 ? unit : `${unit}s`;
  const words = numberInWords(n);
  return words === String(n) ? `${n} ${noun}` : `${words} (${n}) ${noun}`;
}
