import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

// Everything runs in Node but the app's component tests (Testing Library, app/testing/render.tsx),
// which ask for happy-dom in their first line and run in the app-dom project below. App tests that touch Dexie get an in-memory
// IndexedDB from fake-indexeddb.
// The server tests run again on a real PostgreSQL server: the store's own tests and the routes
// that write a user's data (accounts, sessions, limits, help tickets, searches, quiz results,
// receipts). The other routes (law search, AI answers, audio, news) reach the store only through
// functions whose store tests already run on both databases; running them twice cost CI ~8 minutes.
const SERVER_STORE_TESTS = [
  'sync-server/app.restart.test.ts',
  'sync-server/auth/**/*.test.ts',
  'sync-server/http/api.test.ts',
  'sync-server/privacy/**/*.test.ts',
  'sync-server/store/**/*.test.ts',
  'sync-server/routes/{account,accounts.limits,auth,auth.*,authPassword,bounded,help,legal.recent,quiz,receipts,sessions.lifetime,storeErrorLog}.test.ts',
];

// Server tests that check what a process does before its first search (the index not built yet):
// they need modules of their own, not ones another file already used.
const FRESH_MODULE_TESTS = ['sync-server/routes/legal.library.test.ts'];

// A server test's limit: a deadline against a hang, not a speed check (speed is measured in
// `npm run bench` and docs/performance.md), so generous enough for a loaded 2-core machine.
const SERVER_TEST_TIMEOUT_MS = 300_000;

// expect.poll's own deadline is 1 s: on a loaded machine a render or a store's write can take longer
// (vi.waitFor's, which no setting changes, is app/testing/settled.ts). Against a hang, not a speed check.
const EXPECT = { poll: { timeout: 10_000 } };

// The app's component tests (their first line asks for happy-dom) run as a project of their own that
// shares a worker's modules: React, Mantine and the screens load once per worker, not once per file
// (the 28 files' import time 141 s -> 27 s). A file that mocks a module or redefines a browser global
// needs modules of its own and stays in the isolated app project.
const NEEDS_OWN_MODULES = /vi\.mock\(|vi\.stubGlobal\(|defineProperty\((navigator|globalThis|window)\b/;
const COMPONENT_TESTS = globSync('app/**/*.test.ts').filter((file) => {
  const source = readFileSync(file, 'utf8');
  return source.startsWith('// @vitest-environment happy-dom') && !NEEDS_OWN_MODULES.test(source);
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on CI's 2 cores, where most
    // server tests wait on child processes, PostgreSQL or timers. Two run side by side.
    maxWorkers: 2,
    projects: [
      {
        // Some core tests rank the whole library many times: seconds on a busy 2-core machine.
        test: {
          name: 'core',
          expect: EXPECT,
          environment: 'node',
          include: ['core/**/*.test.ts'],
          testTimeout: 30_000,
          // Files share a worker's modules: the corpus and its indexes are loaded once per worker
          // instead of once per file (import time 311 s → 22 s, CPU 153 s → 70 s under load;
          // docs/performance.md "CI time"). No core test mocks a module or stubs a global.
          isolate: false,
        },
      },
      {
        test: {
          name: 'sync-server',
          expect: EXPECT,
          environment: 'node',
          include: ['sync-server/**/*.test.ts'],
          exclude: FRESH_MODULE_TESTS,
          // The full-text index is built once before any file starts (lawIndexSetup.ts).
          globalSetup: ['test-support/server/lawIndexSetup.ts'],
          // Files share a worker's modules (the server and the library are imported once per
          // worker, not once per file: about half the project's CPU time); each test opens its own
          // app and store, and nothing patches a module.
          isolate: false,
          // The first store of a test file opens its PGlite (seconds on a busy machine); a file's
          // first test pays for what its worker loads first: legal.ai's first answer took 103 s at
          // load ~19, near a 120 s limit (docs/performance.md, "Flaky tests found and fixed (s11)").
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'sync-server-fresh',
          expect: EXPECT,
          environment: 'node',
          include: FRESH_MODULE_TESTS,
          globalSetup: ['test-support/server/lawIndexSetup.ts'],
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
      {
        // The server tests again on a real PostgreSQL server (DATABASE_URL's driver), started by
        // postgresSetup.ts from Debian's postgresql package; each test server in its own schema.
        // Not the tests of separate processes on the embedded database (faults, index).
        test: {
          name: 'sync-server-postgres',
          expect: EXPECT,
          environment: 'node',
          include: SERVER_STORE_TESTS,
          exclude: ['sync-server/faults/**', 'sync-server/index.test.ts'],
          globalSetup: ['test-support/server/lawIndexSetup.ts', 'test-support/server/postgresSetup.ts'],
          isolate: false,
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'app',
          expect: EXPECT,
          environment: 'node',
          testTimeout: 30_000,
          include: ['app/**/*.test.ts'],
          exclude: COMPONENT_TESTS,
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'app-dom',
          expect: EXPECT,
          environment: 'happy-dom',
          testTimeout: 30_000,
          include: COMPONENT_TESTS,
          isolate: false,
          setupFiles: ['fake-indexeddb/auto', 'app/testing/domSetup.ts'],
        },
      },
    ],
  },
});
