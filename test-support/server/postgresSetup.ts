import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgresServer';

/**
 * globalSetup of the `sync-server-postgres` test project: one real PostgreSQL server for the
 * run; each test server then works in a schema of its own there (testDatabase.ts).
 */
export default async function setup(project: TestProject) {
  const pg = await startTestPostgres();
  project.provide('testDatabaseUrl', pg.url);
  return () => pg.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
