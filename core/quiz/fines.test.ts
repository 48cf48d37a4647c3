import { describe, expect, it } from 'vitest';
import { criminalFineCeiling } from '../penalties';
import { bankSections } from './bank';

const entries = bankSections.flatMap((s) => s.entries);
/** States a penalty relative to another offense's, not a figure of its own. */
const RELATIVE = new Set(['crim-accessory-after-fact']);

// A criminal penalty a quiz explanation states shows the fine as the law stands, the
// 18 U.S.C. § 3571 ceiling beside the statute's own figure.
describe('criminal fines in the quiz', () => {
  it('every explanation that states a criminal fine gives the § 3571 fine ceiling', () => {
    const stating = entries.filter(
      (e) => /\bin prison\b|imprison/i.test(e.explanation) && /\bfined?\b/i.test(e.explanation) && !RELATIVE.has(e.id),
    );
    expect(stating.length).toBeGreaterThan(15);
    for (const e of stating) expect(e.explanation, e.id).toMatch(/18 U\.S\.C\. § 3571\([bc]\)\(\d\)/);
  });

  it('answers give the fine as raised by § 3571, not the older figure of the statute alone', () => {
    const answer = (id: string) => entries.find((e) => e.id === id)!.answer;
    expect(answer('crim-credit-card-fraud-max')).toBe(
      `10 years in prison and a fine of up to $${criminalFineCeiling({ maxPrison: { years: 10 }, statuteFine: 10_000 }).individual.toLocaleString('en-US')}`,
    );
    expect(answer('tax-willful-failure-to-file')).toContain('$100,000');
    expect(answer('hc-hipaa-wrongful-disclosure')).toBe('1 year in prison and a fine of up to $100,000');
    for (const e of entries) expect(e.answer, e.id).not.toMatch(/\$10,000 fine|\$25,000 fine|^\$50,000 and 1 year/);
  });
});
