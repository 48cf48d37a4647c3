/**
 * Figures that content states but that are not (as the figures test reads them) in the official
 * text of any section the item cites: "<guide|quiz>:<id> <figure>". Each is to be
 * fixed in the content or sourced (figureSources: the regulation or case it comes from). This
 * list may only shrink: contentFigures.test.ts fails when an entry no longer mismatches.
 * Grouped by the file the item is in, so people editing different files don't collide.
 */
export const knownFigureMismatches: readonly string[] = [
  // core/data/guides/housing-consumer.ts
  // core/data/guides/work-school.ts
  // core/data/guides/rights-health-benefits.ts
  // core/data/quiz
];
