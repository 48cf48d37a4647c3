import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { quizBank } from '../../core/quiz/bank';
import { GradingError } from '../../core/quiz/grade';
import { pickQuestions } from '../../core/quiz/select';
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
import { legalService } from '../legal/askLegal';
import { quizGrader } from '../legal/quizGrading';
import type { ApiDeps } from './deps';
import { storedText } from '../../core/schemas/cleanText';
// Text these routes store is refused with a 400 naming the field if it holds a lone surrogate or a control character.
const storedBody = { quizSubmissionSchema: storedText(quizSubmissionSchema), battleResultSchema: storedText(battleResultSchema) };

/**
 * /api/legal/test-knowledge: the knowledge modes (spec part 2 §3, §7). Signed in only,
 * like the three screens (spec part 2 §6).
 *   GET  /                 ?category=&difficulty=&count=&random=  -> {questions}
 *   POST /submit           {questionIds, answers, category, difficulty, timeSpent} -> result (graded here)
 *   POST /create           {topic, difficulty, numberOfQuestions} -> {topic, questions, notice?}
 *   POST /chat             {question} -> {response, engine, notice?}
 *   POST /battle-result    battle result -> {battleId}
 * Submissions and battle results come through the app's outbox: an Idempotency-Key makes a
 * repeat return what the first request stored. The tutor's answers and custom tests are the
 * legal service's (sync-server/legal/tutor.ts): with an AI model written through `ai`
 * (sync-server/ai/); without one, or when it fails, by the built-in engine.
 */
export function quizRouter({ config, store, requireUser: signedIn, ai }: ApiDeps): Router {
  const router = new Router({ prefix: '/legal' });
  const legal = legalService({ config, store, ai });
  const { grade, resultOf } = quizGrader(store);

  router.get('/test-knowledge', signedIn, (ctx) => {
    const { category, difficulty, count } = parseQuery(ctx, questionsQuerySchema);
    ctx.body = { questions: pickQuestions(quizBank, { category, difficulty, count }, Math.random) } satisfies QuestionsResponse;
  });

  router.post('/test-knowledge/submit', signedIn, async (ctx) => {
    const submission = parseBody(ctx, storedBody.quizSubmissionSchema);
    const user = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx);
    // Graded from the server's own questions: whatever else the client sent was dropped by the parse.
    const result = await refusingBadAnswers(() => grade(submission.questionIds, submission.answers, submission.timeSpent));
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
    ctx.body = (await refusingBadAnswers(() => resultOf(stored))) satisfies QuizResult;
  });

  router.post('/test-knowledge/create', signedIn, async (ctx) => {
    const request = parseBody(ctx, createTestRequestSchema);
    ctx.body = (await legal.createTest(request, signedInUser(ctx))) satisfies CreateTestResponse;
  });

  router.post('/test-knowledge/chat', signedIn, async (ctx) => {
    const { question } = parseBody(ctx, tutorChatRequestSchema);
    ctx.body = (await legal.askTutor(question, signedInUser(ctx))) satisfies TutorChatResponse;
  });

  router.post('/test-knowledge/battle-result', signedIn, async (ctx) => {
    const result = parseBody(ctx, storedBody.battleResultSchema);
    const user = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx);
    const add = () => store.battles.add(user.id, result, key);
    const battle = key ? await singleFlight(`battle:${user.id}:${key}`, add) : await add();
    ctx.status = 201;
    ctx.body = { battleId: battle.id } satisfies BattleResultResponse;
  });

  return router;
}

/** An unknown question or an answer that is not an option is a 400 naming the field. */
async function refusingBadAnswers<T>(graded: () => Promise<T>): Promise<T> {
  try {
    return await graded();
  } catch (error) {
    if (error instanceof GradingError) throw new ApiError(400, error.message, { issues: [{ path: error.path, message: error.message }] });
    throw error;
  }
}

/** The query string parsed with its core schema, or 400 `{error, issues}`; empty parameters count as not given. */
function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== '' && v !== undefined));
  for (const [name, value] of Object.entries(given)) {
    if (Array.isArray(value))
      throw new ApiError(400, `${name} must be given once`, { issues: [{ path: [name], message: `${name} must be given once` }] });
  }
  const result = schema.safeParse(given, {
    error: (issue) => {
      const name = issue.path?.join('.') || 'query';
      if (issue.code === 'invalid_type') return `${name} must be ${issue.expected === 'number' ? 'a number' : 'text'}`;
      return undefined;
    },
  });
  if (result.success) return result.data;
  const issues: NonNullable<ErrorReply['issues']> = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: i.message,
  }));
  throw new ApiError(400, issues[0]?.message ?? serverMessages.invalidBody, { issues });
}
