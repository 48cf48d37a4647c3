import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { aiAnswersCollection, type AiAnswersCollection } from './aiAnswers';
import { aiQuestionsCollection, type AiQuestionsCollection } from './aiQuestions';
import { battlesCollection, type BattlesCollection } from './battles';
import { Database } from './db';
import { newsCollection, type NewsCollection } from './news';
import { quizResultsCollection, type QuizResultsCollection } from './quizResults';
import { recentSearchesCollection, type RecentSearchesCollection } from './recentSearches';
import { sessionsCollection, type SessionsCollection } from './sessions';
import { ticketsCollection, type TicketsCollection } from './tickets';
import { usersCollection, type UsersCollection } from './users';

export { StoreFileError, type DbData, type StoredSession, type StoredUser } from './db';
export { DuplicateUserError, toUser, type NewUser } from './users';
export type { SessionRecord } from './sessions';
export { RECENT_SEARCHES_KEPT_PER_USER, toRecentSearch, type StoredRecentSearch } from './recentSearches';
export { loadSessionKeys, SESSION_KEYS_FILE } from './sessionKeys';
export type { StoredQuizResult } from './quizResults';
export type { StoredBattle } from './battles';
export { AI_ANSWER_TTL_MS, type StoredAiAnswer } from './aiAnswers';
export { isAiQuestionId, newAiQuestionId, type StoredAiQuestion } from './aiQuestions';
export { toNewsItem, type StoredNewsItem } from './news';
export { IdempotencyKeyReusedError, toHelpTicket, type AdminInboxItem, type StoredTicket } from './tickets';

export const DATA_FILE = 'laws-ai.json';

/**
 * What route handlers get: typed functions per collection, never the raw database.
 * Later areas add their collection here (tickets, idempotencyKeys, news,
 * battles, quizResults already exist, empty, in the file).
 */
export interface Store {
  /** Absolute path of the JSON data file. */
  readonly file: string;
  users: UsersCollection;
  sessions: SessionsCollection;
  recentSearches: RecentSearchesCollection;
  /** Congressional and regulatory news (issue 6). */
  news: NewsCollection;
  /** Help tickets and the admin inbox (issue 7). */
  tickets: TicketsCollection;
  /** Graded quizzes and finished battles, per user (issue 9). */
  quizResults: QuizResultsCollection;
  battles: BattlesCollection;
  /** AI answers kept for 24 hours (issue 11). */
  aiAnswers: AiAnswersCollection;
  /** Custom-test questions the AI model wrote, kept for grading (issue 11). */
  aiQuestions: AiQuestionsCollection;
  /** Wait for every pending write. */
  flush(): Promise<void>;
  /** Wait for pending writes; the store must not be used afterwards. */
  close(): Promise<void>;
}

/**
 * Open (or create) DATA_DIR/laws-ai.json.
 * @throws StoreFileError when the file exists but is not usable; it is then left untouched.
 */
export async function openStore(dataDir: string): Promise<Store> {
  await mkdir(dataDir, { recursive: true });
  const db = await Database.open(path.join(dataDir, DATA_FILE));
  const sessions = sessionsCollection(db);
  await sessions.pruneExpired();
  return {
    file: db.file,
    users: usersCollection(db),
    sessions,
    recentSearches: recentSearchesCollection(db),
    news: newsCollection(db),
    tickets: ticketsCollection(db),
    quizResults: quizResultsCollection(db),
    battles: battlesCollection(db),
    aiAnswers: aiAnswersCollection(db),
    aiQuestions: aiQuestionsCollection(db),
    flush: () => db.flush(),
    close: () => db.flush(),
  };
}
