/**
 * The Legal Assistant's AI tests (legal.ai*.test.ts): a fake OpenAI-compatible server for the
 * file, and a fresh AI-configured server for each test, checked for clean logs after it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { findLawsBySection } from '../../core/laws';
import { searchResponseSchema, type SearchResponse } from '../../core/schemas/legal';
import { lawIndex } from '../../sync-server/legal/legalIndex';
import { expectCleanLogs, signedInUser, startAiServer } from './aiServer';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi';
import type { CookieJar, TestServer } from './harness';

export const QUESTION = 'a debt collector keeps calling me at work';
export const fdcpa = findLawsBySection(15, '1692c')[0]!;

export const GOOD_ANSWER = [
  'Yes: federal law limits when and where a debt collector may contact you.',
  '',
  'A collector may not call you at work if it knows your employer does not allow such calls.',
  '',
  `When collectors may contact you [${fdcpa.citation}]`,
  '  Calls at work must stop once the collector knows your employer forbids them.',
  '  Verify: https://not-official.example.com/fdcpa',
].join('\n');

export interface AiWorld {
  fake: FakeOpenAi;
  /** This test's server; a test may stop it and put another in its place. */
  server: TestServer;
  /** Starts a new AI-configured server (after the test stopped the last one) with this environment. */
  start(env?: Record<string, string>): Promise<void>;
  /** A new account on this test's server, signed in. */
  signedIn(name?: string): Promise<CookieJar>;
}

/** Registers the file's hooks: each test starts with GOOD_ANSWER scripted and no request seen. */
export function aiWorld(): AiWorld {
  const world = {
    async start(env: Record<string, string> = {}) {
      world.server = await startAiServer(world.fake, env);
    },
    signedIn: (name?: string) => signedInUser(world.server, name),
  } as AiWorld;
  beforeAll(async () => {
    await lawIndex();
    world.fake = await startFakeOpenAi();
  }, 60_000);
  afterAll(() => world.fake.close());
  beforeEach(async () => {
    world.fake.requests.length = 0;
    world.fake.answerWith({ kind: 'text', text: GOOD_ANSWER });
    await world.start();
  });
  afterEach(async () => {
    expectCleanLogs(world.server);
    await world.server.stop();
  });
  return world;
}

export async function ask(jar: CookieJar, query = QUESTION): Promise<SearchResponse> {
  const res = await jar.postJson('/api/legal/search', { query });
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(await res.json());
}

/**
 * The built-in engine answered instead of the model, saying why; for the debt-collector question
 * (the default), with the FDCPA among its sources. A question about something else names what
 * its sources must not hold instead.
 */
export function expectBuiltIn(reply: SearchResponse, notice: string, sources: { without: string } = { without: '' }) {
  expect(reply.engine).toBe('built-in');
  expect(reply.notice).toBe(notice);
  expect(reply.response).toContain('Answered by the built-in engine');
  const cited = reply.sources.map((s) => s.citation);
  if (sources.without) expect(cited.filter((c) => c.startsWith(sources.without))).toEqual([]);
  else expect(cited).toContain(fdcpa.citation);
}
