/**
 * The offline library of the whole corpus (GET /api/legal/library). Pulls the corpus (~4 MB of
 * JSON): the server makes it once at start, the app's build only to learn its version and size.
 */
import { allGuides } from '../data/guides';
import { makeLawLibrary } from './compactLibrary';
import { corpusMeta, corpusSectionCards, getCorpusData } from './corpus';
import { allFullTexts } from './fullText';

export function makeCorpusLibrary(): ReturnType<typeof makeLawLibrary> {
  return makeLawLibrary({
    releasePoint: corpusMeta.releasePoint,
    lastUpdated: corpusMeta.releasePointDate ?? corpusMeta.label,
    fullTextActs: corpusMeta.fullTextActs,
    guides: allGuides,
    sections: getCorpusData().sections,
    cards: corpusSectionCards(),
    fullTexts: Object.fromEntries(Object.entries(allFullTexts()).map(([key, law]) => [key, law.text])),
  });
}
