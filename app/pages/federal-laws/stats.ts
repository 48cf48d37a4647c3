/** What the stat cards and the banner show, computed from GET /api/legal/federal-laws/stats. */

/** Spec part 2 §9: the database size is shown against a 1 GB (1024 MB) target. */
export const DATABASE_SIZE_TARGET_MB = 1024;

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

export interface SizeProgress {
  /** Share of the 1 GB target, 0-100 (a progress bar value). */
  percent: number;
  /** e.g. "42.5 MB" */
  sizeText: string;
  /** e.g. "4.2% of the 1 GB target" */
  label: string;
}

/** estimatedSizeMB is a numeric string (part 2 §3); progress = MB / 1024 (part 2 §9). */
export function sizeProgress(estimatedSizeMB: string): SizeProgress {
  const mb = Number.parseFloat(estimatedSizeMB);
  const known = Number.isFinite(mb) && mb >= 0;
  const share = known ? (mb / DATABASE_SIZE_TARGET_MB) * 100 : 0;
  const percent = Math.min(100, share);
  const shown = percent > 0 && percent < 0.1 ? '<0.1' : String(Math.round(percent * 10) / 10);
  return {
    percent,
    sizeText: known ? `${estimatedSizeMB} MB` : 'Unknown',
    label: `${shown}% of the 1 GB target`,
  };
}

/**
 * The banner's claim, from the real total rather than the spec's stale "over 32,000": the total
 * rounded down to whole thousands, and never a claim of "over" a number it does not exceed.
 */
export function lawCountBanner(totalLaws: number): string {
  if (totalLaws <= 1000) return `${formatCount(totalLaws)} federal laws`;
  const floor = Math.floor((totalLaws - 1) / 1000) * 1000;
  return `Over ${formatCount(floor)} federal laws`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** An ISO date as "January 5, 2025" (read as a calendar date, not shifted by time zone); other text as given. */
export function formatLastUpdated(value: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
