import { constants, getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { synthesizeMp3 } from './synthesizer';

// Linux gives each thread its own nice value; elsewhere a thread's priority is the process's.
describe.runIf(process.platform === 'linux')('speech threads', () => {
  it('make a narration someone is waiting for at normal priority, and one made ahead below it', async () => {
    const base = getPriority(0);
    const played = await synthesizeMp3('Congress shall make no law.', 'en-us');
    expect(played.mp3.byteLength).toBeGreaterThan(1000);
    expect(played.threadPriority).toBe(base);

    const ahead = await synthesizeMp3('Congress shall make no law.', 'en-us', { background: true });
    expect(ahead.mp3.byteLength).toBeGreaterThan(1000);
    expect(ahead.threadPriority).toBe(Math.max(base, constants.priority.PRIORITY_BELOW_NORMAL));
  }, 60_000);
});
