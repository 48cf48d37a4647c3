import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationResponseSchema } from '../../core/schemas/narration';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';
import { synthesizeMp3 } from './synthesizer';

/** A fake OpenAI-compatible speech endpoint (POST /v1/audio/speech) answering with real MP3 bytes. */
interface SpeechRequest {
  model: string;
  voice: string;
  input: string;
  response_format: string;
}
let fake: Server;
let fakeUrl = '';
let mp3: Uint8Array;
let fail = false;
const seen: SpeechRequest[] = [];

let server: TestServer;
let jar: CookieJar;
beforeAll(async () => {
  // A real MP3 to send back (made by eSpeak NG with other words, so the bytes tell who made a file).
  mp3 = (await synthesizeMp3('This is the fake speech model.', 'en-us')).mp3;
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') return void res.writeHead(404).end();
      seen.push(JSON.parse(body) as SpeechRequest);
      if (fail) return void res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'down' } }));
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from(mp3));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  server = await startTestServer({ env: { OPENAI_BASE_URL: fakeUrl, OPENAI_TTS_MODEL: 'tts-1', OPENAI_TTS_VOICE: 'nova' } });
  jar = new CookieJar(server.url);
  expect((await jar.postJson('/api/auth/signup', signupPayload({ username: 'voice', email: 'voice@example.com' }))).status).toBe(201);
}, 60_000);
afterAll(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
  await new Promise((r) => fake.close(r));
});

async function narrate(text: string): Promise<Uint8Array> {
  const res = await jar.postJson('/api/audio/narrations', { text });
  expect(res.status).toBe(200);
  const { audioUrl } = narrationResponseSchema.parse(await res.json());
  return new Uint8Array(await (await server.fetch(audioUrl)).arrayBuffer());
}

describe('narration with OPENAI_TTS_MODEL', () => {
  it('asks the speech model through the openai SDK and serves its MP3', async () => {
    const bytes = await narrate('A debt collector may not call you at work.');
    expect(Buffer.from(bytes).equals(Buffer.from(mp3))).toBe(true);
    expect(seen.at(-1)).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: 'A debt collector may not call you at work.',
      response_format: 'mp3',
    });
  }, 60_000);

  it('falls back to eSpeak NG when the model fails, and asks the model again next time', async () => {
    fail = true;
    const before = seen.length;
    const bytes = await narrate('The landlord must return the deposit.');
    expect(seen.length).toBe(before + 1);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(Buffer.from(bytes).equals(Buffer.from(mp3))).toBe(false);
    fail = false;
    const again = await narrate('The landlord must return the deposit.');
    expect(seen.length).toBe(before + 2);
    expect(Buffer.from(again).equals(Buffer.from(mp3))).toBe(true);
  }, 60_000);
});
