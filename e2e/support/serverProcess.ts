import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the real server (built app + /api) as its own process, with a throwaway data dir. */
export async function startServer(port: number, { staticDir = 'dist' } = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'laws-ai-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/auth/me`)).status === 401) break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server on port ${port} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
