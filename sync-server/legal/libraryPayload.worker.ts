/**
 * The offline library's payload made in a thread of its own, below the event loop's priority
 *: its JSON, the lines, their hash and both compressions are ~2 s of a core (the JSON
 * steps and the garbage of a ~5 MB text held the event loop ~100 ms in all, in slices, and the
 * compressions ran in libuv's threads at normal priority). The bytes come back transferred, not
 * copied; the thread then ends and its memory with it.
 */
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { makeCorpusLibrary } from '../../core/laws/corpusLibrary';
import { libraryLinesText } from '../../core/laws/libraryLines';

export type LibraryPayloadReply =
  { type: 'made'; version: string; raw: Uint8Array; gzipped: Uint8Array; brotli: Uint8Array } | { type: 'failed'; error: string };

const port = parentPort!;

/** The bytes in an ArrayBuffer of their own, so it can be transferred (zlib's may share a pool). */
const own = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

async function make(): Promise<LibraryPayloadReply & { type: 'made' }> {
  const { library } = await makeCorpusLibrary();
  const raw = own(Buffer.from(libraryLinesText(library)));
  // Brotli quality 9 (measured on the full corpus: 4.8 MB of lines -> ~1 MB in ~1.2 s; quality
  // 11 saves another 10 % for ~12 s of a core at every start).
  const brotli = own(
    brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  );
  const gzipped = own(gzipSync(raw, { level: 9 }));
  return { type: 'made', version: library.version, raw, gzipped, brotli };
}

make().then(
  (reply) => port.postMessage(reply, [reply.raw.buffer, reply.gzipped.buffer, reply.brotli.buffer] as ArrayBuffer[]),
  (err: unknown) => port.postMessage({ type: 'failed', error: (err as Error)?.message ?? String(err) } satisfies LibraryPayloadReply),
);
