import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { AudioStore } from '../tts';

/** Bounded narrations (NARRATION_CACHE_MB, least recently used go) and stalled readers cut. */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('narration cache', () => {
  it('keeps the files within capBytes, removing the least recently played first', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-audio-'));
    try {
      const store = new AudioStore(dir);
      // A speech model that answers 1,000 bytes for any text: sizes the test can count.
      store.useSpeaker({ name: 'fixed-size', speak: async () => new Uint8Array(1000) });
      store.capBytes = 2500;
      const a = await store.getOrCreateAudio('Amendment one.');
      await new Promise((r) => setTimeout(r, 20)); // distinct modification times
      const b = await store.getOrCreateAudio('Amendment two.');
      await new Promise((r) => setTimeout(r, 20));
      expect(await store.find(a.id)).not.toBeNull(); // A is played again: now B is the least recent
      await new Promise((r) => setTimeout(r, 20));
      const c = await store.getOrCreateAudio('Amendment three.');
      expect(await store.find(b.id)).toBeNull();
      expect(await store.find(a.id)).not.toBeNull();
      expect(await store.find(c.id)).not.toBeNull();
      expect(await store.usedBytes()).toBe(2000);
      // B asked for again is made again.
      expect((await store.getOrCreateAudio('Amendment two.')).bytes).toBe(1000);
      expect(await store.usedBytes()).toBeLessThanOrEqual(2500);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('NARRATION_CACHE_MB sets the cap (default 512 MB)', async () => {
    server = await startTestServer({ env: { NARRATION_CACHE_MB: '3' } });
    expect(server.config.narrationCacheBytes).toBe(3 * 1024 * 1024);
  });
});

describe('a client that stops reading', () => {
  it('is cut after RESPONSE_IDLE_TIMEOUT_SECONDS while /api/legal/titles/42/text waits for it', async () => {
    server = await startTestServer({ env: { RESPONSE_IDLE_TIMEOUT_SECONDS: '2' } });
    const jar = new CookieJar(server.url);
    expect((await jar.postJson('/api/auth/signup', signupPayload())).status).toBe(201);
    const cookie = jar.header();
    const { port } = new URL(server.url);
    const started = Date.now();
    let textBytes = 0;
    const outcome = await new Promise<{ received: number; ended: string }>((resolve) => {
      let received = 0;
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/legal/titles/42/text HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nCookie: ${cookie}\r\n\r\n`);
        // Read the first bytes, then stop reading: the kernel's buffers fill and the server cannot write.
        socket.once('data', (d) => {
          received += d.length;
          textBytes = Number(/"textBytes":(\d+)/.exec(String(d))?.[1] ?? 0);
          socket.pause();
          // After the server had time to give up, read what is left. Its 2 s run from its last
          // write, once the buffers are full: seconds after these first bytes on a loaded machine
          // (the server makes each section's line), so 12 s, not 6.
          setTimeout(() => {
            socket.on('data', (more) => (received += more.length));
            socket.resume();
          }, 12_000);
        });
      });
      socket.on('error', () => resolve({ received, ended: 'error' }));
      socket.on('close', () => resolve({ received, ended: 'close' }));
    });
    // The title's text (its header says how much) is far more than a cut connection delivered.
    expect(textBytes).toBeGreaterThan(10_000_000);
    expect(outcome.received).toBeLessThan(textBytes / 2);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
