/**
 * The store under load (issue 17): a help message written and a search asked, through the real
 * app over HTTP, with 0, 1k, 10k and 100k users' data in the store (each user: a session, 2
 * recent searches, a ticket), on the embedded PGlite and on a PostgreSQL server (when Debian's
 * postgresql binaries are here). Ratios are to the empty store of the same backend and run.
 * Also: 20 clients searching at once for a few seconds, fresh store vs the largest one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createApp } from '../sync-server/app';
import { loadConfig } from '../sync-server/config';
import { postgresBinDir, startTestPostgres } from '../sync-server/test/postgresServer';
import { CookieJar, signupPayload } from '../sync-server/test/harness';
import type { Sql } from '../sync-server/store/sql/connect';
import { latencySummary } from './latency';

export interface StoreBenchRow {
  backend: 'PGlite' | 'PostgreSQL';
  users: number;
  helpP50: number;
  searchP50: number;
}

const QUERIES = ['my landlord kept my deposit', 'overtime pay', 'debt collector calls at work', 'credit report error', 'fired for jury duty'];

async function seed(db: Sql, from: number, to: number) {
  const t = new Date().toISOString();
  await sql`insert into users (id, email, username_key, doc)
    select 'u' || i, 'user' || i || '@bench.example', 'user' || i,
      jsonb_build_object('id', 'u' || i, 'email', 'user' || i || '@bench.example', 'username', 'user' || i, 'fullLegalName', 'Bench User',
        'phoneNumber', '555-123-4567', 'dateOfBirth', '1990-01-01', 'disclaimerAccepted', true, 'createdAt', ${t}::text,
        'passwordHash', repeat('ab', 64), 'passwordSalt', repeat('cd', 16))
    from generate_series(${from}::int, ${to - 1}::int) as i`.execute(db);
  await sql`insert into sessions (id, user_id, data, expires_at, created_at)
    select 's' || i, 'u' || i, jsonb_build_object('userId', 'u' || i), ${Date.now() + 86_400_000}::double precision, ${Date.now()}::double precision
    from generate_series(${from}::int, ${to - 1}::int) as i`.execute(db);
  await sql`insert into recent_searches (id, user_id, query, query_key, created_at)
    select 'r' || i || '-' || k, 'u' || i, 'question ' || k || ' of user ' || i, 'question ' || k || ' of user ' || i, ${t}::text
    from generate_series(${from}::int, ${to - 1}::int) as i, generate_series(1, 2) as k`.execute(db);
  await sql`insert into tickets (ticket_number, user_id, created_at, doc)
    select 'BENCH-' || i, 'u' || i, ${t}::text, jsonb_build_object('ticketNumber', 'BENCH-' || i, 'userId', 'u' || i, 'subject', 'Bench', 'message', 'A bench ticket message.')
    from generate_series(${from}::int, ${to - 1}::int) as i`.execute(db);
}

async function timed(n: number, run: (i: number) => Promise<Response>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await run(i);
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`bench request answered ${res.status}`);
    ms.push(performance.now() - started);
  }
  return Math.round(latencySummary(ms).p50 * 10) / 10;
}

async function throughput(jars: CookieJar[], seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    jars.map(async (jar, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const res = await jar.postJson('/api/legal/search', { query: QUERIES[(c + i) % QUERIES.length] });
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return Math.round((done / seconds) * 10) / 10;
}

export async function measureStore(sizes = [0, 1_000, 10_000, 100_000]): Promise<{ rows: StoreBenchRow[]; throughput: { backend: string; fresh: number; full: number }[] }> {
  const rows: StoreBenchRow[] = [];
  const rates: { backend: string; fresh: number; full: number }[] = [];
  const pg = postgresBinDir() ? await startTestPostgres() : undefined;
  try {
    for (const backend of (pg ? ['PGlite', 'PostgreSQL'] : ['PGlite']) as StoreBenchRow['backend'][]) {
      const dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-bench-store-'));
      const config = loadConfig({ DATA_DIR: dir, STATIC_DIR: dir, LAW_INDEX_DIR: path.resolve('.tmp/law-index'), AI_RATE_LIMIT: '100000', SIGNUP_MAX_PER_IP: '1000', ...(backend === 'PostgreSQL' ? { DATABASE_URL: pg!.url } : {}) });
      const laws = await createApp(config, { log: () => undefined });
      const server = createServer(laws.app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const clients: CookieJar[] = [];
        const users: { id: string; email: string; fullLegalName: string }[] = [];
        for (let c = 0; c < 20; c++) {
          const jar = new CookieJar(url);
          const res = await jar.postJson('/api/auth/signup', signupPayload({ username: `bench_${c}`, email: `bench_${c}@example.com` }));
          users.push((await res.json()).user);
          clients.push(jar);
        }
        let seeded = 0;
        let fresh = 0;
        let sent = 0;
        // Warm up (JIT, caches, the law index) so the empty store is not measured cold.
        for (let i = 0; i < 20; i++) await (await clients[i]!.postJson('/api/legal/search', { query: QUERIES[i % QUERIES.length] })).arrayBuffer();
        for (const size of sizes) {
          if (size > seeded) {
            await seed(laws.store.sql, seeded, size);
            seeded = size;
          }
          // Help messages: 5 per client (20 a day each), from the first clients.
          const helpP50 = await timed(10, () => {
            const c = Math.floor(sent / 5) % 20;
            const jar = clients[c]!;
            const user = users[c]!;
            sent++;
            return jar.postJson('/api/help/message', {
              subject: `Bench ${size} ${sent}`, category: 'technical', urgency: 'low', message: 'A help message written during the bench.',
              timestamp: new Date().toISOString(), userId: user.id, userName: user.fullLegalName, userEmail: user.email,
            });
          });
          const searchP50 = await timed(20, (i) => clients[i % 20]!.postJson('/api/legal/search', { query: QUERIES[i % QUERIES.length] }));
          rows.push({ backend, users: size, helpP50, searchP50 });
          console.log(`store bench: ${backend}, ${size} users: help write p50 ${helpP50} ms, search p50 ${searchP50} ms`);
          if (size === 0) fresh = await throughput(clients, 5);
        }
        const full = await throughput(clients, 5);
        rates.push({ backend, fresh, full });
        console.log(`store bench: ${backend}, 20 clients searching: ${fresh}/s on the fresh store, ${full}/s with ${seeded} users' data`);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await laws.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await pg?.stop();
  }
  return { rows, throughput: rates };
}
