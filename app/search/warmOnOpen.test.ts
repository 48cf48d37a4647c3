import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { storeLawLibrary } from '../db/lawLibrary';
import { hasSavedLibrary } from './offline';
import { savedLibraryStats } from './savedLaws';
import { testLibrary } from './testLibrary';
import { warmSavedLibraryOnOpen } from './warmOnOpen';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

function opening({ remembered = true } = {}) {
  let showFirstScreen!: () => void;
  const firstScreen = new Promise<void>((resolve) => (showFirstScreen = resolve));
  const warm = vi.fn();
  const looked = vi.fn(hasSavedLibrary);
  const started = warmSavedLibraryOnOpen({
    ready: () => firstScreen,
    mayHaveSavedLibrary: () => remembered,
    hasSavedLibrary: looked,
    warm,
  });
  return { showFirstScreen, warm, started, looked };
}

describe('opening the app', () => {
  it('starts the worker with the saved library once the first screen is up, when a library is saved', async () => {
    await storeLawLibrary(testLibrary({ sections: 5 }), { stats: (laws) => savedLibraryStats(laws, { rawBytes: 1, lastUpdated: '' }) });
    const { showFirstScreen, warm, started } = opening();
    await Promise.resolve();
    expect(warm).not.toHaveBeenCalled(); // not before the first screen
    showFirstScreen();
    expect(await started).toBe(true);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('leaves the worker unstarted when no library is saved', async () => {
    const { showFirstScreen, warm, started } = opening();
    showFirstScreen();
    expect(await started).toBe(false);
    expect(warm).not.toHaveBeenCalled();
  });

  it('does not look for a library (nor load the device store) when nobody is remembered on the device', async () => {
    await storeLawLibrary(testLibrary({ sections: 5 }), { stats: (laws) => savedLibraryStats(laws, { rawBytes: 1, lastUpdated: '' }) });
    const { showFirstScreen, warm, started, looked } = opening({ remembered: false });
    showFirstScreen();
    expect(await started).toBe(false);
    expect(looked).not.toHaveBeenCalled();
    expect(warm).not.toHaveBeenCalled();
  });
});
