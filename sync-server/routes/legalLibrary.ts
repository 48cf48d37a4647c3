import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'koa';
import { makeCorpusLibrary } from '../../core/laws/corpusLibrary';
import { libraryLinesTextInSteps } from '../../core/laws/libraryLines';

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

/**
 * The offline library (core/schemas/lawLibrary.ts) as lines (core/laws/libraryLines.ts), made
 * and compressed once per process: the corpus does not change while it runs.
 */
export interface LibraryPayload {
  /** Content hash; also the ETag. */
  version: string;
  etag: string;
  raw: Buffer;
  gzipped: Buffer;
  brotli: Buffer;
}

let preparing: Promise<LibraryPayload> | undefined;
let ready: LibraryPayload | undefined;
let builds = 0;

/**
 * Makes the payload, once: called at start (index.ts, when the server listens), so no request
 * ever waits for it to be built; a request arriving before it is done waits for this one build.
 * Only the JSON is made on the event loop (~0.1 s, in slices of a few ms: issue 18); both
 * compressions run in libuv's threads.
 * Brotli quality 9 (measured on the full corpus: 4.8 MB of lines -> ~1 MB in ~1.2 s; quality 11
 * saves another 10 % for ~12 s of a core at every start).
 */
export function prepareLibraryPayload(): Promise<LibraryPayload> {
  if (!preparing) {
    const build = (async () => {
      builds++;
      const { library } = await makeCorpusLibrary();
      const raw = Buffer.from(await libraryLinesTextInSteps(library));
      const [gzipped, brotlied] = await Promise.all([
        gzip(raw, { level: 9 }),
        brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      ]);
      // The ETag names the form too: a browser cache holding the one-JSON reply of an older
      // server (the same version) must not answer a request for the lines with it.
      ready = { version: library.version, etag: `"${library.version}-lines"`, raw, gzipped, brotli: brotlied };
      return ready;
    })();
    build.catch(() => {
      if (preparing === build) preparing = undefined;
    });
    preparing = build;
  }
  return preparing;
}

/** The payload when it is made (null before), and how many times it was made in this process: for tests. */
export function libraryPayloadState(): { ready: LibraryPayload | null; builds: number } {
  return { ready: ready ?? null, builds };
}

/**
 * Reply with the library: 304 when the client already holds this version (If-None-Match),
 * brotli or gzip when the client accepts it, always with Content-Length (the stored size;
 * X-Uncompressed-Length is the size after decompression, what a progress bar reading the body counts).
 */
export async function sendLibrary(ctx: Context): Promise<void> {
  const library = ready ?? (await prepareLibraryPayload());
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
  ctx.type = 'application/x-ndjson';
  // Our preference (smallest first) among what the client accepts; negotiation alone would
  // follow the client's order ("gzip, deflate, br" would pick gzip).
  const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  if (encoding === 'br') {
    ctx.body = library.brotli;
    ctx.set('Content-Encoding', 'br');
  } else if (encoding === 'gzip') {
    ctx.body = library.gzipped;
    ctx.set('Content-Encoding', 'gzip');
  } else {
    ctx.body = library.raw;
  }
}
