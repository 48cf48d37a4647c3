/**
 * What reading the question costs (docs/understanding.md): readQuestion on the held-out posts of
 * eval/understanding/ and on a 5,000-character post, beside the headings search of the same posts
 * measured in the same run (the reference).
 */
import { readFileSync } from 'node:fs';
import { getCorpusIndex, searchLibrary } from '../core/search/corpusIndex';
import { readQuestion } from '../core/understanding/read';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../eval/understanding/${name}`, import.meta.url), 'utf8')) as T;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function time(posts: readonly string[], run: (post: string) => unknown, rounds: number): number[] {
  for (const post of posts) run(post);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const post of posts) {
      const start = performance.now();
      run(post);
      times.push(performance.now() - start);
    }
  return times.sort((a, b) => a - b);
}

export function measureUnderstanding() {
  const danger = read<{ danger: { post: string }[]; lookAlikes: { post: string }[] }>('danger.posts.json');
  const posts = [...read<{ post: string }[]>('stateLaw.posts.json'), ...danger.danger, ...danger.lookAlikes].map((p) => p.post);
  const long = posts.join(' ').slice(0, 5000);
  getCorpusIndex();
  const reading = time([...posts, long], readQuestion, 10);
  const search = time([...posts, long], (post) => searchLibrary(post, { limit: 10 }), 3);
  return {
    posts: posts.length + 1,
    readP50: percentile(reading, 0.5),
    readP95: percentile(reading, 0.95),
    searchP95: percentile(search, 0.95),
    longRead: time([long], readQuestion, 20).at(Math.floor(20 * 0.95))!,
  };
}

export function describeUnderstanding(f: ReturnType<typeof measureUnderstanding>): string {
  return (
    `Reading the question (${f.posts} posts, one of 5,000 characters): p50 ${f.readP50.toFixed(2)} ms, p95 ${f.readP95.toFixed(2)} ms; ` +
    `5,000-character post p95 ${f.longRead.toFixed(2)} ms; the headings search of the same posts p95 ${f.searchP95.toFixed(1)} ms ` +
    `(reading / search = ${(f.readP95 / f.searchP95).toFixed(3)})`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeUnderstanding(measureUnderstanding()));
