/**
 * The Legal Assistant over a long conversation (docs/performance.md): 30 questions, written the way people
 * write (eval/ranking/ranking.everyday.ts), asked one after another on the built app and the real
 * server (the built-in answer path: no AI key), in Chromium.
 * - at 4× CPU (bench/phone.ts, network not throttled): each answer's main-thread cost (the
 *   DevTools protocol's TaskDuration and ScriptDuration, from the click on Search until the
 *   answer is shown whole) and the page's DOM size after it;
 * - at 1×: each answer's latency (click → the answer in the page).
 * Both with reduced motion (the answer shown whole at once, as after "Show full answer"): the
 * typewriter's cost is timer-driven (it depends on how long the typing takes on a loaded
 * machine), the same for the 1st and the 30th answer, and would drown what is compared here.
 * Apart from those, the typed run (measureTyping): the first TYPED_ANSWERS questions at 4× with
 * the typewriter on, each answer's main-thread cost from the click until it is all typed and
 * shown in its structured view (`BENCH_CONVERSATION=typing` runs it alone, `=whole` skips it).
 * The 30th question is the 1st again, so the 1st and 30th answers are the same work in a
 * conversation of 1 and of 30 answers; the means of answers 1-5 and 26-30 are given too.
 * Alone: `npx tsx bench/conversation.ts [staticDir]` (default dist, built first).
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';
import { everydayQuestions } from '../eval/ranking/ranking.everyday';
import { emulatePhone, PHONE_CPU_SLOWDOWN } from './phone';
import { latencySummary, type LatencySummary } from './latency';
import { signUpIn } from './benchAccount';

export const CONVERSATION_QUESTIONS: string[] = (() => {
  // Spread over the topics (health privacy, child labor, wages, benefits…), then the first again.
  const spread = everydayQuestions
    .filter((_, i) => i % 2 === 0)
    .slice(0, 29)
    .map((q) => q.question);
  return [...spread, spread[0]!];
})();

export interface AnswerCost {
  /** Main-thread task time from the click to the answer shown whole, ms (throttled time). */
  taskMs: number;
  scriptMs: number;
  /** Layout and style recalculation. */
  layoutMs: number;
  /** Elements in the document after the answer, and DevTools' live node count. */
  elements: number;
  nodes: number;
  /** Click → the answer's first text in the page, ms. */
  latencyMs: number;
}

export interface ConversationFigures {
  cpu: number;
  answers: AnswerCost[];
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

async function signUp(page: Page, baseUrl: string): Promise<void> {
  await signUpIn(page.context().request, baseUrl, 'benchchat');
}

/** Two frames and an idle moment: what the answer set off (its last renders, paints) is done. */
function settle(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 1000 })),
        ),
      ),
  );
}

/** Asks `question` as answer number `n` (0-based) and waits for it to be shown whole. */
async function ask(page: Page, cdp: CDPSession, question: string, n: number): Promise<AnswerCost> {
  const answer = page.locator(`article[aria-label="Answer"][data-message-index="${2 * n + 1}"]`);
  await page.getByRole('textbox', { name: 'Your question about federal law' }).fill(question);
  await settle(page);
  // Click → the answer in the page, timed inside the page.
  await page.evaluate(
    (index) => {
      const w = window as unknown as { __answerLatency?: Promise<number> };
      w.__answerLatency = new Promise<number>((resolve) => {
        let clicked = 0;
        document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (clicked && document.querySelector(`article[aria-label="Answer"][data-message-index="${index}"]`)) {
            observer.disconnect();
            resolve(performance.now() - clicked);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    2 * n + 1,
  );
  const before = await metrics(cdp);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const latencyMs = await page.evaluate(() => (window as unknown as { __answerLatency: Promise<number> }).__answerLatency);
  await answer.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 300_000 });
  await settle(page);
  const after = await metrics(cdp);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return {
    taskMs: (after.TaskDuration! - before.TaskDuration!) * 1000,
    scriptMs: (after.ScriptDuration! - before.ScriptDuration!) * 1000,
    layoutMs: (after.LayoutDuration! - before.LayoutDuration! + after.RecalcStyleDuration! - before.RecalcStyleDuration!) * 1000,
    elements,
    nodes: after.Nodes!,
    latencyMs,
  };
}

async function converse(
  browser: Browser,
  baseUrl: string,
  cpu: number,
  typing = false,
  questions = CONVERSATION_QUESTIONS,
): Promise<ConversationFigures> {
  // No service worker: its background precache is not the conversation's work. Typing: the
  // typewriter runs (no reduced motion) and an answer is done when it is all typed.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 915 },
    reducedMotion: typing ? 'no-preference' : 'reduce',
  });
  try {
    const page = await context.newPage();
    await signUp(page, baseUrl);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 2, name: 'Ask About Federal Regulations' }).waitFor({ timeout: 60_000 });
    const cdp = await emulatePhone(page, { cpu, network: false });
    await cdp.send('Performance.enable');
    const answers: AnswerCost[] = [];
    for (const [n, question] of questions.entries()) {
      answers.push(await ask(page, cdp, question, n));
      if (process.env.BENCH_VERBOSE) console.log(typing ? 'typing' : 'whole', cpu, n + 1, JSON.stringify(answers.at(-1)));
    }
    return { cpu, answers };
  } finally {
    await context.close();
  }
}

