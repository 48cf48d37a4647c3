/**
 * The store under load (docs/performance.md "The store"): a help message written and a search asked, through the real
 * app over HTTP, with 0, 1k, 10k and 100k users' data in the store (each user: a session, 2
 * recent searches, a ticket), on the embedded PGlite and on a PostgreSQL server (when Debian's
 * postgresql binaries are here). Also: 20 clients searching at once, fresh store vs the full one.
 *
 * The reference is measured at the same moment: two apps run side by side, one on an empty
 * store and one on the store being filled, and requests alternate between them, so a busy
 * machine slows both alike and the ratio is the store's doing. The 0-users row compares two
 * empty stores: how far from 1.00 it is shows the noise of the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createApp, type LawsApp } from '../sync-server/app';
import { loadConfig } from '../sync-server/config';
import { postgresBinDir, startTestPostgres } from '../test-support/server/postgresServer';
import { CookieJar, signupPayload } from '../test-support/server/harness';
import type { Sql } from '../sync-server/store/sql/connect';
import { getTextSearch } from '../sync-server/textSearch';
import { latencySummary } from './latency';

/** The full-text index every search uses (LAW_INDEX_DIR, or the tests' .tmp/law-index). */
const LAW_INDEX_DIR = path.resolve(process.env.LAW_INDEX_DIR ?? '.tmp/law-index');

export interface StoreBenchRow {
  backend: 'PGlite' | 'PostgreSQL';
  users: number;
  /** p50 ms on the store holding `users` users' data, and on the empty store alongside. */
  helpP50: number;
  helpEmptyP50: number;
  searchP50: number;
  searchEmptyP50: number;
}

const QUERIES = [
  'my landlord kept my deposit',
  'overtime pay',
  'debt collector calls at work',
  'credit report error',
  'fired for jury duty',
];

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

const p50 = (ms: number[]) => Math.round(latencySummary(ms).p50 * 10) / 10;

async function timeOne(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`bench request answered ${res.status}`);
  return performance.now() - started;
}

/** n requests to each side, alternating (and alternating which goes first): [p50 of a, p50 of b]. */
async function paired(n: number, a: (i: number) => Promise<Response>, b: (i: number) => Promise<Response>): Promise<[number, number]> {
  const msA: number[] = [];
  const msB: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) {
      msA.push(await timeOne(() => a(i)));
      msB.push(await timeOne(() => b(i)));
    } else {
      msB.push(await timeOne(() => b(i)));
      msA.push(await timeOne(() => a(i)));
    }
  }
  return [p50(msA), p50(msB)];
}

/** Searches a second by 20 clients at once, for `seconds`. */
async function burst(side: Side, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    side.clients.map(async (jar, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const res = await jar.postJson('/api/legal/search', { query: QUERIES[(c + i) % QUERIES.length] });
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done;
}

/** 20-client throughput of each side, in alternating bursts: [a/s, b/s]. */
async function pairedThroughput(a: Side, b: Side, rounds: number, seconds: number): Promise<[number, number]> {
  let doneA = 0;
  let doneB = 0;
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      doneA += await burst(a, seconds);
      doneB += await burst(b, seconds);
    } else {
      doneB += await burst(b, seconds);
      doneA += await burst(a, seconds);
    }
  }
  const rate = (done: number) => Math.round((done / (rounds * seconds)) * 10) / 10;
  return [rate(doneA), rate(doneB)];
}

export interface StoreThroughput {
  backend: string;
  /** Searches a second by 20 clients on the fresh store, then on the full one. */
  fresh: number;
  full: number;
  /** Recent searches stored in the full one. */
  storedSearches: number;
}

/** One app over HTTP with 20 signed-up clients. */
interface Side {
  laws: LawsApp;
  clients: CookieJar[];
  help(label: string): Promise<Response>;
  search(i: number): Promise<Response>;
  stop(): Promise<void>;
}

