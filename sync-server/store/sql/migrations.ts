import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The schema, one migration per change, run at start (Kysely's Migrator takes a lock, so
 * instances starting together on one PostgreSQL run each migration once). Never edit a
 * migration that has shipped: add the next one.
 */
const seq = 'seq bigint generated always as identity unique';

/** Run `;`-separated DDL one statement at a time (PGlite's query() takes one statement). */
async function statements(db: Kysely<unknown>, text: string): Promise<void> {
  for (const statement of text
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
      await statements(
        db,
        `
create table users (${seq}, id text primary key, email text not null unique,
  username_key text not null unique, doc jsonb not null);
create table sessions (${seq}, id text primary key, user_id text,
  data jsonb not null, expires_at double precision not null, created_at double precision not null);
create index sessions_user on sessions (user_id, created_at);
create index sessions_expiry on sessions (expires_at);
create table recent_searches (${seq}, id text primary key, user_id text not null,
  query text not null, query_key text not null, created_at text not null, idempotency_key text,
  unique (user_id, idempotency_key));
create index recent_searches_user on recent_searches (user_id, created_at, seq);
create index recent_searches_key on recent_searches (user_id, query_key);
create index recent_searches_time on recent_searches (created_at);
create sequence ticket_numbers;
create table tickets (${seq}, ticket_number text primary key, user_id text not null,
  idempotency_key text, created_at text not null, doc jsonb not null, unique (user_id, idempotency_key));
create index tickets_user on tickets (user_id, created_at);
create table admin_inbox (${seq}, id text primary key, ticket_number text not null, doc jsonb not null);
create table quiz_results (${seq}, id text primary key, user_id text not null,
  idempotency_key text, doc jsonb not null, unique (user_id, idempotency_key));
create index quiz_results_user on quiz_results (user_id, seq);
create table battles (${seq}, id text primary key, user_id text not null,
  idempotency_key text, doc jsonb not null, unique (user_id, idempotency_key));
create index battles_user on battles (user_id, seq);
create table news (id text primary key, doc jsonb not null);
create table ai_answers (key text primary key, feature text not null, value jsonb not null,
  created_at text not null, created_ms double precision not null);
create index ai_answers_time on ai_answers (created_ms);
create table ai_questions (${seq}, id text primary key, doc jsonb not null);
create table meta (key text primary key, value jsonb not null);
create table limit_events (${seq}, bucket text not null, at_ms double precision not null);
create index limit_events_bucket on limit_events (bucket, at_ms);
create index limit_events_time on limit_events (at_ms);
`,
      );
    },
  },
  // Saved answers on the account: one receipt document per (user, id).
  '002_receipts': {
    async up(db: Kysely<unknown>) {
      await sql`create table receipts (user_id text not null, id text not null, created_at text not null,
  doc jsonb not null, primary key (user_id, id))`.execute(db);
      await sql`create index receipts_user on receipts (user_id, created_at)`.execute(db);
    },
  },
  // Generated session keys (when SESSION_KEYS is not set), one row shared by every instance on
  // this database: cookies signed by one instance are accepted by all.
  '003_session_keys': {
    async up(db: Kysely<unknown>) {
      await sql`create table session_keys (id smallint primary key check (id = 1), keys jsonb not null,
  created_at text not null)`.execute(db);
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
