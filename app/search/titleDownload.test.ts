import { beforeEach, describe, expect, it } from 'vitest';
import { linkSection } from '../../core/laws/crossRefs';
import { parseSectionText } from '../../core/laws/structure';
import type { TitleTextHeader, TitleTextSection } from '../../core/schemas/legal';
import { db } from '../db';
import { getSavedTitle, getTitleSection, listSavedTitles, removeSavedTitle, sectionsHeld, titleSectionToDetail } from '../db/savedTitles';
import { saveTitleForOffline, TitleSaveError, type TitleSaveProgress } from './titleDownload';
import { chunkedResponse } from './testLibrary';

// Two sections of Title 15 in the official layout (release point 119-100), as the server sends them.
const texts: [string, string][] = [
  [
    '1692b',
    '§ 1692b.\nAcquisition of location information\nAny debt collector communicating with any person other than the consumer for the purpose of acquiring location information about the consumer shall—\n(1)\nidentify himself, state that he is confirming or correcting location information concerning the consumer, and, only if expressly requested, identify his employer;\n',
  ],
  [
    '1692c',
    '§ 1692c.\nCommunication in connection with debt collection\n(a)\nCommunication with the consumer generally\nWithout the prior consent of the consumer given directly to the debt collector or the express permission of a court of competent jurisdiction, a debt collector may not communicate with a consumer in connection with the collection of any debt—\n(1)\nat any unusual time or place or a time or place known or which should be known to be inconvenient to the consumer.\n(b)\nCommunication with third parties\nExcept as provided in section 1692b of this title, without the prior consent of the consumer given directly to the debt collector,\n',
  ],
];
const holds = (title: number, section: string) => title === 15 && texts.some(([s]) => s === section);
const header: TitleTextHeader = {
  kind: 'title',
  title: 15,
  name: 'Commerce and Trade',
  releasePoint: '119-100',
  releasePointLabel: 'U.S. Code release point 119-100 (current through Pub. L. 119-100)',
  sectionCount: texts.length,
  textBytes: 900,
};
const sections: TitleTextSection[] = texts.map(([section, text]) => {
  const p = parseSectionText(15, section, text);
  return {
    kind: 'section',
    id: `usc-15-${section}`,
    title: 15,
    section,
    citation: `15 U.S.C. § ${section}`,
    heading: p.heading,
    intro: p.intro,
    levels: p.levels,
    links: linkSection(p, 15, section, holds),
  };
});

/** The NDJSON body cut into small pieces, so lines arrive split across reads. */
function ndjson(values: unknown[]): Response {
  const bytes = new TextEncoder().encode(values.map((v) => JSON.stringify(v)).join('\n') + '\n');
  const pieces: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += 97) pieces.push(bytes.slice(i, i + 97));
  return chunkedResponse(pieces, { 'content-type': 'application/x-ndjson' });
}
const serving = (response: Response) => (async () => response) as unknown as typeof fetch;

beforeEach(async () => {
  await db.savedTitles.clear();
  await db.titleSections.clear();
  await db.laws.clear();
});

describe('saving a title for offline', () => {
  it('keeps every section with its levels and links, with progress up to the whole title', async () => {
    const progress: TitleSaveProgress[] = [];
    const saved = await saveTitleForOffline(15, { fetchFn: serving(ndjson([header, ...sections])), onProgress: (p) => progress.push(p) });
    expect(saved).toMatchObject({ title: 15, status: 'saved', stored: 2, sectionCount: 2 });
    expect(progress.at(0)).toEqual({ stored: 0, total: 2 });
    expect(progress.at(-1)).toEqual({ stored: 2, total: 2 });
    const c = await getTitleSection(15, '1692c');
    expect(c?.levels.find((l) => l.id === 'a-1')?.citation).toBe('15 U.S.C. § 1692c(a)(1)');
    const detail = titleSectionToDetail(c!, saved);
    expect(detail).toMatchObject({
      id: 'usc-15-1692c',
      citation: '15 U.S.C. § 1692c',
      title: 'Communication in connection with debt collection',
      fullText: null,
    });
    expect(detail.officialText?.links.map((l) => l.to)).toEqual(['/federal-laws/15/1692b']);
    expect(detail.officialText?.releasePoint).toBe('119-100');
    expect(await sectionsHeld(15)).toEqual(new Set(['1692b', '1692c']));
    expect((await listSavedTitles()).map((t) => t.title)).toEqual([15]);
  });

  it('leaves nothing behind when the stream stops early or sends something else', async () => {
    await expect(saveTitleForOffline(15, { fetchFn: serving(ndjson([header, sections[0]])) })).rejects.toMatchObject({
      code: 'incomplete',
    });
    expect(await getSavedTitle(15)).toBeNull();
    expect(await db.titleSections.count()).toBe(0);
    await expect(saveTitleForOffline(15, { fetchFn: serving(ndjson([{ ...header, title: 16 }, ...sections])) })).rejects.toMatchObject({
      code: 'format',
    });
    await expect(saveTitleForOffline(15, { fetchFn: serving(ndjson([header, { kind: 'section', id: 'x' }])) })).rejects.toBeInstanceOf(
      TitleSaveError,
    );
    expect(await db.titleSections.count()).toBe(0);
  });

  it('says the session ended on 401 and the server is unreachable on a network failure', async () => {
    await expect(saveTitleForOffline(15, { fetchFn: serving(new Response('{"error":"Not signed in"}', { status: 401 })) })).rejects.toThrow(
      'Your session has ended. Sign in again to save this title.',
    );
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(saveTitleForOffline(15, { fetchFn: offline })).rejects.toMatchObject({ code: 'network' });
  });

  it('removes a saved title and its sections', async () => {
    await saveTitleForOffline(15, { fetchFn: serving(ndjson([header, ...sections])) });
    await removeSavedTitle(15);
    expect(await getTitleSection(15, '1692c')).toBeNull();
    expect(await db.titleSections.count()).toBe(0);
    expect(await listSavedTitles()).toEqual([]);
  });
});
