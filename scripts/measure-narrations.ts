/**
 * Makes the 34 Know Your Rights narrations (17 amendments × constitutional and plain-language)
 * in a temp dir and prints their sizes and durations (docs/performance.md "Know Your Rights audio").
 * Run: npx tsx scripts/measure-narrations.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { amendments, narrationText } from '../core/data/amendments';
import { audioKinds, ordinal } from '../core/schemas/amendments';
import { AudioStore, readMp3Info } from '../sync-server/tts';

const dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-narrations-'));
try {
  const store = new AudioStore(dir);
  const rows: Array<{ name: string; chars: number; bytes: number; seconds: number; ms: number }> = [];
  for (const amendment of amendments) {
    for (const kind of audioKinds) {
      const text = narrationText(amendment, kind);
      const started = performance.now();
      const audio = await store.getOrCreateAudio(text);
      const ms = performance.now() - started;
      const info = readMp3Info(new Uint8Array(await readFile(audio.file)));
      rows.push({
        name: `${ordinal(amendment.number)} ${kind}`,
        chars: text.length,
        bytes: audio.bytes,
        seconds: info.durationSeconds,
        ms,
      });
    }
  }
  for (const r of rows)
    console.log(
      `${r.name.padEnd(20)} ${String(r.chars).padStart(5)} chars ${(r.bytes / 1024).toFixed(0).padStart(5)} KB ${r.seconds.toFixed(1).padStart(6)} s  made in ${(r.ms / 1000).toFixed(1)} s`,
    );
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `\n${rows.length} tracks: ${(sum((r) => r.bytes) / 1024 / 1024).toFixed(2)} MB, ${(sum((r) => r.seconds) / 60).toFixed(1)} min of speech; ` +
      `largest ${largest.name} ${(largest.bytes / 1024).toFixed(0)} KB, ${largest.seconds.toFixed(0)} s; made in ${(sum((r) => r.ms) / 1000).toFixed(0)} s in all`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
