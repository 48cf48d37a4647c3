/**
 * The knowledge modes with an AI model configured: the chat tutor and custom tests,
 * through the real server and the real `openai` SDK against the fake OpenAI-compatible server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_ENGINE_LINE } from '../../core/answer/aiAnswer';
import { UNVERIFIED } from '../../core/answer/aiCheck';
import { AI_FALLBACK_NOTICES, aiQuestionsReplacedNotice } from '../../core/answer/aiNotices';
import { findLawsBySection } from '../../core/laws';
import { resolveCitation } from '../../core/laws/resolveCitation';
import {
  createTestResponseSchema,
  quizResultSchema,
  tutorChatResponseSchema,
  type CreateTestResponse,
  type TutorChatResponse,
} from '../../core/schemas/quiz';
import { MAX_AI_TEST_QUESTIONS } from '../ai/customTest';
import { startAiServer, expectCleanLogs, signedInUser } from '../../test-support/server/aiServer';
import { startFakeOpenAi, type ChatRequestSeen, type FakeOpenAi } from '../../test-support/server/fakeOpenAi';
import type { CookieJar, TestServer } from '../../test-support/server/harness';
import { lawIndex } from '../legal/legalIndex';

const fdcpa = findLawsBySection(15, '1692c')[0]!;
const QUESTION = 'a debt collector keeps calling me at work';
const TOPIC = 'debt collectors';

const TUTOR_ANSWER = [
  'A debt collector may not keep calling you at work once it knows your employer forbids it.',
  '',
  `When collectors may contact you [${fdcpa.citation}]`,
  '  The law names the times and places a collector must avoid.',
].join('\n');

let fake: FakeOpenAi;
let server: TestServer;

beforeAll(async () => {
  await lawIndex();
  fake = await startFakeOpenAi();
}, 60_000);
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  fake.answerWith({ kind: 'text', text: TUTOR_ANSWER });
  server = await startAiServer(fake);
});
afterEach(async () => {
  expectCleanLogs(server);
  await server.stop();
});

async function restartWith(env: Record<string, string>) {
  await server.stop();
  server = await startAiServer(fake, env);
}

async function askTutor(jar: CookieJar, question = QUESTION): Promise<TutorChatResponse> {
  const res = await jar.postJson('/api/legal/test-knowledge/chat', { question });
  expect(res.status).toBe(200);
  return tutorChatResponseSchema.strict().parse(await res.json());
}

interface TestRequestData {
  topic: string;
  difficulty: string;
  numberOfQuestions: number;
  sources: { number: number; citation: string; title: string; summary: string }[];
}
const dataOf = (request: ChatRequestSeen) => JSON.parse(request.messages[1]!.content) as TestRequestData;

/** A well-formed question about source `i` of the request (the right answer is option 0). */
function questionAbout(data: TestRequestData, i: number) {
  const source = data.sources[i % data.sources.length]!;
  return {
    question: `Question ${i + 1}: what is the subject of "${source.title}"?`,
    options: [`The subject of source ${i + 1}`, `Wrong answer A${i}`, `Wrong answer B${i}`, `Wrong answer C${i}`],
    correctAnswer: 0,
    explanation: `${source.title} is about this, as its summary says.`,
    citation: source.citation,
  };
}

/** The model writes good questions, changed by `edit` (index -> question, or undefined to keep). */
function questionsReply(edit: (i: number, q: ReturnType<typeof questionAbout>) => unknown = (_, q) => q) {
  return (request: ChatRequestSeen) => {
    const data = dataOf(request);
    const questions = Array.from({ length: data.numberOfQuestions }, (_, i) => edit(i, questionAbout(data, i)));
    return { kind: 'text' as const, text: JSON.stringify({ questions }) };
  };
}

async function createTest(jar: CookieJar, numberOfQuestions = 5, topic = TOPIC): Promise<CreateTestResponse> {
  const res = await jar.postJson('/api/legal/test-knowledge/create', { topic, difficulty: 'hard', numberOfQuestions });
  expect(res.status).toBe(200);
  return createTestResponseSchema.strict().parse(await res.json());
}

async function submit(jar: CookieJar, test: CreateTestResponse, answers: number[]) {
  const res = await jar.postJson('/api/legal/test-knowledge/submit', {
    questionIds: test.questions.map((q) => q.id),
    answers,
    category: TOPIC,
    difficulty: 'hard',
    timeSpent: 30,
  });
  expect(res.status).toBe(201);
  return quizResultSchema.parse(await res.json());
}

