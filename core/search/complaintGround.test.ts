import { describe, expect, it } from 'vitest';
import { complaintGround } from './complaintGround';

describe('what a complaint was about (the person’s own ground)', () => {
  it('reads a condition the person has, or their age', () => {
    expect(complaintGround('I have epilepsy (well controlled) and I asked for a stool, then filed a charge with the EEOC.')).toBe(
      'disability-rights',
    );
    expect(complaintGround('Im in a wheelchair and they moved me to the back office after I complained.')).toBe('disability-rights');
    expect(complaintGround("I'm 58 and they replaced me with a 25 year old after I complained to HR.")).toBe('age-discrimination');
  });

  it('not a feeling, a number of hours, someone else, or two grounds at once', () => {
    expect(complaintGround('My boss is driving me crazy and I feel depressed about work since I complained.')).toBeUndefined();
    expect(complaintGround('I am 45 hours a week on the schedule and they cut me after I complained.')).toBeUndefined();
    expect(complaintGround('I complained that my coworker was harassed for her race and they fired me.')).toBeUndefined();
    expect(complaintGround("I'm 61 and I have diabetes, and they fired me after my EEOC charge.")).toBeUndefined();
  });
});
