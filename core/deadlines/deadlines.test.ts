import { describe, expect, it } from 'vitest';
import { lawDeadlines } from '../data/deadlines';
import { DEADLINE_WARNING, deadlineCitation, deadlineDate, deadlinesFor, periodLabel } from './index';
import { deadlineIcs } from './ics';

/** The .ics read back: unfold continuation lines (RFC 5545 §3.1), then NAME[;params]:value. */
function readIcs(text: string): Map<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const fields = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const m = /^([A-Z-]+)(;[^:]*)?:(.*)$/.exec(line);
    if (m && !fields.has(m[1])) fields.set(m[1], (m[2] ?? '') + '|' + m[3].replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1'));
  }
  return fields;
}

const billing = lawDeadlines.find((d) => d.id === 'billing-error-notice')!;
const fdcpaSuit = lawDeadlines.find((d) => d.id === 'fdcpa-lawsuit')!;

describe('deadline dates', () => {
  it('counts calendar days across month ends and the daylight-saving change', () => {
    expect(deadlineDate('2026-01-15', billing)).toBe('2026-03-16');
    // 8 March 2026: clocks go forward in the U.S.; the day count does not move.
    expect(deadlineDate('2026-03-01', billing)).toBe('2026-04-30');
    // 1 November 2026: clocks go back.
    expect(deadlineDate('2026-10-20', { amount: 30, unit: 'days' })).toBe('2026-11-19');
    expect(deadlineDate('2026-12-15', { amount: 30, unit: 'days' })).toBe('2027-01-14');
  });

  it('ends a month or year at the last day that exists', () => {
    expect(deadlineDate('2026-01-31', { amount: 1, unit: 'months' })).toBe('2026-02-28');
    expect(deadlineDate('2028-02-29', fdcpaSuit)).toBe('2029-02-28');
    expect(deadlineDate('2026-11-24', fdcpaSuit)).toBe('2027-11-24');
  });

  it('refuses dates that do not exist', () => {
    expect(deadlineDate('2026-02-30', billing)).toBeUndefined();
    expect(deadlineDate('24/11/2026', billing)).toBeUndefined();
    expect(deadlineDate('', billing)).toBeUndefined();
  });
});

describe('deadlines for an answer', () => {
  it('are the ones whose sections the answer cites', () => {
    expect(deadlinesFor([{ title: 15, section: '1692c' }]).map((d) => d.id)).toEqual(['fdcpa-lawsuit']);
    expect(
      deadlinesFor([
        { title: 15, section: '1666' },
        { title: 42, section: '3604' },
      ]).map((d) => d.id),
    ).toEqual(['billing-error-notice', 'fair-housing-hud-complaint', 'fair-housing-lawsuit']);
    expect(deadlinesFor([{ title: 18, section: '922' }])).toEqual([]);
  });

  it('cite the level whose words state them', () => {
    expect(deadlineCitation(billing)).toBe('15 U.S.C. § 1666(a)');
    expect(deadlineCitation(lawDeadlines.find((d) => d.id === 'fair-housing-hud-complaint')!)).toBe('42 U.S.C. § 3610(a)(1)(A)(i)');
    expect(periodLabel(fdcpaSuit)).toBe('1 year');
    expect(periodLabel(billing)).toBe('60 days');
  });
});

describe('the calendar event', () => {
  it('is an all-day event on the deadline that cites the law and warns the date may change', () => {
    const ics = deadlineIcs(billing, '2026-03-01', new Date('2026-11-24T15:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const f = readIcs(ics);
    expect(f.get('DTSTART')).toBe(';VALUE=DATE|20260430');
    expect(f.get('DTEND')).toBe(';VALUE=DATE|20260501');
    expect(f.get('SUMMARY')).toBe('|Deadline: Your written billing-error notice must reach the card issuer');
    const description = f.get('DESCRIPTION')!;
    expect(description).toContain('15 U.S.C. § 1666(a): “…within sixty days after having transmitted to an obligor a statement…”');
    expect(description).toContain('https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1666&num=0&edition=prelim');
    expect(description).toContain(DEADLINE_WARNING);
    expect(f.get('TRIGGER')).toBe('|-PT168H');
  });

  it('is refused for a date that does not exist', () => {
    expect(() => deadlineIcs(billing, '2026-02-30')).toThrow('Not a date');
  });
});
