import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { StoreFileError } from './errors';

const rows = z.array(z.record(z.string(), z.unknown())).default([]);
// Shape check on load: enough to refuse a file that is not ours, without re-validating every
// field; each row is checked as it is imported (legacyImport.ts).
const fileSchema = z.object({
  version: z.literal(1).optional(),
  users: z.array(z.looseObject({ id: z.string(), email: z.string(), username: z.string() })).default([]),
  sessions: z.array(z.looseObject({ id: z.string(), expiresAt: z.number() })).default([]),
  recentSearches: rows,
  tickets: rows,
  adminInbox: rows,
  idempotencyKeys: rows,
  news: rows,
  battles: rows,
  quizResults: rows,
  aiAnswers: rows,
  aiQuestions: z.array(z.looseObject({ id: z.string() })).default([]),
});

/** The old file's collections as read: each row still to be checked as it is imported. */
export type LegacyData = z.output<typeof fileSchema>;

/**
 * Read an old lowdb data file (DATA_DIR/laws-ai.json, before the SQL store) for its import, with
 * fs and zod (lowdb itself is no longer a dependency: the file is plain JSON).
 * Nothing is written: a file that is not ours is reported and left as it is.
 * @throws StoreFileError saying why the file cannot be used
 */
export async function readLegacyFile(file: string): Promise<LegacyData> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    // No file: nothing to import (as the old lowdb store read it: its default, empty data).
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return fileSchema.parse({});
    const why = err instanceof SyntaxError ? 'is not valid JSON' : 'could not be read';
    throw new StoreFileError(
      `The data file ${file} ${why} (${(err as Error).message}). ` + 'It was left untouched: repair it or move it away, then start again.',
    );
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StoreFileError(
      `The data file ${file} is not a Laws AI data file (${issue.path.join('.') || 'top level'}: ${issue.message}). ` +
        'It was left untouched: repair it or move it away, then start again.',
    );
  }
  return parsed.data;
}
