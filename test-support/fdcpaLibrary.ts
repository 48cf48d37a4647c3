/**
 * Test helpers (not app code): the content of a small offline library, the FDCPA's sections
 * (15 U.S.C. §§ 1692-1692p) with every guide and their official texts, as the tests of the compact
 * library and of the section cards in it build it.
 */
import { corpusMeta, getCorpusData } from '../core/laws/corpus';
import type { LibraryContent } from '../core/laws/compactLibrary';
import { allGuides } from '../core/data/guides';
import { allFullTexts } from '../core/laws/fullText';

export const fdcpaFullTexts: Record<string, string> = Object.fromEntries(
  Object.entries(allFullTexts()).map(([key, law]) => [key, law.text]),
);
export const fdcpaSections = getCorpusData().sections.filter((row) => row[0] === 15 && /^1692[a-p]?$/.test(row[1]));

export const fdcpaLibraryContent: LibraryContent = {
  releasePoint: '119-100',
  lastUpdated: 'U.S. Code release point 119-100',
  fullTextActs: corpusMeta.fullTextActs,
  guides: allGuides,
  sections: fdcpaSections,
  fullTexts: fdcpaFullTexts,
};
