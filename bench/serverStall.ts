/**
 * Does the server keep answering while it builds things (docs/performance.md "The server while it
 * builds")? The real server is started
 * with its start-time work on: the law search index (headings), the offline library's payload
 * (JSON, brotli, gzip), the 34 Know Your Rights narrations (NARRATE_AT_START=1) and, when its
 * LAW_INDEX_DIR is empty, the full-text index of the U.S. Code. From the moment it starts until
 * all of that is done, a light request (GET /api/legal/categories, a small static reply) is sent
 * every 20 ms without waiting for the one before; each one's time is its stall (its time at rest,
 * measured afterwards in the same run, is the reference). Then the first play of a narration
 * (GET /api/amendments/{n}/audio and the MP3 it names), timed once the background pass is done.
 * Alone: `npx tsx bench/serverStall.ts` (`--with-index` skips the empty-index case).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';

const PROBE_EVERY_MS = 20;
const PROBE_PATH = '/api/legal/categories';
/** Longest the start-time work may take here (the full-text index build: ~1 min under load). */
const WORK_TIMEOUT_MS = 15 * 60_000;

export interface StallFigures {
  label: string;
  /** Light requests sent while the start-time work ran. */
  probes: number;
  duringMs: { p50: number; p99: number; max: number };
  /** The same request at rest, afterwards. */
  restMs: { p50: number; p99: number; max: number };
  /** Requests slower than 50 ms more than the at-rest p50 (counted against the 50 ms target). */
  over50: number;
  /**
   * The slowest requests (sent `atMs` after the server began listening), with what it had logged
   * just before, and what the server's main thread did meanwhile (Linux): ran (`ranMs`) or waited
   * for a core (`waitedMs`, its run-queue delay); neither means it had nothing to run.
   */
  worst: { atMs: number; ms: number; lastLog: string; ranMs?: number; waitedMs?: number }[];
  /** Of the requests over 50 ms, those during which the main thread waited for a core longer than it ran (Linux). */
  over50Waiting?: number;
  workSeconds: number;
  /** First plays once the pass is done: the JSON request, then the whole MP3. */
  narration: { amendment: string; jsonMs: number; mp3Ms: number; bytes: number }[];
  load: string;
}

const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const summary = (ms: number[]) => ({ p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) });

/** A process's main thread: CPU time and time spent waiting for a core, in ms (Linux: /proc/<pid>/task/<pid>/schedstat). */
function mainThreadSchedule(pid: number): { ranMs: number; waitedMs: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return ran === undefined || waited === undefined ? null : { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
  } catch {
    return null;
  }
}

async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number; body: ArrayBuffer }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, bytes: body.byteLength, body };
}

