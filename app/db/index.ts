/**
 * The only door to IndexedDB (GUIDE: "Dexie is reached through hooks in one place").
 * Screens use these hooks and functions, never `db` tables directly, unless they live in app/db.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { userSchema, type User } from '../../core/schemas/auth';
import { LawsAiDb } from './schema';

export { LawsAiDb, DB_NAME } from './schema';
export type * from './types';

export const db = new LawsAiDb();

const CURRENT = 'current';

/** The last user the server confirmed on this device, or null (also when the stored record is unusable). */
export async function getLastKnownUser(): Promise<User | null> {
  const record = await db.session.get(CURRENT);
  if (!record) return null;
  const parsed = userSchema.safeParse(record.user);
  return parsed.success ? parsed.data : null;
}

export async function saveLastKnownUser(user: User, now: Date = new Date()): Promise<void> {
  const { id, username, fullLegalName, email } = userSchema.parse(user);
  await db.session.put({ key: CURRENT, user: { id, username, fullLegalName, email }, savedAt: now.getTime() });
}

export async function clearLastKnownUser(): Promise<void> {
  await db.session.delete(CURRENT);
}

/**
 * Sign-out: forget the user on this device, their recent searches and every write of theirs
 * still waiting in the outbox (DESIGN.md "Auth offline"). Reference data stays: it is public.
 */
export async function clearUserData(userId: string): Promise<void> {
  await db.transaction('rw', db.session, db.recentSearches, db.outbox, async () => {
    await db.session.delete(CURRENT);
    await db.recentSearches.clear();
    await db.outbox.where('userId').equals(userId).delete();
  });
}

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
