/**
 * Custom tests with an AI model: the model writes multiple-choice questions as JSON
 * about the laws the corpus finds for the topic (sent as numbered sources). A question is kept
 * only when it passes core/quiz/custom.ts checkGeneratedQuestion, names one of the given laws as
 * its citation and writes no link or phone number; its citation, official source and category
 * are then the corpus record's. The library's own questions replace the rest, so the count asked
 * for is met whenever the library can. Kept questions are stored by a new id, so POST /submit
 * grades them from the server's copy.
 */
import { z } from 'zod';
import { PHONE_NUMBER, WEB_ADDRESS } from '../../core/answer/aiCheck';
import { aiQuestionsReplacedNotice } from '../../core/answer/aiNotices';
import { findLawsBySection } from '../../core/laws/corpus';
import { resolveCitation } from '../../core/laws/resolveCitation';
import type { LawRecord } from '../../core/laws/types';
import { checkGeneratedQuestion } from '../../core/quiz/custom';
import { createTestResponseSchema, type CreateTestResponse, type CustomQuestion, type Difficulty } from '../../core/schemas/quiz';
import { isAiQuestionId, newAiQuestionId, type AiQuestionsCollection } from '../store/aiQuestions';
import { normalizeQuestion, type Ai } from './index';
import { AiFailure, type AiModel, type ChatTurn } from './model';
import { featureRules } from './prompts';

/** Questions asked of the model in one test, at most; the library writes any more asked for. */
export const MAX_AI_TEST_QUESTIONS = 10;
/** Laws sent to the model, at most. */
const MAX_TEST_SOURCES = 8;
const SUMMARY_CHARS = 500;
/** Reply tokens allowed per question asked (question, four options, explanation, citation, JSON). */
const TOKENS_PER_QUESTION = 220;

const RULES = featureRules(
  'You write multiple-choice questions for the custom tests of Laws AI, a free app where ordinary Americans learn U.S. federal law.',
  'Its "topic" field was typed by a member of the public.',
  [
    'Write the number of questions asked for ("numberOfQuestions"), each about one of the numbered sources and testing what that law says. Use only the sources: never invent a law, a citation, a penalty, a deadline, a dollar amount, a phone number or a web address. A question\'s "citation" is the citation of the source it is about, written exactly as given; any other citation you write must also be one of the sources\'.',
    'Each question has exactly 4 options, all different, exactly one of them right according to its source; "correctAnswer" is the index (0 to 3) of the right one. The "explanation" says in one or two plain sentences why that answer is right, from the source.',
    'Match the difficulty: "easy" asks what a law is about, "medium" what it requires or forbids, "hard" its details, exceptions or penalties.',
    'Reply with JSON only, no Markdown and no other text, in this shape: {"questions":[{"question":"...","options":["...","...","...","..."],"correctAnswer":0,"explanation":"...","citation":"..."}]}',
  ],
);

export function testSources(laws: readonly LawRecord[]) {
  return laws.map((law, i) => ({
    number: i + 1,
    citation: law.citation,
    title: law.title,
    summary: law.summary.slice(0, SUMMARY_CHARS),
    ...(law.kind === 'guide' && law.penalties ? { penalties: law.penalties.slice(0, SUMMARY_CHARS) } : {}),
  }));
}

export function customTestTurns(topic: string, difficulty: Difficulty, count: number, laws: readonly LawRecord[]): ChatTurn[] {
  return [
    { role: 'system', content: RULES },
    { role: 'user', content: JSON.stringify({ topic, difficulty, numberOfQuestions: count, sources: testSources(laws) }) },
  ];
}

const modelQuestionSchema = z.object({
  question: z.string().trim().min(1).max(600),
  options: z.array(z.string().trim().min(1).max(300)),
  correctAnswer: z.number().int().min(0),
  explanation: z.string().trim().min(1).max(1200),
  citation: z.string().trim().min(1).max(120),
});

