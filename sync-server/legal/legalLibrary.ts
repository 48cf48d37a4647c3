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
