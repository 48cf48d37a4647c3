/**
 * The Lighthouse mobile audit: the pinned Lighthouse (npm, package.json) against
 * Debian's Chromium, its default mobile preset and simulated throttling (slow 4G, 4× CPU). Each page
 * is audited 3 times in a fresh headless Chromium; the median performance score is reported with
 * the median Total Blocking Time, the accessibility and best-practices scores, each script's
 * evaluation time (Lighthouse's bootup-time: script evaluation and parse/compile, at 4× CPU) and
 * the machine's benchmark index, which every figure is stated next to (docs/lighthouse.md).
 * Alone: `npx tsx bench/lighthouse.ts [distDir]` (after `npm run build`); before/after two builds:
 * bench/firstPaint.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { SYSTEM_CHROMIUM } from '../e2e/browser';
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';

export interface LighthouseRun {
  score: number;
  accessibility: number;
  bestPractices: number;
  benchmarkIndex: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Each script's time on the main thread at 4× CPU (bootup-time): evaluation, parse + compile. */
  scripts: { url: string; scriptingMs: number; parseCompileMs: number }[];
  load: number;
  lighthouseVersion: string;
}

export interface LighthouseFigures {
  path: string;
  /** 0-100, median of the runs. */
  score: number;
  scores: number[];
  /** Median of the runs' Total Blocking Time, ms. */
  tbtMs: number;
  tbts: number[];
  accessibility: number[];
  bestPractices: number[];
  benchmarkIndexes: number[];
  /** The median-score run's metrics. */
  metrics: LighthouseRun['metrics'];
  /** Per script (its file name), the median over the runs of its evaluation time, ms. */
  scripts: { file: string; scriptingMs: number; parseCompileMs: number }[];
  load: number[];
  lighthouseVersion: string;
}

/** A headless Chromium with its DevTools port (the flags Lighthouse's own launcher would use, as root). */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'laws-ai-lighthouse-'));
  const child = spawn(
    process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${seen.slice(-500)}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run of `url` in a fresh Chromium. */
export async function auditOnce(url: string): Promise<LighthouseRun> {
  const load = Math.round(loadavg()[0] * 10) / 10;
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (id: string) =>
      Math.round((lhr.audits[id]?.numericValue ?? NaN) * (id === 'cumulative-layout-shift' ? 1000 : 1)) /
      (id === 'cumulative-layout-shift' ? 1000 : 1);
    const bootup =
      (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting?: number; scriptParseCompile?: number }[] } | undefined)
        ?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      metrics: {
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        speedIndexMs: value('speed-index'),
      },
      scripts: bootup.map((item) => ({
        url: item.url,
        scriptingMs: Math.round(item.scripting ?? 0),
        parseCompileMs: Math.round(item.scriptParseCompile ?? 0),
      })),
      load,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chromium.close();
  }
}

/** The runs of one page, summed up: medians, and each script's median evaluation time. */
export function summarize(pagePath: string, runs: LighthouseRun[]): LighthouseFigures {
  const scores = runs.map((r) => r.score);
  const middle = runs.find((r) => r.score === median(scores))!;
  const files = new Map<string, { scripting: number[]; parse: number[] }>();
  for (const run of runs) {
    for (const script of run.scripts) {
      const file = script.url.startsWith('http') ? new URL(script.url).pathname.split('/').pop() || script.url : script.url;
      const entry = files.get(file) ?? { scripting: [], parse: [] };
      entry.scripting.push(script.scriptingMs);
      entry.parse.push(script.parseCompileMs);
      files.set(file, entry);
    }
  }
  const scripts = [...files].map(([file, t]) => {
    // A script absent from a run took no time there.
    while (t.scripting.length < runs.length) (t.scripting.push(0), t.parse.push(0));
    return { file, scriptingMs: median(t.scripting), parseCompileMs: median(t.parse) };
  });
  return {
    path: pagePath,
    score: middle.score,
    scores,
    tbtMs: median(runs.map((r) => r.metrics.tbtMs)),
    tbts: runs.map((r) => Math.round(r.metrics.tbtMs)),
    accessibility: runs.map((r) => r.accessibility),
    bestPractices: runs.map((r) => r.bestPractices),
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
    metrics: middle.metrics,
    scripts: scripts.sort((a, b) => b.scriptingMs - a.scriptingMs),
    load: runs.map((r) => r.load),
    lighthouseVersion: runs[0]!.lighthouseVersion,
  };
}

export async function auditPage(baseUrl: string, pagePath: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(`${baseUrl}${pagePath}`));
  return summarize(pagePath, results);
}

/** The issue-34 targets (docs/lighthouse.md). */
export const LIGHTHOUSE_TARGETS = { score: 95, tbtMs: 200, accessibility: 100, bestPractices: 100 } as const;

export function describeLighthouse(f: LighthouseFigures, label = ''): string {
  const m = f.metrics;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  return (
    `Lighthouse ${f.lighthouseVersion} mobile ${label}${f.path} at benchmark index ${f.benchmarkIndexes.join(', ')} (load ${f.load.join(', ')}): ` +
    `performance ${f.score} (runs ${f.scores.join(', ')}; ≥ ${LIGHTHOUSE_TARGETS.score}: ${met(f.score >= LIGHTHOUSE_TARGETS.score)}); ` +
    `TBT ${Math.round(f.tbtMs)} ms (runs ${f.tbts.join(', ')}; ≤ ${LIGHTHOUSE_TARGETS.tbtMs}: ${met(f.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs)}); ` +
    `accessibility ${f.accessibility.join(', ')}; best practices ${f.bestPractices.join(', ')}; ` +
    `FCP ${(m.fcpMs / 1000).toFixed(1)} s, LCP ${(m.lcpMs / 1000).toFixed(1)} s, CLS ${m.cls}, Speed Index ${(m.speedIndexMs / 1000).toFixed(1)} s`
  );
}

/** Each script's evaluation time on the page (median of the runs, 4× CPU), the largest first. */
export function describeScripts(f: LighthouseFigures, label = ''): string {
  const shown = f.scripts.filter((s) => s.scriptingMs + s.parseCompileMs >= 5);
  return (
    `  script evaluation ${label}${f.path} (ms at 4× CPU, evaluation + parse/compile): ` +
    shown.map((s) => `${s.file} ${s.scriptingMs}+${s.parseCompileMs}`).join('; ')
  );
}

export const AUDITED_PATHS = ['/login', '/know-your-rights', '/terms'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(await freePort(), { staticDir: process.argv[2] ?? 'dist' });
  try {
    for (const pagePath of AUDITED_PATHS) {
      const figures = await auditPage(server.url, pagePath);
      console.log(describeLighthouse(figures));
      console.log(describeScripts(figures));
    }
  } finally {
    await server.stop();
  }
}
