/**
 * Typed questions as stemmed words and concepts, for matching them to curated activities by
 * meaning rather than by shared words. Light (stemmer only): runs on the server and offline.
 */
import { stemmer } from 'stemmer';
import { normalizeText } from '../../search/text';
import { LEXICON } from './lexicon';
import { maskOtherSenses } from './senses';

/** Words that never change what an activity is. */
const FILLER = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'some', 'any', 'this', 'that', 'these', 'those']);

/** A masked word (./senses.ts) as a token: letters, so the words after it keep their places. */
const MASKED = 'qxmaskedqx';

function words(text: string): string[] {
  return text
    .replace(/(\p{L})'(\p{L})/gu, '$1 $2')
    .replace(/_+/g, MASKED)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLER.has(w))
    .map((w) => (/\d/.test(w) || w === MASKED ? w : stem(w)));
}

/**
 * The stemmer, except for verbs in -ize/-ise, which it would cut to another word ("organize" ->
 * "organ", a kidney): their forms meet at the verb ("organizing" -> "organize").
 */
function stem(word: string): string {
  const verb = /^(\p{L}{3,}i)(?:z|s)(?:e|es|ed|ing)$/u.exec(word);
  return verb && !/(?:ss|us)$/.test(word) ? `${verb[1]}ze` : stemmer(word);
}

/** The stemmed words of a text, filler dropped ("I'm buying a Glock" -> i m buy glock). */
export function stemWords(text: string): string[] {
  return words(normalizeText(text));
}

/** A phrase of the data as stemmed words joined by single spaces. */
export function phraseKey(phrase: string): string {
  return stemWords(phrase).join(' ');
}

const conceptPhrases: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(LEXICON).map(([name, phrases]) => [name, [...new Set(phrases.map(phraseKey))]]),
);

export function isConcept(name: string): boolean {
  return conceptPhrases.has(name);
}

/** The words of the data that stand for a concept, or the item's own words. */
export function itemPhrases(item: string): readonly string[] {
  return item.startsWith('@') ? (conceptPhrases.get(item.slice(1)) ?? []) : [phraseKey(item)];
}

/** Where an item is named: the first and last+1 word of each place, and the phrase found there. */
export interface Span {
  from: number;
  to: number;
  phrase: string;
}

/** A typed question, ready for matching: its words (space-padded) and the concepts it names. */
export interface TypedText {
  text: string;
  concepts: ReadonlySet<string>;
  /** Its stemmed words, and the same with words used in another sense masked (./senses.ts). */
  words: readonly string[];
  masked: readonly string[];
  /** Where an age concept was read from a number ("at 19"). */
  ages: ReadonlyMap<string, readonly number[]>;
}

/** Ages typed as numbers ("at 19", "I'm 20", "a 17-year-old"), with the word each was read at. */
function ageConcepts(words: readonly string[]): [string, number][] {
  const found: [string, number][] = [];
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (!/^\d{1,2}$/.test(w)) continue;
    const n = Number(w);
    const next = words[i + 1] ?? '';
    const prev = words[i - 1] ?? '';
    // A number is an age when it reads like one: "19 year old", "at 19", "i m 19", "age 19", "turn 20", "19yo".
    const reads = /^(year|yr|yo|y)$/.test(next) || /^(at|age|aged|m|am|turn|turned|is|be|only|just|im)$/.test(prev);
    if (!reads || n < 5 || n > 20) continue;
    found.push(['under21', i]);
    if (n < 18) found.push(['under18', i]);
  }
  return found;
}

/**
 * The places a phrase is named. A single word counts only where it is used in the activities'
 * sense (not masked); a longer phrase counts wherever it stands ("post office").
 */
function placesOf(typed: TypedText, phrase: string): Span[] {
  if (!phrase) return [];
  const parts = phrase.split(' ');
  const source = parts.length === 1 ? typed.masked : typed.words;
  const spans: Span[] = [];
  for (let i = 0; i + parts.length <= source.length; i += 1) {
    if (parts.every((p, k) => source[i + k] === p)) spans.push({ from: i, to: i + parts.length, phrase });
  }
  return spans;
}

export function readTyped(input: string): TypedText {
  const norm = normalizeText(input.replace(/(\d)(yo|yrs?)\b/gi, '$1 $2'));
  const all = words(norm);
  const masked = words(maskOtherSenses(norm.replace(/[’']/g, ' ')));
  // Masking keeps one token per word, so both lists line up; if they ever do not, mask nothing.
  const maskedWords = masked.length === all.length ? masked : all;
  const ages = new Map<string, number[]>();
  for (const [name, at] of ageConcepts(all)) ages.set(name, [...(ages.get(name) ?? []), at]);
  const typed: TypedText = { text: ` ${all.join(' ')} `, concepts: new Set(), words: all, masked: maskedWords, ages };
  const concepts = new Set<string>(ages.keys());
  for (const [name, phrases] of conceptPhrases) {
    if (phrases.some((p) => placesOf(typed, p).length > 0)) concepts.add(name);
  }
  // A minor is also under 21 ("give my kid a sip of wine").
  if (concepts.has('under18')) concepts.add('under21');
  return { ...typed, concepts };
}

/** Where a typed text names an item ('@concept' or words): every place, each with its phrase. */
export function spansOf(typed: TypedText, item: string): Span[] {
  const spans = itemPhrases(item).flatMap((p) => placesOf(typed, p));
  if (item.startsWith('@')) {
    const name = item.slice(1);
    for (const at of typed.ages.get(name) ?? []) spans.push({ from: at, to: at + 1, phrase: typed.words[at]! });
    // A minor named by a word ("kid") is also under 21.
    if (name === 'under21') spans.push(...itemPhrases('@under18').flatMap((p) => placesOf(typed, p)));
  }
  return spans;
}

/** Whether a typed text names an item: '@concept' or words. */
export function hasItem(typed: TypedText, item: string): boolean {
  return spansOf(typed, item).length > 0;
}
