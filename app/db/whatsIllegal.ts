/**
 * "101 What's Illegal" on the device: the activity templates and states come from
 * IndexedDB (seeded from core/data, re-seeded when the data changes), and answers are kept by
 * (activity, state) in the `meta` table so a question asked once is answered again offline.
 * Only the state-laws screen imports this module, so core data stays out of other chunks.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { activityTemplates, type ActivityCategory, type ActivityTemplate } from '../../core/data/activities';
import { usStates, type UsState } from '../../core/data/states';
import { whatsIllegalResponseSchema, type WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { db } from './database';
import type { ActivityRecord, StateRecord } from './types';
import { dataVersionOf, seedReferenceData } from './seed';

/** Activity rows: each template plus its place in the spec's list (the table is keyed by id). */
const activityRows: ActivityRecord[] = activityTemplates.map((a, order) => ({ ...a, order }));
const stateRows: StateRecord[] = usStates.map((s) => ({ ...s }));

/** Makes the device's copy current (a no-op when the stored data version matches). */
export async function seedWhatsIllegalData(): Promise<void> {
  await seedActivities();
  await seedStates();
}

const seedActivities = () => seedReferenceData('activities', dataVersionOf(activityRows), db.activities, activityRows);
const seedStates = () => seedReferenceData('states', dataVersionOf(stateRows), db.states, stateRows);

const activityRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  activity: z.string(),
  category: z.string(),
  order: z.number(),
});
const stateRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  statutoryCode: z.string(),
  statutesUrl: z.string().nullable(),
  legislatureName: z.string(),
  legislatureUrl: z.string(),
});

/** The templates as stored on the device, in the spec's order. */
export async function readActivities(): Promise<ActivityTemplate[]> {
  await seedActivities();
  const rows = (await db.activities.toArray()).flatMap((row) => {
    const parsed = activityRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return rows
    .sort((a, b) => a.order - b.order)
    .map(({ id, label, activity, category }) => ({ id, label, activity, category: category as ActivityCategory }));
}

/** The states as stored on the device, by name. */
export async function readStates(): Promise<UsState[]> {
  await seedStates();
  return (await db.states.orderBy('name').toArray()).flatMap((row) => {
    const parsed = stateRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface ReferenceLists {
  activities: ActivityTemplate[];
  states: UsState[];
  /** Where the lists came from: the device store, or core data when IndexedDB is unusable (private windows). */
  from: 'device' | 'bundled';
}

/** The template and state lists for the question panel: undefined while reading. */
export function useWhatsIllegalLists(): ReferenceLists | undefined {
  const [lists, setLists] = useState<ReferenceLists>();
  useEffect(() => {
    let live = true;
    Promise.all([readActivities(), readStates()]).then(
      ([activities, states]) => {
        if (!live) return;
        // A store that lost rows (cleared by the browser mid-session) is not a reason to show less.
        if (activities.length === activityTemplates.length && states.length === usStates.length)
          setLists({ activities, states, from: 'device' });
        else setLists({ activities: [...activityTemplates], states: [...usStates], from: 'bundled' });
      },
      () => {
        if (live) setLists({ activities: [...activityTemplates], states: [...usStates], from: 'bundled' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return lists;
}

/** `meta` key of a cached answer: the template id (or `typed:<normalized words>`) and the state code. */
export function whatsIllegalCacheKey(activityKey: string, stateCode: string): string {
  return `whats-illegal:${activityKey}:${stateCode.toUpperCase()}`;
}

const cachedAnswerSchema = z.object({
  question: z.string(),
  state: z.string(),
  stateName: z.string(),
  reply: whatsIllegalResponseSchema,
  /** Epoch milliseconds. */
  savedAt: z.number(),
});
export type CachedWhatsIllegalAnswer = z.infer<typeof cachedAnswerSchema>;

export async function getCachedAnswer(key: string): Promise<CachedWhatsIllegalAnswer | null> {
  const record = await db.meta.get(key);
  const parsed = cachedAnswerSchema.safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}

export async function putCachedAnswer(
  key: string,
  answer: { question: string; state: string; stateName: string; reply: WhatsIllegalResponse },
  now = Date.now(),
): Promise<void> {
  const value: CachedWhatsIllegalAnswer = { ...answer, savedAt: now };
  await db.meta.put({ key, value });
}
