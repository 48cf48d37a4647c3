import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DuplicateUserError,
  LEGACY_FILE,
  loadSessionKeys,
  openStore,
  PGLITE_DIR,
  SESSION_KEYS_FILE,
  StoreFileError,
  type NewUser,
} from '.';
import { openTestStore, seedPgliteTemplate } from '../../test-support/server/testDatabase';

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

describe('openStore (embedded PGlite in DATA_DIR)', () => {
  it('creates DATA_DIR and the database owner-only, keeps acknowledged writes for the next start, and refuses a second process', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    await seedPgliteTemplate(dataDir);
    const store = await openStore(dataDir);
    expect(store.kind).toBe('pglite');
    const user = await store.users.create(newUser());
    await store.sessions.set('6f1c1f0e-0000-4000-8000-000000000001', {
      userId: user.id,
      data: { userId: user.id },
      expiresAt: Date.now() + 60_000,
    });
    // Another process holding the lock (this test's parent, alive) is refused with the reason.
    await writeFile(path.join(dataDir, 'pgdata.lock'), `${process.ppid} 0 x`);
    await store.close();
    await expect(openStore(dataDir)).rejects.toThrow(/Another Laws AI server \(process \d+\) is using the embedded database.*DATABASE_URL/);
    await rm(path.join(dataDir, 'pgdata.lock'));

    const again = await openStore(dataDir);
    expect((await again.users.findByEmail('MARIA@example.com'))?.id).toBe(user.id);
    expect((await again.users.findByUsername('MARIA_R'))?.id).toBe(user.id);
    expect(await again.sessions.get('6f1c1f0e-0000-4000-8000-000000000001')).toEqual({ userId: user.id });
    await again.close();

    const modes = await modesUnder(path.join(dataDir, PGLITE_DIR));
    expect(modes.dirs).toEqual([0o700]);
    expect(modes.files).toEqual([0o600]);
  }, 180_000);
});

async function modesUnder(dir: string, seen = { dirs: new Set<number>(), files: new Set<number>() }) {
  seen.dirs.add((await stat(dir)).mode & 0o777);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await modesUnder(full, seen);
    else seen.files.add((await stat(full)).mode & 0o777);
  }
  return { dirs: [...seen.dirs], files: [...seen.files] };
}

