import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../core/answer/compose';
import { legalCategories } from '../../core/data/legalCategories';
import { curatedHits } from './legalCategoryLaws';

describe('a Legal Category opens its curated top laws', () => {
  it('Consumer Protection and Transportation lead with their first curated law, sources are only the curated ones', () => {
    for (const value of ['consumer', 'transportation', 'tax', 'constitutional'] as const) {
      const { query } = legalCategories.find((c) => c.value === value)!;
      const hits = curatedHits(query)!;
      const answer = composeAnswer(query, hits, { engine: 'built-in' });
      expect(answer.sources.map((s) => s.lawId)).toEqual(hits.map((h) => h.record.id));
      expect(answer.response).not.toMatch(/Official heading of|Read the full text at the official link/);
      expect(answer.response.split('\n')[0]).toContain(hits[0]!.record.citation);
    }
    expect(curatedHits('a debt collector keeps calling me')).toBeUndefined();
  });
});
