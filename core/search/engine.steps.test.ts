import { describe, expect, it } from 'vitest';
import { getCorpusData } from '../laws/corpus';
import { allGuides } from '../data/guides';
import { buildLawRecords, buildLawRecordsInSteps } from '../laws/records';
import { createLawIndex, createLawIndexInSteps, searchLaws, serializeIndex } from './engine';

// The server builds its records and index in steps so other requests get through;
// what it builds must be what the one-go build gives.
describe('building in steps', () => {
  it('gives the very records of the one-go build', async () => {
    const data = getCorpusData();
    const inSteps = await buildLawRecordsInSteps(data, allGuides);
    expect(inSteps).toEqual(buildLawRecords(data, allGuides));
    expect(inSteps.length).toBeGreaterThan(50_000);
  });

  it('gives the very index of the one-go build, and the same answers', async () => {
    // A slice of the library (thousands of records: many steps) keeps this quick.
    const records = buildLawRecords(getCorpusData(), allGuides).slice(0, 4_000);
    const [oneGo, inSteps] = [createLawIndex(records), await createLawIndexInSteps(records)];
    expect(serializeIndex(inSteps)).toBe(serializeIndex(oneGo));
    // The section lookups: every record's section, its records in order and its ordinal.
    for (const record of records) {
      const k = `${record.usc.title}/${record.usc.section.toLowerCase()}`;
      expect(inSteps.bySection.get(k)?.map((r) => r.id)).toEqual(oneGo.bySection.get(k)?.map((r) => r.id));
      expect(inSteps.ordinal.get(k)).toBe(oneGo.ordinal.get(k));
    }
    for (const question of ['my landlord kept my security deposit', '15 U.S.C. § 1692c', 'Fair Debt Collection Practices Act']) {
      expect(searchLaws(inSteps, question).map((h) => h.record.id)).toEqual(searchLaws(oneGo, question).map((h) => h.record.id));
    }
  });
});
