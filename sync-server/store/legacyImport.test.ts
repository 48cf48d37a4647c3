import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { CookieJar, startTestServer } from '../../test-support/server/harness';
import { openTestStore } from '../../test-support/server/testDatabase';
import { IMPORTED_SUFFIX, LEGACY_FILE, StoreFileError, type DbData } from '.';
import { emptyData } from './types';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-import-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;

/** A data file as the lowdb store of earlier versions wrote it, with every collection filled. */
async function oldDataFile(): Promise<DbData> {
  const now = Date.now();
  const maria = {
    id: randomUUID(),
    username: 'maria_r',
    fullLegalName: 'Maria Rodriguez',
    email: 'maria@example.com',
    phoneNumber: '555-123-4567',
    dateOfBirth: '1990-04-12T00:00:00.000Z',
    disclaimerAccepted: true as const,
    disclaimerAcceptedAt: '2025-01-01T12:00:00.000Z',
    createdAt: '2025-01-01T12:00:00.000Z',
    ...(await hashPassword('correct horse', 14)),
  };
  const james = {
    ...maria,
    id: randomUUID(),
    username: 'james',
    fullLegalName: 'James Lee',
    email: 'james@example.com',
    ...(await hashPassword('battery staple', 14)),
  };
  const ticket = (n: number, userId: string, key?: string) => ({
    ticketNumber: `LAI-2026-${String(n).padStart(6, '0')}`,
    userId,
    userName: 'Maria Rodriguez',
    userEmail: 'maria@example.com',
    subject: `Question ${n}`,
    category: 'technical' as const,
    urgency: 'low' as const,
    message: `My question number ${n}.`,
    submittedAt: new Date(now - n * 1000).toISOString(),
    createdAt: new Date(now - n * 1000).toISOString(),
    ...(key ? { idempotencyKey: key } : {}),
  });
  const news = {
    id: 'fr-2024-00001',
    title: 'A rule',
    category: 'regulation' as const,
    billNumber: null,
    chamber: null,
    publishedDate: '2024-01-01T00:00:00.000Z',
    audioUrl: '/api/congress/news/fr-2024-00001/audio',
    sourceUrl: 'https://www.federalregister.gov/documents/2024/01/01/fr-2024-00001/x',
    summary: 'Summary.',
    source: 'federal-register' as const,
    metadata: { latestAction: null, significant: false, agencies: [] },
    fetchedAt: '2024-01-01T01:00:00.000Z',
  };
  return {
    ...emptyData(),
    users: [maria, james],
    sessions: [
      { id: 'live-session', userId: maria.id, data: { userId: maria.id }, expiresAt: now + DAY },
      { id: 'expired-session', userId: james.id, data: { userId: james.id }, expiresAt: now - 1 },
    ],
    recentSearches: [
      { id: randomUUID(), userId: maria.id, query: 'landlord kept my deposit', createdAt: new Date(now - 2000).toISOString() },
      {
        id: randomUUID(),
        userId: maria.id,
        query: 'overtime pay',
        createdAt: new Date(now - 1000).toISOString(),
        idempotencyKey: 'search-key-1',
      },
      { id: randomUUID(), userId: james.id, query: 'debt collector', createdAt: new Date(now - 500).toISOString() },
    ],
    tickets: [ticket(41, maria.id, 'help-key-1'), ticket(42, maria.id)],
    adminInbox: [
      {
        id: randomUUID(),
        kind: 'help-ticket',
        ticketNumber: 'LAI-2026-000041',
        userId: maria.id,
        userName: 'Maria Rodriguez',
        userEmail: 'maria@example.com',
        subject: 'Question 41',
        urgency: 'low',
        createdAt: new Date(now).toISOString(),
        read: false,
      },
    ],
    idempotencyKeys: [{ key: 'never-used-collection', userId: maria.id }],
    news: [news],
    battles: [
      {
        id: randomUUID(),
        userId: maria.id,
        createdAt: new Date(now).toISOString(),
        userScore: 3,
        opponentScore: 2,
        opponentName: 'Law Bot',
        questionsData: [],
        idempotencyKey: 'battle-key',
      } as never,
    ],
    quizResults: [
      {
        id: randomUUID(),
        userId: james.id,
        createdAt: new Date(now).toISOString(),
        category: 'consumer',
        difficulty: 'easy',
        questionIds: ['q1'],
        answers: [0],
        timeSpent: 12,
        score: 100,
        correctAnswers: 1,
        totalQuestions: 1,
      },
    ],
    aiAnswers: [
      { key: 'k'.repeat(64), feature: 'legal-assistant', value: { response: 'Cached.' }, createdAt: new Date(now - 1000).toISOString() },
    ],
    aiQuestions: [
      {
        id: `ai:${randomUUID()}`,
        question: 'Q?',
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: 1,
        explanation: 'Because.',
        difficulty: 'easy',
        createdAt: new Date(now).toISOString(),
      } as never,
    ],
  };
}

