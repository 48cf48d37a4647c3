import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED } from '../../../testing/settled';
import type { RecentSearch, SearchResponse } from '../../../../core/schemas/legal';
import { ApiError, NetworkError } from '../../../api/client';
import { db } from '../../../db/database';
import { fetchRecentSearches, mergeRecentSearches, recordOfflineSearch, RECENT_SEARCH_KIND } from './recentSearches';
import {
  NoSavedLibraryError,
  noSavedLibraryMessages,
  OFFLINE_TITLE,
  SEARCH_FAILED_TITLE,
  searchErrorMessage,
  searchErrorTitle,
  searchWithFallback,
  type SearchDeps,
} from './search';

const answer = (engine: SearchResponse['engine']): SearchResponse => ({
  response: `answer by ${engine}`,
  sources: [],
  nextSteps: [],
  engine,
});

function deps(overrides: Partial<SearchDeps> = {}) {
  const calls = { server: 0, offline: 0, recorded: [] as string[] };
  const d: SearchDeps = {
    askServer: async () => {
      calls.server += 1;
      return answer('built-in');
    },
    knownOffline: () => false,
    hasSavedLibrary: async () => true,
    answerOffline: async () => {
      calls.offline += 1;
      return answer('offline');
    },
    recordOffline: async (q) => void calls.recorded.push(q),
    ...overrides,
  };
  return { d, calls };
}

describe('the assistant without a connection', () => {
  it('asks the server when it can, and records nothing on the device', async () => {
    const { d, calls } = deps();
    expect((await searchWithFallback('overtime', d)).engine).toBe('built-in');
    expect(calls).toEqual({ server: 1, offline: 0, recorded: [] });
  });

  it('answers from the saved library when the server cannot be reached, and queues the search', async () => {
    const { d, calls } = deps({ askServer: () => Promise.reject(new NetworkError()) });
    expect((await searchWithFallback('my boss does not pay overtime', d)).engine).toBe('offline');
    expect(calls.recorded).toEqual(['my boss does not pay overtime']);
  });

  it('does not wait on the network when the browser already says it is offline', async () => {
    const { d, calls } = deps({ knownOffline: () => true });
    expect((await searchWithFallback('overtime', d)).engine).toBe('offline');
    expect(calls.server).toBe(0);
  });

  it('shows the offline answer before the search is kept for Recent Searches, and resolves once it is', async () => {
    let keep: () => void = () => undefined;
    const kept = new Promise<void>((resolve) => (keep = resolve));
    const shown: string[] = [];
    const { d, calls } = deps({ knownOffline: () => true, recordOffline: async (q) => kept.then(() => void calls.recorded.push(q)) });
    let settled = false;
    const done = searchWithFallback('overtime', d, undefined, (a) => shown.push(a.response)).then((a) => {
      settled = true;
      return a;
    });
    await vi.waitFor(() => expect(shown).toEqual(['answer by offline']), SETTLED);
    expect(settled).toBe(false);
    keep();
    expect((await done).response).toBe('answer by offline');
    expect(calls.recorded).toEqual(['overtime']);
  });

  it('still answers when the search cannot be queued', async () => {
    const { d } = deps({ knownOffline: () => true, recordOffline: () => Promise.reject(new Error('QuotaExceededError')) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await searchWithFallback('overtime', d)).engine).toBe('offline');
  });

  it('says the user is offline and offers to save the library when none is saved', async () => {
    const { d, calls } = deps({ knownOffline: () => true, hasSavedLibrary: async () => false });
    const error = await searchWithFallback('overtime', d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoSavedLibraryError);
    expect(searchErrorTitle(error)).toBe(OFFLINE_TITLE);
    expect(searchErrorMessage(error)).toBe(noSavedLibraryMessages.offline);
    expect(searchErrorMessage(error)).toContain('Save the library for offline use');
    expect(calls.offline).toBe(0);
    expect(calls.recorded).toEqual([]);
  });

  it('says the server could not be reached when the browser thinks it is online', async () => {
    const { d } = deps({ askServer: () => Promise.reject(new NetworkError()), hasSavedLibrary: async () => false });
    const error = await searchWithFallback('overtime', d).catch((e: unknown) => e);
    expect(searchErrorTitle(error)).toBe(SEARCH_FAILED_TITLE);
    expect(searchErrorMessage(error)).toMatch(/^Could not reach the server\./);
  });

  it("shows the server's own error rather than an offline answer when the server answered", async () => {
    const { d, calls } = deps({ askServer: () => Promise.reject(new ApiError(400, 'Please enter a question')) });
    await expect(searchWithFallback('  ', d)).rejects.toThrow('Please enter a question');
    expect(calls.offline).toBe(0);
  });
});

