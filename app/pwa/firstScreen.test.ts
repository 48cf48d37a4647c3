import { describe, expect, it } from 'vitest';
import { afterFirstScreen, browserReadiness, firstScreenReady, markFirstScreenReady, type Readiness } from './firstScreen';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the precache waits for the first screen', () => {
  it('starts only after the page has loaded, a screen is drawn and the page is idle, in that order', async () => {
    const asked: string[] = [];
    const steps = { pageLoaded: deferred(), firstScreen: deferred(), idle: deferred() };
    const readiness: Readiness = {
      pageLoaded: () => (asked.push('pageLoaded'), steps.pageLoaded.promise),
      firstScreen: () => (asked.push('firstScreen'), steps.firstScreen.promise),
      idle: () => (asked.push('idle'), steps.idle.promise),
    };
    let started = false;
    void afterFirstScreen(readiness).then(() => (started = true));

    await settle();
    expect(asked).toEqual(['pageLoaded']);
    steps.pageLoaded.resolve();
    await settle();
    expect(asked).toEqual(['pageLoaded', 'firstScreen']);
    expect(started).toBe(false);
    steps.firstScreen.resolve();
    await settle();
    // Idle is asked for only once the screen is there: idle time before it does not count.
    expect(asked).toEqual(['pageLoaded', 'firstScreen', 'idle']);
    expect(started).toBe(false);
    steps.idle.resolve();
    await settle();
    expect(started).toBe(true);
  });

  it('knows the first screen is drawn once a route has marked it', async () => {
    let ready = false;
    void firstScreenReady().then(() => (ready = true));
    await settle();
    expect(ready).toBe(false);
    markFirstScreenReady();
    await settle();
    expect(ready).toBe(true);
  });

  it('waits for the window’s load event unless the page has already loaded', async () => {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestIdleCallback: (callback: () => void) => callback(),
      setTimeout: () => 0,
    } as unknown as Window;
    let loaded = false;
    void browserReadiness(win)
      .pageLoaded()
      .then(() => (loaded = true));
    await settle();
    expect(loaded).toBe(false);
    listeners.load?.();
    await settle();
    expect(loaded).toBe(true);

    const done = { document: { readyState: 'complete' } } as unknown as Window;
    await expect(browserReadiness(done).pageLoaded()).resolves.toBeUndefined();
  });

  it('asks the browser for idle time with a deadline, so a busy page still gets its service worker', async () => {
    const asked: IdleRequestOptions[] = [];
    const win = {
      requestIdleCallback: (callback: () => void, options: IdleRequestOptions) => {
        asked.push(options);
        callback();
        return 1;
      },
    } as unknown as Window;
    await browserReadiness(win).idle();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.timeout).toBeGreaterThan(0);
  });
});
