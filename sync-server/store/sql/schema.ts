import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read back as the value, written as its JSON text (both drivers pass text through). */
export type Json<T> = ColumnType<T, string, string>;
/** An identity column for insertion order; pg returns int8 as a string, PGlite as a number. */
type Seq = Generated<string | number>;

/** The tables of migrations.ts, as Kysely sees them. */
export interface Tables {
  users: { seq: Seq; id: string; email: string; username_key: string; doc: Json<Record<string, unknown>> };
  sessions: {
    seq: Seq;
    id: string;
    user_id: string | null;
    data: Json<Record<string, unknown>>;
    expires_at: number;
    created_at: number;
  };
  recent_searches: {
    seq: Seq;
    id: string;
    user_id: string;
    query: string;
    query_key: string;
    created_at: string;
    idempotency_key: string | null;
  };
  tickets: {
    seq: Seq;
    ticket_number: string;
    user_id: string;
    idempotency_key: string | null;
    created_at: string;
    doc: Json<Record<string, unknown>>;
  };
  admin_inbox: { seq: Seq; id: string; ticket_number: string; doc: Json<Record<string, unknown>> };
  quiz_results: { seq: Seq; id: string; user_id: string; idempotency_key: string | null; doc: Json<Record<string, unknown>> };
  battles: { seq: Seq; id: string; user_id: string; idempotency_key: string | null; doc: Json<Record<string, unknown>> };
  news: { id: string; doc: Json<Record<string, unknown>> };
  ai_answers: { key: string; feature: string; value: Json<unknown>; created_at: string; created_ms: number };
  ai_questions: { seq: Seq; id: string; doc: Json<Record<string, unknown>> };
  /** Saved answers, one receipt per user and id. */
  receipts: { user_id: string; id: string; created_at: string; doc: Json<Record<string, unknown>> };
  /** The generated keys that sign session cookies (one row, id 1), when SESSION_KEYS is not set. */
  session_keys: { id: number; keys: Json<string[]>; created_at: string };
  /** Small shared facts: imports done, the next allowed news refresh. */
  meta: { key: string; value: Json<unknown> };
  /** Timestamps of counted events (login failures, signups, …), for limits shared by every instance. */
  limit_events: { seq: Seq; bucket: string; at_ms: number };
}
