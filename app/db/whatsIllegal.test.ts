import { beforeEach, describe, expect, it } from 'vitest';
import { activityTemplates } from '../../core/data/activities';
import { usStates } from '../../core/data/states';
import type { WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { db } from './database';
import { getDataVersion } from './index';
import { getCachedAnswer, putCachedAnswer, readActivities, readStates, seedWhatsIllegalData, whatsIllegalCacheKey } from './whatsIllegal';

beforeEach(async () => {
  await Promise.all([db.activities.clear(), db.states.clear(), db.meta.clear()]);
});

describe("What's Illegal data on the device", () => {
  it("seeds the 25 activities and 50 states into IndexedDB and reads them back in the spec's order", async () => {
    await seedWhatsIllegalData();
    expect(await db.activities.count()).toBe(25);
    expect(await db.states.count()).toBe(50);
    expect(await getDataVersion('activities')).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(await getDataVersion('states')).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);

    const activities = await readActivities();
    expect(activities.map((a) => a.id)).toEqual(activityTemplates.map((a) => a.id));
    expect(activities[2]).toEqual({ id: 'drone', label: 'Flying a drone', activity: 'fly a drone', category: 'outdoors' });
    const states = await readStates();
    expect(states.map((s) => s.code)).toEqual(usStates.map((s) => s.code));
    expect(states.find((s) => s.code === 'TX')?.statutesUrl).toBe('https://statutes.capitol.texas.gov/');
  });

  it('reads what is on the device (not the bundled lists) and skips rows it cannot use', async () => {
    await seedWhatsIllegalData();
    await db.activities.update('jaywalk', { label: 'Jaywalking (device copy)' });
    await db.activities.put({ id: 'broken', category: 'x' });
    const activities = await readActivities();
    expect(activities[0]?.label).toBe('Jaywalking (device copy)');
    expect(activities.map((a) => a.id)).not.toContain('broken');
  });

  it('keeps an answer by (activity, state) in the meta table and ignores unusable records', async () => {
    const reply: WhatsIllegalResponse = { answer: 'A.', sources: [], statute: 'S.', penalty: 'P.', engine: 'built-in' };
    const key = whatsIllegalCacheKey('drone', 'tx');
    expect(key).toBe('whats-illegal:drone:TX');
    expect(await getCachedAnswer(key)).toBeNull();
    await putCachedAnswer(key, { question: 'Q?', state: 'TX', stateName: 'Texas', reply }, 1234);
    expect(await getCachedAnswer(key)).toEqual({ question: 'Q?', state: 'TX', stateName: 'Texas', reply, savedAt: 1234 });
    expect((await db.meta.get(key))?.value).toMatchObject({ reply: { answer: 'A.' } });

    await db.meta.put({ key: whatsIllegalCacheKey('camp', 'CA'), value: { reply: 'not an answer' } });
    expect(await getCachedAnswer(whatsIllegalCacheKey('camp', 'CA'))).toBeNull();
  });
});
