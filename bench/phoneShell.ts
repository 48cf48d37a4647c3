/**
 * The phone figures for the app's shell (docs/performance.md, "On a phone"): Chromium with 4× CPU and Fast 3G
 * (bench/phone.ts), the built app on the real server, the median of 3 runs each of
 * - a first visit to /login: JS + CSS on the wire, first paint (first-contentful-paint), ready;
 * - a signed-in open of / on a device where the user is remembered, with an empty HTTP cache and
 *   no service worker: ready;
 * - a repeat open of / with the service worker installed and the HTTP cache warm: every byte the
 *   server sent (headers included, the service worker's own requests too), until 2 s of quiet;
 * and, as the reference, an unthrottled Vite + Mantine "hello world" served by the same server.
 *
 * "Ready" is the moment the screen's main control is drawn and usable, read in the page itself:
 * /login's "Log In" button enabled; /'s question box enabled; the hello world's button.
 * Alone: `npx tsx bench/phoneShell.ts [distDir]` (after `npm run build`).
 */
import { loadavg } from 'node:os';
import { rm } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';
import { startCountingProxy, type CountingProxy } from './countingProxy';
import { buildHelloWorld } from './helloWorld';
import { emulatePhone } from './phone';
import { signUpIn } from './benchAccount';

export interface OpenFigures {
  firstPaintMs: number;
  readyMs: number;
  /** JS and CSS bodies as sent (brotli here), KB. */
  jsCssWireKB: number;
  /** Everything the server sent for this open, headers included, KB. */
  transferredKB: number;
}

export interface PhoneShellFigures {
  reference: OpenFigures;
  login: OpenFigures;
  signedInHome: OpenFigures;
  repeatHome: OpenFigures;
  /** The load average (1 min) before each part. */
  load: number[];
}

/** In the page: the selector of the screen's main control, usable. */
const READY = {
  hello: 'button:not([disabled])',
  login: 'main form button[type="submit"]:not([disabled])',
  home: 'form[aria-label="Ask a legal question"] textarea:not([disabled])',
} as const;

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load1 = () => Math.round(loadavg()[0] * 10) / 10;

/** Records, in the page, when the ready selector first matches (performance.now(), ms since navigation). */
async function watchReady(context: BrowserContext, selector: string) {
  // As source text: a function passed here would be serialized with tsx's helpers it can't see.
  await context.addInitScript({
    content: `(() => {
      const observer = new MutationObserver(() => {
        if (window.__ready === undefined && document.querySelector(${JSON.stringify(selector)})) {
          window.__ready = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    })();`,
  });
}

async function open(page: Page, proxy: CountingProxy, url: string, { throttle }: { throttle: boolean }): Promise<OpenFigures> {
  const jsCss: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') jsCss.push(request.sizes().then((s) => s.responseBodySize));
  });
  const session = throttle ? await emulatePhone(page) : undefined;
  proxy.reset();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, undefined, {
    timeout: 120_000,
    polling: 100,
  });
  // Whatever the open still sends after its screen is ready counts too: wait for 2 s of quiet.
  while (Date.now() - proxy.lastActivity() < 2000) await new Promise((r) => setTimeout(r, 200));
  const transferred = proxy.received();
  const { ready, paint } = await page.evaluate(() => ({
    ready: (window as unknown as { __ready: number }).__ready,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }));
  await session?.detach();
  const wire = (await Promise.all(jsCss)).reduce((a, b) => a + b, 0);
  // Usable means drawn too: never before the first paint.
  return {
    firstPaintMs: Math.round(paint),
    readyMs: Math.round(Math.max(ready, paint)),
    jsCssWireKB: kb(wire),
    transferredKB: kb(transferred),
  };
}

function medianOf(runs: OpenFigures[]): OpenFigures {
  return {
    firstPaintMs: median(runs.map((r) => r.firstPaintMs)),
    readyMs: median(runs.map((r) => r.readyMs)),
    jsCssWireKB: median(runs.map((r) => r.jsCssWireKB)),
    transferredKB: median(runs.map((r) => r.transferredKB)),
  };
}

interface Account {
  email: string;
  password: string;
}

/** One account for every signed-in open (the server limits sign-ups per address). */
async function createAccount(browser: Browser, baseUrl: string): Promise<Account> {
  const context = await browser.newContext();
  try {
    return await signUpIn(context.request, baseUrl, 'phone');
  } finally {
    await context.close();
  }
}

/** Signs the account in: its session cookie is then in this context. */
async function signIn(context: BrowserContext, baseUrl: string, account: Account) {
  const reply = await context.request.post(`${baseUrl}/api/auth/login`, { headers: { Origin: baseUrl }, data: account });
  if (!reply.ok()) throw new Error(`login failed: ${reply.status()} ${await reply.text()}`);
}

async function signedInHome(browser: Browser, proxy: CountingProxy, account: Account): Promise<OpenFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await signIn(context, proxy.url, account);
    await watchReady(context, READY.home);
    // A first open remembers the user on the device (Dexie and the flag the shell reads).
    const first = await context.newPage();
    await first.goto(`${proxy.url}/`);
    await first.waitForFunction(() => localStorage.getItem('laws-ai.remembered-user') !== null, undefined, { timeout: 60_000 });
    await first.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    return await open(page, proxy, `${proxy.url}/`, { throttle: true });
  } finally {
    await context.close();
  }
}

