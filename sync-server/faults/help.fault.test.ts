import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { openStore } from '../store';
import { seedPgliteTemplate } from '../../test-support/server/testDatabase';
import { buildServerBundle, CrashableServer } from '../../test-support/faults/crashableServer';
import { expectEveryMessageOnce, runHelpFaults } from '../../test-support/faults/helpFaultRun';

/**
 * Fault test for help messages on one server process with the embedded database
 * (PGlite in a temp DATA_DIR): see helpFaultRun.ts. help.fault.instances.test.ts runs the same
 * across two instances on one PostgreSQL.
 *
 * HELP_FAULT_SEQUENCES (default 200) and HELP_FAULT_SEED (default: random, printed) replay a run's
 * decisions (which faults, when to go offline, crash, replay); timings still vary between runs.
 */
const SEQUENCES = Number(process.env.HELP_FAULT_SEQUENCES ?? 200);
const SEED = Number(process.env.HELP_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('help messages under faults', () => {
  it(`every message becomes exactly one ticket after ${SEQUENCES} random sequences of offline/online, 500s, cut connections and server crashes`, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-help-fault-'));
    const bundleDir = path.join(REPO, '.tmp', `help-fault-${process.pid}`);
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => rm(bundleDir, { recursive: true, force: true }),
    );
    // The embedded database, initialised once per machine (initdb in WebAssembly takes seconds).
    await seedPgliteTemplate(dataDir);
    // One user sends hundreds of messages here: the daily limit is lifted.
    const server = new CrashableServer(await buildServerBundle(bundleDir), {
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      HELP_TICKETS_PER_DAY: '1000000',
    });
    const result = await runHelpFaults({
      label: 'one instance, embedded PGlite',
      sequences: SEQUENCES,
      seed: SEED,
      instances: [server],
      onCleanup: (cleanup) => cleanups.push(cleanup),
      // The killed server's files, opened again: every acknowledged write must be there.
      readStore: async () => {
        const store = await openStore(dataDir);
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
