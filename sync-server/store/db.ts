import { existsSync } from 'node:fs';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { z } from 'zod';
import type { StoredAiAnswer } from './aiAnswers';
import type { StoredAiQuestion } from './aiQuestions';
import type { StoredBattle } from './battles';
import type { StoredQuizResult } from './quizResults';
import type { StoredRecentSearch } from './recentSearches';

/** A user as kept on disk. Only `toUser()` of it ever leaves the server. */
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
  /** scrypt of the password with `passwordSalt`, hex. */
  passwordHash: string;
  /** 16 random bytes per user, hex. */
  passwordSalt: string;
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
 * The whole data file. Collections not yet used by any route are kept as opaque records;
 * the areas that fill them (searches, help, news, battles, quizzes) give them their types.
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

/** The data file exists but cannot be used. It is never overwritten in that case. */
export class StoreFileError extends Error {
  override name = 'StoreFileError';
}

/**
 * lowdb behind a write queue: one write at a time, each awaited, so a reply is only sent
 * after its change is on disk (steno writes a temp file and renames it over the old one).
 */
export class Database {
  readonly file: string;
  #low: Low<DbData>;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(file: string) {
    this.file = file;
    this.#low = new Low<DbData>(new JSONFile<DbData>(file), emptyData());
  }

  static async open(file: string): Promise<Database> {
    const db = new Database(file);
    let created = !existsSync(file);
    try {
      await db.#low.read();
    } catch (err) {
      const why = err instanceof SyntaxError ? 'is not valid JSON' : 'could not be read';
      throw new StoreFileError(
        `The data file ${file} ${why} (${(err as Error).message}). ` +
          'It was left untouched: repair it or move it away, then start again.',
      );
    }
    const data: unknown = db.#low.data;
    const parsed = fileSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new StoreFileError(
        `The data file ${file} is not a Laws AI data file (${issue.path.join('.') || 'top level'}: ${issue.message}). ` +
          'It was left untouched: repair it or move it away, then start again.',
      );
    }
    // Fill in collections added since the file was written (or all of them on first start).
    const fresh = emptyData();
    const current = db.#low.data as Partial<DbData>;
    for (const key of Object.keys(fresh) as (keyof DbData)[]) {
      if (current[key] === undefined) {
        (current as Record<string, unknown>)[key] = fresh[key];
        created = true;
      }
    }
    if (created) await db.#low.write();
    return db;
  }

  /** Current data, for reads. Do not mutate it outside `mutate`. */
  get data(): DbData {
    return this.#low.data;
  }

  /**
   * Apply `change` and write the file, after every earlier change has been written.
   * If `change` throws or the write fails, nothing is written, the in-memory data is
   * reloaded from disk (the last acknowledged state) and the error is passed on.
   */
  mutate<T>(change: (data: DbData) => T): Promise<T> {
    const run = async (): Promise<T> => {
      let result: T;
      try {
        result = change(this.#low.data);
        await this.#low.write();
      } catch (err) {
        // Undo whatever part of the change reached memory: the file is the truth.
        await this.#low.read().catch(() => undefined);
        throw err;
      }
      return result;
    };
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every queued write has finished. */
  async flush(): Promise<void> {
    await this.#queue;
  }
}
