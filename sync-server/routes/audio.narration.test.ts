import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_MAX_TEXT, narrationMessages, narrationResponseSchema } from '../../core/schemas/narration';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { audioStoreFor, readMp3Info } from '../tts';

let server: TestServer;
let jar: CookieJar;
beforeAll(async () => {
  server = await startTestServer();
  jar = new CookieJar(server.url);
  expect((await jar.postJson('/api/auth/signup', signupPayload({ username: 'reader', email: 'reader@example.com' }))).status).toBe(201);
});
afterAll(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

// A sentence of 15 U.S.C. § 1692c(c), as the Listen control sends it.
const SENTENCE = 'If such notice from the consumer is made by mail, notification shall be complete upon receipt.';

describe('POST /api/audio/narrations', () => {
  it('narrates one sentence once and serves the MP3', async () => {
    const res = await jar.postJson('/api/audio/narrations', { text: SENTENCE });
    expect(res.status, await res.clone().text()).toBe(200);
    const { audioUrl } = narrationResponseSchema.parse(await res.json());
    const id = /^\/api\/audio\/([0-9a-f]{32})\.mp3$/.exec(audioUrl)![1]!;
    expect(audioStoreFor(server.dataDir).idOf(SENTENCE)).toBe(id);

    const mp3 = await server.fetch(audioUrl);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    const info = readMp3Info(new Uint8Array(await mp3.arrayBuffer()));
    expect(info.durationSeconds).toBeGreaterThan(2);

    // The same words again: the same file, nothing made twice.
    const again = narrationResponseSchema.parse(await (await jar.postJson('/api/audio/narrations', { text: `  ${SENTENCE} ` })).json());
    expect(again.audioUrl).toBe(audioUrl);
  }, 60_000);

  it('refuses empty and over-long text with a clear message, and strangers', async () => {
    const empty = await jar.postJson('/api/audio/narrations', { text: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe(narrationMessages.empty);
    const long = await jar.postJson('/api/audio/narrations', { text: 'a'.repeat(NARRATION_MAX_TEXT + 1) });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe(narrationMessages.tooLong);
    const odd = await jar.postJson('/api/audio/narrations', { text: 42 });
    expect(odd.status).toBe(400);
    const stranger = await new CookieJar(server.url).postJson('/api/audio/narrations', { text: SENTENCE });
    expect(stranger.status).toBe(401);
  });
});
