/**
 * Text as sentences for reading aloud: the Listen control speaks and highlights one
 * sentence at a time. Legal text is full of periods that end nothing ("U.S.C.", "Pub. L.",
 * "e.g.", "v."), so a sentence ends only at . ! ? followed by a space and a capital, a digit, a
 * quote or "§", and never after a known abbreviation or a lone initial. A line break always ends
 * one. Pieces longer than `max` are cut at "; " then ", " then spaces, so none is too long to send.
 */
import { NARRATION_MAX_TEXT } from '../schemas/narration';

const ABBREVIATIONS = new Set([
  'u.s.c',
  'u.s',
  'pub',
  'l',
  'no',
  'nos',
  'stat',
  'e.g',
  'i.e',
  'etc',
  'mr',
  'mrs',
  'ms',
  'dr',
  'inc',
  'co',
  'corp',
  'ltd',
  'v',
  'vs',
  'sec',
  'secs',
  'subsec',
  'par',
  'pars',
  'subpar',
  'cl',
  'art',
  'amend',
  'const',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sept',
  'sep',
  'oct',
  'nov',
  'dec',
  'st',
  'ave',
  'approx',
  'fig',
  'ch',
  'cf',
  'id',
  'jr',
  'sr',
  'gov',
  'h.r',
  's',
  'res',
  'j',
  'con',
  'cong',
  'sess',
  'fed',
  'reg',
  'c.f.r',
  'cfr',
  'a.m',
  'p.m',
]);

const END = /([.!?]["”’)\]]*)\s+(?=["“‘(§$]|\p{Lu}|\d)/gu;

function endsWithAbbreviation(before: string): boolean {
  const word = /(\S+)$/.exec(before)?.[1] ?? '';
  const bare = word
    .replace(/^["“‘(]+/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  // "J. Smith", "(A). " is not an initial but a designation; initials are one capital letter.
  return /^\p{Lu}$/u.test(word.replace(/\.$/, ''));
}

function cut(piece: string, max: number): string[] {
  if (piece.length <= max) return [piece];
  for (const sep of ['; ', ', ', ' ']) {
    const parts: string[] = [];
    let current = '';
    for (const part of piece.split(sep)) {
      const next = current ? `${current}${sep}${part}` : part;
      if (next.length > max && current) {
        parts.push(sep === ' ' ? current : `${current}${sep.trim()}`);
        current = part;
      } else current = next;
    }
    if (current) parts.push(current);
    if (parts.every((p) => p.length <= max)) return parts;
  }
  // One unbroken run of characters: hard cut.
  const parts: string[] = [];
  for (let i = 0; i < piece.length; i += max) parts.push(piece.slice(i, i + max));
  return parts;
}

/** The sentences of `text`, trimmed, none empty, none longer than `max`. */
export function splitSentences(text: string, max = NARRATION_MAX_TEXT): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    const block = line.replace(/\s+/g, ' ').trim();
    if (!block) continue;
    let start = 0;
    for (const m of block.matchAll(END)) {
      const stop = m.index + m[1].length;
      if (endsWithAbbreviation(block.slice(start, stop))) continue;
      sentences.push(block.slice(start, stop).trim());
      start = m.index + m[0].length;
    }
    const rest = block.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter(Boolean).flatMap((s) => cut(s, max));
}
