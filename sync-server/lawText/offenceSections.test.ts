import { describe, expect, it } from 'vitest';
import { buildOffenceSections } from '../../scripts/build-offence-sections';
import sectionsJson from '../../core/whatsIllegal/offenceSections.json';
import { offenceSectionKeys } from '../../core/whatsIllegal/offenceData';
import { penaltySentence, readPenalties } from '../../core/penalties/readPenalty';
import { getLawText } from '.';

// The offline What's Illegal names an offence's section and states its penalty from data built
// from the official text: it must be what the text says today (a list edit needs a rebuild).
describe('core/whatsIllegal/offenceSections.json', () => {
  it('holds every section of the offence list, with the heading and penalty clauses of its official text', async () => {
    expect(Object.keys(sectionsJson).sort()).toEqual(offenceSectionKeys());
    expect(await buildOffenceSections()).toEqual(sectionsJson);
  });
});

describe('penalties read from whole sections of the official text', () => {
  const read = async (title: number, section: string) => readPenalties((await getLawText().section(title, section))!.text);
  it('finds the term, fine and class each section states, in the subsection that states it', async () => {
    expect((await read(18, '911')).map((c) => [c.subsection, c.maxPrison])).toEqual([['', { years: 3 }]]);
    expect((await read(13, '221')).map((c) => [c.subsection, c.maxPrison, c.statuteFine])).toEqual([['(a)', 'none', 100], ['(b)', 'none', 500]]);
    expect((await read(14, '521')).map((c) => [c.subsection, c.letterClass])).toEqual([['(c)', 'Class D felony'], ['(e)', 'Class E felony']]);
    expect((await read(16, '1338'))[0]).toMatchObject({ subsection: '(a)', maxPrison: { years: 1 }, statuteFine: 2000 });
    expect((await read(18, '1015'))).toEqual([expect.objectContaining({ subsection: '', maxPrison: { years: 5 } })]);
    const s1513 = await read(18, '1513');
    expect(penaltySentence('18 U.S.C. § 1513', s1513, '(b)')).toMatch(/^Up to 20 years in prison \(18 U.S.C. § 1513\(b\)\); .*Class C felony \(18 U.S.C. § 3559\(a\)\(3\)\).*\$250,000 for an individual.*up to 30 years in prison \(18 U.S.C. § 1513\(a\)\)/);
  });
});
