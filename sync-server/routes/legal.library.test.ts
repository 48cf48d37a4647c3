import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { corpusMeta, expandLibrary, getFullText, getLawRecords } from '../../core/laws';
import { lawLibrarySchema } from '../../core/schemas/legal';
import { serverWithMember } from '../test/harness';
import { isLawIndexReady, lawIndex } from './legalIndex';
import { libraryPayloadState, prepareLibraryPayload } from './legalLibrary';

const ctx = serverWithMember({}, 30_000);

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(ctx.server.url + path, { headers: { Cookie: ctx.jar.header(), ...headers } }, (res) => {
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

  it('sends the compact corpus gzip-compressed, with Content-Length, a version and an ETag; it expands to every record of the server', async () => {
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip, deflate' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);

    const json = gunzipSync(reply.body);
    expect(Number(reply.headers['x-uncompressed-length'])).toBe(json.length);
    // Compression matters on a phone's connection: the gzip is a small share of the JSON.
    expect(reply.body.length).toBeLessThan(json.length / 3);

    const library = lawLibrarySchema.parse(JSON.parse(json.toString('utf8')));
    const corpus = getLawRecords();
    expect(library.count).toBe(corpus.length);
    expect(library.sections).toHaveLength(corpusMeta.sectionCount);
    expect(reply.headers.etag).toBe(`"${library.version}"`);
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
  }, 60_000);

  it('sends brotli, smaller still and under 1.3 MB, to a client that accepts it', async () => {
    const gzipped = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip' });
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(gzipped.body.length);
    expect(reply.body.length).toBeLessThan(1.3 * 1024 * 1024);
    expect(brotliDecompressSync(reply.body).equals(gunzipSync(gzipped.body))).toBe(true);
  }, 30_000);

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const reply = await rawGet('/api/legal/library', { 'Accept-Encoding': 'identity' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(Number(reply.headers['x-uncompressed-length'])).toBe(reply.body.length);
    expect(JSON.parse(reply.body.toString('utf8')).count).toBe(getLawRecords().length);
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
  });

  it('is for signed-in users only', async () => {
    const res = await fetch(`${ctx.server.url}/api/legal/library`);
    expect(res.status).toBe(401);
  });
});

describe('the search index', () => {
  it('is not built by createApp or by routes that do not search; concurrent first searches share one build', async () => {
    // Nothing in this file has searched yet (the library and the lists do not need the index).
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
