import { describe, expect, it } from 'vitest';
import { getCorpusData } from '../../core/laws/corpus';
import { openLawText, getLawText } from './index';

// The committed corpus (corpus/uscode-text), as a clean clone has it.
const lawText = getLawText();

describe('the official text of the U.S. Code', () => {
  it('holds every section of the library, release point 119-100', () => {
    expect(lawText.releasePoint).toBe('119-100');
    expect(lawText.sectionCount).toBe(50_936);
    const missing = getCorpusData().sections.filter(([title, section, , , dup]) => !lawText.has(title, section, dup || undefined));
    expect(missing).toEqual([]);
  });

  it('reads 15 U.S.C. § 1692c with each level designated and cited', async () => {
    const s = (await lawText.section(15, '1692c'))!;
    expect(s.heading).toBe('Communication in connection with debt collection');
    expect(s.text.startsWith('§ 1692c.\nCommunication in connection with debt collection\n(a)\n')).toBe(true);
    expect(s.levels.map((l) => l.id)).toEqual(['a', 'a-1', 'a-2', 'a-3', 'b', 'c', 'c-1', 'c-2', 'c-3', 'd']);
    const a1 = s.levels.find((l) => l.id === 'a-1')!;
    expect(a1.citation).toBe('15 U.S.C. § 1692c(a)(1)');
    expect(a1.text).toContain('after 8 o’clock antemeridian and before 9 o’clock postmeridian');
    expect(s.levels.find((l) => l.id === 'b')!.heading).toBe('Communication with third parties');
  });

  it('reads 42 U.S.C. § 1320d-6, whose heading was all the library had before', async () => {
    const s = (await lawText.section(42, '1320d-6'))!;
    expect(s.heading).toBe('Wrongful disclosure of individually identifiable health information');
    const b1 = s.levels.find((l) => l.id === 'b-1')!;
    expect(b1.citation).toBe('42 U.S.C. § 1320d-6(b)(1)');
    expect(b1.text).toBe('be fined not more than $50,000, imprisoned not more than 1 year, or both;');
    expect(s.levels.find((l) => l.id === 'a')!.after).toMatch(/^shall be punished as provided in subsection \(b\)\./);
  });

  it('tells subsections (i) and (ii) from clauses in long sections', async () => {
    const s = (await lawText.section(42, '1395x'))!;
    const top = s.levels.filter((l) => l.depth === 0).map((l) => l.designation);
    expect(top.slice(7, 10)).toEqual(['(h)', '(i)', '(j)']);
    expect(top).toContain('(ii)');
    const g = (await lawText.section(18, '922'))!;
    expect(g.levels.find((l) => l.id === 'b-1')!.text).toContain('less than twenty-one years of age');
  });

  it('keeps the second section of a duplicated number apart', async () => {
    const first = (await lawText.section(5, '3598'))!;
    const second = (await lawText.section(5, '3598', 2))!;
    expect(first.duplicateNumber).toBeUndefined();
    expect(second).toMatchObject({ section: '3598', duplicateNumber: 2, heading: 'Federal Bureau of Investigation Reserve Service' });
  });

  it('answers undefined for a section it does not hold, and lists a title in order', async () => {
    expect(await lawText.section(15, '99999z')).toBeUndefined();
    expect(await lawText.section(99, '1')).toBeUndefined();
    const keys: string[] = [];
    for await (const s of lawText.sectionsOfTitle(1)) keys.push(s.section);
    expect(keys.slice(0, 10)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '101', '102']);
    expect(lawText.titleTextBytes(15)).toBeGreaterThan(1_000_000);
  });

  it('keeps at most the configured number of chunks decompressed', async () => {
    const small = openLawText({ chunkCacheSize: 2, sectionCacheSize: 2 });
    for (const s of ['1', '1692c', '1681a', '78j', '6801']) expect((await small.section(15, s))?.section).toBe(s);
    // Evicted sections are read again from disk, identically.
    expect((await small.section(15, '1'))!.text).toBe((await lawText.section(15, '1'))!.text);
  });
});
