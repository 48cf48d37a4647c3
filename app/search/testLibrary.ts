/**
 * Test helpers (not app code). A small library for tests, made of real records: every guide, the sections they explain and
 * a run of official sections, with the full texts the server would send for them.
 */
import { allGuides } from '../../core/data/guides';
import { allFullTexts, corpusMeta, getCorpusData, libraryBody, sectionKey } from '../../core/laws';
import { LAW_LIBRARY_FORMAT, type LawLibrary } from '../../core/schemas/legal';

/**
 * The compact library payload of every guide, the sections they explain and the first
 * `sections` other official sections, with the full texts the server would send for them.
 */
export function testLibrary({ version = 'v-test-1', sections = 300 }: { version?: string; sections?: number } = {}): LawLibrary {
  const explained = new Set(allGuides.map((g) => sectionKey(g.usc.title, g.usc.section)));
  const rows = getCorpusData().sections;
  const picked = [
    ...rows.filter((r) => explained.has(sectionKey(r[0], r[1]))),
    ...rows.filter((r) => !explained.has(sectionKey(r[0], r[1]))).slice(0, sections),
  ];
  const body = libraryBody({
    releasePoint: '119-100',
    lastUpdated: 'U.S. Code release point 119-100',
    fullTextActs: corpusMeta.fullTextActs,
    guides: allGuides,
    sections: picked,
    fullTexts: Object.fromEntries(Object.entries(allFullTexts()).map(([key, law]) => [key, law.text])),
  });
  return { format: LAW_LIBRARY_FORMAT, version, ...body };
}

/** A response whose body arrives in the given pieces, as a browser hands over a decompressed body. */
export function chunkedResponse(pieces: Uint8Array[], headers: Record<string, string>, { hold }: { hold?: Promise<void> } = {}): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i === 1 && hold) await hold;
      if (i < pieces.length) controller.enqueue(pieces[i++]);
      else controller.close();
    },
  });
  return new Response(body, { headers });
}
