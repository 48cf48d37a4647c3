import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { composeAnswer, MAX_SOURCES } from '../../core/answer/compose';
import { findBankQuestion, quizBank } from '../../core/quiz/bank';
import { createCustomTest, findCustomQuestion } from '../../core/quiz/customCorpus';
import { gradeSubmission, GradingError, type QuestionLookup } from '../../core/quiz/grade';
import { pickQuestions } from '../../core/quiz/select';
import { searchLaws } from '../../core/search';
import { serverMessages, type ErrorReply } from '../../core/schemas/errors';
import {
  battleResultSchema,
  createTestRequestSchema,
  questionsQuerySchema,
  quizSubmissionSchema,
  tutorChatRequestSchema,
  type BattleResultResponse,
  type CreateTestResponse,
  type QuestionsResponse,
  type QuizResult,
  type TutorChatResponse,
} from '../../core/schemas/quiz';
import { signedInUser } from '../auth/session';
import { ApiError } from '../http/errors';
import { idempotencyKeyOf, singleFlight } from '../http/idempotency';
import { parseBody } from '../http/parseBody';
import type { StoredQuizResult } from '../store/quizResults';
import type { ApiDeps } from './deps';
import { lawIndex } from './legalIndex';

/**
 * The AI path for the chat tutor (DESIGN.md "Embedded defaults"), built by the AI issue: it gets
 * the question and the built-in engine's answer (grounded on the law corpus) and returns its
 * own. Until it exists, the built-in engine answers. (AI-written custom tests would also plug in
 * next to POST /create: core/quiz/custom.ts checkGeneratedQuestion is the check they must pass,
 * and they would have to be stored by id for POST /submit to grade them.)
 */
export type QuizTutorAi = (question: string, grounding: TutorChatResponse) => Promise<TutorChatResponse>;

export const TUTOR_AI_FALLBACK_NOTICE = 'The AI model could not answer, so the built-in engine answered instead.';

/** Bank questions by id, then custom questions rebuilt from the library: the server's own answers. */
export const serverQuestionLookup: QuestionLookup = (id) => findBankQuestion(id) ?? findCustomQuestion(id);

/** The built-in tutor: the law search engine and the answer composer (the Legal Assistant's format). */
export async function builtInTutorAnswer(question: string): Promise<TutorChatResponse> {
  const hits = searchLaws(await lawIndex(), question, { limit: MAX_SOURCES });
  const { response, engine } = composeAnswer(question, hits, { engine: 'built-in' });
  return { response, engine };
}

/**
 * /api/legal/test-knowledge: the knowledge modes (issue 9; spec part 2 §3, §7). Signed in only,
 * like the three screens (spec part 2 §6).
 *   GET  /                 ?category=&difficulty=&count=&random=  -> {questions}
 *   POST /submit           {questionIds, answers, category, difficulty, timeSpent} -> result (graded here)
 *   POST /create           {topic, difficulty, numberOfQuestions} -> {topic, questions}
 *   POST /chat             {question} -> {response, engine}
 *   POST /battle-result    battle result -> {battleId}
 * Submissions and battle results come through the app's outbox: an Idempotency-Key makes a
 * repeat return what the first request stored.
 */
export function quizRouter({ store, requireUser: signedIn }: ApiDeps, { tutorAi }: { tutorAi?: QuizTutorAi } = {}): Router {
  const router = new Router({ prefix: '/legal' });

  router.get('/test-knowledge', signedIn, (ctx) => {
    const { category, difficulty, count } = parseQuery(ctx, questionsQuerySchema);
    ctx.body = { questions: pickQuestions(quizBank, { category, difficulty, count }, Math.random) } satisfies QuestionsResponse;
  });

  router.post('/test-knowledge/submit', signedIn, async (ctx) => {
    const submission = parseBody(ctx, quizSubmissionSchema);
    const user = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx);
    // Graded from the server's own questions: whatever else the client sent was dropped by the parse.
    const result = grade(submission.questionIds, submission.answers, submission.timeSpent);
    const add = () =>
      store.quizResults.add(
        user.id,
        {
          category: submission.category,
          difficulty: submission.difficulty,
          questionIds: submission.questionIds,
          answers: submission.answers,
          timeSpent: submission.timeSpent,
          score: result.score,
          correctAnswers: result.correctAnswers,
          totalQuestions: result.totalQuestions,
        },
        key,
      );
    const stored = key ? await singleFlight(`quiz-result:${user.id}:${key}`, add) : await add();
    ctx.status = 201;
    ctx.body = resultOf(stored) satisfies QuizResult;
  });

  router.post('/test-knowledge/create', signedIn, async (ctx) => {
    const { topic, difficulty, numberOfQuestions } = parseBody(ctx, createTestRequestSchema);
    ctx.body = createCustomTest(await lawIndex(), { topic, difficulty, numberOfQuestions }, Math.random) satisfies CreateTestResponse;
  });

  router.post('/test-knowledge/chat', signedIn, async (ctx) => {
    const { question } = parseBody(ctx, tutorChatRequestSchema);
    const local = await builtInTutorAnswer(question);
    if (!tutorAi) {
      ctx.body = local;
      return;
    }
    try {
      ctx.body = await tutorAi(question, local);
    } catch {
      // An upstream failure degrades to the local engine with a notice (DESIGN.md).
      ctx.body = { ...local, notice: TUTOR_AI_FALLBACK_NOTICE } satisfies TutorChatResponse;
    }
  });

  router.post('/test-knowledge/battle-result', signedIn, async (ctx) => {
    const result = parseBody(ctx, battleResultSchema);
    const user = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx);
    const add = () => store.battles.add(user.id, result, key);
    const battle = key ? await singleFlight(`battle:${user.id}:${key}`, add) : await add();
    ctx.status = 201;
    ctx.body = { battleId: battle.id } satisfies BattleResultResponse;
  });

  return router;
}

function grade(questionIds: string[], answers: number[], timeSpent: number): QuizResult {
  try {
    return gradeSubmission({ questionIds, answers, timeSpent }, serverQuestionLookup);
  } catch (error) {
    if (error instanceof GradingError) throw new ApiError(400, error.message, { issues: [{ path: error.path, message: error.message }] });
    throw error;
  }
}

/** A stored result as the client sees it: graded again from its questions (the same grade), with its id. */
function resultOf(stored: StoredQuizResult): QuizResult {
  return { id: stored.id, ...grade(stored.questionIds, stored.answers, stored.timeSpent) };
}

/** The query string parsed with its core schema, or 400 `{error, issues}`; empty parameters count as not given. */
function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== '' && v !== undefined));
  for (const [name, value] of Object.entries(given)) {
    if (Array.isArray(value)) throw new ApiError(400, `${name} must be given once`, { issues: [{ path: [name], message: `${name} must be given once` }] });
  }
  const result = schema.safeParse(given, {
    error: (issue) => {
      const name = issue.path?.join('.') || 'query';
      if (issue.code === 'invalid_type') return `${name} must be ${issue.expected === 'number' ? 'a number' : 'text'}`;
      return undefined;
    },
  });
  if (result.success) return result.data;
  const issues: NonNullable<ErrorReply['issues']> = result.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'number' ? p : String(p))), message: i.message }));
  throw new ApiError(400, issues[0]?.message ?? serverMessages.invalidBody, { issues });
}
