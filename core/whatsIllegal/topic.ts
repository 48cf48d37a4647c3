/**
 * Whether a federal law found for a typed activity is about the same thing: it must name at
 * least three quarters of the activity's topic words, and two of them (the activity's search
 * terms minus everyday verbs).
 * Light (the search engine's tokenizer only): used on the server and, offline, in the browser.
 */
import { termSetOnFirstUse, terms } from '../search/text';

/** Everyday verbs and words that say nothing about the topic ("keep chickens" is about chickens). */
const GENERIC_TEXT =
  'keep have use make go take put run hold let leave allow bring give start stop try need illegal legal law allowed place public state';
const genericTerms = termSetOnFirstUse(GENERIC_TEXT);

/**
 * Share of the topic words a law must name, and how many at least. Calibrated on the
 * state-law cases of the typed-activity accuracy set (eval/whatsIllegal/typedSet): at half the
 * words, laws sharing one word of two ("drive barefoot" -> truck drivers' whistleblower law) or
 * two of four ("tint my car windows" -> new-car window stickers) were listed; at three quarters
 * and two words none of them is, while "send obscene material to a minor" still finds
 * 18 U.S.C. § 1470 and "break a lease early" the servicemembers' lease law.
 */
const TOPIC_SHARE = 0.75;
const MIN_SHARED = 2;

/** The words of the activity that say what it is about (search terms, stemmed). */
export function topicTerms(activity: string): Set<string> {
  return new Set(terms(activity).filter((t) => !genericTerms().has(t)));
}

/** True when `text` (a law's title, heading, keywords ...) names enough of the topic words. */
export function coversTopic(text: string, topic: ReadonlySet<string>): boolean {
  if (topic.size === 0) return false;
  const words = new Set(terms(text));
  let shared = 0;
  for (const t of topic) if (words.has(t)) shared += 1;
  return shared >= Math.min(MIN_SHARED, topic.size) && shared >= topic.size * TOPIC_SHARE;
}
