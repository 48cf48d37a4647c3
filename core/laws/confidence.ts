/**
 * The one confidence rule (badge: spec part 2 §9, 'default' style at 97+):
 * - 99: a guide whose summary was written against the section's official full text (key-laws).
 * - 97: a guide written against the official heading and well-established public summaries.
 * - 90: a bare section: only the official heading is shown, copied exactly; the citation and
 *   links are certain but nothing is summarized, so it stays below the 97 "verified" style.
 */
export const CONFIDENCE = { guideFullText: 99, guideHeading: 97, sectionHeading: 90 } as const;

/** At or above this a record is shown as verified (the badge's 'default' style). */
export const VERIFIED_CONFIDENCE_MIN = 97;

export function guideConfidence(basis: 'full-text' | 'heading'): number {
  return basis === 'full-text' ? CONFIDENCE.guideFullText : CONFIDENCE.guideHeading;
}
