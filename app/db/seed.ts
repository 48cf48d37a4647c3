/**
 * Reference data (amendments, templates, activities, states, quiz bank ...) lives in core/data
 * and is copied into IndexedDB so screens work offline (DESIGN.md "Data: what lives where").
 * Each data set carries a version; the copy is replaced when the version changes.
 */
import type { Table } from 'dexie';
import { db } from './database';

const versionKey = (dataSet: string) => `data-version:${dataSet}`;

/**
 * Make `table` hold exactly `rows` for `dataSet` at `version`. Returns true when it (re)seeded.
 * One transaction: a reader never sees a half-replaced table.
 */
export async function seedReferenceData<T>(dataSet: string, version: string, table: Table<T>, rows: readonly T[]): Promise<boolean> {
  return db.transaction('rw', table, db.meta, async () => {
    const current = await db.meta.get(versionKey(dataSet));
    if (current?.value === version) return false;
    await table.clear();
    await table.bulkPut(rows as T[]);
    await db.meta.put({ key: versionKey(dataSet), value: version });
    return true;
  });
}

/** A stable version string for a data set: a short hash of its JSON. */
export function dataVersionOf(rows: unknown): string {
  const text = JSON.stringify(rows);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

export type SeedState = 'pending' | 'done' | 'failed';

/** `seed` run once per page load; a device whose IndexedDB cannot be written reports 'failed'. */
export function seedOncePerPage(seed: () => Promise<unknown>): () => Promise<SeedState> {
  let seeding: Promise<SeedState> | undefined;
  return () =>
    (seeding ??= seed().then(
      () => 'done' as const,
      () => 'failed' as const,
    ));
}
