/**
 * Runs before `npm test` (npm's `pretest`): the suite needs a Chromium for Playwright and the
 * PostgreSQL server binaries for the server tests' second run (docs/testing.md). Finds them;
 * installs what is missing with apt-get where it can (as root, or with sudo that asks no
 * password); otherwise says in one line what to install and stops before any test runs.
 *
 *   Chromium:   Debian's /usr/bin/chromium (e2e/browser.ts uses it when present), else the browser
 *               Playwright downloaded; missing: apt-get install chromium, else
 *               `playwright install chromium` where downloads work.
 *   PostgreSQL: /usr/lib/postgresql/<version>/bin/initdb, or POSTGRES_BIN; missing:
 *               apt-get install postgresql.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SYSTEM_CHROMIUM } from '../e2e/browser';
import { postgresBinDir } from '../test-support/server/postgresServer';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** How to run apt-get here: directly as root, through sudo when it needs no password, or not at all. */
function aptPrefix(): string[] | undefined {
  if (!existsSync('/usr/bin/apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return undefined;
}

let aptUpdated = false;
function aptInstall(pkg: string): boolean {
  const prefix = aptPrefix();
  if (!prefix) return false;
  const [cmd, ...pre] = [...prefix, 'apt-get'];
  const noninteractive = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) aptUpdated = run(cmd!, [...pre, 'update', '-qq'], noninteractive);
  return aptUpdated && run(cmd!, [...pre, 'install', '-y', '-qq', pkg], noninteractive);
}

function playwrightBrowser(): string | undefined {
  try {
    const file = chromium.executablePath();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Playwright's own command line, run with this Node (npx could look the package up online). */
const PLAYWRIGHT_CLI = new URL('../node_modules/@playwright/test/cli.js', import.meta.url).pathname;

function hasChromium(): boolean {
  return existsSync(SYSTEM_CHROMIUM) || playwrightBrowser() !== undefined;
}

const missing: string[] = [];

if (!hasChromium()) {
  console.log('pretest: no Chromium found; trying apt-get install chromium');
  const installed =
    aptInstall('chromium') ||
    (!process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD && run(process.execPath, [PLAYWRIGHT_CLI, 'install', 'chromium']));
  if (!installed || !hasChromium()) missing.push('Chromium (sudo apt-get install chromium, or npx playwright install chromium)');
}

function hasPostgres(): boolean {
  const dir = postgresBinDir();
  return dir !== undefined && existsSync(path.join(dir, 'initdb'));
}

if (!hasPostgres() && process.env.POSTGRES_BIN) {
  missing.push(`the PostgreSQL server binaries in POSTGRES_BIN (${process.env.POSTGRES_BIN} has no initdb)`);
} else if (!hasPostgres()) {
  console.log('pretest: no PostgreSQL server binaries found; trying apt-get install postgresql');
  if (!aptInstall('postgresql') || !hasPostgres()) {
    missing.push('the PostgreSQL server (sudo apt-get install postgresql, or set POSTGRES_BIN to its bin directory)');
  }
}

if (missing.length > 0) {
  console.error(`npm test needs ${missing.join(' and ')}: install ${missing.length > 1 ? 'them' : 'it'}, then run npm test again.`);
  process.exit(1);
}
