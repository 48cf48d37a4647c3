import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundle serverChild.ts (the real createApp and everything it imports from the repo) once, so
 * each restart is a plain `node file.mjs` (~0.3 s) rather than a TypeScript start (~1.5 s).
 * The bundle goes under the repo's .tmp so its npm imports resolve from node_modules.
 */
export async function buildServerBundle(outDir: string): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const outfile = path.join(outDir, 'serverChild.mjs');
  await build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'serverChild.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** The server as a process that can be killed with SIGKILL (a crash) and started again on the same data. */
export class CrashableServer {
  /** Lines the server printed that start with this text (e.g. the admin notices). */
  readonly logged: string[] = [];
  starts = 0;
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();

  constructor(
    private readonly bundle: string,
    private readonly env: Record<string, string>,
    private readonly keepLinesStartingWith = '[laws-ai] Admin notified',
  ) {}

  /** Start and resolve with the port once it listens. */
  start(): Promise<number> {
    // --liftoff-only: V8 compiles PGlite's WebAssembly with its baseline compiler only. A process
    // that lives a few seconds never gains from the optimising tier, and skipping it cuts each
    // restart's CPU by about a third (the fault tests restart the server dozens of times).
    const child = spawn(process.execPath, ['--liftoff-only', this.bundle], {
      // SCRYPT_LOG_N: the test suite's cheaper password hashing (docs/security.md).
      env: { ...process.env, SCRYPT_LOG_N: '14', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.starts++;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
    });
    return new Promise<number>((resolve, reject) => {
      let buffered = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += String(chunk);
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          const listening = /^LISTENING (\d+)$/.exec(line);
          if (listening) resolve(Number(listening[1]));
          else if (line.startsWith(this.keepLinesStartingWith)) this.logged.push(line);
        }
      });
      child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening: ${stderr}`)));
    });
  }

  /** SIGKILL: no shutdown, no flush; whatever was in flight is cut. */
  async kill(): Promise<void> {
    this.#child?.kill('SIGKILL');
    await this.#exited;
  }
}
