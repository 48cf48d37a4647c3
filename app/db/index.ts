/**
 * The only door to IndexedDB (GUIDE: "Dexie is reached through hooks in one place").
 * Screens use these hooks and functions, never `db` tables directly, unless they live in app/db.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../../core/schemas/auth';
import type { OutboxEntry } from './types';
import { db } from './database';
import { getLastKnownUser } from './session';

export { LawsAiDb, DB_NAME } from './schema';
export type * from './types';

export { db } from './database';
export { getLastKnownUser, saveLastKnownUser, clearLastKnownUser, clearUserData } from './session';

/** Live: the last known user; undefined while reading, then the user or null. */
export function useLastKnownUser(): User | null | undefined {
  return useLiveQuery(() => getLastKnownUser(), [], undefined);
}

/** Version of a seeded data set (e.g. 'amendments'), or null when never seeded. */
export async function getDataVersion(dataSet: string): Promise<string | null> {
  const record = await db.meta.get(`data-version:${dataSet}`);
  return typeof record?.value === 'string' ? record.value : null;
}

export async function setDataVersion(dataSet: string, version: string): Promise<void> {
  await db.meta.put({ key: `data-version:${dataSet}`, value: version });
}

/** Live list of a user's entries of one kind, oldest first. */
export function useOutboxEntries(userId: string | undefined, kind: string): OutboxEntry[] | undefined {
  return useLiveQuery(
    async () => (userId ? (await db.outbox.where('userId').equals(userId).sortBy('createdAt')).filter((e) => e.kind === kind) : []),
    [userId, kind],
  );
}
