import { describe, expect, it } from 'vitest';
import { getLawRecords, lawStats, listLaws } from '../../core/laws';
import type { LibraryLaw } from '../../core/schemas/legal';
import { getCorpusIndex } from '../../core/search';
import { listSavedLaws, megabytes, savedLibraryStats } from './savedLaws';

// The whole library, as a device that saved it holds it.
const laws = getLawRecords() as unknown as LibraryLaw[];

describe('the law database over the saved library', () => {
  it('has the figures the server states: total and every category with its count, in the same order', () => {
    const server = lawStats();
    const saved = savedLibraryStats(laws, { rawBytes: 44_000_000, lastUpdated: server.lastUpdated });
    expect(saved.totalLaws).toBe(server.totalLaws);
    expect(saved.categories).toEqual(server.categories);
    expect(saved.lastUpdated).toBe(server.lastUpdated);
    expect(saved.estimatedSizeMB).toBe('42.0');
  });

  it('pages, filters and searches exactly as the server does', () => {
    const index = getCorpusIndex();
    const cases = [
      { page: 1, limit: 20 },
      { page: 3, limit: 20 },
      { page: 2_570, limit: 20 }, // the last page
      { page: 1, limit: 50, category: 'Debt Collection' },
      { page: 1, limit: 20, category: 'housing' },
      { page: 2, limit: 20, category: 'The Public Health and Welfare' },
      { page: 1, limit: 10, q: 'landlord kicked me out' },
      { page: 1, limit: 10, q: '42 USC 3604' },
      { page: 2, limit: 10, q: 'overtime', category: 'employment' },
      { page: 1, limit: 20, category: 'nothing-like-this' },
    ];
    for (const query of cases) {
      expect(listSavedLaws(laws, index, query), JSON.stringify(query)).toEqual(listLaws(query));
    }
  }, 120_000); // builds the index of the whole library (a few seconds; far more on a loaded machine)

  it('needs the index only for a text search', () => {
    expect(listSavedLaws(laws, null, { page: 1, limit: 5 }).laws).toHaveLength(5);
    expect(() => listSavedLaws(laws, null, { page: 1, limit: 5, q: 'overtime' })).toThrow(/index/);
  });

  it('states sizes in MB of 1024 × 1024 bytes, one decimal', () => {
    expect(megabytes(1024 * 1024)).toBe('1.0');
    expect(megabytes(42_800_000)).toBe('40.8');
  });
});
