import { describe, expect, it } from 'vitest';
import { SECTION_PENALTIES } from '../../../core/laws/records';
import { hasStatedPenalties } from './penalties';

describe('penalties shown with a law', () => {
  it('shows what a guide states', () => {
    expect(hasStatedPenalties("Civil liability: actual damages, plus costs and reasonable attorney's fees.")).toBe(true);
    expect(hasStatedPenalties('None stated in this section.')).toBe(true);
  });

  it("leaves out a bare section's placeholder and an empty field", () => {
    expect(hasStatedPenalties(SECTION_PENALTIES)).toBe(false);
    expect(hasStatedPenalties('  ')).toBe(false);
  });
});
