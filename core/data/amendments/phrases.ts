/**
 * How a page is checked for an amendment's text (verification): official printings
 * differ in capitals, commas and spelling of a word here and there ("offence"/"offense"), so
 * texts are compared after normalizing case, punctuation and whitespace, on a distinctive
 * phrase: the shortest opening of the amendment (at least MIN_WORDS words, "Section 1." left
 * out) that no other amendment shares. The 15th and 19th, for instance, share their first 27
 * words.
 */
import { officialTexts } from './index';

const MIN_WORDS = 12;

/** Lower case, letters and digits only, single spaces. */
export function normalizeForComparison(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const withoutSectionNumber = (normalized: string) => normalized.replace(/^section 1 /, '');

/** The distinctive phrase of `text` among `others` (all normalized). */
export function distinctivePhrase(text: string, others: readonly string[]): string {
  const words = withoutSectionNumber(normalizeForComparison(text)).split(' ');
  const rivals = others.map(normalizeForComparison);
  for (let count = Math.min(MIN_WORDS, words.length); count <= words.length; count++) {
    const phrase = words.slice(0, count).join(' ');
    if (!rivals.some((rival) => ` ${rival} `.includes(` ${phrase} `))) return phrase;
  }
  throw new Error(`No distinctive phrase for: ${text.slice(0, 60)}`);
}

const phrases = new Map<number, string>(
  officialTexts.map((a) => [
    a.number,
    distinctivePhrase(
      a.text,
      officialTexts.filter((o) => o.number !== a.number).map((o) => o.text),
    ),
  ]),
);

/** The normalized phrase whose presence on a page shows it carries amendment `number`. */
export function verificationPhrase(number: number): string {
  const phrase = phrases.get(number);
  if (!phrase) throw new Error(`Amendment ${number} is not one of the Know Your Rights amendments`);
  return phrase;
}

/** Does this (already normalized) page text carry the amendment's phrase? */
export function containsPhrase(normalizedPage: string, phrase: string): boolean {
  return ` ${normalizedPage} `.includes(` ${phrase} `);
}
