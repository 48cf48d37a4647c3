import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { removeSavedLibrary, storeLawLibrary } from '../db/lawLibrary';
import { hasSavedLibrary, likelyHasSavedLibrary } from './offline';
import { savedLibraryStats } from './savedLaws';
import { testLibrary } from './testLibrary';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const save = () =>
  storeLawLibrary(testLibrary({ sections: 5 }), { stats: (laws) => savedLibraryStats(laws, { rawBytes: 1, lastUpdated: '' }) });

describe("the assistant's check for a saved library", () => {
  it('follows the saved copy as it is saved and removed, as the plain read does', async () => {
    expect(await likelyHasSavedLibrary()).toBe(false);
    await save();
    expect(await likelyHasSavedLibrary()).toBe(true);
    await removeSavedLibrary();
    expect(await hasSavedLibrary()).toBe(false);
    // Known from a live query, not read each time: it learns of the removal a moment later.
    await expect.poll(() => likelyHasSavedLibrary()).toBe(false);
    await save();
    expect(await likelyHasSavedLibrary()).toBe(true);
  });
});
