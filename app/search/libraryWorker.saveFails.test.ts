import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED } from '../testing/settled';
import { expandLibrary } from '../../core/laws/compactLibrary';
import { db } from '../db/database';
import { getSavedLibrary, loadLibraryLaws } from '../db/lawLibrary';
import { libraryMessages } from './libraryErrors';
import { createLibraryWorker } from './libraryWorker';
import type { SaveResult, WorkerReply } from './protocol';
import { libraryResponse, testLibrary } from './testLibrary';
import { clearDevice, nextTaskId, result, send, serving } from '../../test-support/app/libraryWorker';

beforeEach(clearDevice);

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
    const id = nextTaskId();
    const replies: WorkerReply[] = [];
    const saving = worker.handle({ id, type: 'save' }, (reply) => replies.push(reply));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.handle({ id: nextTaskId(), type: 'cancel', target: id }, () => undefined);
    await vi.waitFor(
      () => expect(replies.at(-1)).toMatchObject({ id, kind: 'failed', error: { code: 'cancelled', message: libraryMessages.cancelled } }),
      // The other save is held until after this wait: a cancel that waited for it would never come.
      SETTLED,
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
    const id = nextTaskId();
    const replies: WorkerReply[] = [];
    const saving = worker.handle({ id, type: 'save' }, (reply) => {
      replies.push(reply);
      // Cancel once the first bytes have arrived.
      if (reply.kind === 'progress' && reply.progress.phase === 'downloading' && reply.progress.received > 0) {
        void worker.handle({ id: nextTaskId(), type: 'cancel', target: id }, () => undefined);
      }
    });
    release();
    await saving;
    expect(replies.at(-1)).toMatchObject({ id, kind: 'failed', error: { code: 'cancelled' } });
    await expectUnchanged(before);
  });
});
