/**
 * How text becomes search terms, the same for indexing and for queries: lower case, accents
 * and curly quotes folded, English stop words dropped, words reduced to their Porter stem so
 * "evicted", "eviction" and "evictions" meet.
 */
import { stemmer } from 'stemmer';

/**
 * Words that carry no topic in a question ("can my boss ... me"). Kept short on purpose:
 * "not", "work", "pay", "rights" and the like are topic words here.
 */
export const STOP_WORDS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each few for from further get gets getting got had has have having he her ' +
    'here hers herself him himself his how i if im in into is it its itself ive just me might more most must my myself no nor ' +
    'of off on once only or other ought our ours ourselves out over own same she should so some such than that thats the their ' +
    'theirs them themselves then there these they this those through to too under until up very was we were what whats when ' +
    'where which while who whom why will with would you your yours yourself yourselves dont doesnt didnt cant wont isnt arent ' +
    'wasnt shouldnt couldnt wouldnt ok okay please hi hello thanks thank also still even really someone something anyone anything ' +
    'know want tell say said u s c usc sec section'
  ).split(' '),
);

/** Lower case, fold accents and typographic quotes/dashes, so "Employer’s" and "employer's" match. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase();
}

/** Split into words; apostrophes inside words are dropped ("don't" -> "dont"). */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .replace(/(\p{L})'(\p{L})/gu, '$1$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words already reduced (the Porter stemmer is most of the cost of reading a long post). */
const stems = new Map<string, string | null>();
const STEMS_MAX = 50_000;

/** One word -> its search term, or null for a stop word / a lone letter. */
export function processTerm(word: string): string | null {
  let found = stems.get(word);
  if (found === undefined) {
    if (stems.size >= STEMS_MAX) stems.clear();
    stems.set(word, (found = reduce(word)));
  }
  return found;
}

function reduce(word: string): string | null {
  const term = normalizeText(word);
  if (term.length < 2 && !/\d/.test(term)) return null;
  if (STOP_WORDS.has(term)) return null;
  // Section numbers ("1692c", "2000e") and other digit words stay as they are.
  if (/\d/.test(term)) return term;
  return stemmer(term);
}

/** The terms a piece of text yields (used by tests and by the query planner). */
export function terms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/**
 * The terms of a word list as a set, built on first call, not when the calling module loads: in
 * the browser build a module and this stemmer can sit in files that import each other, and a
 * stemmer called before its own file has run found its tables undefined (the main page failed
 * to draw).
 */
export function termSetOnFirstUse(text: string): () => ReadonlySet<string> {
  let set: ReadonlySet<string> | undefined;
  return () => (set ??= new Set(terms(text)));
}