async function startSide(backend: StoreBenchRow['backend'], pgUrl: string | undefined, schema: string): Promise<Side> {
  const dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-bench-store-'));
  const config = loadConfig({
    DATA_DIR: dir,
    STATIC_DIR: dir,
    LAW_INDEX_DIR,
    AI_RATE_LIMIT: '100000',
    SIGNUP_MAX_PER_IP: '1000',
    HELP_TICKETS_PER_DAY: '1000000',
    ...(backend === 'PostgreSQL' ? { DATABASE_URL: pgUrl! } : {}),
  });
  const laws = await createApp(config, { log: () => undefined, ...(backend === 'PostgreSQL' ? { store: { schema } } : {}) });
  const server = createServer(laws.app.callback());
  // Seeding 100k users takes a while: the clients' idle keep-alive sockets must outlive it.
  server.keepAliveTimeout = 30 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: CookieJar[] = [];
  const users: { id: string; email: string; fullLegalName: string }[] = [];
  for (let c = 0; c < 20; c++) {
    const jar = new CookieJar(url);
    const res = await jar.postJson('/api/auth/signup', signupPayload({ username: `bench_${c}`, email: `bench_${c}@example.com` }));
    users.push((await res.json()).user);
    clients.push(jar);
  }
  let sent = 0;
  return {
    laws,
    clients,
    // Help messages round the clients (the daily limit is lifted for the bench).
    help(label) {
      const c = sent++ % 20;
      const user = users[c]!;
      return clients[c]!.postJson('/api/help/message', {
        subject: `Bench ${label} ${sent}`,
        category: 'technical',
        urgency: 'low',
        message: 'A help message written during the bench.',
        timestamp: new Date().toISOString(),
        userId: user.id,
        userName: user.fullLegalName,
        userEmail: user.email,
      });
    },
    search: (i) => clients[i % 20]!.postJson('/api/legal/search', { query: QUERIES[i % QUERIES.length] }),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await laws.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function measureStore(sizes = [0, 1_000, 10_000, 100_000]): Promise<{ rows: StoreBenchRow[]; throughput: StoreThroughput[] }> {
  const rows: StoreBenchRow[] = [];
  const rates: StoreThroughput[] = [];
  // Open (or build, once) the full-text index first: a build running during the bench would
  // measure the headings fallback and the build's CPU, not the store.
  const index = getTextSearch(LAW_INDEX_DIR).start();
  if (!(await index.ready(30 * 60_000)))
    throw new Error(`the full-text index in ${LAW_INDEX_DIR} is not ready: ${index.error ?? 'timed out'}`);
  const pg = postgresBinDir() ? await startTestPostgres() : undefined;
  try {
    for (const backend of (pg ? ['PGlite', 'PostgreSQL'] : ['PGlite']) as StoreBenchRow['backend'][]) {
      const empty = await startSide(backend, pg?.url, 'bench_empty');
      const full = await startSide(backend, pg?.url, 'bench_full');
      try {
        // Warm up (JIT, caches, the law index) so neither side is measured cold.
        for (const side of [empty, full]) {
          for (let i = 0; i < 20; i++) await timeOne(() => side.help('warm-up'));
          for (let i = 0; i < 20; i++) await timeOne(() => side.search(i));
        }
        let seeded = 0;
        for (const size of sizes) {
          if (size > seeded) {
            const started = performance.now();
            await seed(full.laws.store.sql, seeded, size);
            console.log(`store bench: ${backend}, seeded ${size} users' data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
            seeded = size;
          }
          const [helpP50, helpEmptyP50] = await paired(
            30,
            () => full.help(String(size)),
            () => empty.help('empty'),
          );
          const [searchP50, searchEmptyP50] = await paired(
            40,
            (i) => full.search(i),
            (i) => empty.search(i),
          );
          rows.push({ backend, users: size, helpP50, helpEmptyP50, searchP50, searchEmptyP50 });
          console.log(
            `store bench: ${backend}, ${size} users: help write p50 ${helpP50} ms (empty ${helpEmptyP50}), search p50 ${searchP50} ms (empty ${searchEmptyP50})`,
          );
        }
        const [fresh, fullRate] = await pairedThroughput(empty, full, 4, 3);
        const count = async (side: Side) =>
          Number((await sql<{ n: number }>`select count(*)::int as n from recent_searches`.execute(side.laws.store.sql)).rows[0]!.n);
        rates.push({ backend, fresh, full: fullRate, storedSearches: await count(full) });
        console.log(
          `store bench: ${backend}, 20 clients searching: ${fresh}/s on the fresh store (${await count(empty)} stored searches), ${fullRate}/s with ${await count(full)}`,
        );
      } finally {
        await full.stop();
        await empty.stop();
      }
    }
  } finally {
    await pg?.stop();
    // Its worker thread would keep `npm run bench` running once everything is printed.
    await index.stop();
  }
  return { rows, throughput: rates };
}

/** The lines `npm run bench` prints: each row with its ratios to the empty store measured alongside. */
export function describeStore(store: Awaited<ReturnType<typeof measureStore>>): string[] {
  const lines = store.rows.map(
    (r) =>
      `Store (${r.backend}), ${r.users} users: help write p50 ${r.helpP50} ms (${(r.helpP50 / r.helpEmptyP50).toFixed(2)}× the empty store's ${r.helpEmptyP50} ms), ` +
      `search p50 ${r.searchP50} ms (${(r.searchP50 / r.searchEmptyP50).toFixed(2)}× the empty store's ${r.searchEmptyP50} ms)`,
  );
  for (const t of store.throughput) {
    lines.push(
      `Store (${t.backend}): 20 clients searching, ${t.fresh}/s on a fresh store, ${t.full}/s with ${t.storedSearches} stored searches (${(t.full / t.fresh).toFixed(2)}×)`,
    );
  }
  return lines;
}
