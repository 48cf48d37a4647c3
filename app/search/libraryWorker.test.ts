import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTopLaws, legalCategories } from '../../core/data/legalCategories';
import { CompactLaws, expandLibrary } from '../../core/laws/compactLibrary';
import { createLawIndex, serializeIndex } from '../../core/search/engine';
import type { FederalLawsResponse, LawLibrary } from '../../core/schemas/legal';
import { db } from '../db/database';
import { getSavedLibrary, loadLibraryLaws, removeSavedLibrary } from '../db/lawLibrary';
import { beginTitleSave, finishTitleSave, storeTitleSections } from '../db/savedTitles';
import type { TextSearchResponse } from '../../core/schemas/textSearch';
import { libraryMessages } from './libraryErrors';
import { createLibraryWorker } from './libraryWorker';
import type { AnswerResult, LibraryTask, SaveProgress, SaveResult, WarmResult, WorkerReply } from './protocol';
import { libraryResponse, testLibrary } from './testLibrary';

let nextId = 1;

async function send(worker: ReturnType<typeof createLibraryWorker>, task: LibraryTask, id = nextId++) {
  const replies: WorkerReply[] = [];
  await worker.handle({ id, ...task }, (reply) => replies.push(reply));
  const last = replies.at(-1)!;
  expect(replies.filter((r) => r.kind !== 'progress')).toHaveLength(1);
  expect(last.id).toBe(id);
  return { replies, last, progress: replies.flatMap((r) => (r.kind === 'progress' ? [r.progress] : [])) };
}

function result<T>(reply: WorkerReply): T {
  if (reply.kind !== 'done') throw new Error(`expected done, got ${JSON.stringify(reply)}`);
  return reply.result as T;
}

const serving = (library: LawLibrary) => async () => libraryResponse(library);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

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
    await vi.waitFor(async () =>
      expect(await db.libraryIndexes.get(saved.slot)).toMatchObject({ engine: '/assets/lawSearch.worker-A.js' }),
    );
    // Built a part at a time as the lines came: the very index built from the whole library.
    expect((await db.libraryIndexes.get(saved.slot))!.json).toBe(serializeIndex(createLawIndex(CompactLaws.fromLibrary(library))));

    const { last: answered } = await send(worker, { type: 'answer', query: 'a debt collector keeps calling me at work' });
    const { answer, timings } = result<AnswerResult>(answered);
    expect(answer.engine).toBe('offline');
    expect(answer.response).toContain('Offline: answered from your saved library.');
    expect(answer.sources.slice(0, 3).map((s) => s.citation)).toContain('15 U.S.C. § 1692c');
    expect(timings.loadMs).toBeLessThan(1000); // already in memory

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

