/**
 * Relative time labels (spec part 1 §9). Two rule sets:
 * - recent searches: "Just now" under 1 hour, "N hour(s) ago" under 24 hours, else "N day(s) ago";
 * - news items and answers: "Just now" under 1 minute, "Nm ago", "Nh ago" under 24 hours, else "Nd ago".
 * Whole units, rounded down. A time in the future (a clock a little ahead) reads "Just now";
 * an unreadable date gives "" so the screen shows nothing rather than "NaN days ago".
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type TimeInput = Date | string | number;

function elapsedMs(then: TimeInput, now: TimeInput): number {
  return new Date(now).getTime() - new Date(then).getTime();
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** Recent searches list: "Just now", "1 hour ago", "5 hours ago", "1 day ago", "3 days ago". */
export function recentSearchTimeLabel(then: TimeInput, now: TimeInput = Date.now()): string {
  const elapsed = elapsedMs(then, now);
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}

/** News items and answers: "Just now", "5m ago", "3h ago", "2d ago". */
export function shortTimeLabel(then: TimeInput, now: TimeInput = Date.now()): string {
  const elapsed = elapsedMs(then, now);
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}
