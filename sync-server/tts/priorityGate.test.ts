import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priorityGate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('background work below request priority', () => {
  it('runs background jobs one at a time, and a request’s job at once, before the background jobs still waiting', async () => {
    const gate = new PriorityGate();
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof deferred>>();
    const job = (name: string) => () => {
      started.push(name);
      const d = deferred();
      jobs.set(name, d);
      return d.promise;
    };

    const background = ['b1', 'b2', 'b3'].map((name) => gate.background(job(name)));
    await settle();
    expect(started).toEqual(['b1']);

    // A request arrives while b1 runs: its job starts now (b1 cannot be interrupted).
    const request = gate.foreground(job('request'));
    await settle();
    expect(started).toEqual(['b1', 'request']);

    // b1 ends: b2 still waits, the request's job is running.
    jobs.get('b1')!.resolve();
    await settle();
    expect(started).toEqual(['b1', 'request']);

    jobs.get('request')!.resolve();
    await request;
    await settle();
    expect(started).toEqual(['b1', 'request', 'b2']);
    jobs.get('b2')!.resolve();
    await settle();
    expect(started).toEqual(['b1', 'request', 'b2', 'b3']);
    jobs.get('b3')!.resolve();
    await Promise.all(background);
    expect(gate.waiting).toBe(0);
  });

  it('goes on after a job fails', async () => {
    const gate = new PriorityGate();
    await expect(gate.background(() => Promise.reject(new Error('no voice')))).rejects.toThrow('no voice');
    await expect(gate.background(() => Promise.resolve('made'))).resolves.toBe('made');
    await expect(gate.foreground(() => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    await expect(gate.background(() => Promise.resolve('made again'))).resolves.toBe('made again');
  });
});
