import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

// One turn at a time per PGlite instance, whichever pool asks (several stores may share one in tests).
const tails = new WeakMap<PGlite, Promise<void>>();

/**
 * PGlite as the `pg`-style pool Kysely's PostgresDialect drives. PGlite has one connection and
 * runs one query at a time, so `connect()` hands it out to one borrower at a time: a
 * transaction (begin … commit on the borrowed client) is never interleaved with another's
 * queries. With `schema`, each borrower works in that schema (its search_path).
 */
export class PGlitePool implements PostgresPool {
  readonly #db: PGlite;
  readonly #setSchema: string | undefined;

  constructor(db: PGlite, schema?: string) {
    this.#db = db;
    this.#setSchema = schema ? `set search_path to ${quoteIdent(schema)}` : undefined;
  }

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = tails.get(this.#db) ?? Promise.resolve();
    tails.set(
      this.#db,
      previous.then(() => released),
    );
    await previous;
    const db = this.#db;
    try {
      if (this.#setSchema) await db.query(this.#setSchema);
    } catch (err) {
      release();
      throw err;
    }
    return {
      async query(sql: string, parameters: readonly unknown[]) {
        const result = await db.query<Record<string, unknown>>(sql, parameters as unknown[]);
        // Kysely reads the command tag only to report affected rows for writes.
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release: () => release(),
    } as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await tails.get(this.#db);
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
