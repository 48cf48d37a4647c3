import { describe, expect, it } from 'vitest';
import { importInSteps } from './importInSteps';

describe('importInSteps', () => {
  it('loads each step in a task of its own, in order, then the module itself', async () => {
    const seen: string[] = [];
    let task = 0;
    const ticker = setInterval(() => task++, 0);
    const step = (name: string) => () => {
      seen.push(`${name}@${task}`);
      return Promise.resolve();
    };
    try {
      const module = await importInSteps([step('zod'), step('dexie')], async () => {
        seen.push(`last@${task}`);
        return { loaded: true };
      });
      expect(module).toEqual({ loaded: true });
    } finally {
      clearInterval(ticker);
    }
    expect(seen.map((entry) => entry.split('@')[0])).toEqual(['zod', 'dexie', 'last']);
    const tasks = seen.map((entry) => Number(entry.split('@')[1]));
    expect(tasks[1]).toBeGreaterThan(tasks[0]!);
    expect(tasks[2]).toBeGreaterThan(tasks[1]!);
  });

  it('goes on past a step that fails, and reports the failure of the module itself', async () => {
    await expect(importInSteps([() => Promise.reject(new Error('offline'))], () => Promise.resolve('module'))).resolves.toBe('module');
    await expect(importInSteps([], () => Promise.reject(new Error('chunk missing')))).rejects.toThrow('chunk missing');
  });
});
