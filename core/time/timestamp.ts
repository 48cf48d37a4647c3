import { format } from 'date-fns';

/** Spec part 1 §9: "Timestamp display format", a date-fns pattern. */
export const TIMESTAMP_FORMAT = "MMM dd, yyyy 'at' h:mm a";

/** "Jan 05, 2026 at 3:04 PM" in the device's time zone; "" for an unreadable date. */
export function formatTimestamp(when: Date | string | number): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : format(date, TIMESTAMP_FORMAT);
}
