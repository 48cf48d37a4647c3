import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { policyFigures } from '../../core/policies';
import { LEGACY_FILE } from '../store';
import { emptyData } from '../store/types';
import { startTestServer } from '../../test-support/server/harness';
import { openTestStore } from '../../test-support/server/testDatabase';
import { startQueryLogRetention } from './queryLogRetention';

const DAY = 24 * 60 * 60 * 1000;
const KEEP_DAYS = policyFigures.queryLogsAnonymizedAfterDays;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-retention-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const row = (id: string, userId: string, daysAgo: number, now: number) => ({
  id,
  userId,
  query: `question ${id}`,
  createdAt: new Date(now - daysAgo * DAY).toISOString(),
});

describe(`query logs older than ${KEEP_DAYS} days`, () => {
  it('are removed from the store at start and then once a day', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    await writeFile(
      path.join(dir, LEGACY_FILE),
      JSON.stringify({
        ...emptyData(),
        recentSearches: [row('old', 'u1', KEEP_DAYS + 1, now), row('edge', 'u2', KEEP_DAYS - 1, now), row('new', 'u1', 1, now)],
      }),
    );
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const store = await openTestStore(dir);
    const fileQueries = async () => (await store.snapshot()).recentSearches.map((r) => r.id);
    const retention = await startQueryLogRetention(store, () => undefined, { now: () => now });
    expect(await fileQueries()).toEqual(['edge', 'new']);
    expect((await store.recentSearches.listForUser('u1', 20)).map((s) => s.id)).toEqual(['new']);

    // Two days on, the daily run takes the one that has now passed the limit.
    now += 2 * DAY;
    await vi.advanceTimersByTimeAsync(DAY);
    await retention.idle();
    expect(await fileQueries()).toEqual(['new']);
    retention.stop();
    await store.close();
  });

  it('are gone from a real server started on an old data file', async () => {
    const now = Date.now();
    await writeFile(
      path.join(dir, LEGACY_FILE),
      JSON.stringify({ ...emptyData(), recentSearches: [row('old', 'u1', KEEP_DAYS + 30, now), row('new', 'u1', 3, now)] }),
    );
    const server = await startTestServer({ dataDir: dir });
    try {
      expect((await server.readDataFile()).recentSearches.map((r) => r.id)).toEqual(['new']);
    } finally {
      await server.stop();
    }
  });
});
