import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storePerTest } from '../../test-support/server/testDatabase';
import { AI_ANSWER_TTL_MS, AI_ANSWERS_KEPT, aiAnswersCollection } from './aiAnswers';

const db = storePerTest('laws-ai-cache-');

describe('store.aiAnswers', () => {
  it('keeps an answer in the store for 24 hours, then forgets it', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const answers = aiAnswersCollection(db.store.sql, () => now);
    await answers.put('k1', 'legal-assistant', { response: 'A' });
    expect((await db.store.snapshot()).aiAnswers).toEqual([
      { key: 'k1', feature: 'legal-assistant', value: { response: 'A' }, createdAt: '2026-11-22T10:00:00.000Z' },
    ]);

    now += AI_ANSWER_TTL_MS - 1;
    expect((await answers.get('k1'))?.value).toEqual({ response: 'A' });
    now += 1;
    expect(await answers.get('k1')).toBeUndefined();
    // The next write drops the expired answer.
    await answers.put('k2', 'legal-assistant', { response: 'B' });
    expect((await db.store.snapshot()).aiAnswers.map((a) => a.key)).toEqual(['k2']);
  });

  it('replaces an answer under the same key and keeps at most AI_ANSWERS_KEPT', async () => {
    const answers = aiAnswersCollection(db.store.sql);
    await answers.put('same', 'f', 1);
    await answers.put('same', 'f', 2);
    expect((await answers.get('same'))?.value).toBe(2);
    expect((await db.store.snapshot()).aiAnswers).toHaveLength(1);
    const t = Date.now() - 1000;
    await sql`insert into ai_answers (key, feature, value, created_at, created_ms)
      select 'old' || i, 'f', to_jsonb(i), ${new Date(t).toISOString()}, ${t}::double precision + i from generate_series(0, ${AI_ANSWERS_KEPT - 1}) as i`.execute(
      db.store.sql,
    );
    await answers.put('newest', 'f', 'n');
    expect((await db.store.snapshot()).aiAnswers).toHaveLength(AI_ANSWERS_KEPT);
    expect(await answers.get('old0')).toBeUndefined();
    expect((await answers.get('old2'))?.value).toBe(2);
    expect((await answers.get('newest'))?.value).toBe('n');
  });
});
