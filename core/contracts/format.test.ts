import { describe, expect, it } from 'vitest';
import {
  cleanText,
  countInWords,
  formatLongDate,
  formatMoney,
  formatPercent,
  isoDate,
  numberInWords,
  oneLine,
  parseAmount,
  parseDateValue,
} from './format';

describe('contract value formats', () => {
  it('writes money as $1,250.00', () => {
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatMoney(0.5)).toBe('$0.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('reads numbers as people type them, and nothing else', () => {
    expect(parseAmount('1250')).toBe(1250);
    expect(parseAmount(' $1,250.50 ')).toBe(1250.5);
    expect(parseAmount('5%')).toBe(5);
    expect(parseAmount('0')).toBe(0);
    for (const bad of ['', 'abc', '12abc', '1.2.3', undefined, null]) expect(parseAmount(bad)).toBeUndefined();
  });

  it('writes dates as January 5, 2027, on the calendar day typed', () => {
    const date = parseDateValue('2027-01-05')!;
    expect(formatLongDate(date)).toBe('January 5, 2027');
    expect(formatLongDate(parseDateValue('2027-12-31T23:30:00.000Z')!)).toBe('December 31, 2027');
    expect(isoDate(date)).toBe('2027-01-05');
    for (const bad of ['', '01/05/2027', '2027-13-45', 'soon']) expect(parseDateValue(bad)).toBeUndefined();
  });

  it('writes counts and durations in words with the figure', () => {
    expect(countInWords(12, 'month')).toBe('twelve (12) months');
    expect(countInWords(1, 'year')).toBe('one (1) year');
    expect(countInWords(24, 'month')).toBe('twenty-four (24) months');
    expect(countInWords(1.5, 'year')).toBe('1.5 years');
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(115)).toBe('one hundred fifteen');
    expect(numberInWords(2000)).toBe('two thousand');
    expect(numberInWords(21_305)).toBe('twenty-one thousand three hundred five');
  });

  it('writes rates as percentages', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(5.25)).toBe('5.25%');
  });

  it('cleans typed text: trims, collapses spaces, drops blank lines; one-line for addresses', () => {
    expect(cleanText('  a   b \n\n c ')).toBe('a b\nc');
    expect(cleanText('   ')).toBeUndefined();
    expect(oneLine('100 Market St,\nSan Francisco, CA')).toBe('100 Market St, San Francisco, CA');
  });
});
