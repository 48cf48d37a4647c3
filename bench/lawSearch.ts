/**
 * Law search engine figures (docs/ranking.md "Law search engine"): build time, serialized index size (raw and gzip),
 * record count and query latency p50/p95 over the fixed 200 queries, in Node and in headless
 * Chromium (the engine and records bundled with esbuild, as the app's worker runs them).
 */
import { gzipSync } from 'node:zlib';
import { getLawRecords } from '../core/laws/corpus';
import { benchQueries } from './lawQueries';
import { inBenchPage } from './benchPage';
import { runEngineBench, type EngineRun } from './engineRun';

export type EngineFigures = Omit<EngineRun, 'json'>;

export interface NodeEngineFigures extends EngineFigures {
  indexRawMB: number;
  indexGzipMB: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function measureLawSearchNode(): NodeEngineFigures {
  const { json, ...run } = runEngineBench(getLawRecords, benchQueries);
  const raw = Buffer.from(json);
  return { ...run, indexRawMB: mb(raw.length), indexGzipMB: mb(gzipSync(raw).length) };
}

export async function measureLawSearchBrowser(): Promise<EngineFigures & { userAgent: string; bundleMB: number }> {
  return inBenchPage(new URL('./lawSearchPage.ts', import.meta.url), 'law search bench', async (page, bundleBytes) => {
    const figures = (await page.evaluate((queries) => globalThis.runLawBench(queries), [...benchQueries])) as EngineFigures & {
      userAgent: string;
    };
    return { ...figures, bundleMB: mb(bundleBytes) };
  });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function describeEngineFigures(where: string, f: EngineFigures): string {
  return (
    `Law search (${where}): ${f.records} records built in ${ms(f.recordsMs)}; index built in ${ms(f.buildMs)}, loaded from JSON in ${ms(f.loadMs)}; ` +
    `200 queries: first pass p50 ${ms(f.cold.p50)} / p95 ${ms(f.cold.p95)} (max ${ms(f.cold.max)}), ` +
    `second pass p50 ${ms(f.warm.p50)} / p95 ${ms(f.warm.p95)} (max ${ms(f.warm.max)})`
  );
}
