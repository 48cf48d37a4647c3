import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBankQuestion, quizBank } from '../../core/quiz/bank';
import {
  battleResultResponseSchema,
  createTestResponseSchema,
  questionsResponseSchema,
  quizResultSchema,
  tutorChatResponseSchema,
  type BattleResult,
  type QuizQuestion,
} from '../../core/schemas/quiz';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer;
let jar: CookieJar;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ jar, userId } = await signedIn('quiz_quinn'));
});
afterAll(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
});

async function signedIn(name: string): Promise<{ jar: CookieJar; userId: string }> {
  const j = new CookieJar(server.url);
  const res = await j.postJson('/api/auth/signup', signupPayload({ username: name, email: `${name}@example.com` }));
  expect(res.status).toBe(201);
  return { jar: j, userId: (await res.json()).user.id };
}

const questions = (q: string) => jar.fetch(`/api/legal/test-knowledge${q}`);
const wrongOf = (q: QuizQuestion) => (q.correctAnswer + 1) % q.options.length;

describe('GET /api/legal/test-knowledge', () => {
  it('serves 10 questions of the category and difficulty by default, from the bank', async () => {
    const res = await questions('?category=tax&difficulty=easy');
    expect(res.status).toBe(200);
    const { questions: list } = questionsResponseSchema.parse(await res.json());
    expect(list).toHaveLength(10);
    for (const q of list) {
      expect(q).toMatchObject({ category: 'tax', difficulty: 'easy' });
      expect(q).toEqual(findBankQuestion(q.id));
    }
  });

  it('serves the battle its count, any category, with a cache-busting timestamp', async () => {
    const res = await questions(`?count=30&category=all&difficulty=hard&random=${Date.now()}`);
    const { questions: list } = questionsResponseSchema.parse(await res.json());
    expect(list).toHaveLength(30);
    expect(list.every((q) => q.difficulty === 'hard')).toBe(true);
    expect(new Set(list.map((q) => q.id)).size).toBe(30);
  });

  it('refuses bad parameters with 400 and a message', async () => {
    for (const [query, message] of [
      ['?category=astrology', 'category must be one of'],
      ['?difficulty=extreme', 'difficulty must be one of'],
      ['?count=31', 'count must be between 1 and 30'],
      ['?count=0', 'count must be between 1 and 30'],
      ['?count=ten', 'count must be a number'],
      ['?count=1&count=2', 'count must be given once'],
    ] as const) {
      const res = await questions(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error, query).toContain(message);
    }
  });

  it('is for signed-in users only', async () => {
    const res = await server.fetch('/api/legal/test-knowledge');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/legal/test-knowledge/submit', () => {
  const bank = quizBank.filter((q) => q.category === 'criminal').slice(0, 5);
  const submission = (answers: number[], extra: Record<string, unknown> = {}) => ({
    questionIds: bank.map((q) => q.id),
    answers,
    category: 'criminal',
    difficulty: 'all',
    timeSpent: 83,
    ...extra,
  });

  it("grades from the server's own bank and stores the result for the user", async () => {
    const answers = [bank[0]!.correctAnswer, wrongOf(bank[1]!), bank[2]!.correctAnswer, bank[3]!.correctAnswer, wrongOf(bank[4]!)];
    const res = await jar.postJson('/api/legal/test-knowledge/submit', submission(answers));
    expect(res.status).toBe(201);
    const result = quizResultSchema.parse(await res.json());
    expect(result).toMatchObject({ score: 60, correctAnswers: 3, totalQuestions: 5, timeSpent: 83 });
    expect(result.details.map((d) => d.isCorrect)).toEqual([true, false, true, true, false]);
    expect(result.details[1]).toEqual({
      questionId: bank[1]!.id,
      question: bank[1]!.question,
      userAnswer: answers[1],
      correctAnswer: bank[1]!.correctAnswer,
      isCorrect: false,
      explanation: bank[1]!.explanation,
    });
    const stored = (await server.readDataFile()).quizResults.find((r) => r.id === result.id)!;
    expect(stored).toMatchObject({
      userId,
      score: 60,
      correctAnswers: 3,
      totalQuestions: 5,
      questionIds: bank.map((q) => q.id),
      answers,
      category: 'criminal',
    });
  });

  it('ignores a forged answer key: a claimed score or list of correct answers changes nothing', async () => {
    const allWrong = bank.map(wrongOf);
    const forged = submission(allWrong, {
      score: 100,
      correctAnswers: 5,
      correctAnswerList: allWrong,
      details: bank.map((q, i) => ({ questionId: q.id, userAnswer: allWrong[i], correctAnswer: allWrong[i], isCorrect: true })),
    });
    const res = await jar.postJson('/api/legal/test-knowledge/submit', forged);
    expect(res.status).toBe(201);
    const result = quizResultSchema.parse(await res.json());
    expect(result).toMatchObject({ score: 0, correctAnswers: 0 });
    expect(result.details.every((d) => !d.isCorrect)).toBe(true);
  });

  it('refuses unknown questions, answers that are not options and mismatched lists, storing nothing', async () => {
    const before = (await server.readDataFile()).quizResults.length;
    const cases: [Record<string, unknown>, string][] = [
      [
        submission([0, 0, 0, 0, 0], { questionIds: ['made-up-question', ...bank.slice(1).map((q) => q.id)] }),
        'Unknown question: made-up-question',
      ],
      [submission([0, 0, 0, 0, 7]), "Answer 5 is not one of the question's options"],
      [submission([0, 0, 0]), 'There must be one answer for each question'],
      [
        submission([0, 0, 0, 0, 0], { questionIds: [bank[0]!.id, bank[0]!.id, bank[1]!.id, bank[2]!.id, bank[3]!.id] }),
        'A question appears more than once',
      ],
      [submission([0, 0, 0, 0, -1]), 'Each answer must be an option number'],
      [submission([0, 0, 0, 0, 0], { timeSpent: -5 }), 'timeSpent must be 0 or more'],
      [submission([0, 0, 0, 0, 0], { difficulty: 'impossible' }), 'difficulty must be one of: all, easy, medium, hard'],
      [{ answers: [0] }, 'Required'],
    ];
    for (const [body, message] of cases) {
      const res = await jar.postJson('/api/legal/test-knowledge/submit', body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).error, message).toBe(message);
    }
    expect((await server.readDataFile()).quizResults).toHaveLength(before);
  });

  it('stores a result once per Idempotency-Key, also when the outbox repeats it at the same time', async () => {
    const { jar: other } = await signedIn('outbox_olive');
    const key = '4a1c2f3e-9b8d-4c7a-8e6f-5d4c3b2a1f0e';
    const body = submission(bank.map((q) => q.correctAnswer));
    const send = () => other.postJson('/api/legal/test-knowledge/submit', body, { 'Idempotency-Key': key });
    const replies = await Promise.all([send(), send(), send()]);
    const results = await Promise.all(replies.map(async (r) => quizResultSchema.parse(await r.json())));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ score: 100, correctAnswers: 5 });
    const later = quizResultSchema.parse(await (await send()).json());
    expect(later).toEqual(results[0]);
    const rows = (await server.readDataFile()).quizResults.filter((r) => r.idempotencyKey === key);
    expect(rows).toHaveLength(1);
  });

  it('grades custom-test questions by rebuilding them from the library', async () => {
    const created = createTestResponseSchema.parse(
      await (
        await jar.postJson('/api/legal/test-knowledge/create', { topic: 'debt collectors', difficulty: 'medium', numberOfQuestions: 3 })
      ).json(),
    );
    expect(created.questions).toHaveLength(3);
    const answers = created.questions.map((q, i) => (i === 0 ? q.correctAnswer : (q.correctAnswer + 1) % 4));
    const res = await jar.postJson('/api/legal/test-knowledge/submit', {
      questionIds: created.questions.map((q) => q.id),
      answers,
      category: 'debt collectors',
      difficulty: 'medium',
      timeSpent: 40,
    });
    expect(res.status).toBe(201);
    expect(quizResultSchema.parse(await res.json())).toMatchObject({ correctAnswers: 1, totalQuestions: 3, score: 33 });
  }, 60_000);
});

