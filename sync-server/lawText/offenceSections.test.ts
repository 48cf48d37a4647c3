import { describe, expect, it } from 'vitest';
import { buildOffenceSections } from '../../scripts/build-offence-sections';
import sectionsJson from '../../core/data/generated/offenceSections.json';
import { offenceSectionKeys } from '../../core/whatsIllegal/offenceData';
import { penaltySentence, readPenalties } from '../../core/penalties/readPenalty';
import { getLawText } from '.';
import { buildQuestion } from '../../core/whatsIllegal/question';
import { localAnswer } from '../legal/whatsIllegal';

// The offline What's Illegal names an offence's section and states its penalty from data built
// from the official text: it must be what the text says today (a list edit needs a rebuild).
describe('core/data/generated/offenceSections.json', () => {
  it('holds every section of the offence list, with the heading and penalty clauses of its official text', async () => {
    expect(Object.keys(sectionsJson).sort()).toEqual(offenceSectionKeys());
    expect(await buildOffenceSections()).toEqual(sectionsJson);
  });
});

describe('penalties read from whole sections of the official text', () => {
  const read = async (title: number, section: string) => readPenalties((await getLawText().section(title, section))!.text);
  it('finds the term, fine and class each section states, in the subsection that states it', async () => {
    expect((await read(18, '911')).map((c) => [c.subsection, c.maxPrison])).toEqual([['', { years: 3 }]]);
    expect((await read(13, '221')).map((c) => [c.subsection, c.maxPrison, c.statuteFine])).toEqual([
      ['(a)', 'none', 100],
      ['(b)', 'none', 500],
    ]);
    expect((await read(14, '521')).map((c) => [c.subsection, c.letterClass])).toEqual([
      ['(c)', 'Class D felony'],
      ['(e)', 'Class E felony'],
    ]);
    expect((await read(16, '1338'))[0]).toMatchObject({ subsection: '(a)', maxPrison: { years: 1 }, statuteFine: 2000 });
    expect(await read(18, '1015')).toEqual([expect.objectContaining({ subsection: '', maxPrison: { years: 5 } })]);
    // "imprisonment not exceeding 10 years" (the Sherman Act's wording).
    expect(await read(15, '1')).toEqual([
      expect.objectContaining({ maxPrison: { years: 10 }, statuteFine: 1_000_000, statuteFineOrganization: 100_000_000 }),
    ]);
    // A fine after the prison term in the same sentence belongs to that clause (not a fine-only one).
    expect((await read(7, '2149')).filter((c) => c.subsection === '(d)')).toEqual([
      expect.objectContaining({ maxPrison: { years: 1 }, statuteFine: 2500 }),
    ]);
    // A fine per day, or a range, is quoted as written, never turned into one figure.
    const water = await read(33, '1319');
    expect(water[0]).toMatchObject({ subsection: '(c)', maxPrison: { years: 1 }, fineAsWritten: true });
    const waterSentence = penaltySentence('33 U.S.C. § 1319', water, '(c)')!;
    expect(waterSentence).not.toContain('sets no dollar amount');
    expect(waterSentence).toContain('“punished by a fine of not less than $2,500 nor more than $25,000 per day of violation');
    const s1513 = await read(18, '1513');
    expect(penaltySentence('18 U.S.C. § 1513', s1513, '(b)')).toMatch(
      /^Up to 20 years in prison \(18 U.S.C. § 1513\(b\)\); .*Class C felony \(18 U.S.C. § 3559\(a\)\(3\)\).*\$250,000 for an individual.*up to 30 years in prison \(18 U.S.C. § 1513\(a\)\)/,
    );
  });
});

describe("What's Illegal on the server: a section the search found gets the penalty its text states", () => {
  it('a typed activity matched to 18 U.S.C. § 1470 states its 10 years, Class C felony and $250,000, conditionally', async () => {
    const reply = await localAnswer({
      question: buildQuestion('send obscene material to a minor', 'Ohio'),
      state: 'OH',
      stateName: 'Ohio',
    });
    expect(reply.penalty).toContain('Laws AI has not confirmed that 18 U.S.C. § 1470 applies');
    expect(reply.penalty).toContain('Up to 10 years in prison (18 U.S.C. § 1470)');
    expect(reply.penalty).toContain('Class C felony (18 U.S.C. § 3559(a)(3))');
    expect(reply.penalty).toContain('$250,000 for an individual');
    // Found by the offence catalogue (core/whatsIllegal/catalogue), whose answer states it as the federal penalty.
    expect(reply.answer).toContain(`Federal penalty: ${reply.penalty}`);
  });
});