describe('recent searches, merged', () => {
  const s = (id: string, query: string, createdAt: string): RecentSearch => ({ id, query, createdAt });

  it('lists each question once (its newest time, ignoring case and spacing), newest first, at most 20', () => {
    const server = [s('a', 'Overtime pay', '2026-11-20T10:00:00.000Z'), s('b', 'security deposit', '2026-11-19T10:00:00.000Z')];
    const device = [s('c', 'overtime  pay ', '2026-11-21T08:00:00.000Z'), s('d', 'FCRA', '2026-11-18T08:00:00.000Z')];
    expect(mergeRecentSearches(server, device).map((r) => r.id)).toEqual(['c', 'b', 'd']);

    const many = Array.from({ length: 30 }, (_, i) => s(`x${i}`, `question ${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const merged = mergeRecentSearches(many);
    expect(merged).toHaveLength(20);
    expect(merged[0]?.id).toBe('x29');
  });
});

describe('recent searches on the device', () => {
  const userId = 'u-jane';
  const serverList = [{ id: 's1', query: 'security deposit', createdAt: '2026-11-20T10:00:00.000Z' }];

  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => vi.unstubAllGlobals());

  const serverAnswers = (list: RecentSearch[]) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(list), { status: 200 }));
  const serverUnreachable = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

  it('an offline search is queued for POST /api/legal/recent-searches and listed at once with the list kept from last time', async () => {
    serverAnswers(serverList);
    expect(await fetchRecentSearches(userId)).toEqual(serverList);

    serverUnreachable();
    const asked = new Date('2026-11-22T09:30:00.000Z');
    await recordOfflineSearch(userId, 'my landlord kept my deposit', asked);
    const [entry, ...more] = await db.outbox.toArray();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: RECENT_SEARCH_KIND,
      method: 'POST',
      url: '/api/legal/recent-searches',
      body: { query: 'my landlord kept my deposit', createdAt: asked.toISOString() },
      userId,
    });

    const offline = await fetchRecentSearches(userId);
    expect(offline.map((r) => r.query)).toEqual(['my landlord kept my deposit', 'security deposit']);
    expect(offline[0]?.id).toBe(entry!.id);
  });

  it('keeps listing the offline search until the server has it, then lists it once', async () => {
    await recordOfflineSearch(userId, 'FCRA', new Date('2026-11-22T09:30:00.000Z'));
    const [entry] = await db.outbox.toArray();

    // Back online, but the outbox has not sent it yet: the server does not list it.
    serverAnswers(serverList);
    expect((await fetchRecentSearches(userId)).map((r) => r.query)).toEqual(['FCRA', 'security deposit']);

    // Sent (the entry leaves the outbox) and listed by the server: one row, the server's.
    await db.outbox.delete(entry!.id);
    serverAnswers([{ id: 's2', query: 'FCRA', createdAt: '2026-11-22T09:30:00.000Z' }, ...serverList]);
    expect(await fetchRecentSearches(userId)).toEqual([{ id: 's2', query: 'FCRA', createdAt: '2026-11-22T09:30:00.000Z' }, ...serverList]);
    expect(await db.recentSearches.count()).toBe(2);
  });

  it('is an error offline when nothing was ever kept', async () => {
    serverUnreachable();
    await expect(fetchRecentSearches(userId)).rejects.toBeInstanceOf(NetworkError);
  });

  it("never shows another user's searches", async () => {
    serverAnswers(serverList);
    await fetchRecentSearches('u-other');
    await recordOfflineSearch('u-other', 'their question');
    serverUnreachable();
    await expect(fetchRecentSearches(userId)).rejects.toBeInstanceOf(NetworkError);
  });
});
