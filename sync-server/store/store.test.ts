import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FILE, DuplicateUserError, loadSessionKeys, openStore, SESSION_KEYS_FILE, StoreFileError, type NewUser } from '.';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const newUser = (over: Partial<NewUser> = {}): NewUser => ({
  username: 'maria_r',
  fullLegalName: 'Maria Rodriguez',
  email: 'Maria@Example.com',
  phoneNumber: '555-123-4567',
  dateOfBirth: '1990-04-12',
  disclaimerAccepted: true,
  disclaimerAcceptedAt: null,
  passwordHash: 'ab'.repeat(64),
  passwordSalt: 'cd'.repeat(16),
  ...over,
});

const readFileJson = async (dataDir = dir) => JSON.parse(await readFile(path.join(dataDir, DATA_FILE), 'utf8'));

describe('openStore', () => {
  it('creates DATA_DIR and the data file with every collection on first start', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const store = await openStore(dataDir);
    await store.close();
    expect(await readFileJson(dataDir)).toEqual({
      version: 1,
      users: [],
      sessions: [],
      recentSearches: [],
      tickets: [],
      adminInbox: [],
      idempotencyKeys: [],
      news: [],
      battles: [],
      quizResults: [],
      aiAnswers: [],
      aiQuestions: [],
    });
  });

  it('keeps acknowledged writes on disk for the next start', async () => {
    const store = await openStore(dir);
    const user = await store.users.create(newUser());
    // Acknowledged means already on disk, before any close.
    expect((await readFileJson()).users[0]).toMatchObject({ id: user.id, email: 'maria@example.com' });
    await store.sessions.set('6f1c1f0e-0000-4000-8000-000000000001', {
      userId: user.id,
      data: { userId: user.id },
      expiresAt: Date.now() + 60_000,
    });
    await store.close();

    const again = await openStore(dir);
    expect(again.users.findByEmail('MARIA@example.com')?.id).toBe(user.id);
    expect(again.users.findByUsername('MARIA_R')?.id).toBe(user.id);
    expect(again.sessions.get('6f1c1f0e-0000-4000-8000-000000000001')).toEqual({ userId: user.id });
    await again.close();
  });

  it('adds collections missing from an older file without touching the data in it', async () => {
    await writeFile(path.join(dir, DATA_FILE), JSON.stringify({ users: [], sessions: [], tickets: [{ ticketNumber: 'T-1' }] }));
    const store = await openStore(dir);
    await store.close();
    const file = await readFileJson();
    expect(file.tickets).toEqual([{ ticketNumber: 'T-1' }]);
    expect(file.quizResults).toEqual([]);
  });

  it.each([
    ['not JSON', '{"users": [', /is not valid JSON/],
    ['an array', '[]', /is not a Laws AI data file/],
    ['wrong collection type', '{"users": {"a": 1}}', /is not a Laws AI data file \(users:/],
  ])('refuses to start on a file that is %s, naming it and leaving it untouched', async (_what, text, pattern) => {
    const file = path.join(dir, DATA_FILE);
    await writeFile(file, text);
    const opening = openStore(dir);
    await expect(opening).rejects.toThrow(StoreFileError);
    await expect(opening).rejects.toThrow(file);
    await expect(opening).rejects.toThrow(pattern);
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});

describe('store.users', () => {
  it('create is unique by email and by username, case-insensitively, even when racing', async () => {
    const store = await openStore(dir);
    const results = await Promise.allSettled([
      store.users.create(newUser()),
      store.users.create(newUser({ username: 'other', email: 'MARIA@example.com' })),
      store.users.create(newUser({ username: 'Maria_R', email: 'another@example.com' })),
    ]);
    expect(results[0].status).toBe('fulfilled');
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new DuplicateUserError('email') });
    expect((results[2] as PromiseRejectedResult).reason.field).toBe('username');
    await store.close();
    expect((await readFileJson()).users).toHaveLength(1);
  });
});

describe('store.sessions', () => {
  it('never returns an expired session, and drops expired ones on start', async () => {
    const store = await openStore(dir);
    await store.sessions.set('old', { userId: 'u1', data: { userId: 'u1' }, expiresAt: Date.now() - 1 });
    await store.sessions.set('live', { userId: 'u1', data: { userId: 'u1' }, expiresAt: Date.now() + 60_000 });
    expect(store.sessions.get('old')).toBeUndefined();
    expect(store.sessions.get('live')).toEqual({ userId: 'u1' });
    await store.close();
    const again = await openStore(dir);
    await again.close();
    expect((await readFileJson()).sessions.map((s: { id: string }) => s.id)).toEqual(['live']);
  });

  it('destroy and destroyAllForUser remove sessions from disk', async () => {
    const store = await openStore(dir);
    const later = Date.now() + 60_000;
    await store.sessions.set('a', { userId: 'u1', data: {}, expiresAt: later });
    await store.sessions.set('b', { userId: 'u1', data: {}, expiresAt: later });
    await store.sessions.set('c', { userId: 'u2', data: {}, expiresAt: later });
    await store.sessions.destroy('c');
    expect((await readFileJson()).sessions.map((s: { id: string }) => s.id)).toEqual(['a', 'b']);
    await store.sessions.destroyAllForUser('u1');
    expect((await readFileJson()).sessions).toEqual([]);
    await store.close();
  });
});

describe('loadSessionKeys', () => {
  it('generates keys once, in a file only the owner can read, and reuses them', async () => {
    const keys = await loadSessionKeys(dir, undefined);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, SESSION_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSessionKeys(dir, undefined)).toEqual(keys);
  });

  it('uses SESSION_KEYS when given, without writing a file', async () => {
    expect(await loadSessionKeys(dir, ['configured-key-0000001'])).toEqual(['configured-key-0000001']);
    await expect(stat(path.join(dir, SESSION_KEYS_FILE))).rejects.toThrow();
  });

  it('refuses an unusable keys file, naming it', async () => {
    const file = path.join(dir, SESSION_KEYS_FILE);
    await writeFile(file, '{"keys": ["short"]}');
    await expect(loadSessionKeys(dir, undefined)).rejects.toThrow(file);
    expect(await readFile(file, 'utf8')).toBe('{"keys": ["short"]}');
  });
});
