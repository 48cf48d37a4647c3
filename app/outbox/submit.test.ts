import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { nextOutboxAttemptAt } from '../db/outbox';
import { saveLastKnownUser } from '../db/session';
import { onOutboxEvent, type OutboxEvent } from './events';
import { countUnsentWrites, discardWrite, retryWrite, submitWrite } from './index';

const user = { id: 'user-1', username: 'jdoe', fullLegalName: 'Jane Doe', email: 'jane@example.com' };

let server: Server;
let base = '';
let closedBase = '';
const received: { path: string; key: string | undefined }[] = [];
const replies: Record<string, { status: number; body: unknown; delayMs?: number }> = {};

async function readBody(req: IncomingMessage): Promise<void> {
  for await (const _chunk of req) void _chunk;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    await readBody(req);
    received.push({ path: req.url!, key: req.headers['idempotency-key'] as string | undefined });
    const reply = replies[req.url!] ?? { status: 201, body: { ticket: `T-${received.length}` } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  received.length = 0;
  for (const key of Object.keys(replies)) delete replies[key];
  await db.outbox.clear();
  await saveLastKnownUser(user);
});

const write = (path: string, url = `${base}${path}`) => ({ kind: 'test', method: 'POST' as const, url, body: { path }, userId: user.id });

describe('submitWrite', () => {
  it('stores the write before sending it, then resolves "sent" with the reply and removes it', async () => {
    let storedBeforeSend = false;
    const outcome = await submitWrite(write('/a'), {
      onStored: (entry) => {
        storedBeforeSend = received.length === 0;
        expect(entry.state).toBe('pending');
      },
    });
    expect(storedBeforeSend).toBe(true);
    expect(outcome).toMatchObject({ status: 'sent', result: { ticket: 'T-1' } });
    expect(received).toEqual([{ path: '/a', key: outcome.entry.id }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('resolves "failed" with the server message on a 4xx and keeps the entry as failed', async () => {
    replies['/bad'] = { status: 400, body: { error: 'Subject is required' } };
    const outcome = await submitWrite(write('/bad'));
    expect(outcome).toMatchObject({ status: 'failed', error: 'Subject is required' });
    expect(await db.outbox.get(outcome.entry.id)).toMatchObject({ state: 'failed', lastError: 'Subject is required' });
  });

  it('resolves "queued" (offline) when the server cannot be reached, and keeps the entry to send later', async () => {
    const outcome = await submitWrite(write('/x', `${closedBase}/x`));
    expect(outcome).toMatchObject({ status: 'queued', offline: true });
    expect(await db.outbox.get(outcome.entry.id)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('resolves "queued" at once, sending nothing, when the browser says it is offline', async () => {
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      const outcome = await submitWrite(write('/offline'));
      expect(outcome).toMatchObject({ status: 'queued', offline: true });
      expect(received).toEqual([]);
      expect(await db.outbox.get(outcome.entry.id)).toMatchObject({ state: 'pending', attempts: 0 });
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('resolves "queued" on a 5xx: the server is there but cannot take it now', async () => {
    replies['/down'] = { status: 503, body: { error: 'Service unavailable' } };
    const outcome = await submitWrite(write('/down'));
    expect(outcome).toMatchObject({ status: 'queued', offline: false, error: 'Service unavailable' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('stops waiting after waitMs; the write is still sent and announced afterwards', async () => {
    replies['/slow'] = { status: 201, body: { ticket: 'slow' }, delayMs: 300 };
    const sent = new Promise<OutboxEvent>((resolve) => {
      const stop = onOutboxEvent((e) => {
        if (e.type === 'sent') {
          stop();
          resolve(e);
        }
      });
    });
    const outcome = await submitWrite(write('/slow'), { waitMs: 50 });
    expect(outcome).toMatchObject({ status: 'queued' });
    expect(await sent).toMatchObject({ type: 'sent', entry: { id: outcome.entry.id }, result: { ticket: 'slow' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('learns the result when another replay (another tab, the service worker) sends the entry', async () => {
    replies['/older'] = { status: 201, body: { ticket: 'older' }, delayMs: 150 };
    await submitWrite(write('/older'), { waitMs: 10 }); // a replay now holds the lock for 150 ms
    const outcome = await submitWrite(write('/mine'));
    expect(outcome).toMatchObject({ status: 'sent', result: { ticket: 'T-2' } });
    expect(received.map((r) => r.path)).toEqual(['/older', '/mine']);
  });
});

describe('retryWrite and discardWrite', () => {
  it('sends a failed write again on Retry, and Discard removes one for good', async () => {
    replies['/bad'] = { status: 422, body: { error: 'Nope' } };
    const failed = await submitWrite(write('/bad'));
    const other = await submitWrite(write('/bad'));
    delete replies['/bad'];

    const retried = await retryWrite(failed.entry.id);
    expect(retried).toMatchObject({ status: 'sent' });
    expect(received.filter((r) => r.key === failed.entry.id)).toHaveLength(2);

    await discardWrite(other.entry.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await retryWrite(other.entry.id)).toBeUndefined();
  });
});

describe('countUnsentWrites (asked before logout)', () => {
  it('sends what it can first, then counts what is left: failed and unreachable writes', async () => {
    replies['/bad'] = { status: 400, body: { error: 'Nope' } };
    await submitWrite(write('/bad'));
    // Queued while the server was down; it is up again now.
    replies['/later'] = { status: 503, body: { error: 'down' } };
    await submitWrite(write('/later'));
    delete replies['/later'];
    // The newest one goes to a server that is gone for good (entries are sent oldest first
    // and a run stops at the first one with no reply).
    await submitWrite(write('/x', `${closedBase}/x`));
    await db.outbox.add({ ...(await db.outbox.toArray())[0]!, id: 'someone-else', userId: 'user-2' });

    expect(await countUnsentWrites(user.id)).toBe(2);
    expect(received.filter((r) => r.path === '/later')).toHaveLength(2);
  });
});

describe('nextOutboxAttemptAt', () => {
  it('is the earliest retry time of the waiting entries, ignoring failed ones', async () => {
    expect(await nextOutboxAttemptAt(user.id)).toBeUndefined();
    const base = { kind: 'k', method: 'POST' as const, url: '/', body: {}, userId: user.id, createdAt: 1, attempts: 1 };
    await db.outbox.bulkAdd([
      { ...base, id: 'a', state: 'pending', nextAttemptAt: 5000 },
      { ...base, id: 'b', state: 'pending', nextAttemptAt: 3000 },
      { ...base, id: 'c', state: 'failed', nextAttemptAt: 1000 },
    ]);
    expect(await nextOutboxAttemptAt(user.id)).toBe(3000);
  });
});
