import { parseCitations } from '../../../core/search/citations';

/**
 * A quick-search text that names a U.S. Code section ("47 U.S.C. 623", "42 USC 1983",
 * "§ 1692c", "15 usc 1692c(a)(1)"): the library's search already puts that section first, so no
 * full-text search is needed. Anything else with words is a phrase, searched in the law's text too.
 */
export function isCitationQuery(text: string): boolean {
  const { cites, rest } = parseCitations(text.replace(/[\u2010-\u2015\u2212]/g, '-'));
  // What is left may be the subsection designations, "(a)(1)", and punctuation.
  return cites.length > 0 && !/[a-z]{2,}/i.test(rest.replace(/\([a-z0-9]{1,4}\)/gi, ''));
}

/** A phrase worth searching in the official text: letters, not a citation. */
export function isPhraseQuery(text: string): boolean {
  const t = text.trim();
  return t.length >= 3 && /[a-z]{2,}/i.test(t) && !isCitationQuery(t);
}
