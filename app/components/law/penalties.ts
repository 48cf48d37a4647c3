import { SECTION_PENALTIES } from '../../../core/laws/records';

/**
 * A bare U.S. Code section carries no penalty summary; its penalties field holds a placeholder
 * (core/laws/records.ts), which the list and the detail leave out rather than show as a penalty.
 */
export function hasStatedPenalties(penalties: string): boolean {
  const text = penalties.trim();
  return text !== '' && text !== SECTION_PENALTIES;
}
