/**
 * Every curated guide, in a stable order: housing & consumer, work & school, rights,
 * health & benefits. The guide files are written by people; this file only combines them.
 */
import type { LawGuide } from './types';
import { housingConsumerGuides } from './housing-consumer';
import { rightsHealthBenefitsGuides } from './rights-health-benefits';
import { workSchoolGuides } from './work-school';

export type { LawGuide } from './types';
export { guideCategories } from './categories';

/** Combined by a pure call (not an array spread) so a bundle that never reads the guides drops them. */
export const allGuides: readonly LawGuide[] = /* @__PURE__ */ combineGuides(housingConsumerGuides, workSchoolGuides, rightsHealthBenefitsGuides);

function combineGuides(...groups: LawGuide[][]): LawGuide[] {
  return groups.flat();
}
