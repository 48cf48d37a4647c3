import type { Context } from 'koa';
import { runThreadOnce } from '../workerThread';
import type { LibraryPayloadReply } from './libraryPayload.worker';

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
 * Made in a thread of its own below the event loop's priority (libraryPayload.worker.ts: issue
 * 18), so the event loop only receives the bytes.
 */
export function prepareLibraryPayload(): Promise<LibraryPayload> {
  if (!preparing) {
    const build = (async () => {
      builds++;
      const made = await makeInThread();
      // The ETag names the form too: a browser cache holding the one-JSON reply of an older
      // server (the same version) must not answer a request for the lines with it.
      ready = {
        version: made.version,
        etag: `"${made.version}-lines"`,
        raw: bytes(made.raw),
        gzipped: bytes(made.gzipped),
        brotli: bytes(made.brotli),
      };
      return ready;
    })();
    build.catch(() => {
      if (preparing === build) preparing = undefined;
    });
    preparing = build;
  }
  return preparing;
}

const bytes = (array: Uint8Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);

type MadeLibrary = LibraryPayloadReply & { type: 'made' };

function makeInThread(): Promise<MadeLibrary> {
  return runThreadOnce<LibraryPayloadReply, MadeLibrary>(
    new URL('./libraryPayload.worker.ts', import.meta.url),
    "the offline library's thread",
    (reply) => (reply.type === 'made' ? { result: reply } : { error: reply.error }),
    { background: true },
  );
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
