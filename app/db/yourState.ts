/**
 * "Your state" on this device, in the `meta` table: the chosen state and whether the
 * account has it yet (a choice made offline is sent when the server can be reached).
 */
import { isStateCode } from '../../core/data/states';
import { db } from './database';

export const YOUR_STATE_META_KEY = 'your-state';
const KEY = YOUR_STATE_META_KEY;

export interface DeviceYourState {
  /** Two-letter code, or null when none is chosen. */
  code: string | null;
  /** False while the account has not been told of a change made on this device. */
  synced: boolean;
}

export const NO_STATE: DeviceYourState = { code: null, synced: true };

export async function readYourState(): Promise<DeviceYourState> {
  const record = await db.meta.get(KEY);
  const value = record?.value as Partial<DeviceYourState> | undefined;
  const code = typeof value?.code === 'string' && isStateCode(value.code) ? value.code.toUpperCase() : null;
  return { code, synced: value?.synced !== false };
}

export async function writeYourState(state: DeviceYourState): Promise<void> {
  await db.meta.put({ key: KEY, value: { code: state.code, synced: state.synced } });
}

export async function clearYourState(): Promise<void> {
  await db.meta.delete(KEY);
}
