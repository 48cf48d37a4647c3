import { describe, expect, it } from 'vitest';
import { approximateSize } from './libraryOffer';
import { progressState, throttledProgress } from './libraryState';
import { sizeLine } from './OfflineLibraryCard';

describe('the size stated before saving', () => {
  it('gives the download and what it takes on the device, rounded', () => {
    expect(sizeLine({ version: 'v1', downloadBytes: 2_097_152, rawBytes: 42_800_000 })).toBe(
      'About 2.0 MB download (41 MB on this device)',
    );
    expect(sizeLine({ version: 'v1', downloadBytes: 870_400, rawBytes: null })).toBe('About 850 KB download');
    expect(sizeLine({ version: 'v1', downloadBytes: null, rawBytes: 5_400_000 })).toBe('Takes 5.1 MB on this device');
    expect(sizeLine({ version: null, downloadBytes: null, rawBytes: null })).toBeNull();
    expect(sizeLine(undefined)).toBeNull();
  });

  it('never says 0 KB', () => {
    expect(approximateSize(100)).toBe('about 1 KB');
    expect(approximateSize(10 * 1024 * 1024)).toBe('about 10 MB');
  });
});

describe('the progress bar', () => {
  it('shows the download as a share of the library, then the saving by laws stored, then the index build', () => {
    expect(progressState({ phase: 'downloading', received: 0, total: 42_800_000 })).toEqual({ phase: 'downloading', percent: 0 });
    expect(progressState({ phase: 'downloading', received: 21_400_000, total: 42_800_000 })).toEqual({ phase: 'downloading', percent: 50 });
    expect(progressState({ phase: 'downloading', received: 1_000, total: null })).toEqual({ phase: 'downloading', percent: null });
    expect(progressState({ phase: 'storing', stored: 40_000, total: 51_386 })).toEqual({ phase: 'storing', percent: 77 });
    expect(progressState({ phase: 'indexing' })).toEqual({ phase: 'indexing', percent: null });
  });
});

describe('the progress bar on a slow phone', () => {
  it('redraws at most every so often, but shows each phase, each 100% and the last value held back', async () => {
    const shown: string[] = [];
    const progress = throttledProgress((s) => shown.push(`${s.phase} ${s.percent}`), 20);
    progress.push({ phase: 'downloading', received: 0, total: 100 });
    for (let received = 1; received <= 60; received++) progress.push({ phase: 'downloading', received, total: 100 });
    expect(shown).toEqual(['downloading 0']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(shown).toEqual(['downloading 0', 'downloading 60']);
    progress.push({ phase: 'downloading', received: 99, total: 100 });
    progress.push({ phase: 'storing', stored: 10, total: 100 });
    progress.push({ phase: 'storing', stored: 50, total: 100 });
    progress.push({ phase: 'storing', stored: 100, total: 100 });
    progress.push({ phase: 'indexing' });
    expect(shown).toEqual(['downloading 0', 'downloading 60', 'downloading 99', 'storing 10', 'storing 100', 'indexing null']);
    progress.stop();
  });
});
