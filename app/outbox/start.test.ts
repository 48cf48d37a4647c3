import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { addOutboxEntry } from '../db/outbox';
import { saveLastKnownUser } from '../db/session';
import { startOutbox } from './index';

const user = { id: 'user-1', username: 'jdoe', fullLegalName: 'Jane Doe', email: 'jane@example.com' };

// The page's window, for the `online` listener (Node has none).
const fakeWindow = new EventTarget();
(globalThis as { window?: unknown }).window = fakeWindow;

let server: Server;
let base = '';
const received: string[] = [];
const status: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url!);
      res.writeHead(status[req.url!] ?? 201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await db.outbox.clear();
  await saveLastKnownUser(user);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const queue = (path: string, nextAttemptAt?: number) =>
  addOutboxEntry({ kind: 'test', method: 'POST', url: `${base}${path}`, body: {}, userId: user.id }).then(async (entry) => {
    if (nextAttemptAt) await db.outbox.update(entry.id, { attempts: 3, nextAttemptAt });
    return entry;
  });

async function until(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('startOutbox (wired to app start once a user is signed in)', () => {
  it('replays at start, even entries still waiting out a backoff', async () => {
    await queue('/at-start', Date.now() + 60 * 60 * 1000);
    startOutbox();
    await until(async () => (await db.outbox.count()) === 0);
    expect(received).toEqual(['/at-start']);
  });

  it('replays on the `online` event', async () => {
    await queue('/on-online', Date.now() + 60 * 60 * 1000);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).not.toContain('/on-online');
    fakeWindow.dispatchEvent(new Event('online'));
    await until(async () => (await db.outbox.count()) === 0);
    expect(received).toContain('/on-online');
  });

  it('retries by itself when a backoff ends', async () => {
    status['/flaky'] = 503;
    await queue('/flaky');
    fakeWindow.dispatchEvent(new Event('online'));
    await until(async () => received.includes('/flaky'));
    delete status['/flaky'];
    // First retry after about 2 s (±20%), with no event from outside.
    await until(async () => (await db.outbox.count()) === 0, 6000);
    expect(received.filter((path) => path === '/flaky')).toHaveLength(2);
  });
});
