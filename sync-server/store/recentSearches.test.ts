import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_FILE, RECENT_SEARCHES_KEPT_PER_USER } from '.';
import { openTestStore } from '../../test-support/server/testDatabase';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-recent-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('store.recentSearches', () => {
  it("writes each search to the store with id, userId, trimmed query and ISO time, and lists a user's own newest first", async () => {
    const store = await openTestStore(dir);
    const fileRows = async () => (await store.snapshot()).recentSearches;
    const first = await store.recentSearches.add('u1', '  landlord kept my deposit  ');
    await store.recentSearches.add('u2', 'overtime pay');
    const second = await store.recentSearches.add('u1', 'debt collector calls at work');

    const rows = await fileRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({ id: first.id, userId: 'u1', query: 'landlord kept my deposit', createdAt: first.createdAt });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    expect((await store.recentSearches.listForUser('u1', 20)).map((s) => s.query)).toEqual([
      'debt collector calls at work',
      'landlord kept my deposit',
    ]);
    expect((await store.recentSearches.listForUser('u1', 1)).map((s) => s.id)).toEqual([second.id]);
    expect((await store.recentSearches.listForUser('u2', 20)).map((s) => s.query)).toEqual(['overtime pay']);
    expect(await store.recentSearches.listForUser('nobody', 20)).toEqual([]);
    await store.close();
  });

  it('keeps a 5,000-character post, and lists it once when it is asked again', async () => {
    const store = await openTestStore(dir);
    // Words that do not compress away, as a real post.
    const post =
      Array.from({ length: 1000 }, (_, i) => `w${(i * 7919) % 10007}é`)
        .join(' ')
        .slice(0, 4999) + 'x';
    await store.recentSearches.add('u1', post);
    await store.recentSearches.add('u1', 'deposit');
    await store.recentSearches.add('u1', post.toUpperCase());
    expect((await store.recentSearches.listForUser('u1', 20)).map((s) => s.query.length)).toEqual([5000, 7]);
    await store.close();
  });

  it('moves a repeated question (ignoring case and spacing) to the top instead of listing it twice', async () => {
    const store = await openTestStore(dir);
    const fileRows = async () => (await store.snapshot()).recentSearches;
    await store.recentSearches.add('u1', 'Overtime pay');
    await store.recentSearches.add('u1', 'deposit');
    await store.recentSearches.add('u2', 'overtime pay');
    await store.recentSearches.add('u1', '  overtime   PAY ');
    expect((await store.recentSearches.listForUser('u1', 20)).map((s) => s.query)).toEqual(['overtime   PAY', 'deposit']);
    // Another user's identical question is theirs and stays.
    expect((await store.recentSearches.listForUser('u2', 20)).map((s) => s.query)).toEqual(['overtime pay']);
    expect(await fileRows()).toHaveLength(3);
    await store.close();
  });

  it(`keeps at most ${RECENT_SEARCHES_KEPT_PER_USER} per user, dropping the oldest`, async () => {
    const store = await openTestStore(dir);
    const fileRows = async () => (await store.snapshot()).recentSearches;
    await store.recentSearches.add('u2', 'other user');
    for (let i = 1; i <= RECENT_SEARCHES_KEPT_PER_USER + 3; i++) await store.recentSearches.add('u1', `question ${i}`);
    const mine = await store.recentSearches.listForUser('u1', 1000);
    expect(mine).toHaveLength(RECENT_SEARCHES_KEPT_PER_USER);
    expect(mine[0]!.query).toBe(`question ${RECENT_SEARCHES_KEPT_PER_USER + 3}`);
    expect(mine.at(-1)!.query).toBe('question 4');
    expect(await store.recentSearches.listForUser('u2', 20)).toHaveLength(1);
    expect(await fileRows()).toHaveLength(RECENT_SEARCHES_KEPT_PER_USER + 1);
    await store.close();
  });

  it('survives a restart and skips imported rows that are not searches', async () => {
    await writeFile(
      path.join(dir, LEGACY_FILE),
      JSON.stringify({
        recentSearches: [{ junk: true }, { id: 'a', userId: 'u1', query: 'fair housing', createdAt: '2025-01-01T00:00:00.000Z' }],
      }),
    );
    const store = await openTestStore(dir);
    expect((await store.recentSearches.listForUser('u1', 20)).map((s) => s.query)).toEqual(['fair housing']);
    await store.recentSearches.add('u1', 'overtime');
    await store.close();
    const again = await openTestStore(dir);
    expect((await again.recentSearches.listForUser('u1', 20)).map((s) => s.query)).toEqual(['overtime', 'fair housing']);
    await again.close();
  });
});