describe('POST /api/legal/test-knowledge/create', () => {
  it('builds the asked number of questions about the topic from the law library, with citation and official source', async () => {
    const res = await jar.postJson('/api/legal/test-knowledge/create', { topic: 'immigration', difficulty: 'all', numberOfQuestions: 5 });
    expect(res.status).toBe(200);
    const body = createTestResponseSchema.parse(await res.json());
    expect(body.topic).toBe('immigration');
    expect(body.questions).toHaveLength(5);
    for (const q of body.questions) {
      expect(q.difficulty).toBe('medium');
      expect(q.citation).toMatch(/^\d+ U\.S\.C\. § /);
      expect(new URL(q.source!).hostname).toBe('uscode.house.gov');
      expect(q.options).toHaveLength(4);
    }
  }, 60_000);

  it('refuses a blank topic and a bad number of questions', async () => {
    for (const [body, message] of [
      [{ topic: '   ', difficulty: 'easy', numberOfQuestions: 5 }, 'Please enter a topic'],
      [{ topic: 'tax', difficulty: 'easy', numberOfQuestions: 0 }, 'numberOfQuestions must be between 1 and 30'],
      [{ topic: 'tax', difficulty: 'easy', numberOfQuestions: 2.5 }, 'numberOfQuestions must be a whole number'],
      [{ topic: 'x'.repeat(201), difficulty: 'easy', numberOfQuestions: 5 }, 'Please keep the topic under 200 characters'],
    ] as const) {
      const res = await jar.postJson('/api/legal/test-knowledge/create', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });
});

describe('POST /api/legal/test-knowledge/chat', () => {
  it('answers from the law search engine in the answer format, saying which engine answered', async () => {
    const res = await jar.postJson('/api/legal/test-knowledge/chat', {
      question: 'How long do I have to file an EEOC discrimination charge?',
    });
    expect(res.status).toBe(200);
    const body = tutorChatResponseSchema.parse(await res.json());
    expect(body.engine).toBe('built-in');
    expect(body.response).toContain('42 U.S.C. § 2000e-5');
    expect(body.response).toContain('Verify: https://uscode.house.gov/');
    expect(body.response).toContain('Answered by the built-in engine');
  }, 60_000);

  it('explains a concept from the glossary with its source, never "no federal law"', async () => {
    const res = await jar.postJson('/api/legal/test-knowledge/chat', { question: 'What is the Miranda warning?' });
    const body = tutorChatResponseSchema.parse(await res.json());
    expect(body.response).toMatch(/^The Miranda warning is what police must tell a person in custody/);
    expect(body.response).toContain('Miranda v. Arizona, 384 U.S. 436 (1966)');
    expect(body.response).toContain(
      'Quote: U.S. Const. amend. V: “nor shall be compelled in any Criminal Case to be a witness against himself”',
    );
    expect(body.response).not.toContain('No federal law');
    expect(body.response).not.toMatch(/choose your state/i);
  });

  it('ignores a blank question', async () => {
    const res = await jar.postJson('/api/legal/test-knowledge/chat', { question: '  ' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Please enter a question');
  });
});

describe('POST /api/legal/test-knowledge/battle-result', () => {
  const battle: BattleResult = {
    userScore: 4,
    aiScore: 3,
    totalQuestions: 5,
    difficulty: 'hard',
    category: 'environmental',
    winner: 'user',
    duration: 61,
    questionsData: quizBank.slice(0, 5).map((q, i) => ({ questionId: q.id, userAnswered: i !== 2, category: q.category })),
  };

  it('stores the battle for the user and returns its battleId', async () => {
    const res = await jar.postJson('/api/legal/test-knowledge/battle-result', battle);
    expect(res.status).toBe(201);
    const { battleId } = battleResultResponseSchema.parse(await res.json());
    const stored = (await server.readDataFile()).battles.find((b) => b.id === battleId);
    expect(stored).toMatchObject({ ...battle, userId });
  });

  it('stores a battle once per Idempotency-Key', async () => {
    const key = 'battle-key-0001-abcdef';
    const send = () => jar.postJson('/api/legal/test-knowledge/battle-result', battle, { 'Idempotency-Key': key });
    const ids = await Promise.all([send(), send()].map(async (r) => (await (await r).json()).battleId));
    expect(ids[0]).toBe(ids[1]);
    expect((await send()).status).toBe(201);
    expect((await server.readDataFile()).battles.filter((b) => b.idempotencyKey === key)).toHaveLength(1);
  });

  it('refuses results that do not add up', async () => {
    for (const [body, message] of [
      [{ ...battle, winner: 'ai' }, 'winner must be "user" for these scores'],
      [{ ...battle, userScore: 6 }, 'userScore cannot be more than totalQuestions'],
      [{ ...battle, questionsData: battle.questionsData.slice(0, 4) }, 'questionsData must have one entry for each question'],
      [{ ...battle, difficulty: 'all' }, 'difficulty must be one of: easy, medium, hard'],
      [{ ...battle, totalQuestions: 31 }, 'totalQuestions must be between 1 and 30'],
    ] as const) {
      const res = await jar.postJson('/api/legal/test-knowledge/battle-result', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });
});
