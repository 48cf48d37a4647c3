import { describe, expect, it } from 'vitest';
import { describeFilter } from './filterDescription';

describe('what Export Database exports', () => {
  it('says all laws when nothing is filtered', () => {
    expect(describeFilter({})).toBe('all laws');
    expect(describeFilter({ q: '  ', category: '' })).toBe('all laws');
  });

  it('names the category (a title with its number) and the search words', () => {
    expect(describeFilter({ category: 'Debt Collection' })).toBe('laws in Debt Collection');
    expect(describeFilter({ category: 'Labor', q: 'overtime' })).toBe('laws in Title 29 — Labor matching “overtime”');
    expect(describeFilter({ q: ' fair debt ' })).toBe('laws matching “fair debt”');
  });
});
