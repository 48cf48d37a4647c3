/**
 * Server smoke test (docs/testing.md), run by .ci/run on Node 24 (and on any Node): starts the real
 * server as its own process with a throwaway data dir, signs up, reads a law with its official
 * text and history, and stops it. Exits non-zero on the first thing that is not as expected.
 * Run: npx tsx scripts/smoke-server.ts   (or: path/to/node --import tsx scripts/smoke-server.ts)
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/freePort';
import { signupPayload } from '../test-support/server/harness';

function check(ok: unknown, what: string): void {
  if (!ok) throw new Error(`smoke test failed: ${what}`);
  console.log(`ok - ${what}`);
}

const dir = await mkdtemp(join(tmpdir(), 'laws-ai-smoke-'));
const staticDir = join(dir, 'dist');
await mkdir(staticDir);
await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Laws AI</title>');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/index.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), STATIC_DIR: staticDir, LAW_INDEX_DIR: join(dir, 'law-index') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
try {
  console.log(`Node ${process.version}: starting the server on port ${port}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const signedOut = await fetch(`${url}/api/auth/me`).then(
      async (r) => r.status === 200 && (await r.json()).user === null,
      () => false,
    );
    if (signedOut) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('smoke test failed: the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  check(true, 'the server answers GET /api/auth/me with 200 {user: null} when signed out');
  check((await fetch(url)).status === 200, 'GET / serves the app');
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(signupPayload({ username: `smoke_${Date.now()}`, email: `smoke${Date.now()}@example.com` })),
  });
  check(signup.status === 201, `sign-up answers 201 (got ${signup.status})`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const law = await fetch(`${url}/api/legal/laws/usc-38-4323`, { headers: { cookie } });
  const body = (await law.json()) as { citation?: string; fullText?: string; lastAmended?: { date: string; publicLaw: string } };
  check(law.status === 200 && body.citation === '38 U.S.C. § 4323', '38 U.S.C. § 4323 is read');
  check(body.fullText?.includes('liquidated damages'), 'its official text is there');
  check(
    body.lastAmended?.date === '2025-01-02' && body.lastAmended.publicLaw === '118-210',
    'last amended Jan. 2, 2025 by Pub. L. 118-210',
  );
} finally {
  child.kill('SIGTERM');
  await exited;
  await rm(dir, { recursive: true, force: true });
}
