import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { expandLibrary } from '../../core/laws/compactLibrary';
import type { LawLibrary, LibraryLaw } from '../../core/schemas/legal';
import { savedLibraryStats } from '../search/savedLaws';
import { testLibrary } from '../search/testLibrary';
import { db } from './database';
import {
  cleanupSavedLibrary,
  getLibraryLaw,
  getSavedLibrary,
  getStoredIndex,
  LibraryFormatError,
  LibrarySaveCancelled,
  loadLibraryLaws,
  removeSavedLibrary,
  storeIndex,
  storeLawLibrary,
} from './lawLibrary';
import { LawsAiDb } from './schema';

const stats = (laws: Iterable<Pick<LibraryLaw, 'kind' | 'category'>>) =>
  savedLibraryStats(laws, { rawBytes: 4_200_000, lastUpdated: 'U.S. Code release point 119-100' });
const store = (library: LawLibrary, options: Partial<Parameters<typeof storeLawLibrary>[1]> = {}) =>
  storeLawLibrary(library, { stats, rawBytes: 4_200_000, downloadBytes: 300_000, ...options });

const lawsStored = async () => (await db.libraryChunks.toArray()).reduce((n, c) => n + c.ids.length, 0);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('saving the library', { timeout: 60_000 }, () => {
  it('writes the compact laws in chunks, in library order, read back as records with their full texts, then records the version', async () => {
    const library = testLibrary({ sections: 50 });
    const laws = expandLibrary(library);
    const progress: number[] = [];
    const now = new Date('2026-11-22T10:00:00Z');
    const { saved, laws: compact } = await store(library, {
      chunkSize: 100,
      onProgress: (stored, total) => progress.push(stored / total),
      now,
    });

    // Guides and sections in chunks of their own.
    const chunks = Math.ceil(library.guides.length / 100) + Math.ceil(library.sections.length / 100);
    expect(progress).toHaveLength(chunks);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    expect(await getSavedLibrary()).toEqual(saved);
    expect(saved).toMatchObject({
      version: 'v-test-1',
      releasePoint: '119-100',
      count: laws.length,
      savedAt: now.getTime(),
      downloadBytes: 300_000,
      rawBytes: 4_200_000,
    });
    expect(saved.stats.totalLaws).toBe(laws.length);
    expect(saved.stats.estimatedSizeMB).toBe('4.0');

    const rows = await loadLibraryLaws(saved.slot);
    expect(rows).toEqual(laws);
    expect(compact.length).toBe(rows.length);
    expect(Array.from({ length: compact.length }, (_, i) => compact.at(i))).toEqual(laws);
    expect(await db.libraryChunks.count()).toBe(chunks);

    // The FDCPA guide carries the official text of 15 U.S.C. § 1692c; a bare heading has none.
    const guide = await getLibraryLaw('fdcpa-contact-times-places');
    expect(guide?.citation).toBe('15 U.S.C. § 1692c');
    expect(guide?.fullText).toBe(library.fullTexts['15/1692c']);
    expect(guide?.synonyms.length).toBeGreaterThan(0);
    const bare = rows.find((r) => !r.hasFullText)!;
    expect((await getLibraryLaw(bare.id))?.fullText).toBeNull();
    expect(await getLibraryLaw('no-such-law')).toBeNull();
  });

  it('replaces an older saved copy only once the new one is complete, and deletes the old rows', async () => {
    const first = await store(testLibrary({ version: 'v1', sections: 20 }));
    const second = await store(testLibrary({ version: 'v2', sections: 5 }));
    expect((await getSavedLibrary())?.version).toBe('v2');
    expect(await loadLibraryLaws(first.saved.slot)).toEqual([]);
    expect((await db.libraryChunks.toArray()).flatMap((c) => c.ids)).toHaveLength(second.saved.count);
  });

  it('reports a save done once the new copy is the saved one, even when the old rows cannot be deleted yet (deleted by the next cleanup)', async () => {
    const first = await store(testLibrary({ version: 'v1', sections: 20 }));
    // IndexedDB refusing to delete (the old copy's rows, after the switch to the new one).
    const refuse = () => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    };
    db.libraryChunks.hook('deleting', refuse);
    let second: Awaited<ReturnType<typeof store>>;
    try {
      second = await store(testLibrary({ version: 'v2', sections: 5 }));
    } finally {
      db.libraryChunks.hook('deleting').unsubscribe(refuse);
    }
    expect(await getSavedLibrary()).toEqual(second.saved);
    expect(await lawsStored()).toBe(first.saved.count + second.saved.count);
    await cleanupSavedLibrary();
    expect(await loadLibraryLaws(first.saved.slot)).toEqual([]);
    expect(await lawsStored()).toBe(second.saved.count);
  });

  it('keeps the previous copy, and writes nothing, when a law in the reply is unreadable', async () => {
    const before = await store(testLibrary({ version: 'v1', sections: 20 }));
    const broken = testLibrary({ version: 'v2', sections: 20 });
    broken.sections[150] = [42, 3604 as unknown as string, 'Discrimination in the sale or rental of housing'];

    await expect(store(broken, { chunkSize: 100 })).rejects.toBeInstanceOf(LibraryFormatError);
    expect(await getSavedLibrary()).toEqual(before.saved);
    expect(await lawsStored()).toBe(before.saved.count);
    expect((await getLibraryLaw('fdcpa-contact-times-places'))?.citation).toBe('15 U.S.C. § 1692c');
  });

  it('refuses a library whose count does not match its laws, or of another format, writing nothing', async () => {
    const library = { ...testLibrary({ sections: 5 }), count: 99_999 };
    await expect(store(library)).rejects.toBeInstanceOf(LibraryFormatError);
    await expect(store({ version: 'v1' } as unknown as LawLibrary)).rejects.toBeInstanceOf(LibraryFormatError);
    await expect(store({ ...testLibrary({ sections: 5 }), format: 1 } as unknown as LawLibrary)).rejects.toBeInstanceOf(LibraryFormatError);
    expect(await getSavedLibrary()).toBeNull();
    expect(await lawsStored()).toBe(0);
  });

  it('stops at the next chunk when cancelled, keeping the copy saved before', async () => {
    const before = await store(testLibrary({ version: 'v1', sections: 10 }));
    const controller = new AbortController();
    const saving = store(testLibrary({ version: 'v2', sections: 300 }), {
      chunkSize: 50,
      signal: controller.signal,
      onProgress: (stored) => stored >= 100 && controller.abort(),
    });
    await expect(saving).rejects.toBeInstanceOf(LibrarySaveCancelled);
    expect((await getSavedLibrary())?.version).toBe('v1');
    expect(await lawsStored()).toBe(before.saved.count);
  });

  it('cleans up the rows of a save interrupted by a closed tab', async () => {
    await store(testLibrary({ version: 'v1', sections: 5 }));
    // What a tab closed mid-save leaves: rows of a slot listed for cleanup, never made current.
    const [row] = await db.libraryChunks.limit(1).toArray();
    await db.libraryChunks.put({ ...row!, slot: 'abandoned', chunk: 0 });
    await db.meta.put({ key: 'law-library-cleanup', value: ['abandoned'] });

    await cleanupSavedLibrary();
    expect(await loadLibraryLaws('abandoned')).toEqual([]);
    expect((await getSavedLibrary())?.version).toBe('v1');
  });
});

