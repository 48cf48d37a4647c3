/**
 * When the offence catalogue's usual lead is preferred to a prepared activity the activity met on
 * two or more ideas (docs/understanding.md "Eleventh pass (s12-wi)"): the lead names, beyond the
 * prepared activity's own words, enough telling words of the activity that the catalogue reads a
 * more specific offence than the prepared one (selling plasma while HIV positive is 18 U.S.C.
 * § 1122, not the organ sale the prepared activity cites; shooting ducks on a national wildlife
 * refuge is the refuge's offence, not the duck stamp's). Pure: no I/O.
 */
import { isIncidental } from '../../search/topicRerank';
import type { CatalogueFinder, CatalogueHit } from './finder';
import { topicWords } from './words';

/** Distinct telling words the lead must name beyond the prepared activity's words. */
export const BEYOND_WORDS = 2;
/** Weighed share of the activity those words must carry. */
export const BEYOND_SHARE = 0.3;

/**
 * Whether the finder's lead for an activity (its hit: the words it matched and the share it
 * names) names, beyond the prepared activity's phrases, BEYOND_WORDS telling words carrying
 * BEYOND_SHARE of the activity's weighed topic.
 */
export function namesBeyondPrepared(
  finder: CatalogueFinder,
  lead: Pick<CatalogueHit, 'matched' | 'coverage'>,
  phrases: readonly string[],
): boolean {
  const prepared = topicWords(phrases.join(' '));
  const beyond = lead.matched.filter((t) => !prepared.has(t) && !isIncidental(t));
  const weigh = (words: readonly string[]) => words.reduce((sum, t) => sum + finder.weight(t), 0);
  const share = lead.coverage * (weigh(beyond) / weigh(lead.matched));
  return beyond.length >= BEYOND_WORDS && share >= BEYOND_SHARE;
}
