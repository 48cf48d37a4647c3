/**
 * Test helpers (not app code). A small library for tests, made of real records: every guide, the sections they explain and
 * a run of official sections, with the full texts the server would send for them.
 */
import { allGuides } from '../../core/data/guides';
import { allFullTexts, corpusMeta, corpusSectionCards, getCorpusData, libraryBody, sectionKey } from '../../core/laws';
import type { SectionCardWords } from '../../core/laws/types';
import { libraryLinesText } from '../../core/laws/libraryLines';
import { LAW_LIBRARY_FORMAT, type LawLibrary } from '../../core/schemas/legal';

/**
 * The compact library payload of every guide, the sections they explain and the first
 * `sections` other official sections, with the full texts the server would send for them, and
 * the section cards of those sections (the corpus's, or `cards`: then their sections are in too).
 */
export function testLibrary({
  version = 'v-test-1',
  sections = 300,
  cards,
}: { version?: string; sections?: number; cards?: SectionCardWords } = {}): LawLibrary {
  const explained = new Set(allGuides.map((g) => sectionKey(g.usc.title, g.usc.section)));
  for (const key of Object.keys(cards ?? {})) explained.add(key);
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
    cards: cards ?? corpusSectionCards(),
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

/**
 * The library as the browser hands it to the worker: its lines (as the server sends them),
 * decompressed, in pieces, with the server's headers. `cutAt` ends the body after that many
 * bytes (a cut connection); `sizeStated: false` leaves out the size (no way to tell it short).
 */
export function libraryResponse(
  library: LawLibrary,
  {
    pieces = 20,
    hold,
    cutAt,
    sizeStated = true,
    rows,
  }: { pieces?: number; hold?: Promise<void>; cutAt?: number; sizeStated?: boolean; rows?: number } = {},
): Response {
  const bytes = new TextEncoder().encode(libraryLinesText(library, rows));
  const sent = cutAt === undefined ? bytes : bytes.slice(0, cutAt);
  const size = Math.ceil(sent.length / pieces);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < sent.length; i += size) chunks.push(sent.slice(i, i + size));
  return chunkedResponse(
    chunks,
    {
      'content-type': 'application/x-ndjson',
      ...(sizeStated
        ? {
            'content-encoding': 'br',
            'content-length': String(Math.round(bytes.length / 5)),
            'x-uncompressed-length': String(bytes.length),
          }
        : {}),
      'x-library-version': library.version,
    },
    { hold },
  );
}
