import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { saveLastKnownUser } from '../db/session';
import { addOutboxEntry } from '../db/outbox';
import { outboxBackoffMs, OUTBOX_BACKOFF_CAP_MS } from './backoff';
import { onOutboxEvent, type OutboxEvent } from './events';
import { replayOutbox } from './replay';
import { brokenTextMessage } from '../../core/schemas/cleanText';

const user = { id: 'user-1', username: 'jdoe', fullLegalName: 'Jane Doe', email: 'jane@example.com' };

/** A real HTTP server: each path answers with its own status; every request is recorded. */
let server: Server;
let base = '';
const received: { path: string; key: string | undefined; body: unknown }[] = [];
const replies: Record<string, { status: number; body: unknown; delayMs?: number }> = {};

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({ path: req.url!, key: req.headers['idempotency-key'] as string | undefined, body });
    const reply = replies[req.url!] ?? { status: 200, body: { ok: true, path: req.url } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  received.length = 0;
  for (const key of Object.keys(replies)) delete replies[key];
  await db.outbox.clear();
  await saveLastKnownUser(user);
});

function queue(path: string, createdAt: number, userId = user.id) {
  return addOutboxEntry({ kind: 'test', method: 'POST', url: `${base}${path}`, body: { path }, userId }, createdAt);
}

describe('outbox replay', () => {
  it('sends entries oldest first with their id as Idempotency-Key, then removes them and announces the results', async () => {
    const second = await queue('/b', 2000);
    const first = await queue('/a', 1000);
    const third = await queue('/c', 3000);
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((e) => events.push(e));

    const summary = await replayOutbox();
    stop();

    expect(summary).toEqual({ sent: 3, failed: 0, retrying: 0, offline: false, signedOut: false });
    expect(received.map((r) => [r.path, r.key])).toEqual([
      ['/a', first.id],
      ['/b', second.id],
      ['/c', third.id],
    ]);
    expect(received[0].body).toEqual({ path: '/a' });
    expect(await db.outbox.count()).toBe(0);
    expect(events.filter((e) => e.type === 'sent').map((e) => (e as { result: { path: string } }).result.path)).toEqual(['/a', '/b', '/c']);
  });

  it('marks a 4xx as failed with the server message and goes on with the next entry', async () => {
    replies['/bad'] = { status: 400, body: { error: 'Subject is required' } };
    const bad = await queue('/bad', 1000);
    await queue('/good', 2000);

    const summary = await replayOutbox();

    expect(summary).toMatchObject({ sent: 1, failed: 1 });
    const stored = await db.outbox.get(bad.id);
    expect(stored).toMatchObject({ state: 'failed', lastError: 'Subject is required' });
    // A failed entry waits for the user's Retry or Discard: the next run does not send it.
    received.length = 0;
    await replayOutbox();
    expect(received).toEqual([]);
  });

  it('keeps a message refused for its content (half an emoji) as failed, with what to change, and never resends it', async () => {
    const refusal = brokenTextMessage('subject');
    replies['/api/help/message'] = { status: 400, body: { error: refusal, issues: [{ path: ['subject'], message: refusal }] } };
    const entry = await addOutboxEntry(
      {
        kind: 'help-message',
        method: 'POST',
        url: `${base}/api/help/message`,
        body: { subject: 'Rent \ud83c', message: 'x' },
        userId: user.id,
      },
      1000,
    );
    expect(await replayOutbox()).toMatchObject({ sent: 0, failed: 1, retrying: 0 });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'failed', lastError: refusal, body: { subject: 'Rent \ud83c' } });
    expect(refusal).toContain('"subject"');
    // Not on the next start, nor when the network comes back (forced replays).
    received.length = 0;
    await replayOutbox({ force: true });
    await replayOutbox({ force: true });
    expect(received).toEqual([]);
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'failed', lastError: refusal });
  });

  it('retries a 5xx later with backoff, not before it is due', async () => {
    replies['/flaky'] = { status: 503, body: { error: 'Service unavailable' } };
    const entry = await queue('/flaky', 1000);
    let clock = 10_000;

    await replayOutbox({ now: () => clock });
    const after = await db.outbox.get(entry.id);
    expect(after).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Service unavailable' });
    expect(after!.nextAttemptAt).toBeGreaterThan(clock);

    received.length = 0;
    await replayOutbox({ now: () => clock });
    expect(received).toEqual([]);

    delete replies['/flaky'];
    clock = after!.nextAttemptAt!;
    expect(await replayOutbox({ now: () => clock })).toMatchObject({ sent: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at a network failure and keeps every entry', async () => {
    await addOutboxEntry({ kind: 'test', method: 'POST', url: 'http://127.0.0.1:1/closed', body: {}, userId: user.id }, 1000);
    await queue('/later', 2000);

    const summary = await replayOutbox();

    expect(summary).toEqual({ sent: 0, failed: 0, retrying: 1, offline: true, signedOut: false });
    expect(await db.outbox.count()).toBe(2);
    expect(received).toEqual([]);
  });

  it('never sends an entry twice when replays run at the same time', async () => {
    replies['/slow'] = { status: 200, body: { ok: true }, delayMs: 50 };
    await queue('/slow', 1000);
    await queue('/b', 2000);

    await Promise.all([replayOutbox(), replayOutbox(), replayOutbox()]);

    expect(received.map((r) => r.path)).toEqual(['/slow', '/b']);
  });

  it("sends only the signed-in user's entries and nothing when nobody is signed in", async () => {
    await queue('/mine', 1000);
    await queue('/theirs', 2000, 'user-2');

    await replayOutbox();
    expect(received.map((r) => r.path)).toEqual(['/mine']);
    expect(await db.outbox.count()).toBe(1);

    await db.session.clear();
    await queue('/later', 3000);
    received.length = 0;
    await replayOutbox();
    expect(received).toEqual([]);
  });
});

