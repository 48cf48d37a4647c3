/**
 * Test helpers (not app code). A small library for tests, made of real records: every guide, the sections they explain and
 * a run of official sections, with the full texts the server would send for them.
 */
import { allFullTexts, getLawRecords } from '../../core/laws';
import type { LawLibrary, LibraryLaw } from '../../core/schemas/legal';

export function testLibrary({ version = 'v-test-1', sections = 300 }: { version?: string; sections?: number } = {}): LawLibrary {
  const records = getLawRecords();
  const guides = records.filter((r) => r.kind === 'guide');
  const explained = new Set(guides.map((g) => `${g.usc.title}/${g.usc.section}`));
  const bare = records.filter((r) => r.kind === 'section');
  const picked = [
    ...bare.filter((r) => explained.has(`${r.usc.title}/${r.usc.section}`)),
    ...bare.filter((r) => !explained.has(`${r.usc.title}/${r.usc.section}`)).slice(0, sections),
  ];
  const laws = [...guides, ...picked] as unknown as LibraryLaw[];
  const fullTexts: Record<string, string> = {};
  for (const law of laws) {
    const key = `${law.usc.title}/${law.usc.section}`;
    const text = allFullTexts()[key];
    if (law.hasFullText && text) fullTexts[key] = text.text;
  }
  return { version, releasePoint: '119-100', lastUpdated: 'U.S. Code release point 119-100', count: laws.length, laws, fullTexts };
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
