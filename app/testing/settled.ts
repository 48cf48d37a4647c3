/**
 * A deadline for vi.waitFor, whose own is 1 s: on a loaded 2-core machine a render, a lazy screen or
 * an IndexedDB write can take longer (docs/performance.md, "Flaky tests found and fixed (s11)").
 * Against a hang, not a speed check.
 */
export const SETTLED = { timeout: 10_000 } as const;
