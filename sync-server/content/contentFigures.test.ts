import { describe, expect, it } from 'vitest';
import { housingConsumerGuides } from '../../core/data/guides/housing-consumer';
import { workSchoolGuides } from '../../core/data/guides/work-school';
import { rightsHealthBenefitsGuides } from '../../core/data/guides/rights-health-benefits';
import { bankSections } from '../../core/quiz/bank';
import { corpusMeta } from '../../core/laws';
import { citedSections, figureKey, figureKeys, statedFigures } from '../../core/laws/statedFigures';
import { getLawText } from '../lawText';
import { knownFigureMismatches } from './knownFigureMismatches';

/**
 * Figures checked mechanically: every dollar amount, period (hours, days,
 * weeks, months, years) and age a guide or a quiz question states must appear in the official
 * text of a section it cites, unless the item names the regulation or case it comes from
 * (`figureSources`). Known mismatches are listed in knownFigureMismatches.ts, which may only
 * shrink: an entry that no longer mismatches fails the test until it is removed.
 */

interface ContentItem {
  /** "guide:ina-asylum-application" or "quiz:hc-dependent-to-26" */
  key: string;
  text: string;
  cites: [number, string][];
  figureSources: readonly { figure: string; source: string }[];
}

function items(): ContentItem[] {
  const out: ContentItem[] = [];
  for (const g of [...housingConsumerGuides, ...workSchoolGuides, ...rightsHealthBenefitsGuides]) {
    const text = `${g.title}\n${g.summary}\n${g.penalties}`;
    out.push({
      key: `guide:${g.id}`,
      text,
      cites: [[g.usc.title, g.usc.section], ...citedSections(text, g.usc.title)],
      figureSources: g.figureSources ?? [],
    });
  }
  for (const { entries } of bankSections) {
    for (const q of entries) {
      // The question's own facts ("your aunt gives you $5,000") set a scene; the answer and explanation state the law.
      const text = `${q.answer}\n${q.explanation}`;
      const own: [number, string][] = 'usc' in q.law ? [[q.law.usc[0], q.law.usc[1]]] : [];
      const cites = [...own, ...citedSections(q.explanation, own[0]?.[0])];
      // Questions on the Constitution alone cite no section: nothing to check them against here.
      if (cites.length === 0) continue;
      out.push({ key: `quiz:${q.id}`, text, cites, figureSources: q.figureSources ?? [] });
    }
  }
  return out;
}

const lawText = getLawText();
const sectionFigures = new Map<string, Promise<Set<string> | undefined>>();
function figuresOf(title: number, section: string): Promise<Set<string> | undefined> {
  const key = `${title}/${section}`;
  let found = sectionFigures.get(key);
  if (!found) {
    found = lawText.section(title, section).then((s) => (s ? figureKeys(s.text) : undefined));
    sectionFigures.set(key, found);
  }
  return found;
}

/** "guide:ina-asylum-application 1 year" for each figure not found in any cited section's text. */
async function mismatches(): Promise<string[]> {
  const out: string[] = [];
  for (const item of items()) {
    const sourced = new Set(item.figureSources.flatMap((s) => statedFigures(s.figure).map(figureKey)));
    const official = new Set<string>();
    for (const [title, section] of item.cites) for (const k of (await figuresOf(title, section)) ?? []) official.add(k);
    for (const figure of statedFigures(item.text)) {
      const k = figureKey(figure);
      if (!official.has(k) && !sourced.has(k)) out.push(`${item.key} ${k}`);
    }
  }
  return [...new Set(out)];
}

describe('every figure a guide or quiz question states', () => {
  it('is read against the same release point the guides record', () => {
    expect(lawText.releasePoint).toBe(corpusMeta.releasePoint);
  });

  it('are told apart from figures the section does not state', async () => {
    const bond = await figuresOf(8, '1226');
    expect(bond?.has(figureKey(statedFigures('a bond of at least $1,500')[0]))).toBe(true);
    expect(bond?.has(figureKey(statedFigures('a bond of at least $2,000')[0]))).toBe(false);
  });

  it('is in the official text of a section it cites, or names its regulation or case', async () => {
    const found = await mismatches();
    const known = new Set(knownFigureMismatches);
    const fresh = found.filter((m) => !known.has(m));
    expect(
      fresh,
      'figures not in the text of any section the item cites: fix the content, or name the regulation or case in figureSources',
    ).toEqual([]);
  }, 120_000);

  it('keeps the list of known mismatches honest: each one still mismatches (remove fixed ones)', async () => {
    const found = new Set(await mismatches());
    expect(knownFigureMismatches.filter((m) => !found.has(m))).toEqual([]);
    expect(new Set(knownFigureMismatches).size).toBe(knownFigureMismatches.length);
  }, 120_000);

  it('names a real figure and a regulation or case for each figureSources entry', () => {
    for (const item of items()) {
      for (const s of item.figureSources) {
        expect(statedFigures(s.figure).length, `${item.key}: "${s.figure}" is not a figure`).toBe(1);
        const k = figureKey(statedFigures(s.figure)[0]);
        expect(statedFigures(item.text).map(figureKey), `${item.key} does not state ${s.figure}`).toContain(k);
        expect(s.source, `${item.key}: ${s.figure}`).toMatch(/C\.F\.R\.|Fed\. Reg\.| v\. |U\.S\. \d|Pub\. L\./);
      }
    }
  });
});