export interface ConversationRuns {
  /** 4× CPU: main-thread cost and DOM per answer; the run whose 30th-to-1st ratio is the median. */
  phone: ConversationFigures;
  /** Each 4× run's 30th-to-1st ratio, in the order run. */
  ratios: number[];
  /** 1×: latency. */
  desktop: ConversationFigures;
  latency: LatencySummary;
}

/** The 4× conversation is run this many times (median of 3): one answer's cost swings by ±50 %. */
export const CONVERSATION_RUNS = 3;

const ratioOf = ({ answers }: ConversationFigures) => answers.at(-1)!.taskMs / answers[0]!.taskMs;

export async function measureConversation(baseUrl: string, runs = CONVERSATION_RUNS): Promise<ConversationRuns> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const desktop = await converse(browser, baseUrl, 1);
    const phoneRuns: ConversationFigures[] = [];
    for (let i = 0; i < runs; i += 1) phoneRuns.push(await converse(browser, baseUrl, PHONE_CPU_SLOWDOWN));
    const phone = [...phoneRuns].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(runs / 2)]!;
    return { phone, ratios: phoneRuns.map(ratioOf), desktop, latency: latencySummary(desktop.answers.map((a) => a.latencyMs)) };
  } finally {
    await browser.close();
  }
}

/** Answers typed out (the first TYPED_ANSWERS questions): long answers take 10-20 s each to type. */
export const TYPED_ANSWERS = 6;

/**
 * The typewriter's cost at 4× CPU: main-thread time per answer from the click until it is all
 * typed and shown in its structured view, over the first TYPED_ANSWERS questions.
 */
export async function measureTyping(baseUrl: string, answers = TYPED_ANSWERS): Promise<ConversationFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await converse(browser, baseUrl, PHONE_CPU_SLOWDOWN, true, CONVERSATION_QUESTIONS.slice(0, answers));
  } finally {
    await browser.close();
  }
}

export function describeTyping({ cpu, answers }: ConversationFigures): string {
  const task = answers.map((a) => a.taskMs);
  return (
    `Assistant typed answers (typewriter on) at ${cpu}× CPU, ${answers.length} answers: main-thread per answer ` +
    `min ${Math.min(...task).toFixed(0)} / mean ${mean(task).toFixed(0)} / max ${Math.max(...task).toFixed(0)} ms ` +
    `(script mean ${mean(answers.map((a) => a.scriptMs)).toFixed(0)}, layout and style mean ${mean(answers.map((a) => a.layoutMs)).toFixed(0)}); ` +
    `each: ${task.map((t) => t.toFixed(0)).join(', ')}`
  );
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function describeConversation({ phone, ratios, desktop, latency }: ConversationRuns): string[] {
  const a = phone.answers;
  const first = a[0]!;
  const last = a.at(-1)!;
  const early = mean(a.slice(0, 5).map((x) => x.taskMs));
  const late = mean(a.slice(-5).map((x) => x.taskMs));
  return [
    `Assistant, ${a.length} answers at ${phone.cpu}× CPU, the median of ${ratios.length} runs (30th ÷ 1st: ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')}; ≤ 1.2×: ${ratioOf(phone) <= 1.2 ? 'met' : 'not met'}): main-thread 1st ${first.taskMs.toFixed(0)} ms (script ${first.scriptMs.toFixed(0)}, layout and style ${first.layoutMs.toFixed(0)}), ` +
      `30th ${last.taskMs.toFixed(0)} ms (script ${last.scriptMs.toFixed(0)}, layout and style ${last.layoutMs.toFixed(0)}): ${(last.taskMs / first.taskMs).toFixed(2)}× (same question); ` +
      `mean of answers 1-5 ${early.toFixed(0)} ms, 26-30 ${late.toFixed(0)} ms (${(late / early).toFixed(2)}×)`,
    `Assistant DOM: ${first.elements} elements (${first.nodes} nodes) after the 1st answer, ${last.elements} (${last.nodes}) after the 30th; ` +
      `most ${Math.max(...a.map((x) => x.elements))} elements`,
    `Assistant answer latency online at 1× (click → answer in the page, ${desktop.answers.length} answers): p50 ${latency.p50.toFixed(0)} / p95 ${latency.p95.toFixed(0)} ms; ` +
      `at ${phone.cpu}×: p50 ${latencySummary(a.map((x) => x.latencyMs)).p50.toFixed(0)} / p95 ${latencySummary(a.map((x) => x.latencyMs)).p95.toFixed(0)} ms`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(await freePort(), { staticDir: process.argv[2] ?? 'dist', startTimeoutMs: 120_000 });
  try {
    const { loadavg } = await import('node:os');
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(', ');
    console.log(`load average at start: ${load()}`);
    // BENCH_CONVERSATION=typing: only the typed run; =whole: only the answers shown whole.
    const only = process.env.BENCH_CONVERSATION;
    if (only !== 'whole') {
      console.log(describeTyping(await measureTyping(server.url)));
      console.log(`load average: ${load()}`);
    }
    if (only !== 'typing') for (const line of describeConversation(await measureConversation(server.url))) console.log(line);
    console.log(`load average at end: ${load()}`);
  } finally {
    await server.stop();
  }
}
