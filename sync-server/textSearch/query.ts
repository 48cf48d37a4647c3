/**
 * What a person types, made into an SQLite FTS5 query that can never be a syntax error: every
 * word is a quoted string ("and", "NEAR", "title:" and stray quotes are just words), a quoted
 * phrase stays a phrase, a hyphenated word ("child-labor", "1320d-6") is a phrase of its parts,
 * and a trailing * asks for words starting with it. Pure: used by the worker and by tests.
 */
import { normalizeText, STOP_WORDS } from '../../core/search/text';
import { isTopicWord } from '../../core/search/textQuery';

export interface TextQuery {
  /** The FTS5 MATCH expression. */
  match: string;
  /**
   * Phrases the user quoted, lower case, words separated by one space. The index stems words
   * ("security deposit" would also match "secure deposits"), so a quoted phrase is also checked
   * word for word against the text.
   */
  exact: string[];
  /** Words and phrases searched, for messages. */
  parts: string[];
}

/** Words the index keeps (unicode61: letters and digits; everything else separates words). */
const words = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A text as the index reads its words: lower case, one space between words, no punctuation. */
export const plainWords = (text: string) => words(text).join(' ');
const quote = (phrase: string) => `"${phrase.replace(/"/g, '""')}"`;

/** Most words and phrases one search uses (a pasted paragraph is cut, not refused). */
export const MAX_QUERY_PARTS = 24;

/** A search typed in the "Search the text of the law" box: every word must be in the section. */
export function parseTextQuery(input: string): TextQuery | undefined {
  const text = input.normalize('NFKC').replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
  const parts: { phrase: string; prefix: boolean; exact: boolean }[] = [];
  // Quoted phrases first; an unclosed quote runs to the end.
  const re = /"([^"]*)"?|([^\s"]+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1] !== undefined) {
      const w = words(m[1]);
      if (w.length) parts.push({ phrase: w.join(' '), prefix: false, exact: w.length > 1 });
      continue;
    }
    const raw = m[2]!;
    const w = words(raw);
    if (!w.length) continue;
    // "employ*" (a prefix) only for a single word of 2+ characters: "a*" would match half the Code.
    const prefix = /\*$/.test(raw) && w.length === 1 && w[0]!.length >= 2;
    parts.push({ phrase: w.join(' '), prefix, exact: false });
  }
  const unique = parts
    .filter((p, i) => parts.findIndex((q) => q.phrase === p.phrase && q.prefix === p.prefix) === i)
    .slice(0, MAX_QUERY_PARTS);
  if (unique.length === 0) return undefined;
  return {
    match: unique.map((p) => quote(p.phrase) + (p.prefix ? '*' : '')).join(' AND '),
    exact: unique.filter((p) => p.exact).map((p) => p.phrase),
    parts: unique.map((p) => (p.prefix ? `${p.phrase}*` : p.phrase)),
  };
}

/**
 * A question in everyday words ("my hospital gave my medical records to my employer"), made into
 * an OR query of its topic words: stop words dropped, each word once. bm25 then favours the
 * sections that hold the most of the rarer words. Undefined when no topic word is left.
 */
export function questionQuery(question: string, extraWords: readonly string[] = [], phrases: readonly string[] = []): string | undefined {
  const seen = new Set<string>();
  for (const word of [...words(question.replace(/(\p{L})['’](\p{L})/gu, '$1$2')), ...extraWords.flatMap(words)]) {
    if (!isTopicWord(word)) continue;
    seen.add(word);
  }
  // The statute's own phrases ("oppressive child labor") are searched as phrases: rarer, so bm25 weighs them more.
  for (const phrase of phrases) {
    const w = words(phrase).filter((x) => !STOP_WORDS.has(x) || words(phrase).length > 1);
    if (w.length) seen.add(w.join(' '));
  }
  const list = [...seen].slice(0, MAX_QUESTION_WORDS);
  return list.length ? list.map(quote).join(' OR ') : undefined;
}

/** Words of a question searched at most (longer posts keep their first words). */
export const MAX_QUESTION_WORDS = 40;