export async function measureStartStalls({ emptyIndex }: { emptyIndex: boolean }): Promise<StallFigures> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const indexDir = emptyIndex
    ? await mkdtemp(path.join(tmpdir(), 'laws-ai-stall-index-'))
    : (process.env.LAW_INDEX_DIR ?? '.tmp/law-index');
  const started = performance.now();
  const logs: { atMs: number; line: string }[] = [];
  let narrated = false;
  let fullText = false;
  const onStdout = (line: string) => {
    logs.push({ atMs: performance.now() - started, line });
    if (line.startsWith('Know Your Rights narrations ready')) narrated = true;
    if (/^Full-text index of the U\.S\. Code (ready|built)/.test(line)) fullText = true;
  };

  // Probes from before the server listens: the work starts the moment it does.
  const probes: { atMs: number; ms: number }[] = [];
  const inFlight = new Set<Promise<void>>();
  let probing = true;
  let answered = false;
  const probeLoop = (async () => {
    while (probing) {
      const sentAt = performance.now();
      const probe = fetch(url + PROBE_PATH)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${PROBE_PATH}: ${res.status}`);
          answered = true;
          probes.push({ atMs: sentAt - started, ms: performance.now() - sentAt });
        })
        .catch((error: unknown) => {
          // Refused before the server listens; anything else after that is a failure to report.
          if (answered) throw error;
        })
        .finally(() => inFlight.delete(probe));
      inFlight.add(probe);
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  })();

  // The server's main thread sampled every 5 ms: was a slow request its work, or a wait for a core?
  const schedule: { atMs: number; ranMs: number; waitedMs: number }[] = [];
  let sampler: NodeJS.Timeout | undefined;
  const onSpawn = (pid: number) => {
    sampler = setInterval(() => {
      const s = mainThreadSchedule(pid);
      if (s) schedule.push({ atMs: performance.now() - started, ...s });
    }, 5);
  };
  const scheduleOver = (fromMs: number, toMs: number) => {
    const from = schedule.find((s) => s.atMs >= fromMs);
    const to = schedule.find((s) => s.atMs >= toMs) ?? schedule.at(-1);
    return from && to && to.atMs > from.atMs ? { ranMs: to.ranMs - from.ranMs, waitedMs: to.waitedMs - from.waitedMs } : null;
  };

  const server = await startServer(port, {
    onSpawn,
    env: { NARRATE_AT_START: '1', LAW_INDEX_DIR: indexDir },
    staticDir: existsSync('dist/index.html') ? 'dist' : 'public',
    startTimeoutMs: 120_000,
    onStdout,
  });
  try {
    const deadline = Date.now() + WORK_TIMEOUT_MS;
    while (!(narrated && fullText) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!(narrated && fullText)) throw new Error('the start-time work did not finish');
    // The library's payload has no log line: a signed-in request for it waits for its one build.
    // (It is made in seconds; the narrations take a minute.)
    const workSeconds = (performance.now() - started) / 1000;
    const during = probes.length;
    // At rest: the same probes for three more seconds.
    await new Promise((r) => setTimeout(r, 3000));
    probing = false;
    await probeLoop;
    await Promise.all(inFlight);
    const duringProbes = probes.slice(0, during);
    const rest = probes.slice(during).map((p) => p.ms);
    const restMs = summary(rest);
    const listening = logs.find((l) => l.line.startsWith('Laws AI listening'))?.atMs ?? 0;
    const lastLogBefore = (atMs: number) => [...logs].reverse().find((l) => l.atMs <= atMs)?.line ?? '(nothing logged yet)';
    const worst = [...duringProbes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((p) => ({
        atMs: Math.round(p.atMs - listening),
        ms: Math.round(p.ms),
        lastLog: lastLogBefore(p.atMs + p.ms).slice(0, 90),
        ...scheduleOver(p.atMs, p.atMs + p.ms),
      }));
    const over50 = duringProbes.filter((p) => p.ms > restMs.p50 + 50);
    const over50Schedules = over50.map((p) => scheduleOver(p.atMs, p.atMs + p.ms));

    // The first plays, after the pass: the longest narration (the 14th's text), a short one and a plain-language one.
    const narration = [];
    for (const amendment of ['14', '1', '26/audio/simplified']) {
      const path = amendment.includes('/') ? `/api/amendments/${amendment}` : `/api/amendments/${amendment}/audio`;
      const json = await timedGet(url + path);
      if (json.status !== 200) throw new Error(`${path}: ${json.status}`);
      const { audioUrl } = JSON.parse(Buffer.from(json.body).toString('utf8')) as { audioUrl: string };
      const mp3 = await timedGet(url + audioUrl);
      if (mp3.status !== 200) throw new Error(`${audioUrl}: ${mp3.status}`);
      narration.push({ amendment, jsonMs: json.ms, mp3Ms: mp3.ms, bytes: mp3.bytes });
    }
    return {
      label: logs.some((l) => l.line.startsWith('Building the full-text index'))
        ? `start building the full-text index (${emptyIndex ? 'an empty LAW_INDEX_DIR' : indexDir})`
        : 'start with the full-text index built before',
      probes: duringProbes.length,
      duringMs: summary(duringProbes.map((p) => p.ms)),
      restMs,
      over50: over50.length,
      worst,
      ...(schedule.length ? { over50Waiting: over50Schedules.filter((s) => s && s.waitedMs > s.ranMs).length } : {}),
      workSeconds,
      narration,
      load: loadavg()
        .map((l) => l.toFixed(1))
        .join(', '),
    };
  } finally {
    clearInterval(sampler);
    probing = false;
    await probeLoop.catch(() => undefined);
    await server.stop();
    if (emptyIndex) await rm(indexDir, { recursive: true, force: true });
  }
}

export function describeStalls(f: StallFigures): string[] {
  const ms = (s: { p50: number; p99: number; max: number }) =>
    `p50 ${s.p50.toFixed(1)} / p99 ${s.p99.toFixed(1)} / max ${s.max.toFixed(1)} ms`;
  return [
    `Server ${f.label}: ${f.probes} light requests (GET ${PROBE_PATH} every ${PROBE_EVERY_MS} ms) during ${f.workSeconds.toFixed(0)} s of start-time work: ${ms(f.duringMs)}; ` +
      `at rest ${ms(f.restMs)}; ${f.over50} over the at-rest p50 + 50 ms${f.over50Waiting === undefined ? '' : ` (in ${f.over50Waiting} of them its main thread waited for a core longer than it ran)`} (load ${f.load})`,
    ...f.worst.map(
      (w) =>
        `  slowest: ${w.ms} ms, sent ${(w.atMs / 1000).toFixed(1)} s after listening, ending after "${w.lastLog}"` +
        (w.ranMs === undefined ? '' : `; main thread ran ${w.ranMs.toFixed(0)} ms, waited for a core ${w.waitedMs!.toFixed(0)} ms`),
    ),
    `First narration plays once the pass is done: ${f.narration.map((n) => `${n.amendment}: ${n.jsonMs.toFixed(1)} ms + MP3 ${n.mp3Ms.toFixed(1)} ms (${Math.round(n.bytes / 1024)} KB)`).join('; ')}`,
  ];
}

// Alone: both cases unless --with-index.
if (import.meta.url === `file://${process.argv[1]}`) {
  const cases = process.argv.includes('--with-index') ? [false] : [true, false];
  for (const emptyIndex of cases) for (const line of describeStalls(await measureStartStalls({ emptyIndex }))) console.log(line);
}
