/**
 * What the full-text ranking searches for a question in everyday words, the same on
 * the server (SQLite FTS5) and in the offline engine: the question's topic words and the
 * statute's own phrases its plain-English words bring in (synonyms.ts), searched as phrases.
 * (Adding each pair of topic words the person wrote side by side as a phrase was measured and
 * made the full-text ranking worse: 32 vs 33 of 65 everyday questions in the top 3.)
 */
import { synonymPhrases } from './synonyms';
import { normalizeText, STOP_WORDS } from './text';

/** Everyday filler that says nothing about the topic but is common in statutes. */
export const QUESTION_NOISE: ReadonlySet<string> = /* @__PURE__ */ new Set(
  'like go going gone went yes yet ago back now new old way thing things lot lots guess think thought feel felt sure need needs needed year years month months week weeks day days today yesterday legal legally law laws allowed allow let lets okay ok happen happened happening right rights ask asked asking does also just actually basically pretty kind sort maybe help mean means one two three first last time times even much many every able since another whole told make made take took still'.split(
    ' ',
  ),
);

/** Words as the index keeps them (unicode61: letters and digits; anything else separates). */
export const indexWords = (text: string): string[] =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A word that says something about the topic: not a stop word, not filler, not a bare number. */
export const isTopicWord = (word: string): boolean =>
  word.length >= 2 && !STOP_WORDS.has(word) && !QUESTION_NOISE.has(word) && !/^\d+$/.test(word);

/** The statute's words and phrases a question's plain-English words bring in, for the full-text engine. */
export function textQueryPhrases(question: string): string[] {
  return synonymPhrases(normalizeText(question));
}
