import type { User } from '../../core/schemas/auth';
import { ApiError, NetworkError, apiRequest } from '../api/client';
import { endDeletedAccount } from './accountDeleted';
import { clearLastKnownUser, getLastKnownUser, rememberedFlag, saveLastKnownUser } from '../db/onDemand';

/** The current-user query (spec part 1 §7: GET /api/auth/me, cached for 5 minutes). */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/me'] as const;

type UserReplySchema = typeof import('../../core/schemas/auth').meReplySchema;
const loadReplySchema = (): Promise<UserReplySchema> => import('../../core/schemas/auth').then((schemas) => schemas.meReplySchema);

/** The server's word for "signed out" (200 {user: null}): read without loading zod. */
function isSignedOutReply(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && 'user' in reply && (reply as { user: unknown }).user === null;
}

/** On a connection that never answers, give up and start from what the device knows. */
const CURRENT_USER_TIMEOUT_MS = 10_000;

export interface Session {
  user: User | null;
  /** True when the server could not be reached and `user` is the last known one. */
  offline: boolean;
}

export const signedOutSession: Session = { user: null, offline: false };

function fetchCurrentUser(): Promise<unknown> {
  return apiRequest('GET', CURRENT_USER_QUERY_KEY.join('/'), undefined, {
    signal: AbortSignal.timeout(CURRENT_USER_TIMEOUT_MS),
  });
}

/** IndexedDB can be missing or full (private windows): the session must still resolve. */
async function quietly<T>(action: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await action();
  } catch (error) {
    console.warn('Laws AI: local storage unavailable', error);
    return fallback;
  }
}

/**
 * Ask the server who is signed in and keep the device in step:
 * - 200 with a user: signed in; the user is remembered on the device (without waiting: userRemembered);
 * - 200 {user: null}, or any error reply (401 from an older server, ...): signed out, silently;
 *   the remembered user is forgotten;
 * - no reply at all: signed in offline as the remembered user, else signed out.
 */
export async function resolveSession(
  fetchMe: () => Promise<unknown> = fetchCurrentUser,
  remember: (user: User) => Promise<void> = saveLastKnownUser,
  loadSchema: () => Promise<UserReplySchema> = loadReplySchema,
): Promise<Session> {
  // The reply's schema (and zod) loads only when there is a reply to read: a first visit, signed
  // out, draws its screen without them. A user remembered on the device is most likely
  // still signed in: it is fetched alongside the question.
  const early = rememberedFlag() ? loadSchema() : undefined;
  early?.catch(() => undefined);
  let reply: unknown;
  try {
    reply = await fetchMe();
  } catch (error) {
    if (error instanceof NetworkError) return lastKnownSession();
    if (!(error instanceof ApiError)) throw error;
    await forgetUser(error.status === 410);
    return signedOutSession;
  }

  if (isSignedOutReply(reply)) {
    await forgetUser();
    return signedOutSession;
  }

  let userReplySchema: UserReplySchema;
  try {
    userReplySchema = await (early ?? loadSchema());
  } catch {
    // The schema's file could not be fetched (the connection failed after the reply, a file not
    // yet in the service worker's cache): as when no reply came, not signed out. The session is
    // asked again while offline.
    return lastKnownSession();
  }
  const parsed = userReplySchema.safeParse(reply);
  if (!parsed.success) {
    await forgetUser();
    return signedOutSession;
  }
  // Remembering the user loads the device store (Dexie) and writes to it: the screen does not
  // wait for that, only a later offline open needs it.
  const user = parsed.data.user;
  if (!user) {
    await forgetUser();
    return signedOutSession;
  }
  rememberingUser = quietly(() => remember(user), undefined);
  return { user, offline: false };
}

let rememberingUser: Promise<void> = Promise.resolve();

/** No answer to read: signed in offline as the user remembered on the device, else signed out. */
async function lastKnownSession(): Promise<Session> {
  const lastKnown = await quietly(getLastKnownUser, null);
  return lastKnown ? { user: lastKnown, offline: true } : signedOutSession;
}

/**
 * Forgets the remembered user, after any write of it still under way (else it would come back).
 * A deleted account (410) takes all its data on the device with it (app/auth/accountDeleted.ts).
 */
async function forgetUser(accountDeleted = false): Promise<void> {
  await rememberingUser;
  if (accountDeleted) await quietly(endDeletedAccount, undefined);
  else await quietly(clearLastKnownUser, undefined);
}

/** Resolves once the last confirmed user has been written to the device (or that failed). */
export function userRemembered(): Promise<void> {
  return rememberingUser;
}
