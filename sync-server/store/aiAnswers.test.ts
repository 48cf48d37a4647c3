import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FILE } from '.';
import { Database } from './db';
import { AI_ANSWER_TTL_MS, AI_ANSWERS_KEPT, aiAnswersCollection } from './aiAnswers';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('store.aiAnswers', () => {
  it('keeps an answer on disk for 24 hours, then forgets it', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const answers = aiAnswersCollection(await Database.open(path.join(dir, DATA_FILE)), () => now);
    await answers.put('k1', 'legal-assistant', { response: 'A' });
    const onDisk = JSON.parse(await readFile(path.join(dir, DATA_FILE), 'utf8')).aiAnswers;
    expect(onDisk).toEqual([{ key: 'k1', feature: 'legal-assistant', value: { response: 'A' }, createdAt: '2026-11-22T10:00:00.000Z' }]);

    now += AI_ANSWER_TTL_MS - 1;
    expect(answers.get('k1')?.value).toEqual({ response: 'A' });
    now += 1;
    expect(answers.get('k1')).toBeUndefined();
    // The next write drops the expired answer from the file.
    await answers.put('k2', 'legal-assistant', { response: 'B' });
    const keys = JSON.parse(await readFile(path.join(dir, DATA_FILE), 'utf8')).aiAnswers.map((a: { key: string }) => a.key);
    expect(keys).toEqual(['k2']);
  });

  it('replaces an answer under the same key and keeps at most AI_ANSWERS_KEPT', async () => {
    const db = await Database.open(path.join(dir, DATA_FILE));
    const answers = aiAnswersCollection(db);
    await answers.put('same', 'f', 1);
    await answers.put('same', 'f', 2);
    expect(answers.get('same')?.value).toBe(2);
    expect(db.data.aiAnswers).toHaveLength(1);
    await db.mutate((data) => {
      data.aiAnswers = Array.from({ length: AI_ANSWERS_KEPT }, (_, i) => ({ key: `old${i}`, feature: 'f', value: i, createdAt: new Date().toISOString() }));
    });
    await answers.put('newest', 'f', 'n');
    expect(db.data.aiAnswers).toHaveLength(AI_ANSWERS_KEPT);
    expect(answers.get('old0')).toBeUndefined();
    expect(answers.get('newest')?.value).toBe('n');
  });
});
