import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../core/schemas/auth';
import { clearUserData, db, saveLastKnownUser } from '../db';
import { readYourState, writeYourState, type DeviceYourState } from '../db/yourState';
import { setSignedIn, setSignedOut } from './auth';
import { loadYourState, setYourState, setYourStateStorage, syncYourState, yourState } from './yourState';

const maria: User = { id: 'u1', username: 'maria', fullLegalName: 'Maria Rodriguez', email: 'maria@example.com' };

/** The device's Dexie copy for real; the account is a map that may be unreachable. */
function accountOn(initial: string | null = null) {
  const account = { code: initial, reachable: true, sent: [] as (string | null)[] };
  setYourStateStorage({
    read: readYourState,
    write: writeYourState,
    send: async (code) => {
      if (!account.reachable) throw new Error('offline');
      account.sent.push(code);
      account.code = code;
      return { ...maria, ...(code ? { stateCode: code } : {}) };
    },
  });
  return account;
}

const device = (): Promise<DeviceYourState> => readYourState();

beforeEach(async () => {
  await db.meta.clear();
  await db.session.clear();
  setSignedOut();
});

describe('"Your state" on the device and the account', () => {
  it('a choice made while signed in is kept on the device and sent to the account', async () => {
    const account = accountOn();
    setSignedIn(maria);
    expect(await setYourState('tx')).toBe(true);
    expect(yourState.code).toBe('TX');
    expect(await device()).toEqual({ code: 'TX', synced: true });
    expect(account.sent).toEqual(['TX']);
  });

  it('an unknown state changes nothing', async () => {
    const account = accountOn();
    setSignedIn(maria);
    await setYourState('OH');
    expect(await setYourState('Texas')).toBe(false);
    expect(await setYourState('ZZ')).toBe(false);
    expect(yourState.code).toBe('OH');
    expect(account.sent).toEqual(['OH']);
  });

  it('a choice made offline stays on the device and reaches the account at the next sync, not overwritten by the old one', async () => {
    const account = accountOn('CA');
    setSignedIn(maria, { offline: true });
    expect(await setYourState('NY')).toBe(false);
    expect(await device()).toEqual({ code: 'NY', synced: false });

    // A new visit: read from the device, then the server confirms the account (still CA).
    const again = accountOn('CA');
    await loadYourState();
    expect(yourState.code).toBe('NY');
    await syncYourState({ ...maria, stateCode: 'CA' });
    expect(again.sent).toEqual(['NY']);
    expect(yourState.code).toBe('NY');
    expect(await device()).toEqual({ code: 'NY', synced: true });
    expect(account.sent).toEqual([]);
  });

  it('a failed send is tried again at the next sync', async () => {
    const account = accountOn();
    setSignedIn(maria);
    account.reachable = false;
    expect(await setYourState('FL')).toBe(false);
    expect(await device()).toEqual({ code: 'FL', synced: false });
    account.reachable = true;
    await syncYourState(maria);
    expect(account.sent).toEqual(['FL']);
    expect(await device()).toEqual({ code: 'FL', synced: true });
  });

  it('a new device starts from the account’s choice, and follows it when it changes elsewhere', async () => {
    accountOn();
    await syncYourState({ ...maria, stateCode: 'WA' });
    expect(yourState.code).toBe('WA');
    expect(await device()).toEqual({ code: 'WA', synced: true });
    await syncYourState(maria);
    expect(yourState.code).toBeNull();
    expect(await device()).toEqual({ code: null, synced: true });
  });

  it('signing out forgets it on the device, with the user', async () => {
    accountOn();
    await saveLastKnownUser({ ...maria, stateCode: 'TX' });
    await syncYourState({ ...maria, stateCode: 'TX' });
    expect((await db.session.get('current'))?.user.stateCode).toBe('TX');
    await clearUserData(maria.id);
    expect(await device()).toEqual({ code: null, synced: true });
  });

  it('a choice kept by the earlier version (localStorage) moves to the device and is sent', async () => {
    const kept = new Map([['laws-ai:your-state', 'nv']]);
    const storage = { getItem: (k: string) => kept.get(k) ?? null, removeItem: (k: string) => void kept.delete(k) };
    const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const account = accountOn();
      await loadYourState();
      expect(yourState.code).toBe('NV');
      expect(kept.size).toBe(0);
      expect(await device()).toEqual({ code: 'NV', synced: false });
      await syncYourState(maria);
      expect(account.sent).toEqual(['NV']);
    } finally {
      if (before) Object.defineProperty(globalThis, 'localStorage', before);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