/** Write it the way the old server did: lowdb's JSONFile wrote JSON.stringify(data, null, 2). */
async function writeWithLowdb(data: DbData): Promise<string> {
  const file = path.join(dir, LEGACY_FILE);
  await writeFile(file, JSON.stringify(data, null, 2));
  return file;
}

describe('the one-time import of an old laws-ai.json', () => {
  it('brings every collection into the store, renames the file, and never imports it twice', async () => {
    const old = await oldDataFile();
    const file = await writeWithLowdb(old);
    const store = await openTestStore(dir);
    expect(store.imported).toEqual({ users: 2, sessions: 1, tickets: 2, recentSearches: 3, quizResults: 1, battles: 1 });
    expect(existsSync(file)).toBe(false);
    expect(JSON.parse(await readFile(file + IMPORTED_SUFFIX, 'utf8'))).toEqual(JSON.parse(JSON.stringify(old)));

    const now = await store.snapshot();
    expect(now.users).toEqual(old.users);
    expect(now.sessions).toEqual([old.sessions[0]]);
    expect(now.recentSearches).toEqual(old.recentSearches);
    expect(now.tickets).toEqual(old.tickets);
    expect(now.adminInbox).toEqual(old.adminInbox);
    expect(now.news).toEqual(old.news);
    expect(now.battles).toEqual(old.battles);
    expect(now.quizResults).toEqual(old.quizResults);
    expect(now.aiAnswers).toEqual(old.aiAnswers);
    expect(now.aiQuestions).toEqual(old.aiQuestions);
    // Lookups the routes make work on imported rows.
    const maria = old.users[0]!;
    expect((await store.users.findByEmail('MARIA@example.com'))?.passwordHash).toBe(maria.passwordHash);
    expect(await store.sessions.get('live-session')).toEqual({ userId: maria.id });
    expect((await store.aiAnswers.get('k'.repeat(64)))?.value).toEqual({ response: 'Cached.' });
    // An outbox retry of an imported ticket gets that ticket, not a new one.
    const retry = await store.tickets.file(
      {
        userId: maria.id,
        userName: 'Maria Rodriguez',
        userEmail: 'maria@example.com',
        subject: 'Question 41',
        category: 'technical',
        urgency: 'low',
        message: 'My question number 41.',
        submittedAt: new Date(),
      },
      { idempotencyKey: 'help-key-1' },
    );
    expect(retry).toMatchObject({ created: false, ticket: { ticketNumber: 'LAI-2026-000041' } });
    // New tickets are numbered after the highest imported one.
    const next = await store.tickets.file({
      userId: maria.id,
      userName: 'Maria Rodriguez',
      userEmail: 'maria@example.com',
      subject: 'New',
      category: 'technical',
      urgency: 'low',
      message: 'After the import.',
      submittedAt: new Date(),
    });
    expect(next.ticket.ticketNumber).toMatch(/^LAI-\d{4}-000043$/);
    await store.close();

    // The same file put back (a restored backup): recognised, renamed, not imported again.
    await writeFile(file, await readFile(file + IMPORTED_SUFFIX));
    const again = await openTestStore(dir);
    expect((await again.snapshot()).users).toHaveLength(2);
    expect(existsSync(file)).toBe(false);
    await again.close();
  });

  it("lets the old file's users sign in with their passwords on a real server", async () => {
    const old = await oldDataFile();
    await writeWithLowdb(old);
    const server = await startTestServer({ dataDir: dir });
    try {
      const jar = new CookieJar(server.url);
      const res = await jar.postJson('/api/auth/login', { email: 'james@example.com', password: 'battery staple' });
      expect(res.status).toBe(200);
      expect((await res.json()).user).toMatchObject({ id: old.users[1]!.id, username: 'james' });
      expect((await (await jar.fetch('/api/legal/recent-searches')).json()).map((s: { query: string }) => s.query)).toEqual([
        'debt collector',
      ]);
    } finally {
      await server.stop();
    }
  });

  it('leaves a file that cannot be imported untouched, imports nothing and says why', async () => {
    const old = await oldDataFile();
    // Two accounts with one e-mail: the old store should never have let that happen.
    old.users[1] = { ...old.users[1]!, email: 'MARIA@example.com' };
    const file = await writeWithLowdb(old);
    const before = await readFile(file, 'utf8');
    const opening = openTestStore(dir);
    await expect(opening).rejects.toThrow(StoreFileError);
    await expect(opening).rejects.toThrow(
      new RegExp(
        `${LEGACY_FILE.replace('.', '\\.')} could not be imported \\(.*unique.*\\)\\. Nothing was imported and the file was left untouched`,
      ),
    );
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(existsSync(file + IMPORTED_SUFFIX)).toBe(false);
    // Moved away, the store starts empty: nothing of the failed import is in it.
    await rm(file);
    const store = await openTestStore(dir);
    expect((await store.snapshot()).users).toEqual([]);
    await store.close();
  });
});
