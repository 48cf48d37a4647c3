import { describe, expect, it } from 'vitest';
import { allGuides } from '../data/guides';
import { sectionCardWords } from '../data/sectionCards';
import { createLawIndex, serializeIndex } from '../search/engine';
import { CARD_SECTION, FIXTURE_CARDS } from '../../test-support/sectionCardFixture';
import { CompactLaws, expandLibrary, expandPart, makeLawLibrary, splitLibrary, type LibraryContent } from './compactLibrary';
import { corpusMeta } from './corpus';
import { fdcpaLibraryContent, fdcpaSections as fdcpa } from '../../test-support/fdcpaLibrary';
import { libraryFromLines, libraryLinesText, LibraryLinesReader } from './libraryLines';
import { buildLawRecords, buildSectionRecord } from './records';
import type { CompactSection } from './types';

const card = FIXTURE_CARDS['15/1692h']!;
const content: LibraryContent = { ...fdcpaLibraryContent, cards: FIXTURE_CARDS };

describe("a section card's words in the section's record", () => {
  it('are its synonyms (the asks) and keywords; its title, summary and links stay the official heading', () => {
    const row: CompactSection = [15, '1692h', 'Multiple debts'];
    const plain = buildSectionRecord(row, corpusMeta.fullTextActs);
    const carded = buildSectionRecord(row, corpusMeta.fullTextActs, FIXTURE_CARDS);
    expect(plain).toMatchObject({ keywords: [], synonyms: [] });
    expect(carded).toEqual({ ...plain, keywords: card.keywords, synonyms: card.asks, carded: true });
    expect(carded.summary).toBe('15 U.S.C. § 1692h, in Title 15 — Commerce and Trade, is headed “Multiple debts”.');
    // A second section of the same number is another section: the card is not its.
    expect(buildSectionRecord([15, '1692h', 'Another', 0, 2], {}, FIXTURE_CARDS)).toMatchObject({ keywords: [], synonyms: [] });
  });

  it('are sent in the offline library, which expands (whole, in stored parts, as lines) to the server records and index', async () => {
    const { library, json } = await makeLawLibrary(content);
    expect(JSON.parse(json).cards).toEqual(FIXTURE_CARDS);
    const server = buildLawRecords({ sections: fdcpa, meta: { fullTextActs: corpusMeta.fullTextActs }, cards: FIXTURE_CARDS }, allGuides);
    const carded = server.find((r) => r.id === 'usc-15-1692h')!;
    expect(carded.synonyms).toEqual(card.asks);

    const strip = (records: object[]) => records.map((r) => ({ ...r, fullText: undefined }));
    expect(strip(expandLibrary(library))).toEqual(strip(server));
    expect(strip(splitLibrary(library, 7).flatMap(({ part }) => expandPart(part)))).toEqual(strip(server));
    const fromLines = libraryFromLines(libraryLinesText(library, 5));
    expect(fromLines.cards).toEqual(FIXTURE_CARDS);
    expect(strip(expandLibrary(fromLines))).toEqual(strip(server));

    // The device's index (built from the compact rows' search fields, as lines arrive) is the server's.
    const reader = new LibraryLinesReader();
    for (const line of libraryLinesText(library, 5).split('\n')) if (line) reader.read(line);
    reader.finish();
    const position = server.indexOf(carded);
    expect(reader.laws.searchFields(position)).toMatchObject({ keywords: card.keywords, synonyms: card.asks });
    expect(reader.laws.at(position)).toMatchObject({ id: 'usc-15-1692h', keywords: card.keywords, synonyms: card.asks });
    expect(serializeIndex(createLawIndex(reader.laws))).toBe(serializeIndex(createLawIndex(server)));
    expect(serializeIndex(createLawIndex(CompactLaws.fromLibrary(library)))).toBe(serializeIndex(createLawIndex(server)));
  });

  it("change the library's version, so a device's saved copy with other cards is out of date", async () => {
    const withCard = await makeLawLibrary(content);
    const without = await makeLawLibrary({ ...content, cards: {} });
    expect(withCard.library.version).not.toBe(without.library.version);
    // A card for a section the library does not hold is not sent.
    const elsewhere = await makeLawLibrary({ ...content, cards: { ...FIXTURE_CARDS, '42/1983': card } });
    expect(Object.keys(elsewhere.library.cards)).toEqual([`${CARD_SECTION.title}/${CARD_SECTION.section}`]);
  });

  it('are keyed by section from the card files, asks and keywords only', () => {
    const words = sectionCardWords([
      { usc: CARD_SECTION, asks: card.asks, keywords: card.keywords, checkedAgainst: corpusMeta.releasePoint },
    ]);
    expect(words).toEqual(FIXTURE_CARDS);
  });
});
