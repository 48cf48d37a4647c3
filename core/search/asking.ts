/**
 * What a post asks: the sentences that ask, and the post's topic words with what they ask at full
 * weight and the background (what led up to it) at half. The lead choices weigh a law's subject
 * by it (./leadChoice.ts, ./retaliationLead.ts).
 */
import { terms } from './text';

/** A topic word outside the sentences that ask (background: what led up to it) weighs this share. */
const BACKGROUND = 0.5;
/** Sentences that ask: a question mark, or an opening such as "can they", "how long", "is it legal". */
const ASKS = /\?|^\s*(?:can|could|is|are|am|do|does|did|how|what|who|when|where|why|should|would|will|was|were|may)\b/i;

/** The sentences of a post that ask (a question mark, or an opening such as "can they", "how long"). */
export function askingSentences(question: string): string[] {
  return question.split(/(?<=[.?!\n])\s+/).filter((sentence) => ASKS.test(sentence));
}

/** The post's topic weights with words of the sentences that ask at full weight, the rest at BACKGROUND. */
export function askWeights(question: string, weights: ReadonlyMap<string, number>): Map<string, number> {
  const asked = new Set<string>();
  for (const sentence of askingSentences(question)) for (const t of terms(sentence)) asked.add(t);
  // A post that asks nothing in so many words: every word is what it is about.
  if (asked.size === 0) return new Map(weights);
  const out = new Map<string, number>();
  for (const [t, w] of weights) out.set(t, asked.has(t) ? w : BACKGROUND * w);
  return out;
}

/**
 * A section card's ask speaks to a post only when at least this many of the post's telling topic
 * words meet it. A long post shares a story word or two ("landlord", "paid", "fired") with almost
 * any ask, and one shared story word made a carded section match posts it does not answer
 * (docs/understanding.md "Tenth pass (s11-asks)"). 2 changed nothing on the sets; 3 kept every
 * lead and lifted an expected section into the top 3.
 */
export const ASK_MIN_WORDS = 3;

/**
 * The words of a section card's asks that meet the post: every word of each ask that shares
 * ASK_MIN_WORDS of the post's topic words for which `telling` holds (the gate's: not incidental).
 */
export function asksMeetingPost(
  asks: readonly ReadonlySet<string>[],
  weights: ReadonlyMap<string, number>,
  telling: (term: string) => boolean,
): Set<string> {
  const met = new Set<string>();
  for (const ask of asks) {
    let shared = 0;
    for (const t of ask) if (weights.has(t) && telling(t)) shared += 1;
    if (shared >= ASK_MIN_WORDS) for (const t of ask) met.add(t);
  }
  return met;
}
