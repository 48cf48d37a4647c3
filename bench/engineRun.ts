/**
 * One timed run of the law search engine, the same in Node and in the bench page (no Node or
 * DOM APIs): build the records, build the index, serialize it, load it back (as a worker
 * would), then time the queries twice (first pass includes JIT warm-up).
 */
import type { LawRecord } from '../core/laws/types';
import { createLawIndex, loadIndex, searchLaws, serializeIndex } from '../core/search/engine';
import { latencySummary, type LatencySummary } from './latency';

export interface EngineRun {
  records: number;
  recordsMs: number;
  buildMs: number;
  loadMs: number;
  cold: LatencySummary;
  warm: LatencySummary;
  /** The serialized index. */
  json: string;
}

function timed<T>(f: () => T): [T, number] {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
}

export function runEngineBench(buildRecords: () => readonly LawRecord[], queries: readonly string[]): EngineRun {
  const [records, recordsMs] = timed(buildRecords);
  // The built index is dropped once serialized: only the loaded one is alive while queries run.
  const [json, buildMs] = (() => {
    const [index, ms] = timed(() => createLawIndex(records));
    return [serializeIndex(index), ms] as const;
  })();
  const [index, loadMs] = timed(() => loadIndex(json, records));
  const pass = () => latencySummary(queries.map((q) => timed(() => searchLaws(index, q))[1]));
  const cold = pass();
  const warm = pass();
  return { records: records.length, recordsMs, buildMs, loadMs, cold, warm, json };
}
