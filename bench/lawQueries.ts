/**
 * The fixed 200 queries of the law search benchmark: 50 base queries (the ranking questions,
 * typos, citations, Act names) and, for each, three deterministic variants: half-typed (what a
 * search-as-you-type box sends), one letter dropped from the longest word (a typo), and
 * lower-cased without punctuation.
 */
import { rankingQuestions, typoQuestions } from '../eval/ranking/ranking.questions';

const extra = [
  '42 U.S.C. § 3604',
  '15 USC 1692c',
  '§ 1681i',
  'section 1232g',
  '29 U.S.C. 207',
  'FCRA',
  'FDCPA',
  'Title VII',
  'FMLA',
  'ADA',
  'FERPA',
];

const base = [...rankingQuestions.map((c) => c.question), ...typoQuestions.map((c) => c.question), ...extra].slice(0, 50);

function halfTyped(q: string): string {
  return q.slice(0, Math.max(3, Math.ceil(q.length * 0.5)));
}

function dropLetter(q: string): string {
  const words = q.split(' ');
  let at = 0;
  words.forEach((w, i) => {
    if (w.length > words[at].length) at = i;
  });
  const w = words[at];
  words[at] = w.length > 3 ? w.slice(0, Math.floor(w.length / 2)) + w.slice(Math.floor(w.length / 2) + 1) : w;
  return words.join(' ');
}

const plain = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '');

export const benchQueries: readonly string[] = base.flatMap((q) => [q, halfTyped(q), dropLetter(q), plain(q)]);

if (benchQueries.length !== 200) throw new Error(`bench needs 200 queries, has ${benchQueries.length}`);
