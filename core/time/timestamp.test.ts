import { describe, expect, it } from 'vitest';
import { formatTimestamp, TIMESTAMP_FORMAT } from './timestamp';

describe('formatTimestamp', () => {
  it('uses the spec pattern', () => {
    expect(TIMESTAMP_FORMAT).toBe("MMM dd, yyyy 'at' h:mm a");
  });

  it('writes a local time as "MMM dd, yyyy at h:mm a"', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 15, 4))).toBe('Jan 05, 2026 at 3:04 PM');
    expect(formatTimestamp(new Date(2026, 10, 21, 0, 30))).toBe('Nov 21, 2026 at 12:30 AM');
  });

  it('reads ISO strings and gives "" for an unreadable date', () => {
    const iso = new Date(2025, 6, 4, 9, 0).toISOString();
    expect(formatTimestamp(iso)).toBe('Jul 04, 2025 at 9:00 AM');
    expect(formatTimestamp('not a date')).toBe('');
  });
});
