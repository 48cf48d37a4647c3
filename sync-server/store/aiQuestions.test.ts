import { describe, expect, it } from 'vitest';
import type { CustomQuestion } from '../../core/schemas/quiz';
import { storePerTest } from '../../test-support/server/testDatabase';
import { AI_QUESTIONS_KEPT, aiQuestionsCollection, isAiQuestionId, newAiQuestionId } from './aiQuestions';

const db = storePerTest('laws-ai-questions-');

const question = (n: number): CustomQuestion => ({
  id: newAiQuestionId(),
  question: `Question ${n}?`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: n % 4,
  explanation: 'Because.',
  difficulty: 'medium',
  citation: '15 U.S.C. § 1692c',
});

describe('store.aiQuestions', () => {
  it('keeps questions in the store under their own ids, and only ids it made', async () => {
    const questions = aiQuestionsCollection(db.store.sql, () => Date.parse('2026-11-22T10:00:00Z'));
    const [a, b] = [question(1), question(2)];
    await questions.add([a, b]);
    expect(isAiQuestionId(a.id)).toBe(true);
    expect(await questions.get(a.id)).toEqual(a);
    expect(await questions.has(b.id)).toBe(true);
    expect(await questions.get('custom:summary:x:1')).toBeUndefined();
    expect(await questions.get('ai:unknown')).toBeUndefined();
    const onDisk = (await db.store.snapshot()).aiQuestions;
    expect(onDisk).toEqual([
      { ...a, createdAt: '2026-11-22T10:00:00.000Z' },
      { ...b, createdAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it(`keeps the newest ${AI_QUESTIONS_KEPT}`, async () => {
    const questions = aiQuestionsCollection(db.store.sql);
    const first = question(0);
    await questions.add([first]);
    const later = Array.from({ length: AI_QUESTIONS_KEPT }, (_, i) => question(i + 1));
    await questions.add(later);
    expect(await questions.has(first.id)).toBe(false);
    expect(await questions.has(later[0]!.id)).toBe(true);
    expect(await questions.get(later.at(-1)!.id)).toEqual(later.at(-1));
  });
});
