import { createHash } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { sql } from 'kysely';
import { readLegacyFile, type LegacyData } from './legacyFile';
import { StoreFileError } from './errors';
import { sameQueryKey } from './recentSearches';
import type { Sql } from './sql/connect';
import { emailKey, usernameKey } from './users';
import { toJson, withoutNul } from './sql/text';

/** The lowdb file of earlier versions, and what it is renamed to once imported. */
export const LEGACY_FILE = 'laws-ai.json';
export const IMPORTED_SUFFIX = '.imported';

export interface ImportReport {
  users: number;
  sessions: number;
  tickets: number;
  recentSearches: number;
  quizResults: number;
  battles: number;
}

type Row = Record<string, unknown>;
const str = (r: Row, k: string) => typeof r[k] === 'string';
const json = toJson;

/**
 * Import an old DATA_DIR/laws-ai.json into the SQL store in one transaction, then rename it
 * `laws-ai.json.imported`. If anything fails, nothing is imported, the file stays as it was and
 * a StoreFileError says why. A file already imported (same bytes) is only renamed.
 */
export async function importLegacyFile(db: Sql, file: string): Promise<ImportReport> {
  const bytes = await readFile(file);
  const marker = `import:${createHash('sha256').update(bytes).digest('hex')}`;
  const data = await readLegacyFile(file);
  let report: ImportReport;
  try {
    report =
      (await db.transaction().execute(async (trx) => {
        const done = await trx.selectFrom('meta').select('key').where('key', '=', marker).executeTakeFirst();
        if (done) return undefined;
        const counts = await insertAll(trx, data);
        await trx
          .insertInto('meta')
          .values({ key: marker, value: json({ file, at: new Date().toISOString(), counts }) })
          .execute();
        return counts;
      })) ?? (await previousReport(db, marker));
  } catch (err) {
    throw new StoreFileError(
      `The data file ${file} could not be imported (${(err as Error).message}). ` +
        'Nothing was imported and the file was left untouched: repair it or move it away, then start again.',
    );
  }
  await rename(file, file + IMPORTED_SUFFIX);
  return report;
}

async function previousReport(db: Sql, marker: string): Promise<ImportReport> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', marker).executeTakeFirstOrThrow();
  return (row.value as { counts: ImportReport }).counts;
}

async function insertAll(trx: Sql, data: LegacyData): Promise<ImportReport> {
  const report: ImportReport = { users: 0, sessions: 0, tickets: 0, recentSearches: 0, quizResults: 0, battles: 0 };
  const inserted = (r: { numInsertedOrUpdatedRows?: bigint } | undefined) => Number(r?.numInsertedOrUpdatedRows ?? 0);

  for (const u of data.users) {
    const doc = { ...u, email: emailKey(u.email) };
    const r = await trx
      .insertInto('users')
      .values({ id: u.id, email: doc.email, username_key: usernameKey(u.username), doc: json(doc) })
      .executeTakeFirst();
    report.users += inserted(r);
  }
  const now = Date.now();
  for (const s of data.sessions) {
    if (typeof s.id !== 'string' || typeof s.expiresAt !== 'number' || s.expiresAt <= now) continue;
    const r = await trx
      .insertInto('sessions')
      .values({
        id: s.id,
        user_id: typeof s.userId === 'string' ? s.userId : null,
        data: json(s.data ?? {}),
        expires_at: s.expiresAt,
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    report.sessions += inserted(r);
  }
  for (const s of data.recentSearches) {
    if (!str(s, 'id') || !str(s, 'userId') || !str(s, 'query') || !str(s, 'createdAt')) continue;
    const r = await trx
      .insertInto('recent_searches')
      .values({
        id: s.id as string,
        user_id: s.userId as string,
        query: withoutNul(s.query as string),
        query_key: sameQueryKey(withoutNul(s.query as string)),
        created_at: s.createdAt as string,
        idempotency_key: str(s, 'idempotencyKey') ? (s.idempotencyKey as string) : null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    report.recentSearches += inserted(r);
  }
  let highestTicket = 0;
  for (const t of data.tickets) {
    if (!str(t, 'ticketNumber') || !str(t, 'userId') || !str(t, 'subject') || !str(t, 'createdAt')) continue;
    const sequence = Number(/^LAI-\d{4}-(\d+)$/.exec(t.ticketNumber as string)?.[1] ?? 0);
    if (Number.isSafeInteger(sequence)) highestTicket = Math.max(highestTicket, sequence);
    const r = await trx
      .insertInto('tickets')
      .values({
        ticket_number: t.ticketNumber as string,
        user_id: t.userId as string,
        idempotency_key: str(t, 'idempotencyKey') ? (t.idempotencyKey as string) : null,
        created_at: t.createdAt as string,
        doc: json(t),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    report.tickets += inserted(r);
  }
  // New tickets continue after the highest imported number.
  if (highestTicket > 0) {
    await sql`select setval('ticket_numbers', greatest(${highestTicket}::bigint, (select last_value from ticket_numbers)))`.execute(trx);
  }
  for (const n of data.adminInbox) {
    if (!str(n, 'id') || !str(n, 'ticketNumber')) continue;
    await trx
      .insertInto('admin_inbox')
      .values({ id: n.id as string, ticket_number: n.ticketNumber as string, doc: json(n) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const [list, table, key] of [
    [data.quizResults, 'quiz_results', 'quizResults'],
    [data.battles, 'battles', 'battles'],
  ] as const) {
    for (const d of list) {
      if (!str(d, 'id') || !str(d, 'userId')) continue;
      const r = await trx
        .insertInto(table)
        .values({
          id: d.id as string,
          user_id: d.userId as string,
          idempotency_key: str(d, 'idempotencyKey') ? (d.idempotencyKey as string) : null,
          doc: json(d),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      report[key] += inserted(r);
    }
  }
  for (const n of data.news) {
    if (!str(n, 'id')) continue;
    await trx
      .insertInto('news')
      .values({ id: n.id as string, doc: json(n) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const a of data.aiAnswers) {
    if (!str(a, 'key') || !str(a, 'createdAt') || !('value' in a)) continue;
    const createdMs = Date.parse(a.createdAt as string);
    if (!Number.isFinite(createdMs)) continue;
    await trx
      .insertInto('ai_answers')
      .values({
        key: a.key as string,
        feature: String(a.feature ?? ''),
        value: json(a.value),
        created_at: a.createdAt as string,
        created_ms: createdMs,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const q of data.aiQuestions) {
    await trx
      .insertInto('ai_questions')
      .values({ id: q.id as string, doc: json(q) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return report;
}
