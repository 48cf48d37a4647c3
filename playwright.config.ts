import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser';

// The e2e suite runs against the BUILT app served by the real server (the service worker
// only exists in a build), on its own port, build folder and fresh data dir, so two runs on
// one machine never share anything. The port is chosen once in the runner process; workers
// inherit it through the environment.
process.env.E2E_PORT ??= String(8200 + (process.pid % 700));
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = `.tmp/e2e-${PORT}/data`;
const STATIC_DIR = `.tmp/e2e-${PORT}/dist`;
process.env.E2E_STATIC_DIR = STATIC_DIR;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    serviceWorkers: 'allow',
    // A failing test keeps its trace (each action's DOM snapshot, the network, the console) but no
    // screencast: recording screenshots made a test's steps 1.15× slower on this 2-core machine at
    // load ~8, 1.7-2× at load ~20 (docs/performance.md "CI time").
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: {
    command: `rm -rf .tmp/e2e-${PORT} && npx vite build --logLevel warn --outDir ../${STATIC_DIR} && node --import tsx sync-server/index.ts`,
    url: `http://localhost:${PORT}/api/auth/me`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      STATIC_DIR,
      LOGIN_MAX_ATTEMPTS: '50',
      SCRYPT_LOG_N: '14',
      SIGNUP_MAX_PER_IP: '100000',
      NEWS_REFRESH_COOLDOWN_SECONDS: '0',
      NARRATE_AT_START: '0',
      LAW_INDEX_DIR: process.env.LAW_INDEX_DIR ?? '.tmp/law-index',
    },
    reuseExistingServer: false,
    // The build, then the first start of the embedded database (initdb in WebAssembly: seconds).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
