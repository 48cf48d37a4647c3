/**
 * The auth code runs on every page, including the first visit to /login; loading Dexie only
 * when the device store is actually touched keeps it out of that first download.
 */
import type { User } from '../../core/schemas/auth';

const loadDb = () => import('./session');

/**
 * Set while a user is remembered on the device, so a signed-out visit ({user: null} from /api/auth/me)
 * can skip loading Dexie just to clear nothing.
 */
const REMEMBERED_FLAG = 'laws-ai.remembered-user';

function setRememberedFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(REMEMBERED_FLAG, '1');
    else localStorage.removeItem(REMEMBERED_FLAG);
  } catch {
    // Storage can be unavailable (private windows); Dexie stays the source of truth.
  }
}

/** A user is remembered on this device (set by the last confirmed sign-in, cleared on sign-out). */
export function rememberedFlag(): boolean {
  try {
    return localStorage.getItem(REMEMBERED_FLAG) !== null;
  } catch {
    return true;
  }
}

export async function getLastKnownUser(): Promise<User | null> {
  return (await loadDb()).getLastKnownUser();
}

export async function saveLastKnownUser(user: User): Promise<void> {
  await (await loadDb()).saveLastKnownUser(user);
  setRememberedFlag(true);
}

export async function clearLastKnownUser(): Promise<void> {
  if (!rememberedFlag()) return;
  await (await loadDb()).clearLastKnownUser();
  setRememberedFlag(false);
}

export async function clearUserData(userId: string): Promise<void> {
  await (await loadDb()).clearUserData(userId);
  setRememberedFlag(false);
}

export async function clearDeletedAccountData(userId: string): Promise<number> {
  const unsent = await (await loadDb()).clearDeletedAccountData(userId);
  setRememberedFlag(false);
  return unsent;
}
