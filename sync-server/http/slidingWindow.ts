/**
 * Events per key in a sliding time window, kept in memory (one process; a restart forgets the
 * counts, which is acceptable for a throttle). Used by the login limiter and the AI rate limit.
 */
export class SlidingWindow {
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #events = new Map<string, number[]>();
  #checksSinceSweep = 0;

  constructor(windowSeconds: number, now: () => number = Date.now) {
    this.#windowMs = windowSeconds * 1000;
    this.#now = now;
  }

  /** ms until one more event for `key` stays within `limit`; 0 when it is allowed now. */
  wait(key: string, limit: number): number {
    this.#sweep();
    const t = this.#now();
    const recent = (this.#events.get(key) ?? []).filter((at) => at > t - this.#windowMs);
    if (recent.length === 0) this.#events.delete(key);
    else this.#events.set(key, recent);
    if (recent.length < limit) return 0;
    // Allowed again once the oldest event that keeps the key at the limit leaves the window.
    return recent[recent.length - limit]! + this.#windowMs - t;
  }

  record(key: string): void {
    const t = this.#now();
    const list = this.#events.get(key);
    if (list) list.push(t);
    else this.#events.set(key, [t]);
  }

  forget(key: string): void {
    this.#events.delete(key);
  }

  // Forget old entries now and then so the map cannot grow without bound.
  #sweep(): void {
    if (++this.#checksSinceSweep < 1000) return;
    this.#checksSinceSweep = 0;
    const cutoff = this.#now() - this.#windowMs;
    for (const [key, times] of this.#events) if (times.every((at) => at <= cutoff)) this.#events.delete(key);
  }
}

/** Seconds to tell the client in Retry-After: at least 1. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
