import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real PostgreSQL server for tests, in a temp directory on a free port of 127.0.0.1: the
 * Debian `postgresql` package's binaries (/usr/lib/postgresql/<version>/bin, or POSTGRES_BIN).
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
 */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

export function postgresBinDir(): string | undefined {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found: install the postgresql package (apt-get install postgresql) or set POSTGRES_BIN',
    );
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  const dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    await chmod(dir, 0o755);
    const { uid, gid } = userIds('postgres');
    await chown(dir, uid, gid);
  }
  const [initCmd, initArgs] = run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const [cmd, args] = run(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    // A throwaway test server: durability off is fine here (the kill -9 tests use PGlite's files).
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (/ready to accept connections/.test(log)) return resolve();
      if (child.exitCode !== null) return reject(new Error(`postgres exited: ${log}`));
      if (Date.now() - started > 60_000) return reject(new Error(`postgres did not start in 60 s: ${log}`));
      setTimeout(check, 100);
    };
    check();
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // Signal postgres itself (runuser does not pass SIGINT on): a fast shutdown.
      const pid = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // already gone
        }
      } else child.kill('SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const out = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const outG = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(out.stdout.trim()), gid: Number(outG.stdout.trim()) };
}
