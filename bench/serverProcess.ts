import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the real server (built app + /api) on a free port with a throwaway data dir. */
export async function startServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'laws-ai-bench-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'sync-server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: 'dist' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/auth/me`)).status === 401) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
