import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { RECEIPT_RELEASE_POINT, type Receipt } from '../../core/receipts';
import { accountExportSchema, accountMessages, type AccountExport } from '../../core/schemas/account';
import type { User } from '../../core/schemas/auth';
import { CookieJar, helpMessagePayload, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

const receipt = (): Receipt => ({
  id: randomUUID(),
  kind: 'answer',
  question: 'can my landlord keep my deposit',
  createdAt: '2026-11-25T12:00:00.000Z',
  lead: 'That is decided mainly by your state’s law.',
  laws: [],
  releasePoint: RECEIPT_RELEASE_POINT,
  engine: 'Answered by the built-in engine',
  disclaimer: DISCLAIMER,
});

const battle = {
  userScore: 1,
  aiScore: 0,
  totalQuestions: 1,
  difficulty: 'easy',
  category: 'all',
  winner: 'user',
  duration: 12,
  questionsData: [{ questionId: 'q1', userAnswered: true, category: 'tax' }],
} as const;

describe('my account as a whole: DELETE /api/auth/me and GET /api/auth/me/export', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    expect(server.serverErrors).toEqual([]);
    await server.stop();
  });

  /** A signed-in account holding one of everything. */
  async function accountWithData(name: string): Promise<{ jar: CookieJar; user: User }> {
    const jar = new CookieJar(server.url);
    const res = await jar.postJson('/api/auth/signup', signupPayload({ username: name, email: `${name}@example.com` }));
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: User };
    await server.store.recentSearches.add(user.id, `${name} asks about a security deposit`);
    expect((await jar.postJson('/api/help/message', helpMessagePayload(user))).status).toBe(201);
    const r = receipt();
    expect(
      (
        await jar.fetch(`/api/receipts/${r.id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(r),
        })
      ).status,
    ).toBe(200);
    await server.store.quizResults.add(user.id, {
      category: 'tax',
      difficulty: 'easy',
      questionIds: ['q1'],
      answers: [0],
      timeSpent: 30,
      score: 100,
      correctAnswers: 1,
      totalQuestions: 1,
    });
    await server.store.battles.add(user.id, { ...battle, questionsData: [...battle.questionsData] });
    return { jar, user };
  }

  const exportOf = async (jar: CookieJar): Promise<AccountExport> => {
    const res = await jar.fetch('/api/auth/me/export');
    expect(res.status).toBe(200);
    return accountExportSchema.parse(await res.json());
  };

  const deleteAccount = (jar: CookieJar, password: unknown) =>
    jar.fetch('/api/auth/me', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password }) });

  it('exports everything the account holds, without the password or another user’s data', async () => {
    const ann = await accountWithData('ann');
    await accountWithData('ann2');
    const data = await exportOf(ann.jar);
    expect(data.account).toMatchObject({ id: ann.user.id, username: 'ann', email: 'ann@example.com', phoneNumber: '555-123-4567' });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|passwordSalt|correct horse/);
    expect(data.recentSearches.map((s) => s.query)).toEqual(['ann asks about a security deposit']);
    expect(data.helpTickets.map((t) => t.subject)).toEqual(['Cannot hear the audio']);
    expect(data.savedAnswers).toHaveLength(1);
    expect(data.quizResults).toEqual([expect.objectContaining({ category: 'tax', score: 100 })]);
    expect(data.battles).toEqual([expect.objectContaining({ winner: 'user', duration: 12 })]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('ann2');
    expect((await new CookieJar(server.url).fetch('/api/auth/me/export')).status).toBe(401);
  });

  it('deletes the account and all it holds with the password; another user’s data is untouched; the old cookie is refused', async () => {
    const bea = await accountWithData('bea');
    const cal = await accountWithData('cal');
    const calBefore = await exportOf(cal.jar);
    // A second device of bea's, signed in too.
    const beaPhone = new CookieJar(server.url);
    expect((await beaPhone.postJson('/api/auth/login', { email: 'bea@example.com', password: 'correct horse' })).status).toBe(200);

    // Bad input and a wrong password change nothing.
    const missing = await bea.jar.fetch('/api/auth/me', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe(accountMessages.passwordRequired);
    const wrong = await deleteAccount(bea.jar, 'not my password');
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: string }).error).toBe(accountMessages.wrongPassword);
    expect((await exportOf(bea.jar)).helpTickets).toHaveLength(1);

    const beaCookie = bea.jar.header() ?? '';
    const done = await deleteAccount(bea.jar, 'correct horse');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      ok: true,
      deleted: { sessions: 2, recentSearches: 1, helpTickets: 1, savedAnswers: 1, quizResults: 1, battles: 1 },
    });

    // Nothing of bea's is left anywhere in the store (the admin's notice of her ticket too).
    const all = JSON.stringify(await server.store.snapshot());
    expect(all).not.toContain(bea.user.id);
    expect(all).not.toContain('bea@example.com');
    expect(all).not.toContain('bea asks');
    // This device's cookie was cleared, and a copy of it kept from before is refused; her other
    // device's cookie is refused with the reason.
    expect(bea.jar.get('lawsai.sid')).toBeUndefined();
    expect(await (await server.fetch('/api/auth/me', { headers: { Cookie: beaCookie } })).json()).toEqual({ user: null });
    const me = await beaPhone.fetch('/api/auth/me');
    expect(me.status).toBe(410);
    expect(((await me.json()) as { error: string }).error).toBe(accountMessages.accountDeleted);
    // A write her phone queued offline is refused with that message, and stores nothing.
    const late = await beaPhone.postJson('/api/help/message', helpMessagePayload(bea.user), { 'Idempotency-Key': randomUUID() });
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: string }).error).toBe(accountMessages.accountDeleted);
    expect(JSON.stringify(await server.store.snapshot())).not.toContain(bea.user.id);
    // The account is gone: its email and password no longer sign in.
    expect((await beaPhone.postJson('/api/auth/login', { email: 'bea@example.com', password: 'correct horse' })).status).toBe(401);

    const calAfter = await exportOf(cal.jar);
    expect({ ...calAfter, exportedAt: '' }).toEqual({ ...calBefore, exportedAt: '' });
  });
});
