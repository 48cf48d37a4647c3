/**
 * The first-paint figures (docs/lighthouse.md), a build before and a build after side by side in one run, so both meet the
 * same machine at the same load: for /login, /know-your-rights and /terms, the pinned Lighthouse's
 * mobile audit 3 times each, the two builds' runs interleaved (bench/lighthouse.ts), with the
 * benchmark index of every run; then each script's evaluation time. docs/lighthouse.md.
 * `npx tsx bench/firstPaint.ts <beforeDist> <afterDist>` (each a built dist folder).
 */
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';
import { AUDITED_PATHS, auditOnce, describeLighthouse, describeScripts, summarize, type LighthouseRun } from './lighthouse';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: npx tsx bench/firstPaint.ts <beforeDist> <afterDist>');
  process.exit(1);
}
const RUNS = 3;
const builds = [
  { label: 'before ', dir: beforeDir },
  { label: 'after ', dir: afterDir },
];
const servers = [];
for (const build of builds) servers.push(await startServer(await freePort(), { staticDir: build.dir, startTimeoutMs: 120_000 }));
try {
  for (const pagePath of AUDITED_PATHS) {
    const runs: LighthouseRun[][] = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (let b = 0; b < builds.length; b++) runs[b]!.push(await auditOnce(`${servers[b]!.url}${pagePath}`));
    }
    for (let b = 0; b < builds.length; b++) {
      const figures = summarize(pagePath, runs[b]!);
      console.log(describeLighthouse(figures, builds[b]!.label));
      console.log(describeScripts(figures, builds[b]!.label));
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
