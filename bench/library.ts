/**
 * The offline library (docs/performance.md): what saving it transfers (from the running server, bytes as
 * sent), whether an unchanged copy is a 304, and what building its records and index costs the
 * worker, measured in Node (time and heap after a full GC; the browser's worker runs the same code).
 */
import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CompactLaws, expandLibrary } from '../core/laws/compactLibrary';
import { makeCorpusLibrary } from '../core/laws/corpusLibrary';
import { lawLibrarySchema } from '../core/schemas/lawLibrary';
import { createLawIndex } from '../core/search/engine';
import type { LawRecord } from '../core/laws/types';
import { signUpCookie } from './benchAccount';

export interface LibraryServerFigures {
  brotliBytes: number;
  gzipBytes: number;
  jsonBytes: number;
  revalidateStatus: number;
}

export interface LibraryNodeFigures {
  makeMs: number;
  expandMs: number;
  indexMs: number;
  recordsHeapMB: number;
  indexHeapMB: number;
  /** The worker's form: the laws kept compact, and the index over them. */
  compactHeapMB: number;
  compactIndexMs: number;
  compactIndexHeapMB: number;
}

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureLibraryServer(baseUrl: string): Promise<LibraryServerFigures> {
  const cookie = await signUpCookie(baseUrl, 'benchlib');
  const url = `${baseUrl}/api/legal/library`;
  const br = await rawGet(url, { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' });
  const gz = await rawGet(url, { Cookie: cookie, 'Accept-Encoding': 'gzip' });
  const again = await rawGet(url, { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': String(br.headers.etag) });
  return {
    brotliBytes: br.bytes,
    gzipBytes: gz.bytes,
    jsonBytes: Number(br.headers['x-uncompressed-length']),
    revalidateStatus: again.status,
  };
}

function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const heapMB = (gc: () => void) => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

export async function measureLibraryNode(): Promise<LibraryNodeFigures> {
  const gc = collector();
  let started = performance.now();
  const { json } = await makeCorpusLibrary();
  const makeMs = performance.now() - started;
  const before = heapMB(gc);
  started = performance.now();
  const records = expandLibrary(lawLibrarySchema.parse(JSON.parse(json)));
  const expandMs = performance.now() - started;
  const withRecords = heapMB(gc);
  started = performance.now();
  const index = createLawIndex(records as LawRecord[]);
  const indexMs = performance.now() - started;
  const withIndex = heapMB(gc);
  if (index.records.length !== records.length) throw new Error('index lost records');
  const expanded = { makeMs, expandMs, indexMs, recordsHeapMB: withRecords - before, indexHeapMB: withIndex - withRecords };

  // The worker's form: nothing but the compact laws and the index over them.
  const gone = heapMB(gc);
  const laws = CompactLaws.fromLibrary(lawLibrarySchema.parse(JSON.parse(json)));
  const withCompact = heapMB(gc);
  started = performance.now();
  const compactIndex = createLawIndex(laws);
  const compactIndexMs = performance.now() - started;
  const withCompactIndex = heapMB(gc);
  if (compactIndex.records.length !== records.length) throw new Error('compact index lost records');
  return { ...expanded, compactHeapMB: withCompact - gone, compactIndexMs, compactIndexHeapMB: withCompactIndex - withCompact };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function describeLibrary(server: LibraryServerFigures, node: LibraryNodeFigures): string[] {
  return [
    `Offline library: ${kb(server.jsonBytes)} uncompressed (its lines), ${kb(server.brotliBytes)} brotli, ${kb(server.gzipBytes)} gzip as sent; an unchanged copy revalidates with ${server.revalidateStatus}`,
    `Offline library in Node ${process.version}: payload made in ${node.makeMs.toFixed(0)} ms; records built in ${node.expandMs.toFixed(0)} ms ` +
      `(${node.recordsHeapMB.toFixed(1)} MB heap); index built in ${node.indexMs.toFixed(0)} ms (${node.indexHeapMB.toFixed(1)} MB heap)`,
    `Offline library as the worker keeps it: compact laws ${node.compactHeapMB.toFixed(1)} MB heap; their index built in ${node.compactIndexMs.toFixed(0)} ms ` +
      `(${node.compactIndexHeapMB.toFixed(1)} MB heap): ${(node.compactHeapMB + node.compactIndexHeapMB).toFixed(1)} MB in all`,
  ];
}
