/**
 * The offline library on the issue-18 phone, in Chromium (the real built app and server):
 * "Save the library for offline use" with 4× CPU and Fast 3G (bench/phone.ts), then offline.
 * Per run, in a fresh browser:
 *   - bytes of GET /api/legal/library as transferred, click to "Saved";
 *   - the search worker's heap (CDP on the worker target): highest sample during the save, and
 *     after a full GC once the index is kept (steady), and again after the offline reload;
 *   - the renderer processes' RSS (/proc) before, highest during, and after the save;
 *   - IndexedDB (navigator.storage.estimate), main-thread long tasks during the save;
 *   - offline (network cut with context.route, as the service worker's own fetches ignore
 *     setOffline): reload → the worker's saved library loaded (started at open), then the first
 *     answer, throttled; then ~20 long questions at 1× (click to answer shown);
 *   - a reference: a fixed JS workload in the same tab at 1×, to read the figures against the
 *     machine's load.
 * Alone: `npx tsx bench/librarySave.ts [runs] [staticDir]` (default 3 runs, dist built first; port 8193 or BENCH_PORT).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';
import { startServer } from '../e2e/support/serverProcess';
import { emulatePhone } from './phone';
import { OFFLINE_QUESTIONS } from './offlineQuestions';
import { signUpIn } from './benchAccount';
import { askOffline, type OfflineAsk } from './offlineAsk';

export interface LibrarySaveRun {
  transferredBytes: number;
  saveMs: number;
  workerPeakMB: number;
  workerSteadyMB: number;
  workerAfterReloadMB: number;
  rendererBeforeMB: number;
  rendererPeakMB: number;
  rendererAfterMB: number;
  indexedDbMB: number;
  /** Main-thread long tasks (> 50 ms) between the click and "Saved", in ms. */
  longTasks: number[];
  /** Offline reload → the worker has loaded the saved library and its index (started at open), throttled. */
  reloadToWarmMs: number;
  /** Offline, throttled: the first question's click → answer shown (the harness's time; see askOffline). */
  firstAnswerMs: number;
  /** The same in the page: the click event → the answer's first frame. */
  firstAnswerInPageMs: number;
  /** Offline, 1×: click → answer shown for each question (the harness's time). */
  answersMs: number[];
  /** The same in the page: the click event → the answer's first frame. */
  answersInPageMs: number[];
  /** The worker's own time for each of those answers (load + search and compose, as it logs them). */
  workerAnswersMs: number[];
  referenceMs: number;
  /** What the app logs of the save and the load (its phases' times). */
  appTimings: string[];
  load: string;
}

