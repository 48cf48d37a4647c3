/**
 * The real server with an AI model configured: the fake OpenAI-compatible server on 127.0.0.1
 * (fakeOpenAi.ts) as its model. Shared by the routes' AI tests.
 */
import { expect } from 'vitest';
import type { FakeOpenAi } from './fakeOpenAi';
import { CookieJar, signupPayload, startTestServer, type TestServer } from './harness';

export const AI_TEST_KEY = 'sk-test-0123456789abcdef';

export function startAiServer(fake: FakeOpenAi, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    // The fake answers at once, but the server, the fake and the test share one busy event loop: a
    // 2 s limit (once the default here) could time out a good answer on a loaded machine. The tests
    // of a slow model set their own 300 ms.
    env: { OPENAI_API_KEY: AI_TEST_KEY, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model', OPENAI_TIMEOUT_MS: '10000', ...env },
  });
}

/** A new account on `server`, signed in. */
export async function signedInUser(server: TestServer, name = 'maria_r'): Promise<CookieJar> {
  const jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload({ username: name, email: `${name}@example.com` }));
  expect(res.status).toBe(201);
  return jar;
}

/** What every AI test checks after it: no server error, and the key in no log line. */
export function expectCleanLogs(server: TestServer): void {
  expect(server.serverErrors).toEqual([]);
  expect(JSON.stringify(server.serverWarnings)).not.toContain(AI_TEST_KEY);
}
