/**
 * The sections changed in the last 10 years (GET /api/legal/amended-dates), kept on the device
 * so Advanced Search's date range works offline on the saved library.
 */
import { amendedDatesSchema, type AmendedDates } from '../../core/schemas/lawHistory';
import { db } from './database';

const KEY = 'amended-dates';

export interface StoredAmendedDates extends AmendedDates {
  /** Epoch milliseconds of the download. */
  savedAt: number;
}

export async function getAmendedDates(): Promise<StoredAmendedDates | null> {
  const record = await db.meta.get(KEY);
  const value = record?.value as { savedAt?: unknown } | undefined;
  const parsed = amendedDatesSchema.safeParse(value);
  return parsed.success && typeof value?.savedAt === 'number' ? { ...parsed.data, savedAt: value.savedAt } : null;
}

export async function storeAmendedDates(dates: AmendedDates, now = Date.now()): Promise<void> {
  await db.meta.put({ key: KEY, value: { ...dates, savedAt: now } });
}
