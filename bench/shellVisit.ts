/**
 * What opening a screen costs in JS and CSS: files, bytes on the wire (as the server sent them:
 * brotli here) and raw, for a first visit to /login and for a signed-in open of /.
 * Alone: `npx tsx bench/shellVisit.ts [staticDir]` (default dist, built first).
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser';
import { startServer } from '../e2e/support/serverProcess';
import { signUpIn } from './benchAccount';

export interface ShellVisit {
  label: string;
  js: { files: number; wireKB: number; rawKB: number };
  css: { files: number; wireKB: number; rawKB: number };
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

async function record(page: Page, label: string, open: () => Promise<unknown>): Promise<ShellVisit> {
  const seen: Promise<{ type: 'js' | 'css'; wire: number; raw: number }>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const raw = response ? (await response.body()).length : 0;
        if (process.env.SHELL_VISIT_FILES) console.log(label, request.url().replace(/^.*\//, ''), sizes.responseBodySize);
        return { type: type === 'script' ? 'js' : 'css', wire: sizes.responseBodySize, raw };
      })(),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(seen);
  const sum = (type: 'js' | 'css') => {
    const of = files.filter((f) => f.type === type);
    return { files: of.length, wireKB: kb(of.reduce((n, f) => n + f.wire, 0)), rawKB: kb(of.reduce((n, f) => n + f.raw, 0)) };
  };
  return { label, js: sum('js'), css: sum('css') };
}

export async function measureShellVisits(baseUrl: string): Promise<ShellVisit[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const login = await browser.newPage();
    const first = await record(login, 'first visit to /login', () => login.goto(`${baseUrl}/login`));

    // Signed in (a fresh account, its cookie in this context), then / opened as a new tab would.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await signUpIn(context.request, baseUrl, 'bench');
    const home = await context.newPage();
    const signedIn = await record(home, 'signed-in open of /', () => home.goto(`${baseUrl}/`));
    return [first, signedIn];
  } finally {
    await browser.close();
  }
}

export function describeShellVisit(v: ShellVisit): string {
  return `${v.label}: JS ${v.js.files} files, ${v.js.wireKB} KB on the wire (${v.js.rawKB} KB raw); CSS ${v.css.files} files, ${v.css.wireKB} KB (${v.css.rawKB} KB raw)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(8192, { staticDir: process.argv[2] ?? 'dist' });
  try {
    for (const visit of await measureShellVisits(server.url)) console.log(describeShellVisit(visit));
  } finally {
    await server.stop();
  }
}
