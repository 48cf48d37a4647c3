/**
 * The Lighthouse mobile audit of issue 18: Lighthouse (npm) against Debian's Chromium, its default
 * mobile preset and simulated throttling (slow 4G, 4× CPU), performance category only. Each page
 * is audited 3 times in a fresh headless Chromium; the median score is reported with its metrics.
 * Alone: `npx tsx bench/lighthouse.ts` (after `npm run build`).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { SYSTEM_CHROMIUM } from '../e2e/browser';
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';

export interface LighthouseFigures {
  path: string;
  /** 0-100, median of the runs. */
  score: number;
  scores: number[];
  /** The median run's metrics. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  load: number;
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

export async function auditPage(baseUrl: string, pagePath: string, runs = 3): Promise<LighthouseFigures> {
  const results: { score: number; metrics: LighthouseFigures['metrics'] }[] = [];
  const load = Math.round(loadavg()[0] * 10) / 10;
  for (let i = 0; i < runs; i++) {
    const chromium = await launchChromium();
    try {
      const result = await lighthouse(`${baseUrl}${pagePath}`, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const value = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * (id === 'cumulative-layout-shift' ? 1000 : 1)) / (id === 'cumulative-layout-shift' ? 1000 : 1);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        metrics: {
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          speedIndexMs: value('speed-index'),
        },
      });
    } finally {
      await chromium.close();
    }
  }
  const scores = results.map((r) => r.score);
  const middle = results.find((r) => r.score === median(scores))!;
  return { path: pagePath, score: middle.score, scores, metrics: middle.metrics, load };
}

export function describeLighthouse(f: LighthouseFigures): string {
  const m = f.metrics;
  return (
    `Lighthouse mobile ${f.path}: performance ${f.score} (runs ${f.scores.join(', ')}; ≥ 90: ${f.score >= 90 ? 'met' : 'NOT MET'}); ` +
    `FCP ${(m.fcpMs / 1000).toFixed(1)} s, LCP ${(m.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls}, Speed Index ${(m.speedIndexMs / 1000).toFixed(1)} s (load ${f.load})`
  );
}

export const AUDITED_PATHS = ['/login', '/know-your-rights'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(await freePort(), { staticDir: process.argv[2] ?? 'dist' });
  try {
    for (const pagePath of AUDITED_PATHS) console.log(describeLighthouse(await auditPage(server.url, pagePath)));
  } finally {
    await server.stop();
  }
}
