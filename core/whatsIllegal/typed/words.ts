/**
 * Typed questions as stemmed words and concepts, for matching them to curated activities by
 * meaning rather than by shared words. Light (stemmer only): runs on the server and offline.
 */
import { stemmer } from 'stemmer';
import { normalizeText } from '../../search/text';
import { LEXICON } from './lexicon';

/** Words that never change what an activity is. */
const FILLER = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'some', 'any', 'this', 'that', 'these', 'those']);

/** The stemmed words of a text, filler dropped ("I'm buying a Glock" -> i m buy glock). */
export function stemWords(text: string): string[] {
  return normalizeText(text)
    .replace(/(\p{L})'(\p{L})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLER.has(w))
    .map((w) => (/\d/.test(w) ? w : stemmer(w)));
}

/** A phrase of the data as stemmed words joined by single spaces. */
export function phraseKey(phrase: string): string {
  return stemWords(phrase).join(' ');
}

const conceptPhrases: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(LEXICON).map(([name, phrases]) => [name, [...new Set(phrases.map(phraseKey))]]));

export function isConcept(name: string): boolean {
  return conceptPhrases.has(name);
}

/** A typed question, ready for matching: its words (space-padded) and the concepts it names. */
export interface TypedText {
  text: string;
  concepts: ReadonlySet<string>;
}

/** Ages typed as numbers ("at 19", "I'm 20", "a 17-year-old"). */
function ageConcepts(words: readonly string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (!/^\d{1,2}$/.test(w)) continue;
    const n = Number(w);
    const next = words[i + 1] ?? '';
    const prev = words[i - 1] ?? '';
    // A number is an age when it reads like one: "19 year old", "at 19", "i m 19", "age 19", "turn 20", "19yo".
    const reads = /^(year|yr|yo|y)$/.test(next) || /^(at|age|aged|m|am|turn|turned|is|be|only|just|im)$/.test(prev);
    if (!reads || n < 5 || n > 20) continue;
    found.push('under21');
    if (n < 18) found.push('under18');
  }
  return found;
}

export function readTyped(input: string): TypedText {
  const words = stemWords(input.replace(/(\d)(yo|yrs?)\b/gi, '$1 $2'));
  const text = ` ${words.join(' ')} `;
  const concepts = new Set<string>(ageConcepts(words));
  for (const [name, phrases] of conceptPhrases) {
    if (phrases.some((p) => p && text.includes(` ${p} `))) concepts.add(name);
  }
  // A minor is also under 21 ("give my kid a sip of wine").
  if (concepts.has('under18')) concepts.add('under21');
  return { text, concepts };
}

/** Whether a typed text names an item: '@concept' or words. */
export function hasItem(typed: TypedText, item: string): boolean {
  if (item.startsWith('@')) return typed.concepts.has(item.slice(1));
  const key = phraseKey(item);
  return key !== '' && typed.text.includes(` ${key} `);
}
