import { VERIFIED_CONFIDENCE_MIN } from '../../../core/laws/confidence';
/**
 * The confidence badge rule (spec part 2 §9): the 'default' (filled) style at 97 or above,
 * otherwise the secondary (light) style; the text is '{n}% verified'.
 */

export interface ConfidenceBadgeLook {
  variant: 'filled' | 'light';
  text: string;
}

export function confidenceBadge(confidence: number): ConfidenceBadgeLook {
  return {
    variant: confidence >= VERIFIED_CONFIDENCE_MIN ? 'filled' : 'light',
    text: `${confidence}% verified`,
  };
}
