import { defineConfig } from 'vitest/config';

// Everything runs in Node (jsdom needs Node 22). App tests that touch Dexie get an
// in-memory IndexedDB from fake-indexeddb.
// Server tests that start a server or a store (the others have nothing to do with the database).
const SERVER_STORE_TESTS = [
  'sync-server/app.restart.test.ts',
  'sync-server/ai/**/*.test.ts',
  'sync-server/auth/**/*.test.ts',
  'sync-server/http/api.test.ts',
  'sync-server/http/static.test.ts',
  'sync-server/privacy/**/*.test.ts',
  'sync-server/routes/**/*.test.ts',
  'sync-server/store/**/*.test.ts',
  'sync-server/tts/**/*.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on CI's 2 cores, where most
    // server tests wait on child processes, PostgreSQL or timers. Two run side by side.
    maxWorkers: 2,
    projects: [
      {
        // Some core tests rank the whole library many times: seconds on a busy 2-core machine.
        test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'sync-server',
          environment: 'node',
          include: ['sync-server/**/*.test.ts'],
          // The full-text index is built once before any file starts (lawIndexSetup.ts).
          globalSetup: ['test-support/server/lawIndexSetup.ts'],
          // The first store of a test file opens its PGlite (seconds on a busy machine).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The server tests again on a real PostgreSQL server (DATABASE_URL's driver), started by
        // postgresSetup.ts from Debian's postgresql package; each test server in its own schema.
        // Not the tests of separate processes on the embedded database (faults, index).
        test: {
          name: 'sync-server-postgres',
          environment: 'node',
          include: SERVER_STORE_TESTS,
          exclude: ['sync-server/faults/**', 'sync-server/index.test.ts'],
          globalSetup: ['test-support/server/lawIndexSetup.ts', 'test-support/server/postgresSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'app',
          environment: 'node',
          testTimeout: 30_000,
          include: ['app/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
    ],
  },
});
