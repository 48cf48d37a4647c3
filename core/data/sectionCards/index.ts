/**
 * Every section card (./types.ts), in a stable order. The card files are written by people;
 * this file only combines them.
 */
import type { SectionCard } from './types';
import { benefitsCards } from './benefits';
import { civilCards } from './civil';
import { consumerCards } from './consumer';
import { immigrationTaxVeteransCards } from './immigrationTaxVeterans';
import { moneyGovernmentCards } from './moneyGovernment';
import { workCards } from './work';

export type { SectionCard } from './types';

/** Combined by a pure call (not an array spread) so a bundle that never reads the cards drops them. */
export const allSectionCards: readonly SectionCard[] = /* @__PURE__ */ combineCards(
  consumerCards,
  workCards,
  benefitsCards,
  immigrationTaxVeteransCards,
  civilCards,
  moneyGovernmentCards,
);

function combineCards(...groups: SectionCard[][]): SectionCard[] {
  return groups.flat();
}