async function repeatHome(browser: Browser, proxy: CountingProxy, account: Account): Promise<OpenFigures> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    await signIn(context, proxy.url, account);
    await watchReady(context, READY.home);
    const first = await context.newPage();
    await first.goto(`${proxy.url}/`);
    // Installed = its precache is complete; then the page is controlled after a reload.
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.reload();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await first.waitForLoadState('networkidle');
    await first.close();
    return await open(await context.newPage(), proxy, `${proxy.url}/`, { throttle: true });
  } finally {
    await context.close();
  }
}

async function firstVisit(browser: Browser, proxy: CountingProxy, path: string, selector: string, throttle: boolean): Promise<OpenFigures> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await watchReady(context, selector);
    return await open(await context.newPage(), proxy, `${proxy.url}${path}`, { throttle });
  } finally {
    await context.close();
  }
}

async function threeTimes(run: () => Promise<OpenFigures>): Promise<OpenFigures> {
  const runs: OpenFigures[] = [];
  for (let i = 0; i < 3; i++) runs.push(await run());
  return medianOf(runs);
}

/** Measures the app served at appPort (and starts, measures and stops the hello world's server). */
export async function measurePhoneShell(appPort: number): Promise<PhoneShellFigures> {
  const helloDir = await buildHelloWorld();
  try {
    const helloPort = await freePort();
    // A busy machine starts a second server slowly (its embedded database is made anew).
    const hello = await startServer(helloPort, { staticDir: helloDir, startTimeoutMs: 180_000 });
    try {
      return await measureAgainst(helloPort, appPort);
    } finally {
      await hello.stop();
    }
  } finally {
    await rm(helloDir, { recursive: true, force: true });
  }
}

async function measureAgainst(helloPort: number, appPort: number): Promise<PhoneShellFigures> {
  const helloProxy = await startCountingProxy(helloPort);
  const appProxy = await startCountingProxy(appPort);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const load: number[] = [];
  try {
    load.push(load1());
    const reference = await threeTimes(() => firstVisit(browser, helloProxy, '/', READY.hello, false));
    load.push(load1());
    const login = await threeTimes(() => firstVisit(browser, appProxy, '/login', READY.login, true));
    load.push(load1());
    const account = await createAccount(browser, appProxy.url);
    const home = await threeTimes(() => signedInHome(browser, appProxy, account));
    load.push(load1());
    const repeat = await threeTimes(() => repeatHome(browser, appProxy, account));
    load.push(load1());
    return { reference, login, signedInHome: home, repeatHome: repeat, load };
  } finally {
    await browser.close();
    await Promise.all([helloProxy.close(), appProxy.close()]);
  }
}

const TARGETS = { loginWireKB: 260, loginPaintMs: 4000, loginReadyMs: 5500, homeReadyMs: 6500, repeatKB: 10 };

export function describePhoneShell(f: PhoneShellFigures): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const x = (ms: number, ref: number) => `${(ms / ref).toFixed(1)}× the reference`;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  const r = f.reference;
  return [
    `Phone shell (4× CPU, Fast 3G; median of 3; load ${f.load.join(' → ')}):`,
    `  reference hello world (unthrottled): JS+CSS ${r.jsCssWireKB} KB, first paint ${s(r.firstPaintMs)}, ready ${s(r.readyMs)}`,
    `  /login first visit: JS+CSS ${f.login.jsCssWireKB} KB on the wire (≤ ${TARGETS.loginWireKB}: ${met(f.login.jsCssWireKB <= TARGETS.loginWireKB)}; ` +
      `${(f.login.jsCssWireKB / r.jsCssWireKB).toFixed(1)}× the reference), ${f.login.transferredKB} KB in all; ` +
      `first paint ${s(f.login.firstPaintMs)} (≤ 4.0 s: ${met(f.login.firstPaintMs <= TARGETS.loginPaintMs)}; ${x(f.login.firstPaintMs, r.firstPaintMs)}); ` +
      `ready ${s(f.login.readyMs)} (≤ 5.5 s: ${met(f.login.readyMs <= TARGETS.loginReadyMs)}; ${x(f.login.readyMs, r.readyMs)})`,
    `  / signed in, empty cache: JS+CSS ${f.signedInHome.jsCssWireKB} KB, ${f.signedInHome.transferredKB} KB in all; first paint ${s(f.signedInHome.firstPaintMs)}; ` +
      `ready ${s(f.signedInHome.readyMs)} (≤ 6.5 s: ${met(f.signedInHome.readyMs <= TARGETS.homeReadyMs)}; ${x(f.signedInHome.readyMs, r.readyMs)})`,
    `  / repeat open (service worker installed, cache warm): ${f.repeatHome.transferredKB} KB transferred (≤ 10 KB: ${met(f.repeatHome.transferredKB <= TARGETS.repeatKB)}); ` +
      `first paint ${s(f.repeatHome.firstPaintMs)}; ready ${s(f.repeatHome.readyMs)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = await freePort();
  // A busy machine can take more than 30 s to start the server (PGlite, the index).
  const server = await startServer(port, { staticDir: process.argv[2] ?? 'dist', startTimeoutMs: 120_000 });
  try {
    for (const line of describePhoneShell(await measurePhoneShell(port))) console.log(line);
  } finally {
    await server.stop();
  }
}