describe('removing the saved library', () => {
  it('deletes the laws, the index and the record of the save', async () => {
    const { saved } = await store(testLibrary({ sections: 5 }));
    await storeIndex({ slot: saved.slot, engine: 'e1', json: '{}' });
    await removeSavedLibrary();
    expect(await getSavedLibrary()).toBeNull();
    expect(await lawsStored()).toBe(0);
    expect(await db.libraryIndexes.count()).toBe(0);
    expect(await getLibraryLaw('fdcpa-contact-times-places')).toBeNull();
  });
});

describe('the stored search index', () => {
  it('is kept for the saved slot and read back only by the same engine build', async () => {
    const { saved } = await store(testLibrary({ sections: 5 }));
    expect(await storeIndex({ slot: saved.slot, engine: 'build-a', json: '{"index":1}' })).toBe(true);
    expect(await getStoredIndex(saved.slot, 'build-a')).toBe('{"index":1}');
    expect(await getStoredIndex(saved.slot, 'build-b')).toBeNull();
    // An index built for a copy that is no longer the saved one is not kept.
    expect(await storeIndex({ slot: 'another-slot', engine: 'build-a', json: '{}' })).toBe(false);
    expect(await db.libraryIndexes.count()).toBe(1);
  });
});

describe('schema upgrades', () => {
  it('opens a version 1 database with its data intact', async () => {
    const name = `upgrade-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ laws: 'id, category, citation', meta: 'key', recentSearches: 'id, userId, createdAt' });
    await v1.table('laws').put({ id: 'usc-42-3604', category: 'x', citation: '42 U.S.C. § 3604' });
    v1.close();

    const upgraded = new LawsAiDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(6);
    expect((await upgraded.laws.get('usc-42-3604'))?.citation).toBe('42 U.S.C. § 3604');
    expect(await upgraded.libraryChunks.count()).toBe(0);
    upgraded.close();
    await Dexie.delete(name);
  });

  it('version 6 removes a library saved in the old, expanded form and keeps everything else', async () => {
    const name = `upgrade-v5-${Date.now()}`;
    const v5 = new Dexie(name);
    v5.version(5).stores({ laws: 'id, category, citation', meta: 'key', libraryChunks: '[slot+chunk], *ids', libraryIndexes: 'slot' });
    await v5.table('libraryChunks').put({ slot: 'old', chunk: 0, ids: ['usc-1-1'], laws: [{ id: 'usc-1-1' }] });
    await v5.table('libraryIndexes').put({ slot: 'old', engine: 'e', json: '{}' });
    await v5.table('meta').bulkPut([
      { key: 'law-library', value: { slot: 'old', version: 'v-old' } },
      { key: 'data-version', value: 7 },
    ]);
    await v5.table('laws').put({ id: 'usc-42-3604', category: 'x', citation: '42 U.S.C. § 3604' });
    v5.close();

    const upgraded = new LawsAiDb(name);
    await upgraded.open();
    expect(await upgraded.libraryChunks.count()).toBe(0);
    expect(await upgraded.libraryIndexes.count()).toBe(0);
    expect(await upgraded.meta.get('law-library')).toBeUndefined();
    expect((await upgraded.meta.get('data-version'))?.value).toBe(7);
    expect(await upgraded.laws.count()).toBe(1);
    upgraded.close();
    await Dexie.delete(name);
  });
});
