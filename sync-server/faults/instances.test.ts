import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, helpMessagePayload, signupPayload } from '../../test-support/server/harness';
import { startTestPostgres, type TestPostgres } from '../../test-support/server/postgresServer';
import { buildServerBundle, CrashableServer } from '../../test-support/faults/crashableServer';

/**
 * Two server processes (the real createApp each) on one PostgreSQL server, behind a small
 * round-robin proxy, as behind any load balancer: whatever one instance wrote, the other sees.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let pg: TestPostgres;
let proxy: Server;
let proxyUrl: string;
const instances: CrashableServer[] = [];
const ports: number[] = [];
const dirs: string[] = [];
const seen: number[] = [];

beforeAll(async () => {
  pg = await startTestPostgres();
  const bundle = await buildServerBundle(path.join(REPO, '.tmp', `instances-${process.pid}`));
  // No SESSION_KEYS: the instances (own DATA_DIRs, as on two machines) share the key kept in the database.
  const env = { DATABASE_URL: pg.url, TRUST_PROXY: '1' };
  for (let i = 0; i < 2; i++) {
    const dir = await mkdtemp(path.join(tmpdir(), `laws-ai-instance-${i}-`));
    dirs.push(dir);
    const server = new CrashableServer(bundle, { ...env, DATA_DIR: dir, STATIC_DIR: dir });
    instances.push(server);
  }
  // One after the other: the first runs the migrations (the second would wait on their lock).
  for (const server of instances) ports.push(await server.start());
  let next = 0;
  proxy = createServer((req, res) => {
    const index = next++ % ports.length;
    seen.push(index);
    const upstream = request(
      { host: '127.0.0.1', port: ports[index], path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  if (proxy) {
    const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
    proxy.closeAllConnections();
    await closed;
  }
  for (const server of instances) await server.kill();
  await pg?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  await rm(path.join(REPO, '.tmp', `instances-${process.pid}`), { recursive: true, force: true });
}, 120_000);

describe('two instances on one PostgreSQL behind a round-robin proxy', () => {
  it('signs up on one and is signed in on the other; one e-mail cannot sign up twice, even at once on both', async () => {
    const jar = new CookieJar(proxyUrl);
    const before = seen.length;
    const signup = await jar.postJson('/api/auth/signup', signupPayload());
    expect(signup.status).toBe(201);
    const me = await jar.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('maria@example.com');
    expect(new Set(seen.slice(before))).toEqual(new Set([0, 1]));

    const direct = ports.map((port) => new CookieJar(`http://127.0.0.1:${port}`));
    const twice = await Promise.all(
      direct.map((j, i) => j.postJson('/api/auth/signup', signupPayload({ username: `same_${i}`, email: 'Same@Example.com' }))),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await jar.postJson('/api/auth/signup', signupPayload({ username: 'maria_2' }))).status).toBe(409);
  });

  it('files each help message once with a unique number when its repeats reach both instances at once', async () => {
    const jar = new CookieJar(proxyUrl);
    const user = (await (await jar.postJson('/api/auth/signup', signupPayload({ username: 'hana', email: 'hana@example.com' }))).json())
      .user;
    const direct = ports.map((port) => jar.copy(`http://127.0.0.1:${port}`));
    const numbers: string[] = [];
    for (let n = 0; n < 15; n++) {
      const key = randomUUID();
      const message = helpMessagePayload(user, { subject: `Question ${n}`, urgency: 'low', timestamp: new Date().toISOString() });
      // The outbox's retry racing the first attempt, each on another instance.
      const replies = await Promise.all(
        [...direct, ...direct].map((j) => j.postJson('/api/help/message', message, { 'Idempotency-Key': key })),
      );
      expect(replies.every((r) => r.status === 200 || r.status === 201)).toBe(true);
      // 201 from the instance that filed it (its own concurrent repeat shares that answer), 200 from the other.
      expect(replies.some((r) => r.status === 201)).toBe(true);
      const bodies = await Promise.all(replies.map((r) => r.json()));
      expect(new Set(bodies.map((b) => b.ticketNumber)).size).toBe(1);
      numbers.push(bodies[0].ticketNumber);
    }
    expect(new Set(numbers).size).toBe(15);
    for (const j of direct) {
      const listed = await (await j.fetch('/api/help/tickets')).json();
      expect(listed.map((t: { ticketNumber: string }) => t.ticketNumber).sort()).toEqual([...numbers].sort());
    }
  });

  it('fetches news upstream at most once per cooldown across both instances', async () => {
    const jar = new CookieJar(proxyUrl);
    await jar.postJson('/api/auth/signup', signupPayload({ username: 'nora', email: 'nora@example.com' }));
    // No upstream is reachable here (the default URLs, no network): what matters is the second call's answer.
    const first = await (await jar.fetch('/api/congress/refresh', { method: 'POST' })).json();
    const second = await (await jar.fetch('/api/congress/refresh', { method: 'POST' })).json();
    expect(first.nextRefreshAt).toBeUndefined();
    expect(typeof second.nextRefreshAt).toBe('string');
  }, 120_000);
});
