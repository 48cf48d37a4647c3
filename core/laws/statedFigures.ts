/**
 * The figures a piece of content states ("Figures checked mechanically"): dollar
 * amounts, periods of days/weeks/months/years/hours and ages, normalised so that the way a
 * guide writes one ("six months", "$1 million", "age 26") and the way a statute writes it
 * ("6 months", "$1,000,000", "26 years of age") compare equal. Also the U.S. Code sections a
 * text cites, so a figure can be looked for in every section the content names.
 *
 *   statedFigures('within 1 year; a bond of at least $1,500')
 *     -> [{ kind: 'period', value: 1, unit: 'year', text: '1 year' }, { kind: 'dollars', value: 1500, text: '$1,500' }]
 *   figureKey(figure) -> "1 year" / "$1,500" (ages are periods of years: "age 26" -> "26 year")
 *   citedSections('see 8 U.S.C. § 1158(d)(6) and § 1229a(b)(7)', 8) -> [[8, '1158'], [8, '1229a']]
 */

import { TENS_WORDS, UNIT_WORDS } from '../numberWords';

export type FigureUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

export type StatedFigure =
  { kind: 'dollars'; value: number; text: string } | { kind: 'period'; value: number; unit: FigureUnit; text: string };

const WORD_NUMBER = `(?:(?:${Object.keys(TENS_WORDS).join('|')})(?:[- ](?:${Object.keys(UNIT_WORDS).slice(1, 10).join('|')}))?|${Object.keys(UNIT_WORDS).join('|')})`;
/** "180", "1,000", "six", "twenty-one", optionally "one hundred and eighty"-style hundreds. */
const NUMBER = `(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${WORD_NUMBER}(?: hundred(?: (?:and )?${WORD_NUMBER})?)?)`;

function numberValue(raw: string): number {
  const s = raw.toLowerCase().replace(/,/g, '').trim();
  if (/^\d/.test(s)) return Number(s);
  let total = 0;
  let current = 0;
  for (const word of s.split(/[\s-]+/)) {
    if (word === 'and') continue;
    if (word === 'hundred') current = (current || 1) * 100;
    else current += UNIT_WORDS[word] ?? TENS_WORDS[word] ?? 0;
  }
  total += current;
  return total;
}

const DOLLARS = new RegExp(`\\$\\s?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)(?:\\s+(million|billion))?`, 'g');
const PERIOD = new RegExp(
  `(?<![\\w.§-])(${NUMBER})(?:[\\s-]+|-)(?:(?:full|calendar|business|working|consecutive|additional|more|or more)[\\s-]+){0,2}(hour|day|week|month|year)s?(?![a-z])`,
  'gi',
);
/** "age 26", "age of 26", "aged 65", "turns 26", "turned 18", "attained age 21" -> a period of years. */
const AGE = new RegExp(`\\b(?:age(?:d| of)?|turns?|turned|turning)\\s+(${NUMBER})(?![\\d,])`, 'gi');

/** Every dollar amount, period and age a text states, in order of appearance. */
export function statedFigures(text: string): StatedFigure[] {
  const found: { at: number; figure: StatedFigure }[] = [];
  for (const m of text.matchAll(DOLLARS)) {
    const scale = m[2] === 'million' ? 1e6 : m[2] === 'billion' ? 1e9 : 1;
    found.push({
      at: m.index!,
      figure: { kind: 'dollars', value: Math.round(Number(m[1].replace(/,/g, '')) * scale * 100) / 100, text: m[0] },
    });
  }
  for (const m of text.matchAll(PERIOD)) {
    found.push({ at: m.index!, figure: { kind: 'period', value: numberValue(m[1]), unit: m[2].toLowerCase() as FigureUnit, text: m[0] } });
  }
  for (const m of text.matchAll(AGE)) {
    found.push({ at: m.index!, figure: { kind: 'period', value: numberValue(m[1]), unit: 'year', text: m[0] } });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.figure);
}

/** The comparable form of a figure: "$1,500", "6 month", "26 year". */
export function figureKey(figure: StatedFigure): string {
  return figure.kind === 'dollars' ? `$${figure.value.toLocaleString('en-US')}` : `${figure.value} ${figure.unit}`;
}

/** The keys of every figure a (statute's) text states. */
export function figureKeys(text: string): Set<string> {
  return new Set(statedFigures(text).map(figureKey));
}

const SECTION_ID = '\\d[0-9A-Za-z]*(?:-[0-9A-Za-z]+)*(?![0-9A-Za-z-]|\\s+U\\.S\\.C)';
const FULL_CITE = new RegExp(
  `(\\d+)\\s+U\\.S\\.C\\.?\\s+§§?\\s*((?:${SECTION_ID}(?:\\([^)\\s]+\\))*(?:,\\s*|,?\\s+(?:and|or|through|to)\\s+)?)+)`,
  'g',
);
const SHORT_CITE = new RegExp(`(?<!U\\.S\\.C\\.?\\s)§§?\\s*((?:${SECTION_ID}(?:\\([^)\\s]+\\))*(?:,\\s*|,?\\s+(?:and|or)\\s+)?)+)`, 'g');

function sectionList(list: string): string[] {
  return [...list.matchAll(new RegExp(`(${SECTION_ID})(?:\\([^)\\s]+\\))*`, 'g'))].map((m) => m[1]);
}

/**
 * The U.S. Code sections a text cites, as [title, section]: "42 U.S.C. § 300gg-14(a)", "§§ 3559
 * and 3571" after a title, and a bare "§ 1229a(b)(7)" (read as `defaultTitle`, the title of the
 * content's own section).
 */
export function citedSections(text: string, defaultTitle?: number): [number, string][] {
  const out = new Map<string, [number, string]>();
  const add = (title: number, section: string) => out.set(`${title}/${section}`, [title, section]);
  const spans: [number, number][] = [];
  for (const m of text.matchAll(FULL_CITE)) {
    for (const s of sectionList(m[2])) add(Number(m[1]), s);
    spans.push([m.index!, m.index! + m[0].length]);
  }
  for (const m of text.matchAll(SHORT_CITE)) {
    if (spans.some(([a, b]) => m.index! >= a && m.index! < b)) continue;
    // A bare "§ X" reads as the title most recently named before it, else the content's own.
    const before = [...text.slice(0, m.index!).matchAll(/(\d+)\s+U\.S\.C\./g)].pop();
    const title = before ? Number(before[1]) : defaultTitle;
    if (title === undefined) continue;
    for (const s of sectionList(m[1])) add(title, s);
  }
  return [...out.values()];
}
