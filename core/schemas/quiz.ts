import { z } from 'zod';
import { answerEngineSchema, POST_MAX, tooLongMessage } from './legal';

/**
 * The knowledge modes' API (spec part 2 §3, §7): quiz questions, submissions and results,
 * custom tests, the chat tutor and battle results. The server parses with these; the app types
 * its calls with them.
 */

/** Preset quiz and battle categories (spec part 2 §3 "Quiz categories"). */
export const QUIZ_CATEGORIES = ['all', 'criminal', 'civil-rights', 'tax', 'healthcare', 'environmental'] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];

/** Topics of the question bank: the five presets plus the Constitution (reached through "all"). */
export const BANK_CATEGORIES = ['criminal', 'civil-rights', 'tax', 'healthcare', 'environmental', 'constitutional'] as const;
export type BankCategory = (typeof BANK_CATEGORIES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** "Difficulty levels: all, easy, medium, hard." */
export const DIFFICULTY_LEVELS = ['all', ...DIFFICULTIES] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** Largest number of questions one request may ask for (the battle's marathon is 30). */
export const MAX_QUESTIONS = 30;
/** Longest custom topic we accept (the spec shows no bound; ours keeps requests small). */
export const TOPIC_MAX = 200;
export const CHAT_QUESTION_MAX = POST_MAX;
/** Questions per preset quiz: the spec's quiz call sends no count. */
export const QUIZ_QUESTION_COUNT = 10;

const questionId = z.string().trim().min(1, 'A question id is required').max(200, 'A question id is at most 200 characters');
/** The category a quiz or battle was played in: a preset's or the custom topic the user typed. */
const playedCategory = z.string().trim().min(1, 'category is required').max(TOPIC_MAX);
/** How long a quiz or battle took, in whole seconds up to a day; the messages name the field. */
const secondsTaken = (field: 'timeSpent' | 'duration') =>
  z.number().int(`${field} must be whole seconds`).min(0, `${field} must be 0 or more`).max(86_400, `${field} must be at most one day`);

/**
 * Quiz question (spec part 2 §3): question, options, correctAnswer (index), explanation,
 * category, difficulty, lawReference, governmentSource; plus the stable `id` the server grades by.
 */
export const quizQuestionSchema = z.object({
  id: questionId,
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(2).max(6),
  correctAnswer: z.number().int().min(0),
  explanation: z.string(),
  category: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  lawReference: z.string(),
  governmentSource: z.string(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** Battle question (spec part 2 §3): the quiz question with an optional law reference. */
export type BattleQuestion = Omit<QuizQuestion, 'lawReference' | 'governmentSource'> & {
  lawReference?: string;
  governmentSource?: string;
};

/** GET /api/legal/test-knowledge (quiz: category, difficulty; battle adds count and random). */
export const questionsQuerySchema = z.object({
  category: z.enum(['all', ...BANK_CATEGORIES], { message: `category must be one of: all, ${BANK_CATEGORIES.join(', ')}` }).default('all'),
  difficulty: z.enum(DIFFICULTY_LEVELS, { message: 'difficulty must be one of: all, easy, medium, hard' }).default('all'),
  count: z.coerce
    .number()
    .int('count must be a whole number')
    .min(1, `count must be between 1 and ${MAX_QUESTIONS}`)
    .max(MAX_QUESTIONS, `count must be between 1 and ${MAX_QUESTIONS}`)
    .default(QUIZ_QUESTION_COUNT),
  /** Cache-busting timestamp sent by the battle; ignored. */
  random: z.string().max(64).optional(),
});
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

export const questionsResponseSchema = z.object({ questions: z.array(quizQuestionSchema) });
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/**
 * POST /api/legal/test-knowledge/submit. The spec's submission is answers, category,
 * difficulty and timeSpent; ours adds `questionIds` (the question each answer belongs to) so
 * the server grades from its own bank. Correct answers are never taken from the client: any
 * other field it sends (a score, "correctAnswers") is dropped by the parse.
 */
export const quizSubmissionSchema = z
  .object({
    questionIds: z.array(questionId).min(1, 'At least one question is required').max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`),
    answers: z.array(
      z
        .number()
        .int('Each answer must be an option number')
        .min(0, 'Each answer must be an option number')
        .max(9, 'Each answer must be an option number'),
    ),
    category: playedCategory,
    difficulty: z.enum(DIFFICULTY_LEVELS, { message: 'difficulty must be one of: all, easy, medium, hard' }),
    timeSpent: secondsTaken('timeSpent'),
  })
  .superRefine((s, ctx) => {
    if (s.answers.length !== s.questionIds.length) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'There must be one answer for each question' });
    }
    if (new Set(s.questionIds).size !== s.questionIds.length) {
      ctx.addIssue({ code: 'custom', path: ['questionIds'], message: 'A question appears more than once' });
    }
  });
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizResultDetailSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  userAnswer: z.number().int(),
  correctAnswer: z.number().int(),
  isCorrect: z.boolean(),
  explanation: z.string(),
});
export type QuizResultDetail = z.infer<typeof quizResultDetailSchema>;

/** Result (spec part 2 §3) plus the stored result's id when the server made it. */
export const quizResultSchema = z.object({
  id: z.string().optional(),
  score: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  timeSpent: z.number(),
  details: z.array(quizResultDetailSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** POST /api/legal/test-knowledge/create: topic, difficulty (medium if 'all'), numberOfQuestions. */
export const createTestRequestSchema = z.object({
  topic: z.string().trim().min(1, 'Please enter a topic').max(TOPIC_MAX, `Please keep the topic under ${TOPIC_MAX} characters`),
  difficulty: z
    .enum(DIFFICULTY_LEVELS, { message: 'difficulty must be one of: all, easy, medium, hard' })
    .default('medium')
    .transform((d): Difficulty => (d === 'all' ? 'medium' : d)),
  numberOfQuestions: z
    .number()
    .int('numberOfQuestions must be a whole number')
    .min(1, `numberOfQuestions must be between 1 and ${MAX_QUESTIONS}`)
    .max(MAX_QUESTIONS, `numberOfQuestions must be between 1 and ${MAX_QUESTIONS}`),
});
export type CreateTestRequest = z.input<typeof createTestRequestSchema>;

/**
 * A custom-test question as the server sends it: `citation` and `source` instead of
 * lawReference and governmentSource, category optional (spec part 2 §3; the app maps them with
 * the spec's fallbacks, core/quiz/custom.ts fromCustomQuestion).
 */
export const customQuestionSchema = quizQuestionSchema
  .omit({ lawReference: true, governmentSource: true })
  .extend({ category: z.string().optional(), citation: z.string().optional(), source: z.string().optional() });
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

export const createTestResponseSchema = z.object({
  topic: z.string(),
  questions: z.array(customQuestionSchema),
  /** How the questions were made when the AI model's could not all be used. */
  notice: z.string().optional(),
});
export type CreateTestResponse = z.infer<typeof createTestResponseSchema>;

/** POST /api/legal/test-knowledge/chat */
export const tutorChatRequestSchema = z.object({
  question: z.string().trim().min(1, 'Please enter a question').max(CHAT_QUESTION_MAX, tooLongMessage('your question', CHAT_QUESTION_MAX)),
});
export const tutorChatResponseSchema = z.object({
  response: z.string(),
  engine: answerEngineSchema,
  /** Shown with the answer, e.g. why the AI fell back to the built-in engine. */
  notice: z.string().optional(),
});
export type TutorChatResponse = z.infer<typeof tutorChatResponseSchema>;

export const WINNERS = ['user', 'ai', 'draw'] as const;
export type Winner = (typeof WINNERS)[number];

/** POST /api/legal/test-knowledge/battle-result (spec part 2 §3 "Battle result payload"). */
export const battleResultSchema = z
  .object({
    userScore: z.number().int('userScore must be a whole number').min(0, 'userScore must be 0 or more'),
    aiScore: z.number().int('aiScore must be a whole number').min(0, 'aiScore must be 0 or more'),
    totalQuestions: z
      .number()
      .int('totalQuestions must be a whole number')
      .min(1, `totalQuestions must be between 1 and ${MAX_QUESTIONS}`)
      .max(MAX_QUESTIONS, `totalQuestions must be between 1 and ${MAX_QUESTIONS}`),
    difficulty: z.enum(DIFFICULTIES, { message: 'difficulty must be one of: easy, medium, hard' }),
    category: playedCategory,
    winner: z.enum(WINNERS, { message: 'winner must be one of: user, ai, draw' }),
    duration: secondsTaken('duration'),
    questionsData: z.array(z.object({ questionId, userAnswered: z.boolean(), category: z.string().max(TOPIC_MAX) })).max(MAX_QUESTIONS),
  })
  .superRefine((b, ctx) => {
    if (b.userScore > b.totalQuestions)
      ctx.addIssue({ code: 'custom', path: ['userScore'], message: 'userScore cannot be more than totalQuestions' });
    if (b.aiScore > b.totalQuestions)
      ctx.addIssue({ code: 'custom', path: ['aiScore'], message: 'aiScore cannot be more than totalQuestions' });
    if (b.questionsData.length !== b.totalQuestions) {
      ctx.addIssue({ code: 'custom', path: ['questionsData'], message: 'questionsData must have one entry for each question' });
    }
    const expected: Winner = b.userScore > b.aiScore ? 'user' : b.userScore < b.aiScore ? 'ai' : 'draw';
    if (b.winner !== expected) ctx.addIssue({ code: 'custom', path: ['winner'], message: `winner must be "${expected}" for these scores` });
  });
export type BattleResult = z.infer<typeof battleResultSchema>;

export const battleResultResponseSchema = z.object({ battleId: z.string() });
export type BattleResultResponse = z.infer<typeof battleResultResponseSchema>;
