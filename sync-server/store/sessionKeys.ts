import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { StoreFileError } from './errors';
import type { Sql } from './sql/connect';

/** Where keys were kept before they moved into the database: read once, moved in, removed. */
export const SESSION_KEYS_FILE = 'session-keys.json';

const keysSchema = z.array(z.string().min(16)).min(1);
const keysFileSchema = z.object({ keys: keysSchema });

/**
 * The keys that sign the session cookie. SESSION_KEYS wins and is never written anywhere.
 * Otherwise the first instance to start generates a key and keeps it in the database
 * (table session_keys), so every instance on one database, on any machine, signs and accepts
 * the same cookies, and a restart keeps everyone signed in. Keys an older version kept in
 * DATA_DIR/session-keys.json are moved into the database (still accepted), then the file is removed.
 * @throws StoreFileError when the old keys file is unusable (it is left untouched)
 */
export async function loadSessionKeys(db: Sql, dataDir: string, configured: string[] | undefined): Promise<string[]> {
  if (configured && configured.length > 0) return configured;
  const file = path.join(dataDir, SESSION_KEYS_FILE);
  const fromFile = await readKeysFile(file);
  // One row for every instance: the first insert wins, the others read what it wrote.
  await db
    .insertInto('session_keys')
    .values({ id: 1, keys: JSON.stringify(fromFile ?? [randomBytes(32).toString('base64url')]), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  let keys = await storedKeys(db);
  if (fromFile) {
    const missing = fromFile.filter((k) => !keys.includes(k));
    if (missing.length > 0) {
      // Another instance put its keys in first: keep them signing, and still accept this file's cookies.
      keys = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('session_keys').select('keys').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
        const merged = [...row.keys, ...fromFile.filter((k) => !row.keys.includes(k))];
        await trx
          .updateTable('session_keys')
          .set({ keys: JSON.stringify(merged) })
          .where('id', '=', 1)
          .execute();
        return merged;
      });
    }
    await rm(file, { force: true });
  }
  return keys;
}

async function storedKeys(db: Sql): Promise<string[]> {
  const row = await db.selectFrom('session_keys').select('keys').where('id', '=', 1).executeTakeFirstOrThrow();
  const parsed = keysSchema.safeParse(row.keys);
  if (!parsed.success)
    throw new StoreFileError(
      'The session keys stored in the database (table session_keys) are not valid: delete that row to sign everyone out and generate new keys.',
    );
  return parsed.data;
}

async function readKeysFile(file: string): Promise<string[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = keysFileSchema.safeParse(parsed);
  if (!result.success) {
    throw new StoreFileError(
      `The session keys file ${file} is not valid (expected {"keys": ["<secret of 16+ characters>", ...]}). ` +
        'Repair it, or delete it to sign everyone out of the sessions it signed.',
    );
  }
  return result.data.keys;
}
