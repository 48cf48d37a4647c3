import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'koa';
import { allFullTexts, corpusMeta, getLawRecords } from '../../core/laws';
import type { LawLibrary } from '../../core/schemas/legal';

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

/** The offline library, serialized once per process: the corpus does not change while it runs. */
export interface LibraryPayload {
  /** Content hash; also the ETag. */
  version: string;
  etag: string;
  raw: Buffer;
  gzipped: Buffer;
  /** Brotli is made on the first request that accepts it (~2 s of a worker thread, ~25% smaller than gzip). */
  brotli(): Promise<Buffer>;
}

let preparing: Promise<LibraryPayload> | undefined;

/**
 * Every law record (guides and all sections, with the keywords and synonyms the browser's
 * search index needs) and every full text, as one JSON document. `version` is a hash of the
 * content, so a device can tell that its saved copy is out of date.
 */
export function libraryPayload(): Promise<LibraryPayload> {
  if (!preparing) {
    const build = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const laws = getLawRecords();
      const fullTexts = Object.fromEntries(Object.entries(allFullTexts()).map(([key, law]) => [key, law.text]));
      const content = JSON.stringify({ releasePoint: corpusMeta.releasePoint, laws, fullTexts });
      const version = createHash('sha256').update(content).digest('base64url').slice(0, 16);
      const library: LawLibrary = {
        version,
        releasePoint: corpusMeta.releasePoint,
        lastUpdated: corpusMeta.releasePointDate ?? corpusMeta.label,
        count: laws.length,
        laws: laws as LawLibrary['laws'],
        fullTexts,
      };
      const raw = Buffer.from(JSON.stringify(library));
      let brotlied: Promise<Buffer> | undefined;
      const makeBrotli = () => {
        brotlied ??= brotli(raw, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        brotlied.catch(() => (brotlied = undefined));
        return brotlied;
      };
      return { version, etag: `"${version}"`, raw, gzipped: await gzip(raw, { level: 9 }), brotli: makeBrotli };
    })();
    build.catch(() => {
      if (preparing === build) preparing = undefined;
    });
    preparing = build;
  }
  return preparing;
}

/**
 * Reply with the library: 304 when the client already holds this version (If-None-Match),
 * brotli or gzip when the client accepts it (node:zlib; measured on the full corpus: 40.8 MB
 * JSON, 2.7 MB gzip, 2.0 MB brotli), always with Content-Length (the stored size; X-Uncompressed-Length
 * is the size after decompression, what a progress bar reading the body counts).
 */
export async function sendLibrary(ctx: Context): Promise<void> {
  const library = await libraryPayload();
  ctx.vary('Accept-Encoding');
  // Revalidate each time rather than never store: the ETag makes an unchanged copy a 304.
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', library.etag);
  ctx.set('X-Library-Version', library.version);
  ctx.set('X-Uncompressed-Length', String(library.raw.length));
  ctx.status = 200; // ctx.fresh only compares validators on a 2xx
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  // Our preference (smallest first) among what the client accepts; negotiation alone would
  // follow the client's order ("gzip, deflate, br" would pick gzip).
  const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  if (encoding === 'br') {
    ctx.body = await library.brotli();
    ctx.set('Content-Encoding', 'br');
  } else if (encoding === 'gzip') {
    ctx.body = library.gzipped;
    ctx.set('Content-Encoding', 'gzip');
  } else {
    ctx.body = library.raw;
  }
}
