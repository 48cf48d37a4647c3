import { describe, expect, it } from 'vitest';
import { categoryLabel, categorySelectData, groupCategories } from './categories';

describe('the categories of the library', () => {
  const stats = [
    { category: 'The Public Health and Welfare', count: 6000 },
    { category: 'Debt Collection', count: 8 },
    { category: 'General Provisions', count: 40 },
    { category: 'Credit Reports', count: 11 },
  ];

  it('separates guide topics (alphabetical) from U.S. Code titles (in title order)', () => {
    expect(groupCategories(stats)).toEqual({
      topics: [
        { value: 'Credit Reports', label: 'Credit Reports', count: 11 },
        { value: 'Debt Collection', label: 'Debt Collection', count: 8 },
      ],
      titles: [
        { value: 'General Provisions', label: 'Title 1 — General Provisions', count: 40 },
        { value: 'The Public Health and Welfare', label: 'Title 42 — The Public Health and Welfare', count: 6000 },
      ],
    });
  });

  it('names a title category with its number and a topic as itself', () => {
    expect(categoryLabel('Labor')).toBe('Title 29 — Labor');
    expect(categoryLabel('Wages & Overtime')).toBe('Wages & Overtime');
    expect(categoryLabel('housing')).toBe('Housing & Real Estate guides');
  });
});

describe('the category select', () => {
  const stats = [
    { category: 'Labor', count: 1500 },
    { category: 'Wages & Overtime', count: 6 },
  ];

  it('groups topics and titles, with counts', () => {
    expect(categorySelectData(stats)).toEqual([
      { group: 'Plain-English guide topics', items: [{ value: 'Wages & Overtime', label: 'Wages & Overtime (6)' }] },
      { group: 'U.S. Code titles', items: [{ value: 'Labor', label: 'Title 29 — Labor (1,500)' }] },
    ]);
  });

  it('offers the six legal areas first when asked (Advanced Search)', () => {
    const [areas, ...rest] = categorySelectData(stats, { legalAreas: true });
    expect(areas).toEqual({
      group: 'Legal areas (plain-English guides only)',
      items: [
        { value: 'constitutional', label: 'Constitutional Law' },
        { value: 'employment', label: 'Employment Law' },
        { value: 'housing', label: 'Housing & Real Estate' },
        { value: 'transportation', label: 'Transportation' },
        { value: 'consumer', label: 'Consumer Protection' },
        { value: 'tax', label: 'Tax Law' },
      ],
    });
    expect(rest).toEqual(categorySelectData(stats));
  });
});