describe('a save that fails keeps the copy saved before', { timeout: 60_000 }, () => {
  async function savedFirst() {
    const worker = createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(testLibrary({ version: 'v1', sections: 10 })), engine: 'e' });
    const saved = result<SaveResult>((await send(worker, { type: 'save' })).last).saved;
    return saved;
  }

  async function expectUnchanged(before: Awaited<ReturnType<typeof savedFirst>>) {
    expect(await getSavedLibrary()).toEqual(before);
    expect((await db.libraryChunks.toArray()).flatMap((c) => c.ids)).toHaveLength(before.count);
    expect((await loadLibraryLaws(before.slot)).length).toBe(before.count);
  }

  it('when the server cannot be reached', async () => {
    const before = await savedFirst();
    const worker = createLibraryWorker({ keepIndexDelayMs: 0, fetch: () => Promise.reject(new TypeError('Failed to fetch')), engine: 'e' });
    expect((await send(worker, { type: 'save' })).last).toMatchObject({
      kind: 'failed',
      error: { code: 'network', message: libraryMessages.network },
    });
    await expectUnchanged(before);
  });

  it('when the session has ended (401)', async () => {
    const before = await savedFirst();
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => new Response('{"error":"Not signed in"}', { status: 401 }),
      engine: 'e',
    });
    expect((await send(worker, { type: 'save' })).last).toMatchObject({
      kind: 'failed',
      error: { code: 'http', status: 401, message: libraryMessages.signedOut },
    });
    await expectUnchanged(before);
  });

  it('when the connection is cut mid-download; trying again saves the whole library', async () => {
    const before = await savedFirst();
    const next = testLibrary({ version: 'v2', sections: 2000 });
    const whole = (await libraryResponse(next).arrayBuffer()).byteLength;
    // Cut three quarters in: parts were already stored and indexed when it broke.
    let cut = true;
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => libraryResponse(next, cut ? { cutAt: Math.round(whole * 0.75) } : {}),
      engine: 'e',
    });
    const { last, progress } = await send(worker, { type: 'save' });
    expect(last).toMatchObject({ kind: 'failed', error: { code: 'network' } });
    if (last.kind === 'failed')
      expect(last.error.message).toMatch(
        /^The library download was interrupted: The download was cut short \([\d,]+ of [\d,]+ bytes\)\. Nothing from it was kept; try again/,
      );
    expect(progress.some((p) => p.phase === 'downloading' && p.received > whole / 2)).toBe(true);
    await expectUnchanged(before);
    // Still answers from the copy saved before.
    expect((await send(worker, { type: 'list', query: { page: 1, limit: 1 } })).last).toMatchObject({
      kind: 'done',
      result: { total: before.count },
    });

    cut = false;
    const saved = result<SaveResult>((await send(worker, { type: 'save' })).last).saved;
    expect(saved).toMatchObject({ version: 'v2', count: next.count });
    expect(await getSavedLibrary()).toEqual(saved);
    expect(await loadLibraryLaws(saved.slot)).toEqual(expandLibrary(next));
    expect(await db.libraryChunks.filter((c) => c.slot !== saved.slot).count()).toBe(0);
  });

  it("when the connection drops mid-body: the browser's own words make a sentence of the message", async () => {
    const before = await savedFirst();
    const bytes = new TextEncoder().encode(await libraryResponse(testLibrary({ version: 'v2', sections: 2000 })).text());
    // As Chrome fails a body whose connection is lost: a TypeError "network error" (no full stop).
    let piece = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (piece < 3) controller.enqueue(bytes.slice(piece * 20_000, ++piece * 20_000));
        else controller.error(new TypeError('network error'));
      },
    });
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => new Response(body, { headers: { 'x-uncompressed-length': String(bytes.length) } }),
      engine: 'e',
    });
    const { last } = await send(worker, { type: 'save' });
    expect(last).toMatchObject({
      kind: 'failed',
      error: {
        code: 'network',
        message: 'The library download was interrupted: network error. Nothing from it was kept; try again to download it from the start.',
      },
    });
    await expectUnchanged(before);
  });

  it('when the connection is cut without the size stated: the missing end line tells', async () => {
    const before = await savedFirst();
    const next = testLibrary({ version: 'v2' });
    const text = await libraryResponse(next).text();
    const cutAt = new TextEncoder().encode(text.slice(0, text.lastIndexOf('{"kind":"sections"'))).length;
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => libraryResponse(next, { cutAt, sizeStated: false }),
      engine: 'e',
    });
    const { last } = await send(worker, { type: 'save' });
    expect(last).toMatchObject({
      kind: 'failed',
      error: {
        code: 'network',
        message: expect.stringMatching(/^The library download was interrupted: The library ended before its last line\./),
      },
    });
    await expectUnchanged(before);
  });

  it('when the reply is not a library', async () => {
    const before = await savedFirst();
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => new Response('<html>proxy login</html>', { status: 200 }),
      engine: 'e',
    });
    expect((await send(worker, { type: 'save' })).last).toMatchObject({
      kind: 'failed',
      error: { code: 'format', message: libraryMessages.format },
    });
    await expectUnchanged(before);
  });

  it("when the user cancels while another save (another tab's) holds the library: at once, not when that save ends", async () => {
    const before = await savedFirst();
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const next = testLibrary({ version: 'v2', sections: 2000 });
    // The other tab's save: its download stalls after its first piece (a slow connection).
    const other = createLibraryWorker({ keepIndexDelayMs: 0, fetch: async () => libraryResponse(next, { hold }), engine: 'e' });
    const otherSaving = send(other, { type: 'save' });
    const worker = createLibraryWorker({ keepIndexDelayMs: 0, fetch: serving(next), engine: 'e' });
    const id = nextId++;
    const replies: WorkerReply[] = [];
    const saving = worker.handle({ id, type: 'save' }, (reply) => replies.push(reply));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.handle({ id: nextId++, type: 'cancel', target: id }, () => undefined);
    await vi.waitFor(
      () => expect(replies.at(-1)).toMatchObject({ id, kind: 'failed', error: { code: 'cancelled', message: libraryMessages.cancelled } }),
      { timeout: 2_000 },
    );
    expect(await getSavedLibrary()).toEqual(before);
    release();
    await saving;
    expect(result<SaveResult>((await otherSaving).last).saved).toMatchObject({ version: 'v2', count: next.count });
  });

  it('when the user cancels the download', async () => {
    const before = await savedFirst();
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: async () => libraryResponse(testLibrary({ version: 'v2' }), { hold }),
      engine: 'e',
    });
    const id = nextId++;
    const replies: WorkerReply[] = [];
    const saving = worker.handle({ id, type: 'save' }, (reply) => {
      replies.push(reply);
      // Cancel once the first bytes have arrived.
      if (reply.kind === 'progress' && reply.progress.phase === 'downloading' && reply.progress.received > 0) {
        void worker.handle({ id: nextId++, type: 'cancel', target: id }, () => undefined);
      }
    });
    release();
    await saving;
    expect(replies.at(-1)).toMatchObject({ id, kind: 'failed', error: { code: 'cancelled' } });
    await expectUnchanged(before);
  });
});

