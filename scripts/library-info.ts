/**
 * Prints which offline library goes with this checkout (docs/performance.md "The offline
 * library"), as JSON: its version (the
 * content hash the server computes at start from the same corpus with the same function), its
 * size as JSON and, with --compressed, its size as the server sends it (brotli quality 9, as
 * sync-server/legal/legalLibrary.ts makes it). vite.config.ts runs it to tell the app, so the
 * app knows whether its saved copy is current and what saving costs without asking the server.
 */
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { makeCorpusLibrary } from '../core/laws/corpusLibrary';
import { libraryLinesText } from '../core/laws/libraryLines';

const { library } = await makeCorpusLibrary();
// The reply's bytes, as the server sends them (its lines).
const raw = Buffer.from(libraryLinesText(library));
const downloadBytes = process.argv.includes('--compressed')
  ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      .length
  : null;
process.stdout.write(JSON.stringify({ version: library.version, rawBytes: raw.length, downloadBytes }));
