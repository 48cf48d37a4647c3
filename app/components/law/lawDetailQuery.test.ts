import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryLaw } from '../../../core/schemas/legal';
import { NetworkError } from '../../api/client';
import { db } from '../../db/database';
import { storeLawLibrary } from '../../db/lawLibrary';
import { savedLibraryStats } from '../../search/savedLaws';
import { testLibrary } from '../../search/testLibrary';
import { fetchLawDetail } from './lawDetailQuery';

const stats = (laws: readonly LibraryLaw[]) => savedLibraryStats(laws, { rawBytes: 1, lastUpdated: '' });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => vi.unstubAllGlobals());

describe('a law opened offline', () => {
  it('comes from the saved library, with its official full text', async () => {
    const library = testLibrary({ sections: 5 });
    await storeLawLibrary(library, { stats });
    const { law, from } = await fetchLawDetail('fdcpa-contact-times-places');
    expect(from).toBe('device');
    expect(law.citation).toBe('15 U.S.C. § 1692c');
    expect(law.fullText).toBe(library.fullTexts['15/1692c']);
    expect(law.titleName).toBe('Commerce and Trade');
    // The detail shape only: the search fields of the saved record stay behind.
    expect(Object.keys(law)).not.toContain('synonyms');
  });

  it('is a network error when neither read before nor in a saved library', async () => {
    await expect(fetchLawDetail('fdcpa-contact-times-places')).rejects.toBeInstanceOf(NetworkError);
  });
});
