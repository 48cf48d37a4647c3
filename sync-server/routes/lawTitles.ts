import { Readable, pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { Router } from '@koa/router';
import { corpusMeta, getLawRecords } from '../../core/laws/corpus';
import { uscodeTitleNames } from '../../core/data/uscode/titles';
import type { LawTitle, TitleSection, TitleTextHeader } from '../../core/schemas/legal';
import { ApiError } from '../http/errors';
import { getLawText, type LawText } from '../lawText';
import type { ApiDeps } from './deps';
import { toTitleTextSection } from '../legal/lawReading';

export const titleMessages = { titleNotFound: 'Title not found' } as const;

/** The title a path names, or 404: 1-54 and present in the corpus. */
function titleOf(param: string | undefined, lawText: LawText): number {
  const title = /^\d{1,2}$/.test(param ?? '') ? Number(param) : NaN;
  if (!lawText.titles().includes(title)) throw new ApiError(404, titleMessages.titleNotFound);
  return title;
}

const listings = new Map<number, TitleSection[]>();

/** A title's sections in official order (from the library's records; made once per title). */
function sectionsOf(title: number): TitleSection[] {
  let list = listings.get(title);
  if (!list) {
    list = getLawRecords()
      .filter((r) => r.kind === 'section' && r.usc.title === title)
      .map((r) => ({ id: r.id, section: r.usc.section, citation: r.citation, heading: r.heading }));
    listings.set(title, list);
  }
  return list;
}

/**
 * /api/legal/titles: a U.S. Code title's listing and its whole official text for
 * "Save this title for offline". Signed in, like the rest of the law database.
 */
export function lawTitlesRouter({ requireUser: signedIn }: ApiDeps, lawText: LawText = getLawText()): Router {
  const router = new Router({ prefix: '/legal/titles' });

  router.get('/:title', signedIn, (ctx) => {
    const title = titleOf(ctx.params.title, lawText);
    const sections = sectionsOf(title);
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.body = {
      title,
      name: uscodeTitleNames[title] ?? `Title ${title}`,
      releasePoint: lawText.releasePoint,
      releasePointLabel: corpusMeta.label,
      sectionCount: sections.length,
      textBytes: lawText.titleTextBytes(title),
      sections,
    } satisfies LawTitle;
  });

  // NDJSON, gzip-compressed, pulled a section at a time: the stream reads the next compressed
  // chunk only when the client has taken what came before, so a title is never held in memory.
  router.get('/:title/text', signedIn, (ctx) => {
    const title = titleOf(ctx.params.title, lawText);
    const header: TitleTextHeader = {
      kind: 'title',
      title,
      name: uscodeTitleNames[title] ?? `Title ${title}`,
      releasePoint: lawText.releasePoint,
      releasePointLabel: corpusMeta.label,
      sectionCount: sectionsOf(title).length,
      textBytes: lawText.titleTextBytes(title),
    };
    async function* lines() {
      yield JSON.stringify(header) + '\n';
      for await (const section of lawText.sectionsOfTitle(title)) yield JSON.stringify(toTitleTextSection(section, lawText)) + '\n';
    }
    const source = Readable.from(lines(), { objectMode: false });
    ctx.type = 'application/x-ndjson; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('X-Section-Count', String(header.sectionCount));
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      const gzip = createGzip({ level: 6 });
      // A reader that hangs up ends the read of the corpus too.
      pipeline(source, gzip, (error) => {
        if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('[laws-ai] title text stream failed:', error);
      });
      ctx.body = gzip;
    } else {
      ctx.body = source;
    }
  });

  return router;
}
