/** Heading checks shared by the information pages' tests (app/testing/render.tsx's headings()) and the e2e page. */
export interface Heading {
  level: number;
  text: string;
}

/** What is wrong with an outline: not exactly one h1, not first, or a level skipped going down. */
export function outlineProblems(headings: readonly Heading[]): string[] {
  const problems: string[] = [];
  const h1s = headings.filter((h) => h.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 headings`);
  if (headings[0] && headings[0].level !== 1) problems.push(`first heading is h${headings[0].level}`);
  headings.forEach((h, i) => {
    const before = headings[i - 1];
    if (before && h.level > before.level + 1) problems.push(`h${before.level} "${before.text}" is followed by h${h.level} "${h.text}"`);
  });
  return problems;
}
