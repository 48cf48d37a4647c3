import { describe, expect, it } from 'vitest';
import { lawDeadlines } from '../../core/data/deadlines';
import { findLaw } from '../../core/laws/corpus';
import { sectionRecordId } from '../../core/laws/links';
import { levelFullText, parseSectionText } from '../../core/laws/structure';
import { getLawText } from '../lawText';

// Every deadline Laws AI states is read off the official text it cites.
const NUMBER_WORDS: Record<number, string[]> = {
  1: ['one', '1'],
  2: ['two', '2'],
  3: ['three', '3'],
  30: ['thirty', '30'],
  60: ['sixty', '60'],
  90: ['ninety', '90'],
  180: ['one hundred and eighty', '180'],
};

describe.each(lawDeadlines.map((d) => [d.id, d] as const))('deadline %s', (_id, d) => {
  it('quotes the words of the level it cites, release point 119-100, and states its period', async () => {
    const section = await getLawText().section(d.cite.title, d.cite.section);
    expect(section, `${d.cite.title} U.S.C. § ${d.cite.section}`).toBeDefined();
    const parsed = parseSectionText(section!.title, section!.section, section!.text);
    const words = levelFullText(parsed, d.cite.level).replace(/\s+/g, ' ');
    expect(words, `level ${d.cite.level}`).not.toBe('');
    expect(words).toContain(d.quote);
    expect(
      NUMBER_WORDS[d.amount]?.some((w) => d.quote.includes(w)),
      `${d.amount} ${d.unit} in "${d.quote}"`,
    ).toBe(true);
    expect(d.quote).toMatch(d.unit === 'days' ? /\bdays?\b|-day\b/ : d.unit === 'years' ? /\byears?\b/ : /\bmonths?\b/);
    expect(d.checked.releasePoint).toBe(getLawText().releasePoint);
  });

  it('applies to sections the library holds', () => {
    for (const s of d.appliesTo) expect(findLaw(sectionRecordId(s.title, s.section)), `${s.title}/${s.section}`).toBeDefined();
  });
});