describe('searching the saved titles in the worker (issue 15)', () => {
  it('answers a text search from a saved title, with or without a saved library', async () => {
    const worker = createLibraryWorker({ fetch: () => Promise.reject(new TypeError('offline')), engine: '/assets/lawSearch.worker-A.js' });
    const none = result<TextSearchResponse>(
      (await send(worker, { type: 'textSearch', query: { q: 'telephone', page: 1, limit: 5 } })).last,
    );
    expect(none.total).toBe(0);
    expect(none.notice).toMatch(/^No title is saved on this device/);

    await beginTitleSave({
      kind: 'title',
      title: 15,
      name: 'Commerce and Trade',
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100',
      sectionCount: 1,
      textBytes: 1,
    });
    // 15 U.S.C. § 1692d(5), official text (release point 119-100).
    await storeTitleSections(
      15,
      [
        {
          kind: 'section',
          id: 'usc-15-1692d',
          title: 15,
          section: '1692d',
          citation: '15 U.S.C. § 1692d',
          heading: 'Harassment or abuse',
          intro: '',
          levels: [
            {
              id: '5',
              designation: '(5)',
              path: '(5)',
              citation: '15 U.S.C. § 1692d(5)',
              depth: 0,
              text: 'Causing a telephone to ring or engaging any person in telephone conversation repeatedly or continuously with intent to annoy, abuse, or harass any person at the called number.',
            },
          ],
          links: [],
        },
      ],
      1,
    );
    await finishTitleSave(15);
    const found = result<TextSearchResponse>(
      (await send(worker, { type: 'textSearch', query: { q: 'telephone', title: 15, page: 1, limit: 5 } })).last,
    );
    expect(found.results.map((r) => r.citation)).toEqual(['15 U.S.C. § 1692d']);
  });

  it('the offline answer blends in the text of a saved title: a section found by words only its text has', async () => {
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: serving(testLibrary({ version: 'v1' })),
      engine: '/assets/lawSearch.worker-A.js',
    });
    await send(worker, { type: 'save' });
    // Wreathmaking is in § 213(d)'s text only (newspaper delivery has a guide the headings engine finds).
    const question =
      'My mom makes Christmas wreaths out of pine and holly at home and a company pays her per wreath, about 3 dollars each. Does the minimum wage law apply to her wreath making?';
    const firstThree = async () =>
      result<AnswerResult>((await send(worker, { type: 'answer', query: question })).last)
        .answer.sources.slice(0, 3)
        .map((s) => s.citation);
    expect(await firstThree()).not.toContain('29 U.S.C. § 213');

    await beginTitleSave({
      kind: 'title',
      title: 29,
      name: 'Labor',
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100',
      sectionCount: 1,
      textBytes: 1,
    });
    // 29 U.S.C. § 213(d), official text (release point 119-100).
    const text =
      'The provisions of sections 206, 207, and 212 of this title shall not apply with respect to any employee engaged in the delivery of newspapers to the consumer or to any homeworker engaged in the making of wreaths composed principally of natural holly, pine, cedar, or other evergreens (including the harvesting of the evergreens or other forest products used in making such wreaths).';
    const d = {
      id: 'd',
      designation: '(d)',
      path: '(d)',
      citation: '29 U.S.C. § 213(d)',
      depth: 0,
      heading: 'Delivery of newspapers and wreathmaking',
      text,
    };
    await storeTitleSections(
      29,
      [
        {
          kind: 'section',
          id: 'usc-29-213',
          title: 29,
          section: '213',
          citation: '29 U.S.C. § 213',
          heading: 'Exemptions',
          intro: '',
          levels: [d],
          links: [],
        },
      ],
      1,
    );
    await finishTitleSave(29);
    expect(await firstThree()).toContain('29 U.S.C. § 213');
  }, 120_000);
});
