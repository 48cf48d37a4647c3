/**
 * The whole U.S. Code on the server (docs/performance.md), measured on the real server process:
 * - law detail (GET /api/legal/laws/usc-…, official text parsed): the first section of each of
 *   the 53 titles (a cold title: its chunk read and decompressed), then the same again (warm);
 * - full-text search (GET /api/legal/text-search) over the 157 M characters, for the bench's
 *   200 queries (bench/lawQueries.ts);
 * - the Legal Assistant's answer (blended ranking, passages) for the 65 everyday questions;
 * - the server's RSS before any law text is read and after all of the above;
 * - the full-text index built from scratch in this process: time and size.
 * Latencies are also given against a reference measured in the same run: GET /api/legal/categories
 * (a small static reply through the same middleware).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/serverProcess';
import { CookieJar, signupPayload } from '../test-support/server/harness';
import { openLawText } from '../sync-server/lawText';
import { buildIndex, indexFileName } from '../sync-server/textSearch/db';
import { latencySummary, type LatencySummary } from './latency';
import { benchQueries } from './lawQueries';
import { everydayQuestions } from '../eval/ranking/ranking.everyday';

export interface LawTextFigures {
  reference: LatencySummary;
  coldTitle: LatencySummary;
  warm: LatencySummary;
  textSearch: LatencySummary;
  /** POST /api/legal/search (the blended ranking and the composed answer) for the everyday questions. */
  answer: LatencySummary;
  rssBeforeMB: number;
  rssAfterMB: number;
  /** RSS after each phase (what grows where). */
  rssPhasesMB: { detail: number; textSearch: number; answer: number };
  build: { seconds: number; sizeMB: number; sections: number; characters: number };
}

async function rssMB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed(jar: CookieJar, url: string): Promise<number> {
  const started = performance.now();
  const res = await jar.fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

export async function measureLawText(port = 8193): Promise<LawTextFigures> {
  const lawText = openLawText();
  const firstOfTitles = await Promise.all(
    lawText
      .titles()
      .map(
        async (title) => (await lawText.sectionsOfTitle(title)[Symbol.asyncIterator]().next()).value as { title: number; section: string },
      ),
  );
  const indexDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-bench-index-'));
  try {
    // The index is built in this process first (timed), then the server opens that file.
    const file = path.join(indexDir, indexFileName(lawText.releasePoint));
    const stats = await buildIndex(file, lawText);
    const build = { seconds: stats.milliseconds / 1000, sizeMB: stats.bytes / 1e6, sections: stats.sections, characters: stats.characters };

    // The API is what is measured: without a build, the public folder stands in for the app.
    const server = await startServer(port, {
      env: { LAW_INDEX_DIR: indexDir },
      startTimeoutMs: 120_000,
      staticDir: existsSync('dist/index.html') ? 'dist' : 'public',
    });
    try {
      const jar = new CookieJar(server.url);
      await jar.postJson('/api/auth/signup', signupPayload({ username: 'bench_text', email: 'bench_text@example.com' }));
      // Wait until the full-text index answers (it opens the file built above).
      for (let i = 0; i < 600; i += 1) {
        const reply = (await (await jar.fetch('/api/legal/text-search?q=tenant')).json()) as { engine?: string };
        if (reply.engine === 'full-text') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // And until its start-time work is done: the offline library's payload is made once at start
      // (tens of MB while it is made); a "before" taken in the middle of it is not the server at rest.
      const library = await jar.fetch('/api/legal/library', { headers: { 'accept-encoding': 'br' } });
      await library.arrayBuffer();
      if (library.status !== 200) throw new Error(`/api/legal/library: ${library.status}`);
      const reference: number[] = [];
      for (let i = 0; i < 100; i += 1) reference.push(await timed(jar, '/api/legal/categories'));
      const rssBeforeMB = await rssMB(server.pid);
      const ids = firstOfTitles.map((s) => `usc-${s.title}-${s.section}`);
      const cold: number[] = [];
      for (const id of ids) cold.push(await timed(jar, `/api/legal/laws/${id}`));
      const warm: number[] = [];
      for (let round = 0; round < 3; round += 1) for (const id of ids) warm.push(await timed(jar, `/api/legal/laws/${id}`));
      const rssDetail = await rssMB(server.pid);
      const search: number[] = [];
      for (const q of benchQueries) search.push(await timed(jar, `/api/legal/text-search?q=${encodeURIComponent(q)}`));
      const rssSearch = await rssMB(server.pid);
      const answer: number[] = [];
      for (const { question } of everydayQuestions) {
        const started = performance.now();
        const res = await jar.postJson('/api/legal/search', { query: question });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`POST /api/legal/search: ${res.status}`);
        answer.push(performance.now() - started);
      }
      const rssAfterMB = await rssMB(server.pid);
      return {
        reference: latencySummary(reference),
        coldTitle: latencySummary(cold),
        warm: latencySummary(warm),
        textSearch: latencySummary(search),
        answer: latencySummary(answer),
        rssBeforeMB,
        rssAfterMB,
        rssPhasesMB: { detail: rssDetail, textSearch: rssSearch, answer: rssAfterMB },
        build,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(indexDir, { recursive: true, force: true });
  }
}

export function describeLawText(f: LawTextFigures): string {
  const ms = (s: LatencySummary) =>
    `p50 ${s.p50.toFixed(1)} / p95 ${s.p95.toFixed(1)} ms (${(s.p95 / f.reference.p95).toFixed(1)}× the reference's p95)`;
  return [
    `Reference GET /api/legal/categories: p50 ${f.reference.p50.toFixed(1)} / p95 ${f.reference.p95.toFixed(1)} ms`,
    `Law detail, cold title (first section of each of the 53 titles): ${ms(f.coldTitle)}`,
    `Law detail, warm: ${ms(f.warm)}`,
    `Full-text search, ${benchQueries.length} queries: ${ms(f.textSearch)}`,
    `Legal Assistant answer (POST /api/legal/search, blended ranking), ${everydayQuestions.length} everyday questions: ${ms(f.answer)}`,
    `Server RSS: ${f.rssBeforeMB.toFixed(0)} MB before any law text is read, ${f.rssAfterMB.toFixed(0)} MB after (${(f.rssAfterMB / f.rssBeforeMB).toFixed(2)}×; ${f.rssPhasesMB.detail.toFixed(0)} MB after the law details, ${f.rssPhasesMB.textSearch.toFixed(0)} MB after the text searches)`,
    `Full-text index: built in ${f.build.seconds.toFixed(1)} s, ${f.build.sizeMB.toFixed(0)} MB, ${f.build.sections} sections, ${(f.build.characters / 1e6).toFixed(1)} M characters`,
  ].join('\n');
}

// `npx tsx bench/lawText.ts` runs this part alone (the app must be built: `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) console.log(describeLawText(await measureLawText()));
