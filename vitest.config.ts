import { defineConfig } from 'vitest/config';

// Everything runs in Node (jsdom needs Node 22). App tests that touch Dexie get an
// in-memory IndexedDB from fake-indexeddb.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'] },
      },
      {
        test: { name: 'sync-server', environment: 'node', include: ['sync-server/**/*.test.ts'] },
      },
      {
        test: {
          name: 'app',
          environment: 'node',
          include: ['app/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
    ],
  },
});
