/**
 * Whether a federal law found for a typed activity is about the same thing: it must name at
 * least half of the activity's topic words (the activity's search terms minus everyday verbs).
 * Light (the search engine's tokenizer only): used on the server and, offline, in the browser.
 */
import { terms } from '../search/text';

/** Everyday verbs and words that say nothing about the topic ("keep chickens" is about chickens). */
const GENERIC_TERMS: ReadonlySet<string> = new Set(
  terms('keep have use make go take put run hold let leave allow bring give start stop try need illegal legal law allowed place public state'),
);

/** Share of the topic words a law must name. */
const TOPIC_SHARE = 0.5;

/** The words of the activity that say what it is about (search terms, stemmed). */
export function topicTerms(activity: string): Set<string> {
  return new Set(terms(activity).filter((t) => !GENERIC_TERMS.has(t)));
}

/** True when `text` (a law's title, heading, keywords ...) names enough of the topic words. */
export function coversTopic(text: string, topic: ReadonlySet<string>): boolean {
  if (topic.size === 0) return false;
  const words = new Set(terms(text));
  let shared = 0;
  for (const t of topic) if (words.has(t)) shared += 1;
  return shared > 0 && shared >= topic.size * TOPIC_SHARE;
}
