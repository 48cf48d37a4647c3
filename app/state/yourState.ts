import { proxy } from 'valtio';
import { isStateCode } from '../../core/data/states';
import type { User } from '../../core/schemas/auth';
import type { DeviceYourState } from '../db/yourState';
import { authState } from './auth';

/**
 * "Your state": the state whose law answers link for a question decided by state law,
 * and the state-law chat's default. Kept on the device (Dexie, app/db/yourState: it works
 * offline) and with the account (PUT /api/auth/me/state: every device starts from it); asked
 * once, in an answer that needs it, and changed from the account menu.
 */
export interface YourState {
  /** Two-letter code, or null when not chosen. */
  code: string | null;
  /** The device's copy has been read (until then `code` may still be null). */
  loaded: boolean;
}

export const yourState = proxy<YourState>({ code: null, loaded: false });

/** Where the choice is kept and sent; replaced in tests. */
export interface YourStateStorage {
  read(): Promise<DeviceYourState>;
  write(state: DeviceYourState): Promise<void>;
  /** Tells the account; resolves with the account's user, rejects when it cannot be reached. */
  send(code: string | null): Promise<User>;
}

/** Before this device kept it in Dexie, the choice was in localStorage under this key. */
const LEGACY_KEY = 'laws-ai:your-state';

function takeLegacyChoice(): string | null {
  try {
    const code = globalThis.localStorage?.getItem(LEGACY_KEY) ?? null;
    globalThis.localStorage?.removeItem(LEGACY_KEY);
    return code && isStateCode(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}

const browserStorage: YourStateStorage = {
  read: async () => (await import('../db/yourState')).readYourState(),
  write: async (state) => (await import('../db/yourState')).writeYourState(state),
  send: async (code) => {
    const [{ apiRequest }, { userReplySchema }] = await Promise.all([import('../api/client'), import('../../core/schemas/auth')]);
    return userReplySchema.parse(await apiRequest('PUT', '/api/auth/me/state', { stateCode: code })).user;
  },
};

let storage: YourStateStorage = browserStorage;
let device: DeviceYourState = { code: null, synced: true };
let loading: Promise<void> | undefined;

/** Tests: use another storage and start from nothing. */
export function setYourStateStorage(next: YourStateStorage): void {
  storage = next;
  device = { code: null, synced: true };
  loading = undefined;
  yourState.code = null;
  yourState.loaded = false;
}

function show(next: DeviceYourState): void {
  device = next;
  yourState.code = next.code;
  yourState.loaded = true;
}

async function keep(next: DeviceYourState): Promise<void> {
  show(next);
  try {
    await storage.write(next);
  } catch (error) {
    // Storage refused (private mode, full): the choice lasts for this visit.
    console.warn('Laws AI: could not keep “Your state” on this device', error);
  }
}

/** Reads the device's choice once (a choice from before Dexie is moved there). */
export function loadYourState(): Promise<void> {
  loading ??= (async () => {
    let stored: DeviceYourState = { code: null, synced: true };
    try {
      stored = await storage.read();
    } catch (error) {
      console.warn('Laws AI: could not read “Your state” on this device', error);
    }
    // A choice made since (before the read finished) wins.
    if (yourState.loaded) return;
    const legacy = stored.code ? null : takeLegacyChoice();
    if (legacy) await keep({ code: legacy, synced: false });
    else show(stored);
  })();
  return loading;
}

/** Sends the device's choice to the account; false when it could not (it is sent next time). */
async function push(code: string | null): Promise<boolean> {
  try {
    await storage.send(code);
  } catch {
    return false;
  }
  if (device.code === code) await keep({ code, synced: true });
  return true;
}

/**
 * Sets (or, with null, clears) "Your state" on this device, then on the account when signed in
 * and online. An unknown code changes nothing. Resolves true once the account has it too.
 */
export async function setYourState(code: string | null): Promise<boolean> {
  if (code !== null && !isStateCode(code)) return false;
  const next = code === null ? null : code.trim().toUpperCase();
  await keep({ code: next, synced: false });
  const signedIn = authState.status === 'signedIn' && !authState.offline;
  return signedIn ? push(next) : false;
}

/** Signed out: the device's copy is gone (app/db clearUserData); so is this one. */
export function forgetYourState(): void {
  show({ code: null, synced: true });
}

/**
 * The account is known (the server confirmed who is signed in): a change made on this device
 * that the account has not heard of is sent; otherwise the account's choice is used here.
 */
export async function syncYourState(user: User): Promise<void> {
  await loadYourState();
  const account = user.stateCode && isStateCode(user.stateCode) ? user.stateCode.toUpperCase() : null;
  if (!device.synced && device.code !== account) {
    await push(device.code);
    return;
  }
  if (device.code !== account || !device.synced) await keep({ code: account, synced: true });
}
