import { describe, expect, it } from 'vitest';
import { recentSearchTimeLabel, shortTimeLabel } from './labels';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('recent-search time labels', () => {
  it.each([
    [0, 'Just now'],
    [59 * MINUTE + 59 * SECOND, 'Just now'],
    [HOUR, '1 hour ago'],
    [HOUR + 59 * MINUTE, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY - SECOND, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [45 * DAY, '45 days ago'],
  ])('%d ms ago reads "%s"', (elapsed, label) => {
    expect(recentSearchTimeLabel(ago(elapsed), now)).toBe(label);
  });

  it('accepts Date, ISO string and epoch milliseconds alike', () => {
    const then = now.getTime() - 3 * HOUR;
    expect(recentSearchTimeLabel(then, now)).toBe('3 hours ago');
    expect(recentSearchTimeLabel(new Date(then), now.getTime())).toBe('3 hours ago');
  });

  it('reads "Just now" for a time slightly in the future and nothing for a bad date', () => {
    expect(recentSearchTimeLabel(new Date(now.getTime() + 5 * MINUTE), now)).toBe('Just now');
    expect(recentSearchTimeLabel('not a date', now)).toBe('');
  });
});

describe('news and answer time labels', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [10 * DAY + 5 * HOUR, '10d ago'],
  ])('%d ms ago reads "%s"', (elapsed, label) => {
    expect(shortTimeLabel(ago(elapsed), now)).toBe(label);
  });

  it('reads "Just now" for a time slightly in the future and nothing for a bad date', () => {
    expect(shortTimeLabel(new Date(now.getTime() + 30 * SECOND), now)).toBe('Just now');
    expect(shortTimeLabel('', now)).toBe('');
  });
});
