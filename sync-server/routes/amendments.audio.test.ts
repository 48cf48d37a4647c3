import { readdir, stat } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findAmendment, narrationText } from '../../core/data/amendments';
import { amendmentAudioResponseSchema } from '../../core/schemas/amendments';
import { serverPerFile } from '../../test-support/server/harness';
import { readMp3Info } from '../tts';
import { synthesisCount } from '../tts/synthesizer';

const ctx = serverPerFile();

const audioDir = () => path.join(ctx.server.dataDir, 'audio');
const mp3Files = async () => (await readdir(audioDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.mp3')).sort();

async function audioUrl(pathname: string): Promise<string> {
  const res = await ctx.server.fetch(pathname);
  expect(res.status, await res.clone().text()).toBe(200);
  return amendmentAudioResponseSchema.parse(await res.json()).audioUrl;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('GET /api/amendments/{n}/audio and /audio/simplified', () => {
  it('answer an /api/audio/ URL of an MP3 of the text, of a duration that fits its length', async () => {
    const url = await audioUrl('/api/amendments/1/audio/simplified');
    expect(url).toMatch(/^\/api\/audio\/[0-9a-f]{32}\.mp3$/);

    const res = await ctx.server.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Cache-Control')).toContain('max-age=31536000');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength);

    const info = readMp3Info(body);
    expect(info.sampleRate).toBe(22050);
    expect(info.kbps).toBe(32);
    // Spoken at 160 words a minute, give or take pauses between sentences.
    const expectedSeconds = (words(narrationText(findAmendment(1)!, 'simplified')) / 160) * 60;
    expect(info.durationSeconds).toBeGreaterThan(expectedSeconds * 0.7);
    expect(info.durationSeconds).toBeLessThan(expectedSeconds * 1.6);
    // 32 kbit/s: 4 KB a second.
    expect(body.byteLength).toBeGreaterThan(info.durationSeconds * 3800);
    expect(body.byteLength).toBeLessThan(info.durationSeconds * 4200);
  }, 60_000);

  it('serve the constitutional text as another track, and keep the server answering while it is made', async () => {
    const simplified = await audioUrl('/api/amendments/14/audio/simplified');
    let slowest = 0;
    let pending = true;
    const making = performance.now();
    let madeMs = 0;
    const made = audioUrl('/api/amendments/14/audio').finally(() => {
      pending = false;
      madeMs = performance.now() - making;
    });
    // The 14th is the longest text: synthesis runs on a worker thread, not on the event loop.
    while (pending) {
      const started = performance.now();
      expect((await ctx.server.fetch('/api/auth/me')).status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const constitutional = await made;
    expect(constitutional).not.toBe(simplified);
    // Made on this thread, the MP3 encoding alone would stall it for 2 s or more, most of the
    // making's time. The bound grows with the making's own time: on a loaded machine (a GC pause,
    // the other test worker) one request can wait past 1 s, and the making is slower in proportion.
    expect(slowest).toBeLessThan(Math.max(1000, madeMs / 3));

    const info = readMp3Info(new Uint8Array(await (await ctx.server.fetch(constitutional)).arrayBuffer()));
    const expectedSeconds = (words(findAmendment(14)!.fullText) / 160) * 60;
    expect(info.durationSeconds).toBeGreaterThan(expectedSeconds * 0.7);
    expect(info.durationSeconds).toBeLessThan(expectedSeconds * 1.6);
    // eSpeak and the MP3 encoder take well over a minute on a busy 2-core machine.
  }, 180_000);

  it('make a track once: a repeat is served from the file, and requests at the same time share one synthesis', async () => {
    const before = synthesisCount();
    const urls = await Promise.all([1, 2, 3].map(() => audioUrl('/api/amendments/26/audio/simplified')));
    expect(new Set(urls).size).toBe(1);
    expect(synthesisCount() - before).toBe(1);

    const file = path.join(audioDir(), path.basename(urls[0]!));
    // The narration cache touches a file's times on use (least recently used goes first), so a
    // rewrite is told by the file itself: a new one is written aside and renamed (a new inode).
    const written = await stat(file);
    const filesBefore = await mp3Files();
    expect(await audioUrl('/api/amendments/26/audio/simplified')).toBe(urls[0]);
    expect(synthesisCount() - before).toBe(1);
    const after = await stat(file);
    expect([after.ino, after.size]).toEqual([written.ino, written.size]);
    expect(await mp3Files()).toEqual(filesBefore);
    // No partial files are left behind.
    expect((await readdir(audioDir())).filter((f) => f.endsWith('.part'))).toEqual([]);
  }, 60_000);

  it('answer 404 with a clear message for an amendment that is not in Know Your Rights', async () => {
    for (const n of ['11', '27', '0', '99', 'abc', '1st']) {
      const res = await ctx.server.fetch(`/api/amendments/${n}/audio`);
      expect(res.status, n).toBe(404);
      const { error } = (await res.json()) as { error: string };
      expect(error).toBe(
        `Amendment ${n} is not in Know Your Rights. It covers the 1st, 2nd, 3rd, 4th, 5th, 6th, 7th, 8th, 9th, 10th, 13th, 14th, 15th, 17th, 19th, 24th and 26th Amendments.`,
      );
    }
    expect((await ctx.server.fetch('/api/amendments/11/audio/simplified')).status).toBe(404);
  });
});

describe('GET /api/audio/{id}.mp3', () => {
  let url: string;
  let whole: Uint8Array;
  beforeAll(async () => {
    url = await audioUrl('/api/amendments/8/audio');
    whole = new Uint8Array(await (await ctx.server.fetch(url)).arrayBuffer());
  }, 60_000);

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await ctx.server.fetch(url, { headers: { Range: 'bytes=100-1099' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 100-1099/${whole.byteLength}`);
    expect(res.headers.get('Content-Length')).toBe('1000');
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(whole.slice(100, 1100));
  });

  it('answers the probes media players send: the first two bytes, an open end, the last bytes', async () => {
    const probe = await ctx.server.fetch(url, { headers: { Range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect(new Uint8Array(await probe.arrayBuffer())).toEqual(whole.slice(0, 2));

    const rest = await ctx.server.fetch(url, { headers: { Range: 'bytes=5000-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('Content-Range')).toBe(`bytes 5000-${whole.byteLength - 1}/${whole.byteLength}`);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(whole.slice(5000));

    const tail = await ctx.server.fetch(url, { headers: { Range: 'bytes=-300' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-300));
  });

  it('answers 416 for a range past the end, and the whole file for a range it does not handle', async () => {
    const past = await ctx.server.fetch(url, { headers: { Range: `bytes=${whole.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${whole.byteLength}`);

    const several = await ctx.server.fetch(url, { headers: { Range: 'bytes=0-1,5-9' } });
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(whole.byteLength);
  });

  it('answers 304 to a browser that has the file, and HEAD with the headers only', async () => {
    const etag = (await ctx.server.fetch(url, { method: 'HEAD' })).headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    // fetch() adds "Cache-Control: no-cache" to a conditional request; a browser revalidating does not.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(ctx.server.url + url, { headers: { 'If-None-Match': etag! } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);

    const head = await ctx.server.fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(whole.byteLength));
  });

  it('answers 404 for an unknown id and for anything that is not an id', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.mp3', 'abc.mp3', '..%2F..%2Flaws-ai.json', `${path.basename(url, '.mp3')}.wav`]) {
      const res = await ctx.server.fetch(`/api/audio/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ error: 'Audio not found' });
    }
  });
});
