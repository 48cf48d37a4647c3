/**
 * The signed-in user remembered on this device. No React here: the service worker uses it too.
 */
import { userSchema, type User } from '../../core/schemas/auth';
import { db } from './database';
import { YOUR_STATE_META_KEY } from './yourState';

const CURRENT = 'current';

/** The last user the server confirmed on this device, or null (also when the stored record is unusable). */
export async function getLastKnownUser(): Promise<User | null> {
  const record = await db.session.get(CURRENT);
  if (!record) return null;
  const parsed = userSchema.safeParse(record.user);
  return parsed.success ? parsed.data : null;
}

export async function saveLastKnownUser(user: User, now: Date = new Date()): Promise<void> {
  const { id, username, fullLegalName, email, stateCode } = userSchema.parse(user);
  await db.session.put({
    key: CURRENT,
    user: { id, username, fullLegalName, email, ...(stateCode ? { stateCode } : {}) },
    savedAt: now.getTime(),
  });
}

export async function clearLastKnownUser(): Promise<void> {
  await db.session.delete(CURRENT);
}

/**
 * Sign-out: forget the user on this device, their recent searches and every write of theirs
 * still waiting in the outbox (DESIGN.md "Auth offline"). Reference data stays: it is public.
 * Logout asks the user first when unsent writes would be lost (app/auth/useLogout.ts).
 */
export async function clearUserData(userId: string): Promise<void> {
  await db.transaction('rw', [db.session, db.recentSearches, db.outbox, db.meta], async () => {
    await db.session.delete(CURRENT);
    // "Your state" is the account's: the next user of this device starts from their own.
    await db.meta.delete(YOUR_STATE_META_KEY);
    await db.recentSearches.clear();
    await db.outbox.where('userId').equals(userId).delete();
  });
}

/**
 * The account was deleted (here, or on another device): everything of that user on this
 * device goes, including saved answers kept for them (which sign-out keeps). Resolves to how
 * many of their writes were still waiting to be sent: they never will be, and the user is told.
 */
export async function clearDeletedAccountData(userId: string): Promise<number> {
  return db.transaction('rw', [db.session, db.recentSearches, db.outbox, db.meta, db.receipts], async () => {
    const unsent = await db.outbox.where('userId').equals(userId).count();
    await clearUserData(userId);
    await db.receipts.where('userId').equals(userId).delete();
    return unsent;
  });
}
