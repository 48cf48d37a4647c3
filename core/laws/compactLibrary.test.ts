import { describe, expect, it } from 'vitest';
import { lawLibrarySchema } from '../schemas/lawLibrary';
import { createLawIndex, serializeIndex } from '../search/engine';
import { CompactLaws, contentVersion, expandLibrary, expandPart, makeLawLibrary, splitLibrary } from './compactLibrary';
import { getCorpusData } from './corpus';
import { fdcpaFullTexts as fullTexts, fdcpaLibraryContent as content, fdcpaSections as fdcpa } from '../../test-support/fdcpaLibrary';

describe('the compact library', () => {
  it('keeps only the guides and texts of its sections, and counts the records it expands to', async () => {
    const { library, json } = await makeLawLibrary(content);
    expect(lawLibrarySchema.parse(JSON.parse(json))).toEqual(library);
    expect(library.guides.length).toBeGreaterThan(0);
    expect(library.guides.every((g) => g.usc.title === 15 && g.usc.section.startsWith('1692'))).toBe(true);
    expect(Object.keys(library.fullTexts).sort()).toEqual(fdcpa.map((row) => `15/${row[1]}`).sort());
    // Reviewers' notes stay out of the download.
    expect(JSON.parse(json).guides[0]).not.toHaveProperty('checkedAgainst');
    const records = expandLibrary(library);
    expect(records).toHaveLength(library.count);
    expect(records.find((r) => r.id === 'usc-15-1692c')).toMatchObject({
      citation: '15 U.S.C. § 1692c',
      act: 'FDCPA',
      fullText: fullTexts['15/1692c'],
    });
  });

  it('has a version that follows its content and nothing else', async () => {
    const a = await makeLawLibrary(content);
    expect((await makeLawLibrary(content)).library.version).toBe(a.library.version);
    const fewer = await makeLawLibrary({ ...content, sections: fdcpa.slice(1) });
    expect(fewer.library.version).not.toBe(a.library.version);
    expect(a.library.version).toMatch(/^[\w-]{16}$/);
  });

  it('sends exactly its library as JSON, and its version is the hash of that JSON without the version', async () => {
    // The JSON is written once, version spliced in: it must be what JSON.stringify
    // gives, and the version what clients and the app's build already hold for this content.
    const { library, json } = await makeLawLibrary(content);
    expect(json).toBe(JSON.stringify(library));
    const { version, ...withoutVersion } = library;
    expect(version).toBe(await contentVersion(JSON.stringify(withoutVersion)));
  });

  it('stored in parts, each part expands alone into the same records', async () => {
    const { library } = await makeLawLibrary(content);
    const parts = splitLibrary(library, 4);
    expect(parts.flatMap((p) => expandPart(p.part))).toEqual(expandLibrary(library));
    expect(parts.flatMap((p) => p.ids)).toEqual(expandLibrary(library).map((r) => r.id));
  });

  it('kept compact, whole or from its parts, builds the same record at each position, and its facts without it', async () => {
    const { library } = await makeLawLibrary(content);
    const records = expandLibrary(library);
    for (const laws of [CompactLaws.fromLibrary(library), CompactLaws.fromParts(splitLibrary(library, 3).map((p) => p.part))]) {
      expect(laws.length).toBe(records.length);
      expect(Array.from({ length: laws.length }, (_, i) => laws.at(i))).toEqual(records);
      expect([...laws].map((f) => [f.id, f.kind, f.usc, f.heading, f.category])).toEqual(
        records.map((r) => [r.id, r.kind, r.usc, r.heading, r.category]),
      );
      expect(() => laws.at(records.length)).toThrow(RangeError);
      expect([...laws.categories()].map((c) => [c.kind, c.category])).toEqual(records.map((r) => [r.kind, r.category]));
    }
  });

  it("indexed from its rows' search fields, makes the very index the whole records make", async () => {
    const { library } = await makeLawLibrary({
      ...content,
      sections: getCorpusData().sections.filter((row) => row[0] === 15 || row[0] === 5),
    });
    expect(serializeIndex(createLawIndex(CompactLaws.fromLibrary(library)))).toBe(serializeIndex(createLawIndex(expandLibrary(library))));
  });
});
