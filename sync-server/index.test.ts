import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPgliteTemplate } from '../test-support/server/testDatabase';

const root = path.resolve(import.meta.dirname, '..');

interface Run {
  code: Promise<number | null>;
  output: () => { stdout: string; stderr: string };
  waitFor: (text: string) => Promise<void>;
  kill: (signal: NodeJS.Signals) => void;
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NARRATE_AT_START: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  const waiters: (() => void)[] = [];
  const onData = () => waiters.splice(0).forEach((w) => w());
  child.stdout.on('data', (d) => ((stdout += d), onData()));
  child.stderr.on('data', (d) => ((stderr += d), onData()));
  const code = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return {
    code,
    output: () => ({ stdout, stderr }),
    waitFor: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (stdout.includes(text)) resolve();
          else if (child.exitCode !== null) reject(new Error(`exited: ${stderr}`));
          else waiters.push(check);
        };
        code.then(check);
        check();
      }),
    kill: (signal) => child.kill(signal),
  };
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-main-'));
  // The embedded database, initialised once per machine (initdb in WebAssembly takes seconds).
  await seedPgliteTemplate(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('node --import tsx sync-server/index.ts (npm start)', () => {
  it('prints the bad variable and exits 1', async () => {
    const r = run({ PORT: 'abc', DATA_DIR: dir });
    expect(await r.code).toBe(1);
    expect(r.output().stderr).toContain('PORT must be an integer between 1 and 65535 (got "abc")');
  });

  it('refuses to start on a corrupt data file, naming it and leaving it as it was', async () => {
    const file = path.join(dir, 'laws-ai.json');
    await writeFile(file, '{"users": [ oops');
    const r = run({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await r.code).toBe(1);
    expect(r.output().stderr).toContain(file);
    expect(await readFile(file, 'utf8')).toBe('{"users": [ oops');
  });

  it('listens on PORT, answers, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const r = run({ DATA_DIR: dir, STATIC_DIR: dir, PORT: String(port) });
    await r.waitFor(`Laws AI listening on http://localhost:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
    expect(await res.json()).toEqual({ user: null });
    r.kill('SIGTERM');
    expect(await r.code).toBe(0);
  }, 120_000);
}, 30_000);
