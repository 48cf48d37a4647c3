/**
 * The knowledge modes' calls (spec part 2 §7), with the offline fallbacks: questions come from
 * the device's bank (IndexedDB) when the server cannot be reached, submissions and battle
 * results go through the outbox (sent now, or on reconnect).
 */
import { fromCustomQuestion } from '../../../core/quiz/custom';
import { pickQuestions, questionsAboutTopic } from '../../../core/quiz/select';
import {
  createTestResponseSchema,
  questionsResponseSchema,
  QUIZ_QUESTION_COUNT,
  tutorChatResponseSchema,
  type BattleResult,
  type Difficulty,
  type DifficultyLevel,
  type QuizQuestion,
  type QuizSubmission,
  type TutorChatResponse,
} from '../../../core/schemas/quiz';
import { apiRequest, NetworkError } from '../../api/client';
import { enqueueWrite, submitWrite, type WriteOutcome } from '../../outbox';

export const QUESTIONS_URL = '/api/legal/test-knowledge';
export const SUBMIT_URL = '/api/legal/test-knowledge/submit';
export const CREATE_URL = '/api/legal/test-knowledge/create';
export const CHAT_URL = '/api/legal/test-knowledge/chat';
export const BATTLE_RESULT_URL = '/api/legal/test-knowledge/battle-result';

export const QUIZ_SUBMISSION_KIND = 'quiz-submission';
export const BATTLE_RESULT_KIND = 'battle-result';

/** Where a set of questions came from: the server, or the bank saved on this device. */
export type QuestionSource = 'server' | 'device';

export interface LoadedQuestions {
  questions: QuizQuestion[];
  source: QuestionSource;
  /** The server's word on how the questions were made (AI questions, replacements). */
  notice?: string;
}

const loadDeviceBank = () => import('../../db/quizBank');

/** Copy the bank into IndexedDB now (on opening a knowledge screen), so it is there offline. */
export function prepareOfflineBank(): void {
  void loadDeviceBank().then((m) => m.ensureQuizBank());
}

async function deviceQuestions(category: string, difficulty: DifficultyLevel, count: number): Promise<QuizQuestion[]> {
  const { getDeviceQuestions } = await loadDeviceBank();
  return pickQuestions(await getDeviceQuestions(category), { category, difficulty, count }, Math.random);
}

/** Offline, or the server unreachable: the only failures the device's bank stands in for. */
const isOffline = (error: unknown) => error instanceof NetworkError;

/** Quiz (category and difficulty) or battle (plus count and a cache-busting timestamp). */
export async function loadQuestions({
  category,
  difficulty,
  count,
}: {
  category: string;
  difficulty: DifficultyLevel;
  count?: number;
}): Promise<LoadedQuestions> {
  const params = new URLSearchParams({ category, difficulty });
  if (count !== undefined) {
    params.set('count', String(count));
    params.set('random', String(Date.now()));
  }
  try {
    const reply = questionsResponseSchema.parse(await apiRequest('GET', `${QUESTIONS_URL}?${params.toString()}`));
    return { questions: reply.questions, source: 'server' };
  } catch (error) {
    if (!isOffline(error)) throw error;
    return { questions: await deviceQuestions(category, difficulty, count ?? QUIZ_QUESTION_COUNT), source: 'device' };
  }
}

/**
 * A custom test on a topic (spec: difficulty is medium when 'all'). Offline, the device's bank
 * questions that mention the topic stand in for the library-built ones.
 */
export async function createCustomTest({
  topic,
  difficulty,
  numberOfQuestions,
}: {
  topic: string;
  difficulty: DifficultyLevel;
  numberOfQuestions: number;
}): Promise<LoadedQuestions> {
  const level: Difficulty = difficulty === 'all' ? 'medium' : difficulty;
  try {
    const reply = createTestResponseSchema.parse(await apiRequest('POST', CREATE_URL, { topic, difficulty: level, numberOfQuestions }));
    return { questions: reply.questions.map(fromCustomQuestion), source: 'server', ...(reply.notice ? { notice: reply.notice } : {}) };
  } catch (error) {
    if (!isOffline(error)) throw error;
    const { getDeviceQuestions } = await loadDeviceBank();
    return { questions: questionsAboutTopic(await getDeviceQuestions('all'), topic, numberOfQuestions, Math.random), source: 'device' };
  }
}

/**
 * Send a quiz submission through the outbox: stored on the device first (`onStored` gets the
 * entry, whose id is the Idempotency-Key), then sent at once when possible. Resolves with what
 * became of it: sent (with the server's result), refused, or queued until the connection returns.
 */
export function submitQuiz(submission: QuizSubmission, userId: string, onStored: (entryId: string) => void): Promise<WriteOutcome> {
  return submitWrite(
    { kind: QUIZ_SUBMISSION_KIND, method: 'POST', url: SUBMIT_URL, body: submission, userId },
    { onStored: (entry) => onStored(entry.id) },
  );
}

/** Queue a finished battle. Spec part 2 §4/§8: a failure is only logged. */
export async function queueBattleResult(result: BattleResult, userId: string): Promise<void> {
  try {
    await enqueueWrite({ kind: BATTLE_RESULT_KIND, method: 'POST', url: BATTLE_RESULT_URL, body: result, userId });
  } catch (error) {
    console.warn('The battle result could not be saved', error);
  }
}

/** Ask the chat tutor. */
export async function askTutor(question: string): Promise<TutorChatResponse> {
  return tutorChatResponseSchema.parse(await apiRequest('POST', CHAT_URL, { question }));
}
