import { describe, expect, it, vi } from 'vitest';
import type { FederalLaw } from '../schemas/legal';
import { countCategories, inCategory, megabytes, pageOfLaws, type CategoryFields, type LibrarySearch } from './library';

type Law = FederalLaw & CategoryFields;

// A small library in list order (guides first, then sections), without the corpus.
function guide(id: string, category: string, categoryId: string, legalCategory?: string): Law {
  return { ...common(id, 15, '1692c'), kind: 'guide', category, categoryId, ...(legalCategory ? { legalCategory } : {}) };
}
function section(title: number, sectionNumber: string, titleName: string): Law {
  return { ...common(`usc-${title}-${sectionNumber}`, title, sectionNumber), kind: 'section', category: titleName };
}
function common(id: string, title: number, sectionNumber: string) {
  return {
    id,
    title: `Record ${id}`,
    citation: `${title} U.S.C. § ${sectionNumber}`,
    summary: 'summary',
    subcategory: 'sub',
    penalties: 'penalties',
    government_source: 'https://uscode.house.gov/',
    confidence: 90,
    usc: { title, section: sectionNumber },
    govinfoUrl: 'https://www.govinfo.gov/',
    hasFullText: false,
  };
}

const library: Law[] = [
  guide('debt-calls', 'Debt Collection', 'debt-collection', 'consumer'),
  guide('debt-validation', 'Debt Collection', 'debt-collection', 'consumer'),
  guide('fair-housing-ads', 'Fair Housing', 'fair-housing', 'housing'),
  guide('clean-water', 'Environment & Clean Water', 'environment'),
  section(15, '1692', 'Commerce and Trade'),
  section(29, '201', 'Labor'),
  section(29, '207', 'Labor'),
  section(42, '3604', 'The Public Health and Welfare'),
];
const ids = (laws: readonly { id: string }[]) => laws.map((l) => l.id);
const noSearch: LibrarySearch<Law> = () => {
  throw new Error('no text search expected');
};

describe('inCategory', () => {
  it('reads a category label, a guide category id or a legal area, in any case and with spaces around', () => {
    const debt = library[0];
    for (const wanted of ['Debt Collection', 'debt collection', 'debt-collection', ' CONSUMER '])
      expect(inCategory(debt, wanted), wanted).toBe(true);
    expect(inCategory(debt, 'housing')).toBe(false);
    expect(inCategory(library[5], 'labor')).toBe(true);
    expect(inCategory(library[5], 'employment')).toBe(false); // a bare section has no legal area
  });
});

describe('pageOfLaws', () => {
  it('pages the records in their order; total counts them all; past the end is an empty page', () => {
    expect(pageOfLaws(library, noSearch)).toMatchObject({ total: 8, page: 1 });
    expect(ids(pageOfLaws(library, noSearch).laws)).toEqual(ids(library)); // default: 20 a page
    expect(ids(pageOfLaws(library, noSearch, { page: 2, limit: 3 }).laws)).toEqual(['clean-water', 'usc-15-1692', 'usc-29-201']);
    expect(pageOfLaws(library, noSearch, { page: 3, limit: 3 })).toMatchObject({ total: 8, page: 3 });
    expect(ids(pageOfLaws(library, noSearch, { page: 3, limit: 3 }).laws)).toEqual(['usc-29-207', 'usc-42-3604']);
    expect(pageOfLaws(library, noSearch, { page: 9, limit: 3 })).toEqual({ laws: [], total: 8, page: 9 });
  });

  it('sends only the API fields', () => {
    const [first] = pageOfLaws(library, noSearch, { limit: 1 }).laws;
    expect(first).toEqual({ ...common('debt-calls', 15, '1692c'), kind: 'guide', category: 'Debt Collection' });
    expect(first).not.toHaveProperty('categoryId');
  });

  it('keeps one category: label, guide category id or legal area; an unknown one matches nothing', () => {
    expect(ids(pageOfLaws(library, noSearch, { category: 'Labor' }).laws)).toEqual(['usc-29-201', 'usc-29-207']);
    expect(ids(pageOfLaws(library, noSearch, { category: 'debt-collection', limit: 1, page: 2 }).laws)).toEqual(['debt-validation']);
    expect(pageOfLaws(library, noSearch, { category: 'housing' }).total).toBe(1);
    expect(pageOfLaws(library, noSearch, { category: 'No such category' })).toEqual({ laws: [], total: 0, page: 1 });
    expect(pageOfLaws(library, noSearch, { category: '  ' }).total).toBe(8); // blank: no filter
  });

  it('with q, pages the search results in their ranked order, searching the trimmed text within the trimmed category', () => {
    const search = vi.fn<LibrarySearch<Law>>(() => [library[6], library[0], library[5]]);
    const result = pageOfLaws(library, search, { q: '  overtime pay ', category: ' Labor ', limit: 2 });
    expect(search).toHaveBeenCalledExactlyOnceWith('overtime pay', { limit: Number.MAX_SAFE_INTEGER, category: 'Labor' });
    expect(result.total).toBe(3);
    expect(ids(result.laws)).toEqual(['usc-29-207', 'debt-calls']);
  });

  it('a blank q is no search; a failing search fails the page', () => {
    expect(pageOfLaws(library, noSearch, { q: '   ' }).total).toBe(8);
    expect(() => pageOfLaws(library, noSearch, { q: 'overtime' })).toThrow('no text search expected');
  });
});

describe('countCategories', () => {
  it('counts guide categories in their defined order, then U.S. Code titles in order, only those with records', () => {
    const { categories, unknown } = countCategories([...library].reverse());
    expect(categories).toEqual([
      { category: 'Fair Housing', count: 1, kind: 'guide', id: 'fair-housing', legal: 'housing' },
      { category: 'Debt Collection', count: 2, kind: 'guide', id: 'debt-collection', legal: 'consumer' },
      { category: 'Environment & Clean Water', count: 1, kind: 'guide', id: 'environment' }, // no legal area
      { category: 'Commerce and Trade', count: 1, kind: 'title', id: 15 },
      { category: 'Labor', count: 2, kind: 'title', id: 29 },
      { category: 'The Public Health and Welfare', count: 1, kind: 'title', id: 42 },
    ]);
    expect(unknown).toEqual([]);
  });

  it('keeps categories neither list knows apart, in the order met, with their counts', () => {
    const newer = [
      section(60, '1', 'Space Commerce'),
      ...library,
      guide('new', 'Pet Ownership', 'pets'),
      section(60, '2', 'Space Commerce'),
    ];
    const { categories, unknown } = countCategories(newer);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(library.length);
    expect(unknown).toEqual([
      { category: 'Space Commerce', count: 2 },
      { category: 'Pet Ownership', count: 1 },
    ]);
  });

  it('an empty library has no categories', () => {
    expect(countCategories([])).toEqual({ categories: [], unknown: [] });
  });
});

describe('megabytes', () => {
  it('states bytes in MB of 1024 × 1024 bytes, one decimal', () => {
    expect(megabytes(1024 * 1024)).toBe('1.0');
    expect(megabytes(42_800_000)).toBe('40.8');
    expect(megabytes(0)).toBe('0.0');
  });
});
