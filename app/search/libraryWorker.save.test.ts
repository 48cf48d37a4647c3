import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED } from '../testing/settled';
import { categoryTopLaws, legalCategories } from '../../core/data/legalCategories';
import { CompactLaws, expandLibrary } from '../../core/laws/compactLibrary';
import { createLawIndex, serializeIndex } from '../../core/search/engine';
import type { FederalLawsResponse } from '../../core/schemas/legal';
import { db } from '../db/database';
import { getSavedLibrary, removeSavedLibrary } from '../db/lawLibrary';
import { libraryMessages } from './libraryErrors';
import { createLibraryWorker } from './libraryWorker';
import type { AnswerResult, SaveProgress, SaveResult, WarmResult } from './protocol';
import { libraryResponse, testLibrary } from './testLibrary';
import { clearDevice, result, send, serving } from '../../test-support/app/libraryWorker';

beforeEach(clearDevice);

describe('saving the library in the worker', { timeout: 60_000 }, () => {
  it('downloads with progress up to 100%, storing and indexing each part as it arrives, and then answers offline from memory', async () => {
    const library = testLibrary({ version: 'v1' });
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => libraryResponse(library, { rows: 200 }),
      engine: '/assets/lawSearch.worker-A.js',
    });

    const { last, progress } = await send(worker, { type: 'save' });
    const saved = result<SaveResult>(last).saved;
    expect(saved).toMatchObject({ version: 'v1', count: library.count });
    expect(saved.downloadBytes).toBeGreaterThan(0);
    expect(saved.rawBytes).toBeGreaterThan(saved.downloadBytes!);
    expect(saved.stats.totalLaws).toBe(library.count);

    // Downloading (bytes of the lines, ending at their full size), then what is left once they are
    // in: the parts still being written (if any), the index's last step.
    const phases = progress.map((p) => p.phase).filter((p, i, all) => p !== all[i - 1]);
    expect(phases[0]).toBe('downloading');
    expect(phases.filter((p) => p === 'downloading')).toHaveLength(1);
    expect(phases.at(-1)).toBe('indexing');
    const downloads = progress.filter((p): p is Extract<SaveProgress, { phase: 'downloading' }> => p.phase === 'downloading');
    expect(downloads.length).toBeGreaterThan(10);
    expect(downloads.at(-1)).toEqual({ phase: 'downloading', received: saved.rawBytes, total: saved.rawBytes });
    const stores = progress.filter((p): p is Extract<SaveProgress, { phase: 'storing' }> => p.phase === 'storing');
    if (stores.length) expect(stores.at(-1)).toMatchObject({ stored: library.count, total: library.count });
    // One stored part a line of the server's (100 guides or 200 rows each).
    expect(await db.libraryChunks.count()).toBe(Math.ceil(library.guides.length / 100) + Math.ceil(library.sections.length / 200));

    expect(await getSavedLibrary()).toEqual(saved);
    // The index is kept for the next start in the background, after the save is reported done.
    await vi.waitFor(
      async () => expect(await db.libraryIndexes.get(saved.slot)).toMatchObject({ engine: '/assets/lawSearch.worker-A.js' }),
      SETTLED,
    );
    // Built a part at a time as the lines came: the very index built from the whole library.
    expect((await db.libraryIndexes.get(saved.slot))!.json).toBe(serializeIndex(createLawIndex(CompactLaws.fromLibrary(library))));

    // Answered from memory: with the stored parts and index gone from the device, a worker that
    // read them again would find no laws. (This was a bound on timings.loadMs, a clock race on a
    // loaded machine.)
    await Promise.all([db.libraryChunks.clear(), db.libraryIndexes.clear()]);
    const { last: answered } = await send(worker, { type: 'answer', query: 'a debt collector keeps calling me at work' });
    const { answer } = result<AnswerResult>(answered);
    expect(answer.engine).toBe('offline');
    expect(answer.response).toContain('Offline: answered from your saved library.');
    expect(answer.sources.slice(0, 3).map((s) => s.citation)).toContain('15 U.S.C. § 1692c');

    // Legal Categories offline: each canned question opens the category's curated laws, in their
    // reviewed order, as the server does (core/data/legalCategories.ts), not the sections sharing its words.
    for (const category of legalCategories) {
      const { last: opened } = await send(worker, { type: 'answer', query: category.query });
      const curated = result<AnswerResult>(opened).answer;
      expect(
        curated.sources.map((s) => s.lawId),
        category.label,
      ).toEqual(categoryTopLaws[category.value].map((c) => c.lawId));
      expect(curated.response).toContain('Offline: answered from your saved library.');
    }
  });

  it('after a restart, loads the saved laws and the stored index; a new engine build rebuilds the index', async () => {
    const library = testLibrary({ version: 'v1' });
    await send(createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(library), engine: 'build-A' }), { type: 'save' });
    await vi.waitFor(async () => expect(await db.libraryIndexes.count()).toBe(1), { timeout: 15_000 });

    const restarted = createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(library), engine: 'build-A' });
    const warmed = result<WarmResult>((await send(restarted, { type: 'warm' })).last);
    expect(warmed).toMatchObject({ laws: library.count, index: 'stored' });
    // The first warm composes one answer (so the user's first one is not the first compiled); a second does not again.
    expect(warmed.timings.answerMs).toBeGreaterThan(0);
    expect(result<WarmResult>((await send(restarted, { type: 'warm' })).last).timings.answerMs).toBeUndefined();
    const answer = result<AnswerResult>((await send(restarted, { type: 'answer', query: '42 USC 3604' })).last).answer;
    expect(answer.sources[0]?.citation).toBe('42 U.S.C. § 3604');

    const upgraded = createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(library), engine: 'build-B' });
    expect(result<WarmResult>((await send(upgraded, { type: 'warm' })).last).index).toBe('built');
  });

  it('lists pages of the saved library with the same filters as the server', async () => {
    const library = testLibrary({ version: 'v1' });
    const worker = createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(library), engine: 'e' });
    await send(worker, { type: 'save' });

    const first = result<FederalLawsResponse>((await send(worker, { type: 'list', query: { page: 1, limit: 20 } })).last);
    expect(first.total).toBe(library.count);
    expect(first.laws.map((l) => l.id)).toEqual(
      expandLibrary(library)
        .slice(0, 20)
        .map((l) => l.id),
    );
    // The API shape only: no search fields, no full text.
    expect(Object.keys(first.laws[0]!)).not.toContain('synonyms');
    expect(Object.keys(first.laws[0]!)).not.toContain('fullText');

    const second = result<FederalLawsResponse>((await send(worker, { type: 'list', query: { page: 2, limit: 20 } })).last);
    expect(second.laws.map((l) => l.id)).toEqual(
      expandLibrary(library)
        .slice(20, 40)
        .map((l) => l.id),
    );

    const debt = result<FederalLawsResponse>(
      (await send(worker, { type: 'list', query: { page: 1, limit: 100, category: 'debt-collection' } })).last,
    );
    expect(debt.total).toBe(expandLibrary(library).filter((l) => l.categoryId === 'debt-collection').length);
    expect(debt.laws.every((l) => l.category === 'Debt Collection')).toBe(true);

    const searched = result<FederalLawsResponse>(
      (await send(worker, { type: 'list', query: { page: 1, limit: 5, q: 'overtime pay' } })).last,
    );
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.laws[0]?.citation).toMatch(/^29 U\.S\.C\. § 20[0-9]/);
  });

  it('says so when no library is saved, and notices a removal made elsewhere', async () => {
    const worker = createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(testLibrary()), engine: 'e' });
    const { last } = await send(worker, { type: 'answer', query: 'overtime' });
    expect(last).toMatchObject({ kind: 'failed', error: { code: 'not-saved', message: libraryMessages.notSaved } });

    await send(worker, { type: 'save' });
    expect((await send(worker, { type: 'answer', query: 'overtime' })).last.kind).toBe('done');
    await removeSavedLibrary(); // "Remove saved library" in a tab
    expect((await send(worker, { type: 'answer', query: 'overtime' })).last).toMatchObject({
      kind: 'failed',
      error: { code: 'not-saved' },
    });
  });

  it('answers from the new copy after an update', async () => {
    let library = testLibrary({ version: 'v1', sections: 10 });
    const worker = createLibraryWorker({ keepIndexDelayMs: 0, fetch: async () => libraryResponse(library), engine: 'e' });
    await send(worker, { type: 'save' });
    const other = createLibraryWorker({ keepIndexDelayMs: 0, fetch: async () => libraryResponse(library), engine: 'e' });
    expect(result<FederalLawsResponse>((await send(other, { type: 'list', query: { page: 1, limit: 1 } })).last).total).toBe(library.count);

    library = testLibrary({ version: 'v2', sections: 40 });
    await send(worker, { type: 'save' }); // saved from one tab; the other tab's worker reads the new copy
    expect(result<FederalLawsResponse>((await send(other, { type: 'list', query: { page: 1, limit: 1 } })).last).total).toBe(library.count);
  });
});
