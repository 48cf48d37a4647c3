/**
 * The Know Your Rights data: 17 amendments in the 7 categories, each official text
 * exactly as in the official data, and the plain-language content complete.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOfficialAmendments, dataDir, outFile, readOfficialSource } from '../../../scripts/build-amendments';
import { amendmentCategories, amendmentSchema, ordinal } from '../../schemas/amendments';
import { amendments, findAmendment, narrationText, officialTexts } from './index';

const hasSharedData = existsSync(dataDir + 'amendments-all.json');

describe('the Know Your Rights amendments', () => {
  it('are the 17 the spec counts: 1st-10th, 13th, 14th, 15th, 19th, 24th, 26th and the 17th', () => {
    expect(amendments.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 17, 19, 24, 26]);
    for (const a of amendments) expect(() => amendmentSchema.parse(a)).not.toThrow();
  });

  it('use each of the 7 categories of the filter bar', () => {
    expect(new Set(amendments.map((a) => a.category))).toEqual(new Set(amendmentCategories));
    expect(amendmentCategories).toEqual(['Fundamental Freedoms', 'Individual Rights', 'Privacy Rights', 'Legal Protections', 'Civil Rights', 'Voting Rights', 'Federalism']);
    expect(amendments.filter((a) => a.category === 'Voting Rights').map((a) => a.number)).toEqual([15, 17, 19, 24, 26]);
  });

  it.skipIf(!hasSharedData)('carry the official text character for character, and the ratification year, of the official data', () => {
    const reference = JSON.parse(readFileSync(dataDir + 'amendments-all.json', 'utf8')) as Array<{ number: number; text: string; ratifiedYear: number }>;
    for (const a of amendments) {
      const official = reference.find((r) => r.number === a.number)!;
      expect(a.fullText, ordinal(a.number)).toBe(official.text);
      expect(a.year, ordinal(a.number)).toBe(official.ratifiedYear);
    }
    // The 16 of amendments.json say the same.
    const listed = JSON.parse(readFileSync(dataDir + 'amendments.json', 'utf8')) as Array<{ number: number; text: string }>;
    for (const row of listed) expect(findAmendment(row.number)?.fullText).toBe(row.text);
  });

  it.skipIf(!hasSharedData)('come from a generated file that is up to date (scripts/build-amendments.ts)', () => {
    expect(readFileSync(outFile, 'utf8')).toBe(buildOfficialAmendments(readOfficialSource()));
  });

  it('keep the multi-section amendments as "Section N." paragraphs', () => {
    expect(findAmendment(14)!.fullText.split('\n\n').map((p) => p.slice(0, 10))).toEqual(['Section 1.', 'Section 2.', 'Section 3.', 'Section 4.', 'Section 5.']);
    expect(findAmendment(17)!.fullText).toMatch(/^The Senate of the United States shall be composed of two Senators from each State, elected by the people thereof/);
  });

  it('each explain it in plain words, with at least 3 examples and the key rights', () => {
    for (const a of amendments) {
      expect(a.simplifiedExplanation.length, ordinal(a.number)).toBeGreaterThan(150);
      expect(a.examples.length).toBeGreaterThanOrEqual(3);
      expect(a.keyRights.length).toBeGreaterThanOrEqual(1);
      expect(new Set(a.examples).size).toBe(a.examples.length);
      // Short sentences: a 14-year-old reader.
      const sentences = a.simplifiedExplanation.split(/(?<=\.)\s+/);
      const longest = Math.max(...sentences.map((s) => s.split(' ').length));
      expect(longest, `${ordinal(a.number)}: ${sentences.find((s) => s.split(' ').length === longest)}`).toBeLessThanOrEqual(50);
    }
  });

  it('link to their page on constitution.congress.gov', () => {
    for (const a of amendments) expect(a.officialSource).toBe(`https://constitution.congress.gov/constitution/amendment-${a.number}/`);
  });

  it('narrate the official text word for word, and the plain-language version with its examples', () => {
    const first = findAmendment(1)!;
    expect(narrationText(first, 'constitutional')).toBe(`The 1st Amendment to the Constitution of the United States, ratified in 1791.\n\n${first.fullText}`);
    const simplified = narrationText(first, 'simplified');
    expect(simplified.startsWith('The 1st Amendment: Freedom of Religion, Speech, Press, Assembly and Petition. In plain language.')).toBe(true);
    expect(simplified).toContain(first.simplifiedExplanation);
    for (const example of first.examples) expect(simplified).toContain(example);
  });

  it('keep the source record of every official text', () => {
    for (const t of officialTexts) expect(t.source).toMatchObject({ repo: 'usgpo/house-manual', commit: '1348b80563e9f92627af83d2a74762b1b8315fd6' });
  });
});
