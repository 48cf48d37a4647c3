/**
 * What a draft must never contain: leaked program values, unreplaced placeholders, a
 * numbered clause with nothing in it, or a missing notice. The tests run every template and
 * type through it, and the server checks an AI-refined draft with it before using it.
 */
import { NOTICE_HEADING } from './document';

const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /\bundefined\b/, what: 'undefined' },
  { pattern: /\bNaN\b/, what: 'NaN' },
  { pattern: /\[object \w+\]/, what: '[object Object]' },
  { pattern: /\bnull\b/, what: 'null' },
  { pattern: /\bInfinity\b/, what: 'Infinity' },
  { pattern: /\{\{|\}\}|\$\{/, what: 'template braces' },
  { pattern: /\{[A-Za-z_][\w.]*\}/, what: 'a {placeholder}' },
  { pattern: /\[(?:[A-Z][A-Z0-9 _'-]*)\]/, what: 'a [PLACEHOLDER]' },
  { pattern: /<[A-Za-z_][\w -]*>/, what: 'an <placeholder>' },
];

const HEADING = /^\d+\. [A-Z0-9][A-Z0-9 ,'&-]*$/;
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/** A description of each problem found; empty for a clean draft. */
export function draftProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.startsWith(NOTICE_HEADING) || !/not legal advice/i.test(text) || !/attorney/i.test(text)) {
    problems.push('the draft does not begin with the not-legal-advice notice');
  }
  // Indented lines are the user's own words (a description, an address block): only the
  // generator's text is checked for leaks and money formats.
  const generated = text
    .split('\n')
    .filter((line) => !line.startsWith('    '))
    .join('\n');
  for (const { pattern, what } of FORBIDDEN) {
    const match = generated.match(pattern);
    if (match) problems.push(`contains ${what}: "${match[0]}"`);
  }
  for (const amount of generated.match(/\$[\d,.]*\d/g) ?? []) {
    if (!MONEY.test(amount)) problems.push(`money not written as $1,250.00: "${amount}"`);
  }
  // A clause heading ("3. RENT") followed directly by another heading, the signatures or the end.
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!HEADING.test(line)) return;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    if (next === undefined || HEADING.test(next) || next === 'SIGNATURES') problems.push(`clause "${line}" is empty`);
  });
  if (/\n{3,}/.test(text)) problems.push('contains runs of blank lines');
  if (/[ \t]+$/m.test(text)) problems.push('has trailing spaces');
  return problems;
}
