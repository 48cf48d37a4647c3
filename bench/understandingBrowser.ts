/**
 * Reading the question in headless Chromium (docs/understanding.md "Reading the question"): the
 * offline worker runs readQuestion and the relevance gate in the browser, so they are timed there,
 * bundled with esbuild as bench/lawSearch.ts bundles the engine, over every post of the
 * understanding sets (state-law, danger and look-alikes, the five long-federal sets) and one of
 * 5,000 characters. The headings search of the same posts, timed in the same page, is the reference.
 * Run alone: `npx tsx bench/understandingBrowser.ts`; part of `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { inBenchPage } from './benchPage';
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
  const posts = understandingPosts();
  const long = posts.join(' ').slice(0, 5000);
  return inBenchPage(new URL('./understandingPage.ts', import.meta.url), 'understanding bench', async (page) => {
    return (await page.evaluate(([p, l, r]) => globalThis.runUnderstandingBench(p, l, r), [
      posts,
      long,
      rounds,
    ] as const)) as UnderstandingPageRun;
  });
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
