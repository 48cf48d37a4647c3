import { describe, expect, it } from 'vitest';
import { levelFullText, parseSectionText } from '../../core/laws/structure';
import { activityKnowledge } from '../../core/whatsIllegal/knowledge';
import { typedActivities } from '../../core/whatsIllegal/typed';
import { getLawText } from '../lawText';

// Every curated typed activity is checked against the official text it cites: the
// sections exist, the subsections exist, each dollar figure of a point is in its section, and
// each prison term and statute fine of a penalty is in the provision the penalty cites.

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** "(b)(1)" -> "b-1" (the anchor id of the level). */
const levelId = (subsection: string) => [...subsection.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!.replace(/[–-]/g, '_')).join('-');

async function provisionText(title: number, section: string, subsection = ''): Promise<string | undefined> {
  const found = await getLawText().section(title, section);
  if (!found) return undefined;
  if (!subsection) return flat(found.text);
  const level = levelFullText(parseSectionText(title, section, found.text), levelId(subsection));
  if (level) return flat(level);
  // A few sections break the parser's nesting (18 U.S.C. § 2511(2) runs (a)(i), (ii), (iii), (b) ...):
  // then the whole text stands in, if it has the subsection's last designation on a line of its own.
  const last = /\([^)]+\)$/.exec(subsection)?.[0];
  return last && found.text.includes(`\n${last}\n`) ? flat(found.text) : undefined;
}

/** Typed activities and the 25 templates' knowledge: every curated answer. */
const curated = [...typedActivities, ...activityKnowledge];

const NUMBER_WORDS: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  10: 'ten',
  15: 'fifteen',
  20: 'twenty',
};

describe('curated typed activities against the official text', () => {
  it('have unique ids and at least one way to be matched', () => {
    const ids = typedActivities.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of typedActivities) {
      expect(a.when.length, a.id).toBeGreaterThan(0);
      expect(a.stateTreatment.length, a.id).toBeGreaterThan(0);
      if (a.federal.length === 0) expect(a.noFederalStatute, a.id).toMatch(/federal/);
    }
  });

  it('cite sections and subsections that exist, with the dollar figures their text states', { timeout: 120_000 }, async () => {
    for (const a of typedActivities) {
      for (const p of a.federal) {
        const where = `${a.id}: ${p.title} U.S.C. § ${p.section}${p.subsection ?? ''}`;
        const text = await provisionText(p.title, p.section, p.subsection);
        expect(text, where).toBeDefined();
        if (p.quote) expect(text, `${where}: the quote`).toContain(flat(p.quote));
        for (const figure of p.point.match(/\$\d{1,3}(?:,\d{3})*/g) ?? []) expect(text, `${where} ${figure}`).toContain(figure);
      }
    }
  });

  it('state prison terms and statute fines that are in the provisions the penalties cite', { timeout: 120_000 }, async () => {
    let checked = 0;
    for (const a of curated) {
      // "up to 5 years in prison (18 U.S.C. § 924(a)(1)(D))"
      for (const m of a.penalty.matchAll(
        /up to (\d+) (year|month|day)s? in prison \((\d+) U\.S\.C\. § ([0-9A-Za-z-]+)((?:\([^)]+\))*)\)/g,
      )) {
        const [, n, unit, title, section, subsection] = m;
        const count = Number(n);
        const forms = [`${count} ${unit}`, `${NUMBER_WORDS[count] ?? count} ${unit}`].flatMap((f) => [
          `not more than ${f}`,
          `not more than ${f}s`,
        ]);
        // A subparagraph's list item ("(D) willfully violates ...") takes its penalty from the sentence of its parent.
        let path = subsection ?? '';
        let found = false;
        for (;;) {
          const text = (await provisionText(Number(title), section!, path))?.toLowerCase();
          if (path === subsection) expect(text, `${a.id}: ${m[0]}`).toBeDefined();
          if (text && forms.some((f) => text.includes(f))) found = true;
          // Up to the subsection ("(a)"), never the whole section: its other penalties would match.
          if (found || (path.match(/\(/g) ?? []).length <= 1) break;
          path = path.replace(/\([^)]+\)$/, '');
        }
        expect(found, `${a.id}: ${m[0]}`).toBe(true);
        checked += 1;
      }
      // "26 U.S.C. § 5871 itself sets a fine of not more than $10,000"
      for (const m of a.penalty.matchAll(
        /(\d+) U\.S\.C\. § ([0-9A-Za-z-]+)((?:\([^)]+\))*) itself sets a fine of not more than (\$[\d,]+)/g,
      )) {
        const text = await provisionText(Number(m[1]), m[2]!, m[3]);
        expect(text, `${a.id}: ${m[0]}`).toContain(m[4]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(curated.length / 2);
  });

  it('show the § 3571 ceiling beside every statute fine it raises, and name the inflation-adjustment law for civil penalties', () => {
    for (const a of curated) {
      if (/itself sets a fine|sets no dollar amount/.test(a.penalty))
        expect(a.penalty, a.id).toMatch(/18 U\.S\.C\. § 3571|exempts the offense|statute's own fine is the higher figure/);
      if (/civil penalt/i.test(a.penalty) && /\$\d/.test(a.penalty))
        expect(a.penalty, a.id).toContain('Federal Civil Penalties Inflation Adjustment Act Improvements Act of 2015');
    }
  });
});
