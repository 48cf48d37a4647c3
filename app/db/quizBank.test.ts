import { beforeEach, describe, expect, it } from 'vitest';
import { quizBank } from '../../core/quiz/bank';
import { db } from './database';
import { getDataVersion } from './index';
import { ensureQuizBank, getDeviceQuestions, QUIZ_BANK_DATA_SET, quizBankVersion, seedQuizBank } from './quizBank';

beforeEach(async () => {
  await db.quizQuestions.clear();
  await db.meta.clear();
});

describe('the quiz bank on the device', () => {
  it('is seeded into quizQuestions with its data version, once', async () => {
    expect(await seedQuizBank()).toBe(true);
    expect(await db.quizQuestions.count()).toBe(quizBank.length);
    expect(await getDataVersion(QUIZ_BANK_DATA_SET)).toBe(quizBankVersion);
    expect(await seedQuizBank()).toBe(false);
  });

  it('reads a category back from IndexedDB, and every question for "all"', async () => {
    await ensureQuizBank();
    const tax = await getDeviceQuestions('tax');
    expect(tax.length).toBe(quizBank.filter((q) => q.category === 'tax').length);
    expect(tax.every((q) => q.category === 'tax')).toBe(true);
    expect(tax.find((q) => q.id === 'tax-april-15')).toEqual(quizBank.find((q) => q.id === 'tax-april-15'));
    expect(await getDeviceQuestions('all')).toHaveLength(quizBank.length);
  });

  it('skips rows that are not questions', async () => {
    await seedQuizBank();
    await db.quizQuestions.put({ id: 'broken', category: 'tax', difficulty: 'easy', question: 42 });
    const tax = await getDeviceQuestions('tax');
    expect(tax.some((q) => q.id === 'broken')).toBe(false);
    expect(tax.length).toBe(quizBank.filter((q) => q.category === 'tax').length);
  });
});
