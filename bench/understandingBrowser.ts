/**
 * Reading the question in headless Chromium (docs/understanding.md "Reading the question"): the
 * offline worker runs readQuestion and the relevance gate in the browser, so they are timed there,
 * bundled with esbuild as bench/lawSearch.ts bundles the engine, over every post of the
 * understanding sets (state-law, danger and look-alikes, the five long-federal sets) and one of
 * 5,000 characters. The headings search of the same posts, timed in the same page, is the reference.
 * Run alone: `npx tsx bench/understandingBrowser.ts`; part of `npm run bench`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';
import type { UnderstandingPageRun } from './understandingPage';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../eval/understanding/${name}`, import.meta.url), 'utf8')) as T;

/** Every post of the understanding sets (the offline worker answers the same posts). */
export function understandingPosts(): string[] {
  const danger = read<{ danger: { post: string }[]; lookAlikes: { post: string }[] }>('danger.posts.json');
  const federal = ['', '-2', '-3', '-4', '-5'].flatMap((n) => read<{ question: string }[]>(`federal-long-posts${n}.json`));
  return [...read<{ post: string }[]>('stateLaw.posts.json'), ...danger.danger, ...danger.lookAlikes]
    .map((p) => p.post)
    .concat(federal.map((p) => p.question));
}

export async function measureUnderstandingBrowser(rounds = 5): Promise<UnderstandingPageRun> {
  const dir = mkdtempSync(join(tmpdir(), 'understanding-bench-'));
  try {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./understandingPage.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
    });
    writeFileSync(join(dir, 'bench.js'), bundle.outputFiles[0]!.contents);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>understanding bench</title><script src="bench.js"></script>',
    );
    const posts = understandingPosts();
    const long = posts.join(' ').slice(0, 5000);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.goto(`file://${join(dir, 'index.html')}`);
      return (await page.evaluate(([p, l, r]) => globalThis.runUnderstandingBench(p, l, r), [
        posts,
        long,
        rounds,
      ] as const)) as UnderstandingPageRun;
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

export function describeUnderstandingBrowser(f: UnderstandingPageRun): string {
  return (
    `Reading the question in Chromium (${f.posts} posts, one of 5,000 characters): reading p50 ${ms(f.read.p50)}, p95 ${ms(f.read.p95)}; ` +
    `reading + relevance gate p50 ${ms(f.readAndGate.p50)}, p95 ${ms(f.readAndGate.p95)} (max ${ms(f.readAndGate.max)}); ` +
    `5,000-character post p95 ${ms(f.longReadAndGate.p95)}; the headings search of the same posts p50 ${ms(f.search.p50)}, p95 ${ms(f.search.p95)} ` +
    `(reading + gate / search at p95 = ${(f.readAndGate.p95 / f.search.p95).toFixed(3)}); ${f.userAgent}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeUnderstandingBrowser(await measureUnderstandingBrowser()));
