/**
 * The shapes the store keeps: a user, a session, and everything at once (`Store.snapshot()`, and
 * the old data file's shape for its import). Each table's doc is parsed with its schema on read
 * (sql/docs.ts `parseDoc`), so what leaves the store is typed by what was checked.
 */
import { z } from 'zod';
import { exportedProfileSchema } from '../../core/schemas/account';
import type { StoredAiAnswer } from './aiAnswers';
import type { StoredAiQuestion } from './aiQuestions';
import type { StoredBattle } from './battles';
import type { StoredQuizResult } from './quizResults';
import type { StoredRecentSearch } from './recentSearches';
import type { AdminInboxItem, StoredTicket } from './tickets';
import type { StoredNewsItem } from './news';

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
  /** "Your state": two-letter code, absent until chosen. */
  stateCode?: string | null;
}

/** How a user row's doc is read back (every field StoredUser names; other fields kept as stored). */
export const storedUserSchema: z.ZodType<StoredUser> = z.looseObject({
  // What the account's export shows of it (core/schemas/account.ts), and the password's secrets.
  ...exportedProfileSchema.shape,
  disclaimerAccepted: z.literal(true),
  passwordHash: z.string(),
  passwordSalt: z.string(),
  recoveryCodes: z.array(z.string()).optional(),
  recoverySalt: z.string().optional(),
});

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
  tickets: StoredTicket[];
  /** What the admin is told (help tickets), written with what it is about. */
  adminInbox: AdminInboxItem[];
  idempotencyKeys: Record<string, unknown>[];
  news: StoredNewsItem[];
  battles: StoredBattle[];
  quizResults: StoredQuizResult[];
  /** AI answers cached for 24 hours. */
  aiAnswers: StoredAiAnswer[];
  /** Custom-test questions written by the AI model, graded from here. */
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
