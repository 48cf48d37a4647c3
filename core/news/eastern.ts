/**
 * US Eastern time (America/New_York, with daylight saving), where Congress and the Federal
 * Register keep their dates. Uses Intl only, so it runs the same in Node and the browser.
 */
export const US_EASTERN = 'America/New_York';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: US_EASTERN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function easternWallClock(ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Eastern wall-clock minus UTC at `ms`: -4 h in summer, -5 h in winter. */
function easternOffsetMs(ms: number): number {
  const w = easternWallClock(ms);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Eastern calendar day ("YYYY-MM-DD") of an instant; "" for an unreadable one. */
export function easternDateOf(instant: Date | string | number): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return '';
  const w = easternWallClock(ms);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The instant of an Eastern wall-clock time: `date` YYYY-MM-DD and `time` HH:MM[:SS]
 * (midnight when absent). Returns null for a date or time that is not real.
 */
export function easternToInstant(date: string, time?: string | null): Date | null {
  if (!isCalendarDate(date)) return null;
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  let h = 0;
  let mi = 0;
  let s = 0;
  if (time) {
    const t = TIME_PATTERN.exec(time);
    if (!t) return null;
    [h, mi, s] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
    if (h > 23 || mi > 59 || s > 59) return null;
  }
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // The offset at the wall time read as UTC is at most a few hours off; one correction settles it.
  let utc = wall - easternOffsetMs(wall);
  utc = wall - easternOffsetMs(utc);
  return new Date(utc);
}

/** Was `publishedDate` on the same Eastern calendar day as `now`? */
export function isSameEasternDay(publishedDate: Date | string | number, now: Date | string | number): boolean {
  const day = easternDateOf(publishedDate);
  return day !== '' && day === easternDateOf(now);
}
