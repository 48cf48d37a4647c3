import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { corpusMeta, expandLibrary, getFullText, getLawRecords } from '../../core/laws';
import { makeCorpusLibrary } from '../../core/laws/corpusLibrary';
import { libraryFromLines, libraryLinesText } from '../../core/laws/libraryLines';
import { libraryLineSchema } from '../../core/schemas/lawLibrary';
import { serverWithMember } from '../../test-support/server/harness';
import { isLawIndexReady, lawIndex, warmLawIndexCode } from '../legal/legalIndex';
import { libraryPayloadState, prepareLibraryPayload } from '../legal/legalLibrary';

const ctx = serverWithMember({}, 30_000);

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or another method) that keeps the bytes as sent (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string>, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(ctx.server.url + path, { method, headers: { Cookie: ctx.jar.header(), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/legal/library', () => {
  it('is made once at start: the first request finds it ready and builds nothing', async () => {
    // What index.ts does when the server listens.
    const prepared = await prepareLibraryPayload();
    expect(libraryPayloadState()).toEqual({ ready: prepared, builds: 1 });
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'br' });
    expect(reply.status).toBe(200);
    expect(reply.body.equals(prepared.brotli)).toBe(true);
    expect(libraryPayloadState().builds).toBe(1);
  }, 60_000);

  it('sends the compact corpus as lines, gzip-compressed, with Content-Length, a version and an ETag; it expands to every record of the server', async () => {
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip, deflate' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(reply.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);

    const text = gunzipSync(reply.body);
    expect(Number(reply.headers['x-uncompressed-length'])).toBe(text.length);
    // Compression matters on a phone's connection: the gzip is a small share of the lines.
    expect(reply.body.length).toBeLessThan(text.length / 3);

    // One part of the library a line, each as its schema states; a header first and an end last.
    const lines = text.toString('utf8').trimEnd().split('\n');
    const kinds = lines.map((line) => libraryLineSchema.parse(JSON.parse(line)).kind);
    expect([kinds[0], kinds.at(-1)]).toEqual(['header', 'end']);
    expect(kinds.filter((k) => k === 'sections').length).toBeGreaterThan(50);
    // No line is long: a phone parses each as it arrives.
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(400_000);

    const library = libraryFromLines(text.toString('utf8'));
    const corpus = getLawRecords();
    expect(library.count).toBe(corpus.length);
    expect(library.sections).toHaveLength(corpusMeta.sectionCount);
    expect(reply.headers.etag).toBe(`"${library.version}-lines"`);
    expect(reply.headers['x-library-version']).toBe(library.version);
    expect(library.fullTexts['15/1692c']).toBe(getFullText(15, '1692c')!.text);
    expect(Object.keys(library.fullTexts)).toHaveLength(240);
    // Sections as rows, not records: the first is Title 1 § 1 and its official heading.
    expect(library.sections[0]).toEqual([1, '1', 'Words denoting number, gender, and so forth']);
    const records = expandLibrary(library);
    expect(records.map((r) => r.id)).toEqual(corpus.map((r) => r.id));
    const guide = records.find((l) => l.id === 'fdcpa-contact-times-places')!;
    expect(guide.synonyms.length).toBeGreaterThan(0);
    expect(guide.fullText).toBe(getFullText(15, '1692c')!.text);
    // The same bytes a build states (scripts/library-info.ts makes them with the same functions).
    expect(text.equals(Buffer.from(libraryLinesText((await makeCorpusLibrary()).library)))).toBe(true);
  }, 60_000);

  it('sends brotli, smaller still and within the 1.5 MB bar, to a client that accepts it', async () => {
    const gzipped = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip' });
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(gzipped.body.length);
    expect(reply.body.length).toBeLessThanOrEqual(1_500_000);
    expect(brotliDecompressSync(reply.body).equals(gunzipSync(gzipped.body))).toBe(true);
  }, 30_000);

  it('sends the lines uncompressed to a client that does not accept gzip: the same bytes the compressed replies decode to', async () => {
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'identity' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(Number(reply.headers['x-uncompressed-length'])).toBe(reply.body.length);
    expect(libraryFromLines(reply.body.toString('utf8')).count).toBe(getLawRecords().length);
    expect(gunzipSync((await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip' })).body).equals(reply.body)).toBe(true);
    expect(brotliDecompressSync((await rawGet('/api/legal/library', { 'Accept-Encoding': 'br' })).body).equals(reply.body)).toBe(true);
  });

  it('answers 304 with no body when the saved copy is current, 200 when it is not', async () => {
    const first = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const again = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip', 'If-None-Match': '"an-old-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(first.body.length);
    // The one-JSON reply of the same version (an older server's ETag) is not this form: sent anew.
    const otherForm = await rawGet('/api/legal/library', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': `"${String(first.headers['x-library-version'])}"`,
    });
    expect(otherForm.status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const res = await fetch(`${ctx.server.url}/api/legal/library`);
    expect(res.status).toBe(401);
  });

  it('answers whatever a client sends with the library, a 304 or a 4xx, never a 5xx', async () => {
    const odd: Record<string, string>[] = [
      { 'Accept-Encoding': 'zstd, compress;q=0.5, *;q=0' },
      { 'Accept-Encoding': 'br;q=abc, gzip;q=2' },
      { 'If-None-Match': '*' },
      { 'If-None-Match': 'W/"x", "", ,,,' },
      { 'If-None-Match': 'x'.repeat(4000) },
      { Range: 'bytes=100-200' },
      { Range: 'bytes=oops' },
      { Accept: 'text/html' },
      { 'If-Modified-Since': 'not a date' },
    ];
    for (const headers of odd) {
      const reply = await rawGet('/api/legal/library', headers);
      expect(reply.status, JSON.stringify(headers)).toBeLessThan(500);
    }
    // HEAD: the headers of the GET (its size), no body.
    const heads: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br' }, { 'If-None-Match': '*' }, { Range: 'bytes=0-10' }];
    for (const headers of heads) {
      const head = await rawGet('/api/legal/library', headers, 'HEAD');
      expect(head.status, `HEAD ${JSON.stringify(headers)}`).toBeLessThan(500);
      expect(head.body.length).toBe(0);
    }
    for (const path of [
      '/api/legal/library?format=json&page=-1',
      '/api/legal/library/',
      '/api/legal/library/%E0%A4%A',
      '/api/legal/library/../library',
    ]) {
      expect((await rawGet(path, {})).status, path).toBeLessThan(500);
    }
  });
});

describe('the search index', () => {
  it('is not built by createApp or by routes that do not search; concurrent first searches share one build', async () => {
    // Nothing in this file has searched yet (the library and the lists do not need the index).
    expect(isLawIndexReady()).toBe(false);
    // What index.ts runs before listening: the index's code warmed on a sample, not the index built.
    warmLawIndexCode();
    expect(isLawIndexReady()).toBe(false);
    expect(lawIndex()).toBe(lawIndex());
    const replies = await Promise.all(
      ['overtime pay', 'security deposit', 'debt collector'].map((query) => ctx.jar.postJson('/api/legal/search', { query })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(isLawIndexReady()).toBe(true);
    expect(await lawIndex()).toBe(await lawIndex());
  }, 60_000);
});