describe('POST /api/legal/test-knowledge/chat with an AI model', () => {
  it('answers as the tutor, grounded on the laws the built-in tutor finds, with the corpus’s law block', async () => {
    const reply = await askTutor(await signedInUser(server));
    expect(reply.engine).toBe('ai');
    expect(reply.notice).toBeUndefined();
    expect(reply.response).toContain('A debt collector may not keep calling you at work');
    expect(reply.response).toContain(`${fdcpa.title} [${fdcpa.citation}]\n  Verify: ${fdcpa.government_source}`);
    expect(reply.response.endsWith(AI_ENGINE_LINE)).toBe(true);
    const [request] = fake.requests;
    expect(request!.messages[0]!.content).toContain('You are the law tutor of Laws AI');
    const data = JSON.parse(request!.messages[1]!.content) as { question: string; sources: { citation: string }[] };
    expect(data.question).toBe(QUESTION);
    expect(data.sources.map((s) => s.citation)).toContain(fdcpa.citation);
  });

  it('flags a hallucinated citation and never shows it as a law', async () => {
    fake.answerWith({ kind: 'text', text: `${TUTOR_ANSWER}\n\nDebt Amnesty Act [15 U.S.C. § 1692zz]\n  All debts end after a year.` });
    const reply = await askTutor(await signedInUser(server));
    expect(reply.engine).toBe('ai');
    expect(reply.response).toContain(`Debt Amnesty Act (15 U.S.C. § 1692zz): this citation ${UNVERIFIED}`);
    expect(reply.response).not.toContain('All debts end');
    expect(reply.notice).toBe(
      "1 citation in the AI model's answer could not be verified against the official U.S. Code: it is marked in the text and not listed as a source.",
    );
  });

  it.each([
    ['malformed output', { kind: 'raw', body: '{"choices": [' } as const, AI_FALLBACK_NOTICES.malformed],
    ['a 500', { kind: 'status', status: 500 } as const, AI_FALLBACK_NOTICES.upstream],
    ['a 429 from the model', { kind: 'status', status: 429 } as const, AI_FALLBACK_NOTICES['rate-limited']],
  ])('falls back to the built-in tutor with a notice on %s', async (_, failure, notice) => {
    fake.answerWith(failure);
    const reply = await askTutor(await signedInUser(server));
    expect(reply).toMatchObject({ engine: 'built-in', notice });
    expect(reply.response).toContain('Answered by the built-in engine');
    expect(reply.response).toContain(fdcpa.citation);
  });

  it('answers the same question within 24 hours from the cache, and holds each user to the AI limit with a 429', async () => {
    await restartWith({ AI_RATE_LIMIT: '2', AI_RATE_WINDOW_SECONDS: '3600' });
    const jar = await signedInUser(server);
    const first = await askTutor(jar);
    expect(await askTutor(jar, `  ${QUESTION.toUpperCase()}?`)).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    await askTutor(jar, 'can a debt collector call my family');
    // The limit is per user across every AI feature: a custom test now counts too.
    const res = await jar.postJson('/api/legal/test-knowledge/create', { topic: TOPIC, difficulty: 'hard', numberOfQuestions: 3 });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'You have reached the limit of 2 AI answers per hour. Please try again in 60 minutes.' });
    // The hour runs from the first AI call, a few seconds earlier on a busy machine.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await jar.postJson('/api/legal/test-knowledge/chat', { question: 'debt collector at night' })).status).toBe(429);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('POST /api/legal/test-knowledge/create with an AI model', () => {
  it('uses the model’s questions about the topic’s laws, with the corpus’s citation and source, and grades them from the server’s copy', async () => {
    fake.answerWith(questionsReply());
    const jar = await signedInUser(server);
    const test = await createTest(jar, 5);
    expect(test.topic).toBe(TOPIC);
    expect(test.notice).toBeUndefined();
    expect(test.questions).toHaveLength(5);
    for (const q of test.questions) {
      expect(q.id).toMatch(/^ai:/);
      expect(q.difficulty).toBe('hard');
      const record = resolveCitation(q.citation!)!;
      expect(record.citation).toBe(q.citation);
      expect(q.source).toBe(record.government_source);
      expect(q.options[q.correctAnswer]).toMatch(/^The subject of source/);
    }
    // What the model was asked: the topic as data, the laws the library matched as sources.
    const data = dataOf(fake.requests[0]!);
    expect(data).toMatchObject({ topic: TOPIC, difficulty: 'hard', numberOfQuestions: 5 });
    expect(data.sources.map((s) => s.citation)).toContain(fdcpa.citation);
    expect(data.sources.length).toBeLessThanOrEqual(8);
    expect(fake.requests[0]!.messages[0]!.content).toContain('Reply with JSON only');

    // Graded from the stored questions: the client sends only ids and answers.
    expect(await submit(jar, test, [0, 0, 0, 1, 2])).toMatchObject({ correctAnswers: 3, totalQuestions: 5, score: 60 });
    expect((await server.readDataFile()).aiQuestions.map((q) => q.id).sort()).toEqual(test.questions.map((q) => q.id).sort());
    // Still gradable after a restart.
    server = await server.restart();
    const again = await signedInUser(server, 'after_restart');
    expect(await submit(again, test, [0, 0, 0, 0, 0])).toMatchObject({ correctAnswers: 5, score: 100 });
  }, 60_000);

  it('replaces questions with a hallucinated citation, a link or a bad shape by questions from the library', async () => {
    fake.answerWith(
      questionsReply((i, q) => {
        if (i === 0) return { ...q, citation: '15 U.S.C. § 1692zz' };
        if (i === 1) return { ...q, explanation: `See 42 U.S.C. § 99999 and ${q.explanation}` };
        if (i === 2) return { ...q, explanation: 'Details at https://debt-help.example.com or call 555-010-1234.' };
        if (i === 3) return { ...q, options: ['Same', 'Same', 'Other', 'Another'] };
        return q;
      }),
    );
    const test = await createTest(await signedInUser(server), 6);
    expect(test.questions).toHaveLength(6);
    expect(test.questions.filter((q) => q.id.startsWith('ai:'))).toHaveLength(2);
    expect(test.questions.filter((q) => q.id.startsWith('custom:'))).toHaveLength(4);
    expect(test.notice).toBe(aiQuestionsReplacedNotice(4));
    const text = JSON.stringify(test);
    expect(text).not.toContain('1692zz');
    expect(text).not.toContain('99999');
    expect(text).not.toContain('example.com');
    for (const q of test.questions) expect(resolveCitation(q.citation!), q.citation).toBeDefined();
  }, 60_000);

  it.each([
    ['JSON that does not parse', { kind: 'text', text: '{"questions": [{"question": "What' } as const, AI_FALLBACK_NOTICES.malformed],
    [
      'prose instead of JSON',
      { kind: 'text', text: 'Here are some questions about debt collectors.' } as const,
      AI_FALLBACK_NOTICES.malformed,
    ],
    [
      'a reply cut off at the token limit',
      { kind: 'text', text: '{"questions": []}', finishReason: 'length' } as const,
      AI_FALLBACK_NOTICES.malformed,
    ],
    ['a 500', { kind: 'status', status: 500 } as const, AI_FALLBACK_NOTICES.upstream],
  ])(
    'gives the library’s questions with a notice on %s',
    async (_, failure, notice) => {
      fake.answerWith(failure);
      const test = await createTest(await signedInUser(server), 4);
      expect(test.notice).toBe(notice);
      expect(test.questions).toHaveLength(4);
      for (const q of test.questions) expect(q.id).toMatch(/^custom:/);
      expect((await server.readDataFile()).aiQuestions).toEqual([]);
    },
    60_000,
  );

  it('asks the model for at most 10 questions and fills the rest from the library', async () => {
    fake.answerWith(questionsReply());
    const test = await createTest(await signedInUser(server), 12);
    expect(dataOf(fake.requests[0]!).numberOfQuestions).toBe(MAX_AI_TEST_QUESTIONS);
    expect(fake.requests[0]!.maxTokens).toBeGreaterThan(1200);
    expect(test.questions).toHaveLength(12);
    expect(test.questions.filter((q) => q.id.startsWith('ai:'))).toHaveLength(MAX_AI_TEST_QUESTIONS);
    expect(test.notice).toBeUndefined();
  }, 60_000);

  it('answers the same test request within 24 hours from the cache', async () => {
    fake.answerWith(questionsReply());
    const jar = await signedInUser(server);
    const first = await createTest(jar, 3);
    expect(await createTest(jar, 3, ' Debt Collectors ')).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  }, 60_000);

  it('does not call the model for a topic the library does not match', async () => {
    const test = await createTest(await signedInUser(server), 3, 'zzqxv qwpl');
    expect(test).toEqual({ topic: 'zzqxv qwpl', questions: [] });
    expect(fake.requests).toHaveLength(0);
  });
});
