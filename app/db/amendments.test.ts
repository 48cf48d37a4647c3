import { beforeEach, describe, expect, it } from 'vitest';
import { amendments } from '../../core/data/amendments';
import { db } from './database';
import { getAmendments, rememberAudioUrl, rememberedAudioUrl, seedAmendments, watchStoredAmendments, type SeedState } from './amendments';
import { getDataVersion } from './index';

beforeEach(async () => {
  await db.amendments.clear();
  await db.meta.clear();
});

describe('the amendments on the device', () => {
  it('are seeded from core and read back complete, in number order', async () => {
    expect(await getAmendments()).toEqual([]);
    await seedAmendments();
    const stored = await getAmendments();
    expect(stored.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 17, 19, 24, 26]);
    expect(stored).toEqual(JSON.parse(JSON.stringify(amendments)));
    expect(await getDataVersion('amendments')).toMatch(/\S/);
  });

  it('replace a copy of another data version, and skip unreadable rows', async () => {
    await db.amendments.put({ number: 27, category: 'Old', title: 'Old row' });
    await db.meta.put({ key: 'data-version:amendments', value: 'old' });
    await seedAmendments();
    expect((await getAmendments()).map((a) => a.number)).not.toContain(27);
    await db.amendments.put({ number: 11, category: 'Broken' });
    expect(await getAmendments()).toHaveLength(17);
  });

  it('remember the narration URL of each track', async () => {
    expect(await rememberedAudioUrl(4, 'simplified')).toBeNull();
    await rememberAudioUrl(4, 'simplified', '/api/audio/aaaa.mp3');
    await rememberAudioUrl(4, 'constitutional', '/api/audio/bbbb.mp3');
    expect(await rememberedAudioUrl(4, 'simplified')).toBe('/api/audio/aaaa.mp3');
    expect(await rememberedAudioUrl(4, 'constitutional')).toBe('/api/audio/bbbb.mp3');
  });

  it('are followed once seeded: the seeded 17, then every change, until stopped', async () => {
    const seen: number[][] = [];
    const seeded: SeedState[] = [];
    const stop = watchStoredAmendments(
      (stored) => seen.push(stored.map((a) => a.number)),
      (state) => seeded.push(state),
    );
    await expect.poll(() => seeded).toEqual(['done']);
    await expect.poll(() => seen.at(-1)?.length).toBe(17);
    await db.amendments.delete(26);
    await expect.poll(() => seen.at(-1)?.length).toBe(16);
    stop();
    const count = seen.length;
    await db.amendments.delete(24);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(count);
  });
});
