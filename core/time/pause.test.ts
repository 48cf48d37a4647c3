import { describe, expect, it } from 'vitest';
import { pause, workSlices } from './pause';

describe('work in slices', () => {
  it('asks for a pause only once a slice has run its time, and starts the next slice after it', async () => {
    let clock = 100;
    const slices = workSlices(8, () => clock);
    clock = 107.9;
    expect(slices.due()).toBe(false);
    clock = 108;
    expect(slices.due()).toBe(true);
    await slices.pause();
    expect(slices.due()).toBe(false);
    clock = 116;
    expect(slices.due()).toBe(true);
  });

  it('lets a timer and pending I/O run at a pause', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    // A timer set now is due within a millisecond: the pauses give it its turn.
    const until = performance.now() + 5;
    while (performance.now() < until) await pause();
    order.push('work');
    expect(order).toEqual(['timer', 'work']);
  });
});
