import type { MessagePort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { runThreadOnce } from './workerThread';

type TestReply =
  { type: 'watch'; port: MessagePort } | { type: 'progress' } | { type: 'done'; value: number } | { type: 'failed'; error: string };

/** Runs the test thread in `mode`; `gone` settles once the thread has ended (its port closed). */
function run(mode: string) {
  let progress = 0;
  let markGone: () => void = () => {};
  const gone = new Promise<void>((resolve) => (markGone = resolve));
  const result = runThreadOnce<TestReply, number>(
    new URL('../test-support/server/runOnce.worker.ts', import.meta.url),
    'the test thread',
    (reply) => {
      if (reply.type === 'watch') {
        reply.port.on('close', markGone);
        reply.port.on('message', () => {}); // started, so its close is seen
        return undefined;
      }
      if (reply.type === 'progress') return void progress++;
      return reply.type === 'done' ? { result: reply.value } : { error: reply.error };
    },
    { workerData: { mode } },
  );
  return { result, gone, progress: () => progress };
}

// A thread left running fails a test by its timeout.
describe('runThreadOnce', { timeout: 15_000 }, () => {
  it("resolves with the thread's result, after its progress, and ends the thread", async () => {
    const thread = run('result');
    await expect(thread.result).resolves.toBe(42);
    expect(thread.progress()).toBe(1);
    await thread.gone; // the test times out if the thread is left running
  });

  it('rejects with the failure the thread reports, naming the thread, and ends it', async () => {
    const thread = run('failed');
    await expect(thread.result).rejects.toThrow('the test thread failed: no law text');
    await thread.gone;
  });

  it('rejects when the thread throws', async () => {
    const thread = run('throws');
    await expect(thread.result).rejects.toThrow('the test thread failed: the disk is full');
    await thread.gone;
  });

  it('rejects when the thread exits without a result', async () => {
    const thread = run('exits');
    await expect(thread.result).rejects.toThrow('the test thread stopped before it finished (exit code 3)');
    await thread.gone;
  });
});
