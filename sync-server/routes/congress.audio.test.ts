import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationText } from '../../core/news/list';
import { newsAudioResponseSchema, newsListSchema } from '../../core/schemas/news';
import { fakeGovEnv, startFakeGov, type FakeGov } from '../../test-support/server/fakeGov';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { audioStoreFor, readMp3Info } from '../tts';

let server: TestServer;
let gov: FakeGov;
let jar: CookieJar;
beforeAll(async () => {
  gov = await startFakeGov();
  server = await startTestServer({ env: fakeGovEnv(gov) });
  jar = new CookieJar(server.url);
  expect((await jar.postJson('/api/auth/signup', signupPayload({ username: 'listener', email: 'listener@example.com' }))).status).toBe(201);
});
afterAll(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
  await gov.stop();
});

const mp3Files = async () =>
  (await readdir(path.join(server.dataDir, 'audio')).catch(() => [] as string[])).filter((f) => f.endsWith('.mp3'));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('GET /api/congress/news/:id/audio', () => {
  it('narrates the title and summary on first request, not during refresh, and reuses the file after', async () => {
    const refreshed = await jar.fetch('/api/congress/refresh', { method: 'POST' });
    expect(refreshed.status).toBe(200);
    expect(await mp3Files()).toEqual([]);

    const items = newsListSchema.parse(await (await server.fetch('/api/congress/news')).json());
    const item = items.find((i) => i.id === 'congress-117-hr-3617')!;
    expect(item.audioUrl).toBe('/api/congress/news/congress-117-hr-3617/audio');

    const res = await jar.fetch(item.audioUrl);
    expect(res.status, await res.clone().text()).toBe(200);
    const { audioUrl } = newsAudioResponseSchema.parse(await res.json());
    expect(audioUrl).toMatch(/^\/api\/audio\/[0-9a-f]{32}\.mp3$/);
    const id = /([0-9a-f]{32})/.exec(audioUrl)![1]!;

    // The file is the narration of this item's own words.
    const store = audioStoreFor(server.dataDir);
    expect(store.idOf(narrationText(item))).toBe(id);
    const file = await store.find(id);
    expect(file).not.toBeNull();
    const info = readMp3Info(new Uint8Array(await readFile(file!.file)));
    const expectedSeconds = (words(narrationText(item)) / 160) * 60;
    expect(info.durationSeconds).toBeGreaterThan(expectedSeconds * 0.6);
    expect(info.durationSeconds).toBeLessThan(expectedSeconds * 1.8);

    const served = await server.fetch(audioUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(new Uint8Array(await served.arrayBuffer()).byteLength).toBe(file!.bytes);

    const again = newsAudioResponseSchema.parse(await (await jar.fetch(item.audioUrl)).json());
    expect(again.audioUrl).toBe(audioUrl);
    expect(await mp3Files()).toEqual([`${id}.mp3`]);
  }, 60_000);

  it('needs a signed-in user and answers 404 for an item it does not keep', async () => {
    expect((await server.fetch('/api/congress/news/congress-117-hr-3617/audio')).status).toBe(401);
    const missing = await jar.fetch('/api/congress/news/congress-999-hr-1/audio');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'News item not found' });
  });
});
