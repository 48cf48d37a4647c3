import { existsSync } from 'node:fs';
import path from 'node:path';
import { accountsCollection, type AccountsCollection } from './accounts';
import { aiAnswersCollection, type AiAnswersCollection } from './aiAnswers';
import { aiQuestionsCollection, type AiQuestionsCollection } from './aiQuestions';
import { battlesCollection, type BattlesCollection } from './battles';
import { receiptsCollection, type ReceiptsCollection } from './receipts';
import { readLegacyFile } from './legacyFile';
import type { DbData } from './types';
import { importLegacyFile, LEGACY_FILE, type ImportReport } from './legacyImport';
import { limitsCollection, type LimitsCollection } from './limits';
import { newsCollection, type NewsCollection } from './news';
import { quizResultsCollection, type QuizResultsCollection } from './quizResults';
import { recentSearchesCollection, type RecentSearchesCollection } from './recentSearches';
import { sessionsCollection, type SessionsCollection } from './sessions';
import { snapshot } from './snapshot';
import { openDatabase, type DatabaseOptions, type Sql } from './sql/connect';
import { ticketsCollection, type TicketsCollection } from './tickets';
import { usersCollection, type UsersCollection } from './users';

export { type DbData, type StoredSession, type StoredUser } from './types';
export { StoreDataError, StoreFileError } from './errors';
export { DuplicateUserError, toUser, type NewUser } from './users';
export type { SessionRecord } from './sessions';
export { RECENT_SEARCHES_KEPT_PER_USER, toRecentSearch, type StoredRecentSearch } from './recentSearches';
export { loadSessionKeys, SESSION_KEYS_FILE } from './sessionKeys';
export type { StoredQuizResult } from './quizResults';
export type { StoredBattle } from './battles';
export { ReceiptsFullError } from './receipts';
export { AI_ANSWER_TTL_MS, type StoredAiAnswer } from './aiAnswers';
export { isAiQuestionId, newAiQuestionId, type StoredAiQuestion } from './aiQuestions';
export { toNewsItem, type StoredNewsItem } from './news';
export { IdempotencyKeyReusedError, TicketLimitError, toHelpTicket, type AdminInboxItem, type StoredTicket } from './tickets';
export { IMPORTED_SUFFIX, LEGACY_FILE, type ImportReport } from './legacyImport';
export { PGLITE_DIR } from './sql/connect';
export { ACCOUNT_DELETED_MARK, type AccountData } from './accounts';

/** @deprecated the old lowdb file name, kept for the import: see LEGACY_FILE. */
export const DATA_FILE = LEGACY_FILE;

/** What route handlers get: typed functions per collection, never the raw database. */
export interface Store {
  /** 'pglite' (embedded, files in DATA_DIR) or 'postgres' (DATABASE_URL). */
  readonly kind: 'pglite' | 'postgres';
  /** What the import of an old laws-ai.json brought at this start, if there was one. */
  readonly imported: ImportReport | undefined;
  users: UsersCollection;
  sessions: SessionsCollection;
  recentSearches: RecentSearchesCollection;
  /** Congressional and regulatory news. */
  news: NewsCollection;
  /** Help tickets and the admin inbox. */
  tickets: TicketsCollection;
  /** Graded quizzes and finished battles, per user. */
  quizResults: QuizResultsCollection;
  battles: BattlesCollection;
  /** Saved answers on the account. */
  receipts: ReceiptsCollection;
  /** AI answers kept for 24 hours. */
  aiAnswers: AiAnswersCollection;
  /** Custom-test questions the AI model wrote, kept for grading. */
  aiQuestions: AiQuestionsCollection;
  /** The account as a whole: export everything it holds, or delete all of it. */
  accounts: AccountsCollection;
  /** Counted events for limits shared by every instance (logins, sign-ups, AI calls). */
  limits: LimitsCollection;
  /** Everything stored, in the old data file's shape (tests, operators). */
  snapshot(): Promise<DbData>;
  /** The query layer, for store modules only (limits, meta). */
  readonly sql: Sql;
  /** Resolves once writes in flight are done (every write is awaited by its caller). */
  flush(): Promise<void>;
  /** Close the database; the store must not be used afterwards. */
  close(): Promise<void>;
}

export type OpenStoreOptions = DatabaseOptions;

/**
 * Open the store: PGlite in DATA_DIR/pgdata, or PostgreSQL at `databaseUrl`; migrations run
 * first, then an old DATA_DIR/laws-ai.json is imported once.
 * @throws StoreFileError when the database or an old data file cannot be used (the file is then left untouched)
 */
export async function openStore(dataDir: string, options: OpenStoreOptions = {}): Promise<Store> {
  const legacy = path.join(dataDir, LEGACY_FILE);
  // An unusable old file is reported before the database is even opened.
  if (existsSync(legacy)) await readLegacyFile(legacy);
  const opened = await openDatabase(dataDir, options);
  const { db } = opened;
  let imported: ImportReport | undefined;
  try {
    if (existsSync(legacy)) imported = await importLegacyFile(db, legacy);
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
  const sessions = sessionsCollection(db);
  await sessions.pruneExpired();
  let closed: Promise<void> | undefined;
  return {
    kind: opened.kind,
    imported,
    sql: db,
    users: usersCollection(db),
    sessions,
    recentSearches: recentSearchesCollection(db),
    news: newsCollection(db),
    tickets: ticketsCollection(db),
    quizResults: quizResultsCollection(db),
    battles: battlesCollection(db),
    receipts: receiptsCollection(db),
    aiAnswers: aiAnswersCollection(db),
    aiQuestions: aiQuestionsCollection(db),
    limits: limitsCollection(db),
    accounts: accountsCollection(db),
    snapshot: () => snapshot(db),
    flush: async () => undefined,
    close: () => (closed ??= opened.close()),
  };
}
