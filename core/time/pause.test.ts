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
    let fired = false;
    setTimeout(() => (fired = true), 0);
    // Work that only awaited promises (microtasks) would never let the timer run; pauses do. The
    // count of pauses it takes depends on the machine's load (a timer waits at least 1 ms), so the
    // loop is bounded by a generous count, not by a clock.
    let pauses = 0;
    while (!fired && pauses < 100_000) {
      await pause();
      pauses += 1;
    }
    expect(fired).toBe(true);
  });
});