describe('openStore with an old data file', () => {
  it.each([
    ['not JSON', '{"users": [', /is not valid JSON/],
    ['an array', '[]', /is not a Laws AI data file/],
    ['wrong collection type', '{"users": {"a": 1}}', /is not a Laws AI data file \(users:/],
  ])('refuses to start on a file that is %s, naming it and leaving it untouched', async (_what, text, pattern) => {
    const file = path.join(dir, LEGACY_FILE);
    await writeFile(file, text);
    const opening = openTestStore(dir);
    await expect(opening).rejects.toThrow(StoreFileError);
    await expect(opening).rejects.toThrow(file);
    await expect(opening).rejects.toThrow(pattern);
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});

describe('store.users', () => {
  it('create is unique by email and by username, case-insensitively, even when racing', async () => {
    const store = await openTestStore(dir);
    const results = await Promise.allSettled([
      store.users.create(newUser()),
      store.users.create(newUser({ username: 'other', email: 'MARIA@example.com' })),
      store.users.create(newUser({ username: 'Maria_R', email: 'another@example.com' })),
    ]);
    expect(results[0].status).toBe('fulfilled');
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new DuplicateUserError('email') });
    expect((results[2] as PromiseRejectedResult).reason.field).toBe('username');
    expect((await store.snapshot()).users).toHaveLength(1);
    await store.close();
  });
});

describe('store.sessions', () => {
  it('never returns an expired session, and drops expired ones on start', async () => {
    const store = await openTestStore(dir);
    await store.sessions.set('old', { userId: 'u1', data: { userId: 'u1' }, expiresAt: Date.now() - 1 });
    await store.sessions.set('live', { userId: 'u1', data: { userId: 'u1' }, expiresAt: Date.now() + 60_000 });
    expect(await store.sessions.get('old')).toBeUndefined();
    expect(await store.sessions.get('live')).toEqual({ userId: 'u1' });
    await store.close();
    const again = await openTestStore(dir);
    expect((await again.snapshot()).sessions.map((s: { id: string }) => s.id)).toEqual(['live']);
    await again.close();
  });

  it('destroy and destroyAllForUser remove sessions from the store', async () => {
    const store = await openTestStore(dir);
    const later = Date.now() + 60_000;
    await store.sessions.set('a', { userId: 'u1', data: {}, expiresAt: later });
    await store.sessions.set('b', { userId: 'u1', data: {}, expiresAt: later });
    await store.sessions.set('c', { userId: 'u2', data: {}, expiresAt: later });
    await store.sessions.destroy('c');
    expect((await store.snapshot()).sessions.map((s: { id: string }) => s.id)).toEqual(['a', 'b']);
    expect(await store.sessions.destroyAllForUser('u1')).toBe(2);
    expect((await store.snapshot()).sessions).toEqual([]);
    await store.close();
  });
});

describe('loadSessionKeys', () => {
  it('generates a key once, in the database, and every instance on that database gets the same one', async () => {
    const [a, b] = [await openTestStore(dir), await openTestStore(dir)];
    // Two instances starting at once on one database (as behind a load balancer).
    const [keysA, keysB] = await Promise.all([
      loadSessionKeys(a.sql, dir, undefined),
      loadSessionKeys(b.sql, path.join(dir, 'other'), undefined),
    ]);
    expect(keysA).toHaveLength(1);
    expect(keysA[0]!.length).toBeGreaterThanOrEqual(32);
    expect(keysB).toEqual(keysA);
    await a.close();
    // A restart keeps it; nothing about keys is written to DATA_DIR.
    expect(await loadSessionKeys(b.sql, dir, undefined)).toEqual(keysA);
    expect(await readdir(dir)).not.toContain(SESSION_KEYS_FILE);
    await b.close();
  });

  it('uses SESSION_KEYS when given and writes them nowhere', async () => {
    const store = await openTestStore(dir);
    expect(await loadSessionKeys(store.sql, dir, ['configured-key-0000001'])).toEqual(['configured-key-0000001']);
    expect(await store.sql.selectFrom('session_keys').selectAll().execute()).toEqual([]);
    expect(await readdir(dir)).not.toContain(SESSION_KEYS_FILE);
    await store.close();
  });

  it('moves keys an older version kept in DATA_DIR into the database (still accepted) and removes the file', async () => {
    const other = await openTestStore(dir);
    const file = path.join(dir, SESSION_KEYS_FILE);
    await writeFile(file, JSON.stringify({ keys: ['an-old-generated-key-00001'] }), { mode: 0o600 });
    expect(await loadSessionKeys(other.sql, dir, undefined)).toEqual(['an-old-generated-key-00001']);
    await expect(stat(file)).rejects.toThrow();
    // A second old install joining the same database: the first keys still sign, its own are still accepted.
    await writeFile(file, JSON.stringify({ keys: ['another-old-key-000000002'] }), { mode: 0o600 });
    expect(await loadSessionKeys(other.sql, dir, undefined)).toEqual(['an-old-generated-key-00001', 'another-old-key-000000002']);
    await expect(stat(file)).rejects.toThrow();
    await other.close();
  });

  it('refuses an unusable old keys file, naming it, and leaves it untouched', async () => {
    const store = await openTestStore(dir);
    const file = path.join(dir, SESSION_KEYS_FILE);
    await writeFile(file, '{"keys": ["short"]}');
    await expect(loadSessionKeys(store.sql, dir, undefined)).rejects.toThrow(file);
    expect(await readFile(file, 'utf8')).toBe('{"keys": ["short"]}');
    expect(await store.sql.selectFrom('session_keys').selectAll().execute()).toEqual([]);
    await store.close();
  });
});
