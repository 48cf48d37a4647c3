import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { openStore } from '../store';
import { startTestPostgres } from '../../test-support/server/postgresServer';
import { buildServerBundle, CrashableServer } from '../../test-support/faults/crashableServer';
import { expectEveryMessageOnce, runHelpFaults } from '../../test-support/faults/helpFaultRun';

/**
 * The help fault test (helpFaultRun.ts) across two server processes on one PostgreSQL server,
 * each with its own DATA_DIR (two machines), behind the fault proxy taking them in turn as a
 * round-robin load balancer would: a message's first attempt and its retries land on either
 * instance, either may be killed mid-request, and still every message is one ticket with a
 * number of its own.
 *
 * HELP_FAULT_SEQUENCES (default 200) and HELP_FAULT_SEED (default: random, printed) as in help.fault.test.ts.
 */
const SEQUENCES = Number(process.env.HELP_FAULT_SEQUENCES ?? 200);
const SEED = Number(process.env.HELP_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}, 120_000);

describe('help messages under faults, two instances on one PostgreSQL', () => {
  it(`every message becomes exactly one ticket with a unique number after ${SEQUENCES} random sequences spread over both instances`, async () => {
    const pg = await startTestPostgres();
    cleanups.push(() => pg.stop());
    const bundleDir = path.join(REPO, '.tmp', `help-fault-instances-${process.pid}`);
    cleanups.push(() => rm(bundleDir, { recursive: true, force: true }));
    const bundle = await buildServerBundle(bundleDir);
    const instances: CrashableServer[] = [];
    const dirs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const dir = await mkdtemp(path.join(tmpdir(), `laws-ai-help-fault-${i}-`));
      dirs.push(dir);
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      // No SESSION_KEYS: both share the key kept in the database. One user sends hundreds of messages: no daily limit.
      instances.push(
        new CrashableServer(bundle, { DATABASE_URL: pg.url, DATA_DIR: dir, STATIC_DIR: dir, HELP_TICKETS_PER_DAY: '1000000' }),
      );
    }
    const result = await runHelpFaults({
      label: 'two instances, one PostgreSQL, round-robin',
      sequences: SEQUENCES,
      seed: SEED,
      instances,
      onCleanup: (cleanup) => cleanups.push(cleanup),
      readStore: async () => {
        const store = await openStore(dirs[0]!, { databaseUrl: pg.url });
        try {
          return await store.snapshot();
        } finally {
          await store.close();
        }
      },
    });
    console.log(result.report);
    expectEveryMessageOnce(result, SEQUENCES);
  }, 900_000);
});
