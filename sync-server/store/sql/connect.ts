import { chmod, mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { StoreFileError } from '../errors';
import { migrationProvider } from './migrations';
import { PGlitePool, quoteIdent } from './pglite';
import { NulSafePlugin } from './text';
import type { Tables } from './schema';

export type Sql = Kysely<Tables>;

const plugins = [new NulSafePlugin()];

/** Where the embedded database keeps its files inside DATA_DIR. */
export const PGLITE_DIR = 'pgdata';
const LOCK_FILE = 'pgdata.lock';

export interface OpenedDatabase {
  db: Sql;
  /** 'pglite' (embedded, in DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server instead of PGlite in DATA_DIR. */
  databaseUrl?: string;
  /** Keep every table in this schema (created if missing) instead of `public`: tests give each server its own. */
  schema?: string;
  /** An open PGlite to use instead of DATA_DIR/pgdata (tests share one per process, with a schema each). */
  sharedPglite?: PGlite;
}

/**
 * Open the database and bring its schema up to date: PostgreSQL at `databaseUrl` when given,
 * otherwise PGlite with its files in DATA_DIR/pgdata (directories 0700, files 0600).
 */
export async function openDatabase(dataDir: string, options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  const { databaseUrl, schema, sharedPglite } = options;
  const opened = databaseUrl
    ? openPostgres(databaseUrl, schema)
    : sharedPglite
      ? openSharedPglite(sharedPglite, schema)
      : await openPglite(dataDir);
  try {
    if (schema) await sql.raw(`create schema if not exists ${quoteIdent(schema)}`).execute(opened.db);
    await migrate(opened.db, schema);
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
  return opened;
}

function openPostgres(url: string, schema: string | undefined): OpenedDatabase {
  // int8 (sequences, counts) as numbers: every value we keep is far below 2^53.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  pool.on('error', () => undefined); // an idle client dropped by the server: the pool replaces it
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

function openSharedPglite(pglite: PGlite, schema: string | undefined): OpenedDatabase {
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite, schema) }), plugins });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** The installed PGlite's version (its data files are not readable across major versions). */
export const pgliteVersion: string = (
  JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json'), 'utf8'),
  ) as {
    version: string;
  }
).version;

let wasm: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'>> | undefined;
/** PGlite's WebAssembly, compiled once per process (a restart in the same process skips it). */
export function pgliteWasm() {
  wasm ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (name) => WebAssembly.compile(await readFile(path.join(dist, name)))),
    );
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return wasm;
}

/** Owner-only modes for the embedded database's files (PGlite creates them 0666/0755). */
export async function restrictModes(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await restrictModes(full);
    else if (entry.isFile()) await chmod(full, 0o600);
  }
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const dir = path.join(dataDir, PGLITE_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const lock = await takeLock(path.join(dataDir, LOCK_FILE));
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, await pgliteWasm());
    await restrictModes(dir);
  } catch (err) {
    await lock.release();
    throw new StoreFileError(`The embedded database in ${dir} could not be opened (${(err as Error).message}).`);
  }
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }), plugins });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
      await restrictModes(dir).catch(() => undefined);
      await lock.release();
    },
  };
}

/**
 * PGlite runs inside this process: a second process on the same files would corrupt them.
 * The lock file holds the owner's pid; a lock left by a process that is gone (kill -9) is taken over.
 */
async function takeLock(file: string): Promise<{ release(): Promise<void> }> {
  const token = `${process.pid} ${Date.now()} ${Math.random()}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(token);
      await handle.close();
      return {
        async release() {
          const now = await readFile(file, 'utf8').catch(() => '');
          if (now === token) await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).split(' ')[0]);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new StoreFileError(
          `Another Laws AI server (process ${owner}) is using the embedded database in ${path.dirname(file)}. ` +
            'One DATA_DIR serves one process; to run several instances, give them all the same DATABASE_URL.',
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new StoreFileError(`Could not take the lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function migrate(db: Sql, schema: string | undefined): Promise<void> {
  // With a schema, Kysely must look for its own tables there too (another schema may have them).
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new StoreFileError(`The database schema could not be brought up to date (migration ${failed}: ${(error as Error).message}).`);
  }
}
