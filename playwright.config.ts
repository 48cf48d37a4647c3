import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser';

// The e2e suite runs against the BUILT app served by the real server (the service worker
// only exists in a build), on its own port and a fresh data dir.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = '.tmp/e2e-data';

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
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx vite build --logLevel warn && npx tsx sync-server/index.ts`,
    url: `http://localhost:${PORT}/api/auth/me`,
    env: { PORT: String(PORT), DATA_DIR, STATIC_DIR: 'dist', LOGIN_MAX_ATTEMPTS: '50' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
