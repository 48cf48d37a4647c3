import { describe, expect, it } from 'vitest';
import { formatCount, formatLastUpdated, lawCountBanner, sizeProgress } from './stats';

describe('the database size card', () => {
  it('measures the estimated size against the 1 GB target (MB / 1024)', () => {
    expect(sizeProgress('512')).toEqual({ percent: 50, sizeText: '512 MB', label: '50% of the 1 GB target' });
    expect(sizeProgress('42.7')).toMatchObject({ sizeText: '42.7 MB', label: '4.2% of the 1 GB target' });
    expect(sizeProgress('42.7').percent).toBeCloseTo(4.1699, 3);
  });

  it('caps the bar at 100% when the database outgrows the target', () => {
    expect(sizeProgress('2048')).toMatchObject({ percent: 100, label: '100% of the 1 GB target' });
  });

  it('says "<0.1%" rather than 0% for a tiny database', () => {
    expect(sizeProgress('0.5').label).toBe('<0.1% of the 1 GB target');
    expect(sizeProgress('0').label).toBe('0% of the 1 GB target');
  });

  it('does not invent a size the server did not give', () => {
    expect(sizeProgress('n/a')).toEqual({ percent: 0, sizeText: 'Unknown', label: '0% of the 1 GB target' });
  });
});

describe('the law count', () => {
  it('groups thousands', () => {
    expect(formatCount(50_936)).toBe('50,936');
  });

  it('claims "over" the total rounded down to thousands, from the real total', () => {
    expect(lawCountBanner(50_936)).toBe('Over 50,000 federal laws');
    expect(lawCountBanner(51_102)).toBe('Over 51,000 federal laws');
  });

  it('never claims "over" a number the total only equals', () => {
    expect(lawCountBanner(51_000)).toBe('Over 50,000 federal laws');
    expect(lawCountBanner(1000)).toBe('1,000 federal laws');
    expect(lawCountBanner(240)).toBe('240 federal laws');
  });
});

describe('last updated', () => {
  it('reads an ISO date as a calendar date', () => {
    expect(formatLastUpdated('2025-01-05')).toBe('January 5, 2025');
    expect(formatLastUpdated('2025-12-31T23:00:00Z')).toBe('December 31, 2025');
  });

  it('shows any other text (e.g. the release point) as given', () => {
    expect(formatLastUpdated('U.S. Code release point 119-100')).toBe('U.S. Code release point 119-100');
  });
});
