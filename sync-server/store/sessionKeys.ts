import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { StoreFileError } from './db';

export const SESSION_KEYS_FILE = 'session-keys.json';

const keysFileSchema = z.object({ keys: z.array(z.string().min(16)).min(1) });

/**
 * The keys that sign the session cookie. SESSION_KEYS wins; otherwise keys are generated
 * once and kept in DATA_DIR/session-keys.json (mode 0600), so a restart keeps sessions valid.
 */
export async function loadSessionKeys(dataDir: string, configured: string[] | undefined): Promise<string[]> {
  if (configured && configured.length > 0) return configured;
  const file = path.join(dataDir, SESSION_KEYS_FILE);
  const existing = await readKeys(file);
  if (existing) return existing;
  const keys = [randomBytes(32).toString('base64url')];
  try {
    // 'wx': never overwrite keys another process has just written.
    await writeFile(file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await readKeys(file))!;
    throw err;
  }
  return keys;
}

async function readKeys(file: string): Promise<string[] | undefined> {
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
        'Repair it, or delete it to sign everyone out and generate new keys.',
    );
  }
  return result.data.keys;
}
