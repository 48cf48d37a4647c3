/**
 * What reading the question costs (docs/understanding.md): readQuestion on the held-out posts of
 * eval/understanding/ and on a 5,000-character post, and the reading plus the relevance gate
 * (core/search/topicRerank.ts, over the 40 candidates the server re-orders) per post, beside the
 * headings search of the same posts measured in the same run (the reference).
 */
import { readFileSync } from 'node:fs';
import { getCorpusIndex, searchLibrary } from '../core/search/corpusIndex';
import { RERANK_DEPTH, rerankByTopic } from '../core/search/topicRerank';
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
  const federal = [
    ...read<{ question: string }[]>('federal-long-posts.json'),
    ...read<{ question: string }[]>('federal-long-posts-2.json'),
  ].map((p) => p.question);
  const posts = [...read<{ post: string }[]>('stateLaw.posts.json'), ...danger.danger, ...danger.lookAlikes]
    .map((p) => p.post)
    .concat(federal);
  const long = posts.join(' ').slice(0, 5000);
  const index = getCorpusIndex();
  const reading = time([...posts, long], readQuestion, 10);
  const search = time([...posts, long], (post) => searchLibrary(post, { limit: 10 }), 3);
  // The gate re-orders the candidates a search found: found once here, timed with the reading.
  const candidates = new Map([...posts, long].map((post) => [post, searchLibrary(post, { limit: RERANK_DEPTH })]));
  const gate = time([...posts, long], (post) => rerankByTopic(index, post, candidates.get(post)!) && readQuestion(post), 10);
  return {
    posts: posts.length + 1,
    readP50: percentile(reading, 0.5),
    readP95: percentile(reading, 0.95),
    gateP50: percentile(gate, 0.5),
    gateP95: percentile(gate, 0.95),
    searchP95: percentile(search, 0.95),
    longRead: time([long], readQuestion, 20).at(Math.floor(20 * 0.95))!,
    longGate: time([long], (post) => rerankByTopic(index, post, candidates.get(post)!) && readQuestion(post), 20).at(
      Math.floor(20 * 0.95),
    )!,
  };
}

export function describeUnderstanding(f: ReturnType<typeof measureUnderstanding>): string {
  return (
    `Reading the question (${f.posts} posts, one of 5,000 characters): p50 ${f.readP50.toFixed(2)} ms, p95 ${f.readP95.toFixed(2)} ms; ` +
    `5,000-character post p95 ${f.longRead.toFixed(2)} ms; the headings search of the same posts p95 ${f.searchP95.toFixed(1)} ms ` +
    `(reading / search = ${(f.readP95 / f.searchP95).toFixed(3)}); reading + relevance gate p50 ${f.gateP50.toFixed(2)} ms, p95 ${f.gateP95.toFixed(2)} ms ` +
    `(gate / search = ${(f.gateP95 / f.searchP95).toFixed(3)}), 5,000-character post p95 ${f.longGate.toFixed(2)} ms`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeUnderstanding(measureUnderstanding()));
