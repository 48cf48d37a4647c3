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