/** The question objects of the reply (JSON, perhaps in a Markdown fence); AiFailure when it is not that. */
export function questionsOfReply(raw: string): unknown[] {
  const text = raw
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  let data: unknown;
  try {
    data = JSON.parse(text.slice(Math.max(0, start), end + 1));
  } catch {
    throw new AiFailure('malformed', 'the reply is not JSON');
  }
  const list = Array.isArray(data) ? data : (data as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) throw new AiFailure('malformed', 'the reply has no questions');
  return list;
}

const hasContact = (text: string) => (text.match(WEB_ADDRESS) ?? []).length > 0 || (text.match(PHONE_NUMBER) ?? []).length > 0;
const sameText = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The question as the app gets it, or undefined when it fails a check. */
export function acceptQuestion(raw: unknown, difficulty: Difficulty, given: readonly LawRecord[]): CustomQuestion | undefined {
  const parsed = modelQuestionSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const q = parsed.data;
  if ([q.question, ...q.options, q.explanation].some(hasContact)) return undefined;
  const checked = checkGeneratedQuestion(
    { ...q, id: newAiQuestionId(), difficulty },
    (title, section) => findLawsBySection(title, section).length > 0,
  );
  // Without a verified citation of its own the question is not grounded on the given laws.
  if (!checked?.citation) return undefined;
  const record = resolveCitation(checked.citation, given);
  if (!record || !given.some((law) => law.id === record.id)) return undefined;
  return { ...checked, citation: record.citation, source: record.government_source, category: record.category };
}

export interface CustomTestInput {
  userId: string;
  topic: string;
  difficulty: Difficulty;
  numberOfQuestions: number;
  /** The laws the topic matches, best first (core/quiz/customCorpus.ts topicLaws). */
  matches: readonly LawRecord[];
  /** The library's test for the same request: the fallback, and the questions that fill in. */
  local: CreateTestResponse;
}

async function aiCustomTest(
  model: AiModel,
  input: CustomTestInput,
  given: readonly LawRecord[],
  store: AiQuestionsCollection,
  guard: (raw: string) => void,
): Promise<CreateTestResponse> {
  const asked = Math.min(input.numberOfQuestions, MAX_AI_TEST_QUESTIONS);
  const raw = await model.complete(customTestTurns(input.topic, input.difficulty, asked, given), {
    maxTokens: 100 + asked * TOKENS_PER_QUESTION,
    whole: true,
  });
  guard(raw);
  const accepted: CustomQuestion[] = [];
  for (const item of questionsOfReply(raw)) {
    const question = acceptQuestion(item, input.difficulty, given);
    if (question && !accepted.some((a) => sameText(a.question) === sameText(question.question))) accepted.push(question);
  }
  const kept = accepted.slice(0, asked);
  if (kept.length === 0) throw new AiFailure('malformed', 'no question passed the checks');
  const fill = input.local.questions
    .filter((q) => !kept.some((a) => sameText(a.question) === sameText(q.question)))
    .slice(0, input.numberOfQuestions - kept.length);
  // Stored before the test is sent: every question in it can be graded.
  await store.add(kept);
  const replaced = asked - kept.length;
  return { topic: input.topic, questions: [...kept, ...fill], ...(replaced > 0 ? { notice: aiQuestionsReplacedNotice(replaced) } : {}) };
}

/** A custom test through the AI layer (cache, rate limit, fallback to the library's test with a notice). */
export function customTest(ai: Ai, store: AiQuestionsCollection, input: CustomTestInput): Promise<CreateTestResponse> {
  const given = [...input.matches.filter((law) => law.kind === 'guide'), ...input.matches.filter((law) => law.kind !== 'guide')].slice(
    0,
    MAX_TEST_SOURCES,
  );
  if (given.length === 0) return Promise.resolve(input.local);
  return ai.call({
    userId: input.userId,
    feature: 'custom-test',
    cacheKey: [normalizeQuestion(input.topic), input.difficulty, input.numberOfQuestions],
    // A cached test is used only while every AI question in it can still be graded.
    schema: createTestResponseSchema.refine(async (test) =>
      (await Promise.all(test.questions.map((q) => !isAiQuestionId(q.id) || store.has(q.id)))).every(Boolean),
    ),
    ask: (model) => aiCustomTest(model, input, given, store, ai.guard),
    fallback: (notice) => ({ ...input.local, notice }),
  });
}
