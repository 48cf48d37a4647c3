import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { StoredAiAnswer } from './aiAnswers';
import type { StoredAiQuestion } from './aiQuestions';
import type { StoredBattle } from './battles';
import type { StoredQuizResult } from './quizResults';
import type { StoredRecentSearch } from './recentSearches';
import { StoreFileError } from './errors';

/** A user as kept in the store. Only `toUser()` of it ever leaves the server. */
export interface StoredUser {
  id: string;
  username: string;
  fullLegalName: string;
  /** Lowercased, so one address is one account. */
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  disclaimerAccepted: true;
  disclaimerAcceptedAt: string | null;
  createdAt: string;
  /** scrypt of the password with `passwordSalt`: `$scrypt$ln=17,r=8,p=1$<hex>` (older accounts: bare hex at N=2^14). */
  passwordHash: string;
  /** 16 random bytes per user, hex. */
  passwordSalt: string;
  /** SHA-256 (with `recoverySalt`) of each recovery code not used yet (docs/security.md). */
  recoveryCodes?: string[];
  recoverySalt?: string;
  /** "Your state" (issue 16): two-letter code, absent until chosen. */
  stateCode?: string | null;
}

export interface StoredSession {
  /** koa-session's external key (the only thing the cookie holds). */
  id: string;
  userId: string | null;
  /** What koa-session asked us to keep: `{userId}` plus its own `_expire`/`_maxAge`. */
  data: Record<string, unknown>;
  /** ms since epoch; an expired session is never returned. */
  expiresAt: number;
}

/**
 * Everything the store holds, collection by collection: the shape of the old lowdb data file
 * (imported once) and of `Store.snapshot()` (what tests and the import compare).
 */
export interface DbData {
  version: 1;
  users: StoredUser[];
  sessions: StoredSession[];
  recentSearches: StoredRecentSearch[];
  tickets: Record<string, unknown>[];
  /** What the admin is told (help tickets), written with what it is about. */
  adminInbox: Record<string, unknown>[];
  idempotencyKeys: Record<string, unknown>[];
  news: Record<string, unknown>[];
  battles: StoredBattle[];
  quizResults: StoredQuizResult[];
  /** AI answers cached for 24 hours (issue 11). */
  aiAnswers: StoredAiAnswer[];
  /** Custom-test questions written by the AI model, graded from here (issue 11). */
  aiQuestions: StoredAiQuestion[];
}

export function emptyData(): DbData {
  return {
    version: 1,
    users: [],
    sessions: [],
    recentSearches: [],
    tickets: [],
    adminInbox: [],
    idempotencyKeys: [],
    news: [],
    battles: [],
    quizResults: [],
    aiAnswers: [],
    aiQuestions: [],
  };
}

const record = z.record(z.string(), z.unknown());
// Shape check on load: enough to refuse a file that is not ours, without re-validating every field.
const fileSchema = z.object({
  version: z.literal(1).optional(),
  users: z.array(z.looseObject({ id: z.string(), email: z.string(), username: z.string() })).optional(),
  sessions: z.array(z.looseObject({ id: z.string(), expiresAt: z.number() })).optional(),
  recentSearches: z.array(record).optional(),
  tickets: z.array(record).optional(),
  adminInbox: z.array(record).optional(),
  idempotencyKeys: z.array(record).optional(),
  news: z.array(record).optional(),
  battles: z.array(record).optional(),
  quizResults: z.array(record).optional(),
  aiAnswers: z.array(record).optional(),
  aiQuestions: z.array(z.looseObject({ id: z.string() })).optional(),
});

/**
 * Read an old lowdb data file (DATA_DIR/laws-ai.json, before the SQL store) for its import, with
 * fs and zod (lowdb itself is no longer a dependency: the file is plain JSON).
 * Nothing is written: a file that is not ours is reported and left as it is.
 * @throws StoreFileError saying why the file cannot be used
 */
export async function readLegacyFile(file: string): Promise<DbData> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    // No file: nothing to import (as the old lowdb store read it: its default, empty data).
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return emptyData();
    const why = err instanceof SyntaxError ? 'is not valid JSON' : 'could not be read';
    throw new StoreFileError(
      `The data file ${file} ${why} (${(err as Error).message}). ` +
        'It was left untouched: repair it or move it away, then start again.',
    );
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StoreFileError(
      `The data file ${file} is not a Laws AI data file (${issue.path.join('.') || 'top level'}: ${issue.message}). ` +
        'It was left untouched: repair it or move it away, then start again.',
    );
  }
  return { ...emptyData(), ...(data as Partial<DbData>), version: 1 };
}
