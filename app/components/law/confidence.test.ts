import { describe, expect, it } from 'vitest';
import { confidenceBadge } from './confidence';

describe('the confidence badge', () => {
  it('uses the default (filled) style at 97 and above', () => {
    expect(confidenceBadge(97)).toEqual({ variant: 'filled', text: '97% verified' });
    expect(confidenceBadge(99)).toEqual({ variant: 'filled', text: '99% verified' });
    expect(confidenceBadge(100)).toEqual({ variant: 'filled', text: '100% verified' });
  });

  it('uses the secondary (light) style below 97', () => {
    expect(confidenceBadge(96.9)).toEqual({ variant: 'light', text: '96.9% verified' });
    expect(confidenceBadge(90)).toEqual({ variant: 'light', text: '90% verified' });
    expect(confidenceBadge(0)).toEqual({ variant: 'light', text: '0% verified' });
  });
});
