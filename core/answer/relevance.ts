/**
 * Whether the best law found really answers a question ("say when nothing fits").
 * Two tests, both calibrated on the question sets in eval/answer/questions (relevance.test.ts):
 * - the search score of the best law (the engine's BM25 score with its guide boost; the same
 *   engine and scale on the server and in the offline worker) is at least RELEVANCE_MIN_SCORE;
 * - the best law speaks to at least two of the question's topic words: a word counts when the
 *   law's title, heading, keywords, plain-English phrasings or summary has it (stemmed),
 *   directly or through a plain-English synonym.
 * One or two topic words score lower by nature, so their bar is lower (and typing slips count).
 * Incidental words (core/search/topicRerank.ts isIncidental) count once at most: a post about a
 * traffic ticket whose "title says it all" and that mentions work is not about Title VII.
 * On the sets: every federal and typo question passes (the lowest long question's best score is
 * ~490), every question no law answers is caught.
 */
import { expandSynonyms } from '../search/synonyms';
import { isIncidental } from '../search/topicRerank';
import { termSetOnFirstUse, terms } from '../search/text';
import type { ComposableLaw, RankedLaw } from './types';

/** Laws whose words count: the best one, which the lead is written from. */
const TOP_LAWS = 1;
/** The best law's search score must reach this (a question of three topic words or more) … */
export const RELEVANCE_MIN_SCORE = 250;
/** … or this, for one or two words ("overtime", "food stamps"), which score lower by nature. */
export const RELEVANCE_MIN_SCORE_SHORT = 60;
/** And it must speak to at least this many of the question's topic words. */
export const MIN_WORDS_MATCHED = 2;

/** Words that say nothing about which law applies. */
const FILLER_TEXT =
  'like really just even ever lot lots thing things stuff way time times day days week weeks month months year years today yesterday tomorrow ' +
  'good bad best better new old right wrong sure think feel help question ask asked happen happened happening going go went make made need needs ' +
  'pleas anyway basically actual actually literally totally seem seems kind sort whatever every everything nothing other another much many few ' +
  'first last next one two three four five six seven eight nine ten';

const fillerWords = termSetOnFirstUse(FILLER_TEXT);

function lawWords(law: ComposableLaw): Set<string> {
  return new Set(
    terms([law.title, law.heading ?? '', law.keywords?.join(' ') ?? '', law.synonyms?.join(' ') ?? '', law.summary].join(' ')),
  );
}

/** The share (0..1) of the question's topic words the top laws speak to, and how many. */
export function relevance(question: string, ranked: readonly RankedLaw[]): { share: number; matched: number; words: number } {
  const words = [...new Set(terms(question))].filter((t) => !fillerWords().has(t) && !/^\d+$/.test(t));
  if (words.length === 0) return { share: 0, matched: 0, words: 0 };
  const known = new Set<string>();
  for (const r of ranked.slice(0, TOP_LAWS)) for (const t of lawWords(r.record)) known.add(t);
  let matched = 0;
  let incidental = 0;
  for (const word of words) {
    // A plain-English word the law says in its own words ("boss" -> "employer") counts too.
    const alternatives = [word, ...terms(expandSynonyms(word))];
    if (!(alternatives.some((t) => known.has(t)) || nearlyKnown(word, known))) continue;
    // Incidental words ("title", "license", "card", "leave", "work", "back") count once at
    // most: a match resting on them never makes the law the answer.
    if (isIncidental(word)) incidental += 1;
    else matched += 1;
  }
  matched += Math.min(incidental, 1);
  return { share: matched / words.length, matched, words: words.length };
}

/**
 * Typing slips ("overtme"): 1 letter in 5+, 2 in 8+. Stricter than the search engine's own
 * forgiveness: one letter off a four-letter word is mostly another word ("tire" / "time",
 * "take" / "late"), which let unrelated questions pass for answered.
 */
function nearlyKnown(word: string, known: ReadonlySet<string>): boolean {
  const allowed = word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
  if (allowed === 0) return false;
  for (const t of known) if (Math.abs(t.length - word.length) <= allowed && distance(word, t, allowed) <= allowed) return true;
  return false;
}

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** True when the found laws answer the question well enough to be presented as the answer. */
export function isRelevant(question: string, ranked: readonly RankedLaw[], measured?: ReturnType<typeof relevance>): boolean {
  // A citation or an Act's name the user typed is what they asked about.
  if (ranked[0]?.match === 'citation' || ranked[0]?.match === 'act') return true;
  if (!ranked[0]) return false;
  // `measured`: relevance(question, ranked), when the caller has it already.
  const { matched, words } = measured ?? relevance(question, ranked);
  const minScore = words <= 2 ? RELEVANCE_MIN_SCORE_SHORT : RELEVANCE_MIN_SCORE;
  return ranked[0].score >= minScore && matched >= Math.min(MIN_WORDS_MATCHED, words) && matched > 0;
}
