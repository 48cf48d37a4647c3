import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, inject } from 'vitest';
import { openStore, PGLITE_DIR, type OpenStoreOptions, type Store } from '../../sync-server/store';
import { pgliteVersion, pgliteWasm } from '../../sync-server/store/sql/connect';

/**
 * Where test servers keep their data. Default: one real PGlite per test process (opened from a
 * template initialised once per machine, since initdb in WebAssembly takes 10-30 s), each
 * server in its own schema named after its DATA_DIR, so a restart on the same DATA_DIR finds
 * its data. With TEST_DATABASE_URL (the PostgreSQL pass, see postgresSetup.ts): that server,
 * again a schema per DATA_DIR.
 */
export async function testStoreOptions(dataDir: string): Promise<OpenStoreOptions> {
  const schema = `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;
  const url = testDatabaseUrl();
  if (url) return { databaseUrl: url, schema };
  return { sharedPglite: await sharedPglite(), schema };
}

/** The PostgreSQL server of this test run, if it runs on one (TEST_DATABASE_URL, or postgresSetup.ts). */
export function testDatabaseUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    return inject('testDatabaseUrl') || undefined;
  } catch {
    return undefined; // not under vitest (bench/): the embedded database
  }
}

/** Which database the server tests run on in this process. */
export const testStoreKind = (): 'pglite' | 'postgres' => (testDatabaseUrl() ? 'postgres' : 'pglite');

// Keyed by PGlite's version: another version may not open this one's files.
const TEMPLATE = fileURLToPath(new URL(`../../.tmp/pglite-template-${pgliteVersion}`, import.meta.url));

let shared: Promise<PGlite> | undefined;

function sharedPglite(): Promise<PGlite> {
  shared ??= (async () => {
    await ensureTemplate();
    const dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-test-pglite-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await cp(TEMPLATE, dir, { recursive: true });
    return PGlite.create(dir, await pgliteWasm());
  })();
  return shared;
}

/** An initialised, empty PGlite data dir, made once (concurrent makers: the first rename wins). */
async function ensureTemplate(): Promise<void> {
  if (existsSync(TEMPLATE)) return;
  await mkdir(path.dirname(TEMPLATE), { recursive: true }); // .tmp/ is not there on a clean clone
  const building = await mkdtemp(`${TEMPLATE}.building-`);
  try {
    const db = await PGlite.create(building, await pgliteWasm());
    await db.close();
    await rename(building, TEMPLATE).catch((err: NodeJS.ErrnoException) => {
      if (!existsSync(TEMPLATE)) throw err;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** openStore on the test database (see testStoreOptions): what store unit tests use. */
export async function openTestStore(dataDir: string): Promise<Store> {
  return openStore(dataDir, await testStoreOptions(dataDir));
}

/** A store of its own in a temp DATA_DIR for each test (named after `prefix`), closed and removed after it. */
export function storePerTest(prefix: string): { dir: string; store: Store } {
  const ctx = {} as { dir: string; store: Store };
  beforeEach(async () => {
    ctx.dir = await mkdtemp(path.join(tmpdir(), prefix));
    ctx.store = await openTestStore(ctx.dir);
  });
  afterEach(async () => {
    await ctx.store.close();
    await rm(ctx.dir, { recursive: true, force: true });
  });
  return ctx;
}

/** Put an initialised empty PGlite into DATA_DIR/pgdata, so a real openStore(dataDir) skips initdb. */
export async function seedPgliteTemplate(dataDir: string): Promise<void> {
  await ensureTemplate();
  await cp(TEMPLATE, path.join(dataDir, PGLITE_DIR), { recursive: true });
}
