import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../schemas/legal';
import { legalCategories } from './legalCategories';

describe('the legal categories', () => {
  it('are exactly the six of the spec, in order, with their values', () => {
    expect(legalCategories.map(({ label, value }) => [label, value])).toEqual([
      ['Constitutional Law', 'constitutional'],
      ['Employment Law', 'employment'],
      ['Housing & Real Estate', 'housing'],
      ['Transportation', 'transportation'],
      ['Consumer Protection', 'consumer'],
      ['Tax Law', 'tax'],
    ]);
  });

  it('each ask for the top federal laws of their own area, as a query the server accepts', () => {
    for (const category of legalCategories) {
      expect(category.query).toMatch(/^What are the top federal laws about .+\?$/);
      const area = category.label.toLowerCase().replace('&', 'and');
      expect(category.query.toLowerCase()).toContain(area);
      expect(searchRequestSchema.safeParse({ query: category.query }).success).toBe(true);
    }
    expect(new Set(legalCategories.map((c) => c.query)).size).toBe(6);
  });
});

describe('each category opens curated top laws (reviewed data with the reason each is there)', () => {
  it('names 6 guides of its own area, each with its reason', async () => {
    const { findLaw } = await import('../laws/corpus');
    const { categoryTopLaws, curatedCategoryLaws } = await import('./legalCategories');
    for (const category of legalCategories) {
      const laws = categoryTopLaws[category.value];
      expect(laws.length, category.value).toBe(6);
      for (const { lawId, why } of laws) {
        const record = findLaw(lawId);
        expect(record?.kind, lawId).toBe('guide');
        expect(record?.legalCategory, lawId).toBe(category.value);
        expect(why.length).toBeGreaterThan(10);
      }
      expect(curatedCategoryLaws(category.query)).toBe(laws);
    }
    expect(curatedCategoryLaws('What are the top federal laws about cooking?')).toBeUndefined();
  });
});
