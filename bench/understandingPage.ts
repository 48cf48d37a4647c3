/**
 * Bundled by bench/understandingBrowser.ts for headless Chromium: reading the question
 * (core/understanding readQuestion) and the relevance gate (core/search/topicRerank.ts), the work
 * the offline worker adds to an answer, timed inside the page on the same records and engine the
 * app's law search worker builds, beside the headings search of the same posts (the reference).
 */
import { buildLawRecords } from '../core/laws/records';
import { corpusRecordsData } from '../core/laws/corpus';
import { allGuides } from '../core/data/guides';
import { createLawIndex, searchLaws } from '../core/search/engine';
import { RERANK_DEPTH, rerankByTopic } from '../core/search/topicRerank';
import { readQuestion } from '../core/understanding/read';
import { latencySummary, type LatencySummary } from './latency';

export interface UnderstandingPageRun {
  posts: number;
  read: LatencySummary;
  readAndGate: LatencySummary;
  search: LatencySummary;
  longReadAndGate: LatencySummary;
  userAgent: string;
}

declare global {
  var runUnderstandingBench: (posts: string[], long: string, rounds: number) => UnderstandingPageRun;
}

function times(posts: readonly string[], run: (post: string) => unknown, rounds: number): number[] {
  for (const post of posts) run(post); // warm-up: JIT and the gate's per-law caches, as a running worker has them
  const out: number[] = [];
  for (let r = 0; r < rounds; r += 1)
    for (const post of posts) {
      const start = performance.now();
      run(post);
      out.push(performance.now() - start);
    }
  return out;
}

globalThis.runUnderstandingBench = (posts, long, rounds) => {
  const index = createLawIndex(buildLawRecords(corpusRecordsData(), allGuides));
  const all = [...posts, long];
  // The gate re-orders the candidates a search found: found once, then timed with the reading.
  const candidates = new Map(all.map((post) => [post, searchLaws(index, post, { limit: RERANK_DEPTH })]));
  const readAndGate = (post: string) => rerankByTopic(index, post, candidates.get(post)!) && readQuestion(post);
  return {
    posts: all.length,
    read: latencySummary(times(all, readQuestion, rounds)),
    readAndGate: latencySummary(times(all, readAndGate, rounds)),
    search: latencySummary(times(all, (post) => searchLaws(index, post, { limit: 10 }), 1)),
    longReadAndGate: latencySummary(times([long], readAndGate, 20)),
    userAgent: navigator.userAgent,
  };
};