const MB = 1024 * 1024;
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A worker's DevTools session (attached through the browser's, messages wrapped). */
async function attachWorker(browserSession: CDPSession, urlPart: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { targetInfos } = await browserSession.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'worker' && t.url.includes(urlPart));
    if (target) {
      const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      let next = 0;
      const pending = new Map<number, (message: { result?: Record<string, unknown> }) => void>();
      const onMessage = (event: { sessionId: string; message: string }) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== undefined) pending.get(message.id)?.(message);
      };
      browserSession.on('Target.receivedMessageFromTarget', onMessage);
      const call = (method: string) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const id = ++next;
          pending.set(id, (m) => resolve(m.result ?? {}));
          void browserSession
            .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) })
            .catch(() => resolve({}));
        });
      return {
        heapMB: async () => Number((await call('Runtime.getHeapUsage')).usedSize ?? 0) / MB,
        gcHeapMB: async () => {
          await call('HeapProfiler.collectGarbage');
          return Number((await call('Runtime.getHeapUsage')).usedSize ?? 0) / MB;
        },
        detach: () => {
          browserSession.off('Target.receivedMessageFromTarget', onMessage);
          return browserSession.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
        },
      };
    }
    if (Date.now() > deadline) throw new Error(`no worker ${urlPart}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** RSS of every renderer process of this browser, in MB (the tab's, its workers' and the service worker's). */
async function rendererRssMB(browserSession: CDPSession): Promise<number> {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  let kb = 0;
  for (const p of processInfo) {
    if (p.type !== 'renderer') continue;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended between the two reads.
    }
  }
  return kb / 1024;
}

async function signUp(context: BrowserContext, baseUrl: string) {
  await signUpIn(context.request, baseUrl, 'benchsave');
}

/** A fixed JS workload (sorting and joining 200,000 strings), in ms at 1×. */
function reference(page: Page): Promise<number> {
  return page.evaluate(() => {
    const started = performance.now();
    const words = Array.from({ length: 200_000 }, (_, i) => `w${(i * 7919) % 200_003}`);
    words.sort();
    JSON.parse(JSON.stringify(words)).join(' ');
    return performance.now() - started;
  });
}

async function oneRun(browser: Browser, baseUrl: string): Promise<LibrarySaveRun> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const browserSession = await browser.newBrowserCDPSession();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));
  const waitForConsole = async (prefix: string, from: number, timeoutMs = 300_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!consoleLines.slice(from).some((l) => l.startsWith(prefix))) {
      if (Date.now() > deadline) throw new Error(`no "${prefix}" in the console`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  let transferredBytes = 0;
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/legal/library')) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) transferredBytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });

  await signUp(context, baseUrl);
  await page.goto(`${baseUrl}/`);
  const card = page.getByRole('region', { name: 'Offline Library' });
  const saveButton = card.getByRole('button', { name: 'Save the library for offline use' });
  await saveButton.waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
    undefined,
    { timeout: 120_000 },
  );
  const referenceMs = await reference(page);

  const session = await emulatePhone(page);
  await new Promise((r) => setTimeout(r, 1000));
  const rendererBeforeMB = await rendererRssMB(browserSession);
  const clickedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  const fromLine = consoleLines.length;
  if (process.env.BENCH_PROFILE) {
    await session.send('Profiler.enable');
    await session.send('Profiler.start');
  }
  await saveButton.click();
  const worker = await attachWorker(browserSession, 'lawSearch');
  let workerPeakMB = 0;
  let rendererPeakMB = rendererBeforeMB;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [heap, rss] = await Promise.all([worker.heapMB(), rendererRssMB(browserSession)]);
      workerPeakMB = Math.max(workerPeakMB, heap);
      rendererPeakMB = Math.max(rendererPeakMB, rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // The app logs the save as it shows "Saved" (polling the page for the text would itself load its main thread).
  await waitForConsole('Law library saved', fromLine);
  const saveMs = Date.now() - started;
  await card.getByText(/^Saved on this device: [\d,]+ laws$/).waitFor({ timeout: 60_000 });
  if (process.env.BENCH_PROFILE) {
    const { profile } = (await session.send('Profiler.stop')) as {
      profile: {
        nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
        samples: number[];
        timeDeltas: number[];
      };
    };
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byName = new Map<string, number>();
    for (const node of profile.nodes) {
      const k = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber}`;
      byName.set(k, (byName.get(k) ?? 0) + (self.get(node.id) ?? 0) / 1000);
    }
    console.log(
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, v]) => `${v.toFixed(0)} ms ${k}`)
        .join('\n'),
    );
  }
  const savedAt = await page.evaluate(() => performance.now());
  // The index is kept for the next start a few seconds later: part of the save's memory.
  await waitForConsole('Law library index kept', fromLine);
  await new Promise((r) => setTimeout(r, 500));
  sampling = false;
  await sampler;
  const workerSteadyMB = await worker.gcHeapMB();
  await session.send('HeapProfiler.collectGarbage');
  const rendererAfterMB = await rendererRssMB(browserSession);
  await worker.detach();
  const longTasks = (await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks))
    .filter((t) => t.start >= clickedAt && t.start <= savedAt)
    .map((t) => Math.round(t.duration));
  const indexedDbMB = await page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return (estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0) / (1024 * 1024);
  });

  // Offline: the app's requests and the service worker's own both fail.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  const reloadLine = consoleLines.length;
  const reloaded = Date.now();
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await waitForConsole('Saved library ready', reloadLine);
  const reloadToWarmMs = Date.now() - reloaded;
  const first = await askOffline(page, OFFLINE_QUESTIONS[0]!);
  const reloadedWorker = await attachWorker(browserSession, 'lawSearch');
  const workerAfterReloadMB = await reloadedWorker.gcHeapMB();
  await reloadedWorker.detach();

  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const answers: OfflineAsk[] = [];
  const answersLine = consoleLines.length;
  for (const question of OFFLINE_QUESTIONS.slice(1)) answers.push(await askOffline(page, question));
  const workerAnswersMs = consoleLines
    .slice(answersLine)
    .filter((l) => l.startsWith('Offline answer '))
    .map((l) => {
      const t = JSON.parse(l.slice('Offline answer '.length)) as { loadMs: number; searchMs: number };
      return Math.round(t.loadMs + t.searchMs);
    });

  await context.close();
  await browserSession.detach().catch(() => undefined);
  return {
    transferredBytes,
    saveMs,
    workerPeakMB,
    workerSteadyMB,
    workerAfterReloadMB,
    rendererBeforeMB,
    rendererPeakMB,
    rendererAfterMB,
    indexedDbMB,
    longTasks,
    reloadToWarmMs,
    firstAnswerMs: first.harnessMs,
    firstAnswerInPageMs: first.inPageMs,
    answersMs: answers.map((a) => a.harnessMs),
    answersInPageMs: answers.map((a) => a.inPageMs),
    workerAnswersMs,
    referenceMs,
    appTimings: consoleLines.filter((l) => /^(Law library saved|Law library index kept|Saved library ready)/.test(l)),
    load: loadNow(),
  };
}

