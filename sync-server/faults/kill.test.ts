import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../store';
import { CookieJar, signupPayload } from '../../test-support/server/harness';
import { seedPgliteTemplate } from '../../test-support/server/testDatabase';
import { buildServerBundle, CrashableServer } from '../../test-support/faults/crashableServer';

/**
 * kill -9 during writes on the embedded database: the server is killed with SIGKILL
 * while sign-ups and searches are in flight, KILL_ROUNDS times (default 20); every write it
 * acknowledged (a 2xx) must be there after the restart, and again after the last kill.
 */
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 20);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('kill -9 during writes on PGlite', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs`, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-kill-'));
    const bundleDir = path.join(REPO, '.tmp', `kill-${process.pid}`);
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => rm(bundleDir, { recursive: true, force: true }),
    );
    await seedPgliteTemplate(dataDir);
    const server = new CrashableServer(await buildServerBundle(bundleDir), {
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      SIGNUP_MAX_PER_IP: '100000',
    });
    cleanups.push(() => server.kill());
    let url = `http://127.0.0.1:${await server.start()}`;
    const owner = new CookieJar(url);
    expect((await owner.postJson('/api/auth/signup', signupPayload())).status).toBe(201);

    const accounts: string[] = [];
    const searches: string[] = [];
    let killedMidWrite = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const jar = owner.copy(url);
      const writes: Promise<void>[] = [];
      for (let i = 0; i < 6; i++) {
        const name = `k${round}_${i}`;
        writes.push(
          new CookieJar(url)
            .postJson('/api/auth/signup', signupPayload({ username: name, email: `${name}@example.com` }))
            .then((r) => void (r.status === 201 && accounts.push(name)))
            .catch(() => undefined),
        );
        const query = `question ${round} ${i}`;
        writes.push(
          jar
            .postJson('/api/legal/recent-searches', { query, createdAt: new Date().toISOString() }, { 'Idempotency-Key': randomUUID() })
            .then((r) => void (r.status === 201 && searches.push(query)))
            .catch(() => undefined),
        );
      }
      // Kill once a few have been acknowledged, while the rest are in flight.
      const before = accounts.length + searches.length;
      for (const started = Date.now(); accounts.length + searches.length < before + 3 + (round % 4) && Date.now() - started < 5000;) {
        await new Promise((r) => setTimeout(r, 2));
      }
      const settledBefore = accounts.length + searches.length;
      await server.kill();
      await Promise.all(writes);
      if (accounts.length + searches.length < settledBefore + 12) killedMidWrite++;
      url = `http://127.0.0.1:${await server.start()}`;
    }
    // What the last server answers, then what is on disk after one more kill.
    const jar = owner.copy(url);
    expect((await (await jar.fetch('/api/auth/me')).json()).user).not.toBeNull();
    await server.kill();
    const store = await openStore(dataDir);
    const data = await store.snapshot();
    await store.close();
    const stored = new Set(data.users.map((u) => u.username));
    expect(accounts.filter((a) => !stored.has(a))).toEqual([]);
    const storedQueries = new Set(data.recentSearches.map((s) => s.query));
    expect(searches.filter((q) => !storedQueries.has(q))).toEqual([]);
    console.log(
      `kill -9 test: ${ROUNDS} SIGKILLs (${killedMidWrite} with writes unanswered), ${accounts.length} acknowledged sign-ups and ${searches.length} searches, all there after restart`,
    );
    expect(killedMidWrite).toBeGreaterThan(0);
  }, 1_800_000);
});