describe('outbox replay: what each reply means', () => {
  it('keeps going past a 5xx to the next entry and announces the retry', async () => {
    replies['/down'] = { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } };
    const down = await queue('/down', 1000);
    await queue('/up', 2000);
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((e) => events.push(e));

    const summary = await replayOutbox();
    stop();

    expect(summary).toEqual({ sent: 1, failed: 0, retrying: 1, offline: false, signedOut: false });
    expect(await db.outbox.toCollection().primaryKeys()).toEqual([down.id]);
    expect(events.map((e) => e.type)).toEqual(['retrying', 'sent']);
    expect(events[0]).toMatchObject({ type: 'retrying', error: 'Something went wrong on our side. Please try again.', offline: false });
  });

  it.each([408, 429])('treats %i as "not now": retried with backoff, not failed', async (status) => {
    replies['/busy'] = { status, body: { error: 'Too many requests' } };
    const entry = await queue('/busy', 1000);
    expect(await replayOutbox()).toMatchObject({ failed: 0, retrying: 1 });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('stops at a 401 and keeps the entry pending: the session is gone, not the message', async () => {
    replies['/first'] = { status: 401, body: { error: 'Not signed in' } };
    const first = await queue('/first', 1000);
    await queue('/second', 2000);

    const summary = await replayOutbox();

    expect(summary).toEqual({ sent: 0, failed: 0, retrying: 1, offline: false, signedOut: true });
    expect(received.map((r) => r.path)).toEqual(['/first']);
    expect(await db.outbox.get(first.id)).toMatchObject({ state: 'pending', lastError: 'Not signed in' });
    expect(await db.outbox.count()).toBe(2);
  });

  it('with force, sends entries still waiting out their backoff (the connection just came back)', async () => {
    replies['/flaky'] = { status: 503, body: { error: 'Service unavailable' } };
    const entry = await queue('/flaky', 1000);
    await replayOutbox();
    expect((await db.outbox.get(entry.id))!.nextAttemptAt).toBeGreaterThan(Date.now());

    delete replies['/flaky'];
    received.length = 0;
    expect(await replayOutbox()).toMatchObject({ sent: 0 });
    expect(received).toEqual([]);
    expect(await replayOutbox({ force: true })).toMatchObject({ sent: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives up on a request with no reply after the timeout and keeps the entry', async () => {
    replies['/hang'] = { status: 200, body: { ok: true }, delayMs: 400 };
    const entry = await queue('/hang', 1000);

    const summary = await replayOutbox({ timeoutMs: 50 });

    expect(summary).toMatchObject({ sent: 0, retrying: 1, offline: true });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('sends an entry left "sending" by a page that died mid-request', async () => {
    const entry = await queue('/orphan', 1000);
    await db.outbox.update(entry.id, { state: 'sending' });
    expect(await replayOutbox()).toMatchObject({ sent: 1 });
    expect(received.map((r) => r.key)).toEqual([entry.id]);
  });
});

describe('outbox backoff', () => {
  it('doubles from 2 s and stops at 5 minutes, within ±20%', () => {
    expect(outboxBackoffMs(1, () => 0.5)).toBe(2000);
    expect(outboxBackoffMs(2, () => 0.5)).toBe(4000);
    expect(outboxBackoffMs(3, () => 0)).toBe(6400);
    expect(outboxBackoffMs(30, () => 1)).toBe(OUTBOX_BACKOFF_CAP_MS * 1.2);
  });
});
