import { newestFirst } from '../../core/news';
import { storedAiQuestionSchema } from './aiQuestions';
import { storedBattleSchema } from './battles';
import { storedNewsItemSchema } from './news';
import { storedQuizResultSchema } from './quizResults';
import { fromSearchRow } from './recentSearches';
import type { Sql } from './sql/connect';
import { parseDoc } from './sql/docs';
import { readAdminInboxItem, readTicket } from './tickets';
import type { DbData, StoredSession } from './types';
import { readUser } from './users';

/**
 * Everything in the store, collection by collection in the order written, in the shape of the
 * old data file: what tests compare, and a readable dump for an operator.
 */
export async function snapshot(db: Sql): Promise<DbData> {
  const docs = async (table: 'users' | 'tickets' | 'admin_inbox' | 'quiz_results' | 'battles' | 'ai_questions') =>
    (await db.selectFrom(table).select('doc').orderBy('seq').execute()).map((r) => r.doc);
  const sessions = await db.selectFrom('sessions').selectAll().orderBy('seq').execute();
  const searches = await db
    .selectFrom('recent_searches')
    .select(['id', 'user_id', 'query', 'created_at', 'idempotency_key'])
    .orderBy('seq')
    .execute();
  const news = await db.selectFrom('news').select('doc').execute();
  const answers = await db.selectFrom('ai_answers').selectAll().orderBy('created_ms').execute();
  return {
    version: 1,
    users: (await docs('users')).map(readUser),
    sessions: sessions.map((s): StoredSession => ({ id: s.id, userId: s.user_id, data: s.data, expiresAt: Number(s.expires_at) })),
    recentSearches: searches.map(fromSearchRow),
    tickets: (await docs('tickets')).map(readTicket),
    adminInbox: (await docs('admin_inbox')).map(readAdminInboxItem),
    idempotencyKeys: [],
    news: newestFirst(news.map((n) => parseDoc(storedNewsItemSchema, n.doc, 'news'))),
    battles: (await docs('battles')).map((d) => parseDoc(storedBattleSchema, d, 'battles')),
    quizResults: (await docs('quiz_results')).map((d) => parseDoc(storedQuizResultSchema, d, 'quiz_results')),
    aiAnswers: answers.map((a) => ({ key: a.key, feature: a.feature, value: a.value, createdAt: a.created_at })),
    aiQuestions: (await docs('ai_questions')).map((d) => parseDoc(storedAiQuestionSchema, d, 'ai_questions')),
  };
}
