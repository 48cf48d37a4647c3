import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningServer {
  url: string;
  /** The server process's id (the bench reads its memory). */
  pid: number;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  staticDir?: string;
  /** Extra environment for the server (e.g. upstream URLs pointing at fakes). */
  env?: Record<string, string>;
  /** How long to wait for it to answer (a loaded machine starts it slowly). */
  startTimeoutMs?: number;
  /** Each line the server writes to stdout (ignored when not given). */
  onStdout?: (line: string) => void;
  /** The server's process id, as soon as it is started (the stall bench samples its main thread). */
  onSpawn?: (pid: number) => void;
}

/** Starts the real server (built app + /api) as its own process, with a throwaway data dir. */
export async function startServer(
  port: number,
  { staticDir = 'dist', env = {}, startTimeoutMs = 90_000, onStdout, onSpawn }: StartServerOptions = {},
): Promise<RunningServer> {
  const url = `http://localhost:${port}`;
  // Another server already there (e.g. left over by an interrupted run) would answer in its place.
  const taken = await fetch(`${url}/api/auth/me`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use`);
  const dataDir = await mkdtemp(join(tmpdir(), 'laws-ai-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/index.ts'], {
    // No narrations made ahead unless asked for: a short-lived server has no use for them.
    env: { ...process.env, NARRATE_AT_START: '0', ...env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (child.pid !== undefined) onSpawn?.(child.pid);
  if (onStdout) createInterface({ input: child.stdout! }).on('line', onStdout);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/auth/me`)).status === 200) break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGTERM');
        await rm(dataDir, { recursive: true, force: true });
        throw new Error(`server on port ${port} did not start`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
