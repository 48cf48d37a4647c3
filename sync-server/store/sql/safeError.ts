/**
 * Database errors carry what the query was sent: PGlite's hold `params` (a new user's e-mail,
 * phone, date of birth and password hash), and PostgreSQL's `detail` repeats the failing row or
 * key. None of that may reach a log. What the log gets instead: the error's class, its SQLSTATE
 * and the table (docs/security.md "Logs").
 */
export class StoreFailure extends Error {
  override name = 'StoreFailure';
  constructor(
    readonly errorClass: string,
    readonly sqlState: string | undefined,
    readonly table: string | undefined,
  ) {
    super(`database error ${errorClass}${sqlState ? ` (SQLSTATE ${sqlState})` : ''} on table ${table ?? '(unknown)'}`);
  }
}

interface DbErrorLike {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  query?: unknown;
  params?: unknown;
  detail?: unknown;
}

/** An error from PGlite or node-postgres (a SQLSTATE code and a severity, or the query it ran). */
export function isDatabaseError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as DbErrorLike;
  return (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e) || 'params' in e || 'detail' in e;
}

/** The first table a SQL text names (insert into / update / delete from / from), without its schema. */
export function tableOf(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const match = /\b(?:insert\s+into|update|delete\s+from|from|join)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i.exec(query);
  return match?.[1]?.split('.').pop()?.replaceAll('"', '');
}

/** What may be logged of `err`: a database error becomes a StoreFailure (class, SQLSTATE, table); anything else is kept. */
export function loggable(err: unknown): unknown {
  if (!isDatabaseError(err)) return err;
  const e = err as DbErrorLike & Error;
  const table = typeof e.table === 'string' && e.table ? e.table : tableOf(e.query);
  const failure = new StoreFailure(
    e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : 'Error',
    typeof e.code === 'string' ? e.code : undefined,
    table,
  );
  // Keep where it was thrown (our code's frames), not what it held.
  if (typeof e.stack === 'string')
    failure.stack = `${failure.name}: ${failure.message}\n${e.stack
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .join('\n')}`;
  return failure;
}

/** A log function whose arguments pass through `loggable` first. */
export function redactingLog(log: (...args: unknown[]) => void): (...args: unknown[]) => void {
  return (...args) => log(...args.map(loggable));
}
