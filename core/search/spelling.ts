/**
 * How much of a question the full text can speak for. The headings engine forgives
 * typing slips ("eror on my credit reprt": MiniSearch's typo tolerance), the full-text index
 * matches words exactly, so a question whose topic words are mostly unknown to the library is
 * judged by the full text on its few known words only: the blend then trusts it less.
 * Pure: server and worker alike.
 */
import type { SearchOptions } from 'minisearch';
import type { LawIndex } from './engine';
import { processTerm, tokenize } from './text';
import { isTopicWord } from './textQuery';

const exactly: SearchOptions = {
  tokenize: (s: string) => [s],
  processTerm: (t: string) => t,
  prefix: false,
  fuzzy: false,
  combineWith: 'OR',
};

/** The share (0..1) of the question's topic words that some law record holds as written; 1 when it has none. */
export function knownWordShare(index: LawIndex, question: string): number {
  let topic = 0;
  let known = 0;
  for (const word of new Set(tokenize(question))) {
    const term = processTerm(word);
    if (!term || !isTopicWord(word) || /\d/.test(term)) continue;
    topic += 1;
    if (index.mini.search(term, exactly).length > 0) known += 1;
  }
  return topic === 0 ? 1 : known / topic;
}

/** Known-word share from which the full text is trusted fully (an unknown name or slang word in a long post costs nothing). */
export const FULL_TRUST_SHARE = 0.8;

/**
 * How far the blend trusts the full text for a question (BLEND_WEIGHTS.text is multiplied by
 * it): full from FULL_TRUST_SHARE of known topic words, less below, so a question of slips
 * ("eror on my credit reprt": 1 of 3 known) is ranked mostly by the headings engine.
 */
export function textTrust(index: LawIndex, question: string): number {
  return Math.min(1, knownWordShare(index, question) / FULL_TRUST_SHARE);
}