export async function measureLibrarySave(baseUrl: string, runs = 3): Promise<LibrarySaveRun[]> {
  const results: LibrarySaveRun[] = [];
  for (let i = 0; i < runs; i++) {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      results.push(await oneRun(browser, baseUrl));
    } finally {
      await browser.close();
    }
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export function describeLibrarySave(runs: LibrarySaveRun[]): string[] {
  const m = (pick: (r: LibrarySaveRun) => number) => median(runs.map(pick));
  const f = (n: number, d = 0) => n.toFixed(d);
  const all = runs.flatMap((r) => r.answersMs);
  const allInPage = runs.flatMap((r) => r.answersInPageMs);
  const lines = runs.map(
    (r, i) =>
      `  run ${i + 1} (load ${r.load}): ${r.transferredBytes} B, saved in ${r.saveMs} ms; worker heap peak ${f(r.workerPeakMB, 1)} MB, steady ${f(r.workerSteadyMB, 1)} MB, ` +
      `after offline reload ${f(r.workerAfterReloadMB, 1)} MB; renderers ${f(r.rendererBeforeMB)} → peak ${f(r.rendererPeakMB)} → ${f(r.rendererAfterMB)} MB; ` +
      `IndexedDB ${f(r.indexedDbMB, 1)} MB; long tasks [${r.longTasks.join(', ')}] ms; offline reload → worker ready ${r.reloadToWarmMs} ms, first answer ${r.firstAnswerMs} ms (in the page ${r.firstAnswerInPageMs} ms); ` +
      `answers at 1× p50 ${median(r.answersMs)} ms, p95 ${percentile(r.answersMs, 95)} ms [${r.answersMs.join(', ')}], ` +
      `in the page p50 ${median(r.answersInPageMs)} ms, p95 ${percentile(r.answersInPageMs, 95)} ms [${r.answersInPageMs.join(', ')}], ` +
      `of which in the worker p50 ${median(r.workerAnswersMs)} ms, p95 ${percentile(r.workerAnswersMs, 95)} ms [${r.workerAnswersMs.join(', ')}]; reference ${f(r.referenceMs)} ms; app: ${r.appTimings.join('; ')}`,
  );
  return [
    `Saving the library on the issue-18 phone (4× CPU, Fast 3G; Chromium), median of ${runs.length}: ${f(m((r) => r.transferredBytes))} B transferred; ` +
      `click to "Saved" ${f(m((r) => r.saveMs))} ms (${f(
        m((r) => r.saveMs / r.referenceMs),
        1,
      )}× the reference workload at 1×, ${f(m((r) => r.referenceMs))} ms); ` +
      `worker heap peak ${f(
        m((r) => r.workerPeakMB),
        1,
      )} MB, steady ${f(
        m((r) => r.workerSteadyMB),
        1,
      )} MB (after an offline reload ${f(
        m((r) => r.workerAfterReloadMB),
        1,
      )} MB); ` +
      `renderer RSS growth ${f(m((r) => r.rendererAfterMB - r.rendererBeforeMB))} MB (peak +${f(m((r) => r.rendererPeakMB - r.rendererBeforeMB))} MB); ` +
      `IndexedDB ${f(
        m((r) => r.indexedDbMB),
        1,
      )} MB; longest main-thread task during the save ${f(m((r) => Math.max(0, ...r.longTasks)))} ms`,
    `Offline (network cut), 4× CPU: reload → saved library loaded in the worker ${f(m((r) => r.reloadToWarmMs))} ms; first answer ${f(m((r) => r.firstAnswerMs))} ms ` +
      `(in the page, click event → first frame with the answer: ${f(m((r) => r.firstAnswerInPageMs))} ms); ` +
      `at 1× over ${all.length} answers (${runs.length} × ${OFFLINE_QUESTIONS.length - 1} long questions): p50 ${median(all)} ms, p95 ${percentile(all, 95)} ms ` +
      `(in the page: p50 ${median(allInPage)} ms, p95 ${percentile(allInPage, 95)} ms)`,
    ...lines,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 3);
  // BENCH_PORT: another session's bench on the same machine may hold the default port.
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8193), {
    staticDir: process.argv[3] ?? 'dist',
    startTimeoutMs: 120_000,
  });
  try {
    console.log(`load before: ${loadNow()}`);
    for (const line of describeLibrarySave(await measureLibrarySave(server.url, runs))) console.log(line);
  } finally {
    await server.stop();
  }
}
