import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { quizBank } from '../../core/quiz/bank';
import { RECEIPT_RELEASE_POINT } from '../../core/receipts';
import { brokenTextMessage, isCleanText } from '../../core/schemas/cleanText';
import { CookieJar, helpMessagePayload, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

/** Half an emoji (a lone surrogate) or a control character in stored text: a 400 naming the field, never a 500. */
const LONE = '\ud800 x';
let server: TestServer;
let jar: CookieJar;
let user: { id: string; email: string; fullLegalName: string };

beforeAll(async () => {
  server = await startTestServer();
  jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload());
  expect(res.status).toBe(201);
  user = (await res.json()).user;
});
afterAll(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

async function expectRefused(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error).toBe(brokenTextMessage(field));
  expect(body.issues[0].path).toEqual(field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
}

describe('clean text at the edge', () => {
  it('isCleanText: whole emoji, accents, tabs and line breaks pass; lone surrogates and control characters do not', () => {
    expect(isCleanText('Café 🏠 line\nnext\tcol\r\n')).toBe(true);
    for (const bad of ['\ud800', 'a\udc00', '🏠'.slice(0, 1) + 'x', 'bell\u0007', 'nul\u0000', 'esc\u001b[0m', '\u0085']) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('POST /api/help/message: refused, no ticket filed, every retry gets the same 400', async () => {
    const body = helpMessagePayload(user, { subject: `Broken ${LONE}` });
    for (let i = 0; i < 2; i++) {
      await expectRefused(
        await jar.postJson('/api/help/message', body, { 'Idempotency-Key': '0b6e3c1a-3d0e-4f8e-9c2a-00000000d800' }),
        'subject',
      );
    }
    const control = helpMessagePayload(user, { message: 'My landlord \u0007 wants more than the lease says.' });
    await expectRefused(await jar.postJson('/api/help/message', control), 'message');
    expect((await server.readDataFile()).tickets).toHaveLength(0);
  });

  it('PUT /api/receipts/:id: refused, nothing saved', async () => {
    const id = randomUUID();
    const receipt = {
      id,
      kind: 'answer',
      question: `deposit ${LONE}`,
      createdAt: '2026-11-25T12:00:00.000Z',
      lead: 'That is decided mainly by your state’s law.',
      laws: [],
      releasePoint: RECEIPT_RELEASE_POINT,
      engine: 'Answered by the built-in engine',
      disclaimer: DISCLAIMER,
    };
    const res = await jar.fetch(`/api/receipts/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(receipt),
    });
    await expectRefused(res, 'question');
    expect(((await (await jar.fetch('/api/receipts')).json()) as { receipts: unknown[] }).receipts).toHaveLength(0);
  });

  it('quiz submit and battle result: refused, nothing stored', async () => {
    const bank = quizBank.filter((q) => q.category === 'criminal').slice(0, 2);
    const submit = await jar.postJson('/api/legal/test-knowledge/submit', {
      questionIds: bank.map((q) => q.id),
      answers: [0, 0],
      category: `criminal${LONE}`,
      difficulty: 'all',
      timeSpent: 5,
    });
    await expectRefused(submit, 'category');
    const battle = await jar.postJson('/api/legal/test-knowledge/battle-result', {
      userScore: 1,
      aiScore: 0,
      totalQuestions: 1,
      difficulty: 'hard',
      category: 'environmental',
      winner: 'user',
      duration: 5,
      questionsData: [{ questionId: quizBank[0]!.id, userAnswered: true, category: LONE }],
    });
    await expectRefused(battle, 'questionsData.0.category');
    const data = await server.readDataFile();
    expect(data.quizResults).toHaveLength(0);
    expect(data.battles).toHaveLength(0);
  });

  it('signup: a lone surrogate in the full legal name is refused, no account made', async () => {
    const res = await new CookieJar(server.url).postJson(
      '/api/auth/signup',
      signupPayload({ username: 'half_emoji', email: 'half@example.com', fullLegalName: LONE }),
    );
    await expectRefused(res, 'fullLegalName');
    expect((await server.readDataFile()).users).toHaveLength(1);
  });
});
