/**
 * Every section card (./types.ts), in a stable order. The card files are written by people;
 * this file only combines them.
 */
import type { CardWords } from '../../laws/types';
import { sectionKey } from '../../laws/links';
import type { SectionCard } from './types';
import { benefitsCards } from './benefits';
import { civilCards } from './civil';
import { consumerCards } from './consumer';
import { healthCards } from './health';
import { housingFamilyEducationCards } from './housingFamilyEducation';
import { immigrationTaxVeteransCards } from './immigrationTaxVeterans';
import { justiceCards } from './justice';
import { moneyGovernmentCards } from './moneyGovernment';
import { money2Cards } from './money2';
import { money3Cards } from './money3';
import { people2Cards } from './people2';
import { people3Cards } from './people3';
import { travelCommunicationsCards } from './travelCommunications';
import { workCards } from './work';
import { work2Cards } from './work2';
import { work3Cards } from './work3';

export type { SectionCard } from './types';

/** Combined by a pure call (not an array spread) so a bundle that never reads the cards drops them. */
export const allSectionCards: readonly SectionCard[] = /* @__PURE__ */ combineCards(
  consumerCards,
  workCards,
  benefitsCards,
  immigrationTaxVeteransCards,
  civilCards,
  moneyGovernmentCards,
  healthCards,
  justiceCards,
  housingFamilyEducationCards,
  travelCommunicationsCards,
  people2Cards,
  money2Cards,
  work2Cards,
  work3Cards,
  people3Cards,
  money3Cards,
);

function combineCards(...groups: SectionCard[][]): SectionCard[] {
  return groups.flat();
}

/**
 * The cards' search words by `title/section`, as records and the offline library carry them
 * (core/laws/records.ts buildSectionRecord): the asks and keywords, not the release point a
 * reviewer checked them against.
 */
export function sectionCardWords(cards: readonly SectionCard[] = allSectionCards): Record<string, CardWords> {
  const out: Record<string, CardWords> = {};
  for (const { usc, asks, keywords } of cards) out[sectionKey(usc.title, usc.section)] = { asks: [...asks], keywords: [...keywords] };
  return out;
}
