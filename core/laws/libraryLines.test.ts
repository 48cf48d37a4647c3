import { describe, expect, it } from 'vitest';
import { allGuides } from '../data/guides';
import { libraryLineSchema } from '../schemas/lawLibrary';
import { createLawIndex, serializeIndex, startLawIndex } from '../search/engine';
import { CompactLaws, expandLibrary, expandPart, makeLawLibrary, splitLibrary, type LibraryContent } from './compactLibrary';
import { corpusMeta, getCorpusData } from './corpus';
import { allFullTexts } from './fullText';
import { libraryFromLines, libraryLines, libraryLinesText, LibraryLinesError, LibraryLinesReader } from './libraryLines';

const content: LibraryContent = {
  releasePoint: '119-100',
  lastUpdated: 'U.S. Code release point 119-100',
  fullTextActs: corpusMeta.fullTextActs,
  guides: allGuides,
  // Title 15 (with the FDCPA's guides and texts) and a run of Title 42.
  sections: getCorpusData().sections.filter((row) => row[0] === 15 || (row[0] === 42 && /^36/.test(row[1]))),
  fullTexts: Object.fromEntries(Object.entries(allFullTexts()).map(([key, law]) => [key, law.text])),
};

describe('the library as lines', () => {
  it('is one JSON value a line, each its schema parses: header, texts, guides, sections, end', async () => {
    const { library } = await makeLawLibrary(content);
    const text = libraryLinesText(library, 100);
    expect(text.endsWith('\n')).toBe(true);
    const kinds = text
      .trimEnd()
      .split('\n')
      .map((line) => libraryLineSchema.parse(JSON.parse(line)).kind);
    expect(kinds[0]).toBe('header');
    expect(kinds.at(-1)).toBe('end');
    const order = kinds.filter((k, i) => k !== kinds[i - 1]);
    expect(order).toEqual(['header', 'texts', 'guides', 'sections', 'end']);
    expect(kinds.filter((k) => k === 'sections')).toHaveLength(Math.ceil(library.sections.length / 100));
  });

  it('read back, is the very library; its parts are the stored parts of the whole one and make the same laws and index', async () => {
    const { library } = await makeLawLibrary(content);
    expect(libraryFromLines(libraryLinesText(library))).toEqual(library);

    const reader = new LibraryLinesReader();
    const building = startLawIndex(reader.laws);
    const parts = [];
    for (const line of libraryLines(library, 100)) {
      const part = reader.read(JSON.parse(JSON.stringify(line)));
      if (!part) continue;
      building.addNew();
      parts.push(part);
    }
    expect(reader.finish()).toMatchObject({ version: library.version, count: library.count });
    // The parts a whole library is stored in (guides whose section is missing are left out in both).
    expect(parts).toEqual(splitLibrary(library, 100));
    // With longer runs of sections, guides still come 100 a line (~150 KB).
    expect(
      libraryLines(library, 500)
        .filter((line) => line.kind === 'guides')
        .map((line) => line.guides.length),
    ).toEqual(splitLibrary(library, 100).flatMap(({ part }) => (part.guides.length ? [part.guides.length] : [])));
    expect(parts.flatMap((p) => expandPart(p.part))).toEqual(expandLibrary(library));
    const whole = CompactLaws.fromLibrary(library);
    expect(reader.laws.length).toBe(whole.length);
    for (let i = 0; i < whole.length; i++)
      if (JSON.stringify(reader.laws.at(i)) !== JSON.stringify(whole.at(i))) expect(reader.laws.at(i)).toEqual(whole.at(i));
    expect(serializeIndex(building.finish())).toBe(serializeIndex(createLawIndex(whole)));
  });

  it('is refused when a line is not JSON, not a part, out of order or missing, and when the counts disagree', async () => {
    const { library } = await makeLawLibrary(content);
    const lines = libraryLines(library, 100);
    const readAll = (values: unknown[]) => {
      const reader = new LibraryLinesReader();
      for (const value of values) reader.read(value);
      return reader.finish();
    };
    expect(() => new LibraryLinesReader().read('<html>')).toThrow(LibraryLinesError);
    expect(() => readAll([{ kind: 'header', format: 1 }])).toThrow(/not one this app can read/);
    expect(() => readAll(lines.slice(1))).toThrow(/does not start with its header/);
    expect(() => readAll([lines[0], lines.at(-2), lines[1]])).toThrow(/texts after its laws/);
    // Cut at a line's end: only the missing end line tells.
    expect(() => readAll(lines.slice(0, -1))).toThrow(expect.objectContaining({ cut: true }));
    expect(() => readAll([...lines.slice(0, -2), lines.at(-1)])).toThrow(/incomplete/);
    expect(() => readAll([...lines, lines.at(-2)])).toThrow(/goes on after its end/);
    // The end line states the count too: one that disagrees is not the library the header began.
    expect(() => readAll([...lines.slice(0, -1), { kind: 'end', count: library.count - 1 }])).toThrow(/incomplete/);
  });
});
