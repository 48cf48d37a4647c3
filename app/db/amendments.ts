/**
 * The Know Your Rights amendments on the device: seeded from core/data/amendments
 * (DESIGN.md "Data: what lives where") and read back from IndexedDB, so the browser works
 * offline. Also remembers the narration URLs the server gave, so a track heard (or saved) once
 * can be found again with no network: the service worker has the file itself.
 * Only the Know Your Rights screens import this module (the data stays out of other bundles).
 */
import { liveQuery } from 'dexie';
import { amendments as coreAmendments } from '../../core/data/amendments';
import { amendmentSchema, type Amendment, type AudioKind } from '../../core/schemas/amendments';
import { db } from './database';
import { dataVersionOf, seedOncePerPage, seedReferenceData, type SeedState } from './seed';

const rows: Amendment[] = coreAmendments.map((a) => ({ ...a, examples: [...a.examples], keyRights: [...a.keyRights] }));

export async function seedAmendments(): Promise<void> {
  await seedReferenceData('amendments', dataVersionOf(rows), db.amendments, rows);
}

/** The stored amendments that read as the schema says, in number order. */
export async function getAmendments(): Promise<Amendment[]> {
  return (await db.amendments.orderBy('number').toArray())
    .map((row) => amendmentSchema.safeParse(row))
    .filter((r) => r.success)
    .map((r) => r.data);
}

export type { SeedState };
const seedOnce = seedOncePerPage(seedAmendments);

/**
 * Seeds the device's copy (once per page) and follows the stored amendments: `onStored` on every
 * change, `onSeeded` when the seeding is over. Returns the stop. The screen draws the app's own
 * copy meanwhile (app/components/rights/useAmendments.ts), so this module and Dexie load after it.
 */
export function watchStoredAmendments(onStored: (stored: Amendment[]) => void, onSeeded?: (state: SeedState) => void): () => void {
  let live = true;
  void seedOnce().then((state) => live && onSeeded?.(state));
  const subscription = liveQuery(getAmendments).subscribe({
    next: (stored) => live && onStored(stored),
    error: (error: unknown) => console.warn('[laws-ai] stored amendments:', error),
  });
  return () => {
    live = false;
    subscription.unsubscribe();
  };
}

const audioKey = (number: number, kind: AudioKind) => `amendment-audio:${number}:${kind}`;

export async function rememberAudioUrl(number: number, kind: AudioKind, audioUrl: string): Promise<void> {
  await db.meta.put({ key: audioKey(number, kind), value: audioUrl });
}

/** The narration URL the server gave last time, or null. */
export async function rememberedAudioUrl(number: number, kind: AudioKind): Promise<string | null> {
  const record = await db.meta.get(audioKey(number, kind));
  return typeof record?.value === 'string' ? record.value : null;
}
