/**
 * Law search engine figures (docs/ranking.md "Law search engine"): build time, serialized index size (raw and gzip),
 * record count and query latency p50/p95 over the fixed 200 queries, in Node and in headless
 * Chromium (the engine and records bundled with esbuild, as the app's worker runs them).
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';
import { getLawRecords } from '../core/laws/corpus';
import { benchQueries } from './lawQueries';
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
  const dir = mkdtempSync(join(tmpdir(), 'law-bench-'));
  try {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./lawSearchPage.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
    });
    const code = bundle.outputFiles[0].contents;
    writeFileSync(join(dir, 'bench.js'), code);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>law search bench</title><script src="bench.js"></script>',
    );
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.goto(`file://${join(dir, 'index.html')}`);
      const figures = (await page.evaluate((queries) => globalThis.runLawBench(queries), [...benchQueries])) as EngineFigures & {
        userAgent: string;
      };
      return { ...figures, bundleMB: mb(code.length) };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function describeEngineFigures(where: string, f: EngineFigures): string {
  return (
    `Law search (${where}): ${f.records} records built in ${ms(f.recordsMs)}; index built in ${ms(f.buildMs)}, loaded from JSON in ${ms(f.loadMs)}; ` +
    `200 queries: first pass p50 ${ms(f.cold.p50)} / p95 ${ms(f.cold.p95)} (max ${ms(f.cold.max)}), ` +
    `second pass p50 ${ms(f.warm.p50)} / p95 ${ms(f.warm.p95)} (max ${ms(f.warm.max)})`
  );
}
